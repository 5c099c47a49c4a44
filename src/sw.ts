// The service worker (vite-plugin-pwa, injectManifest): precaches the whole build
// so the app starts offline, waits until the page asks before taking over (the
// update prompt), and takes in what Android's share sheet sends (POST
// multipart/form-data to /share-target): the file or text is kept in the Cache API
// and the browser is sent (303) to the app, which runs it through the same
// verified receive path as a pasted packet (src/app/receive-ui.ts, receiveShared).
// No workbox runtime: the few lines below are all the app needs.
export {};

interface ExtendableEvent extends Event { waitUntil(p: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { request: Request; respondWith(r: Response | Promise<Response>): void }
interface MessageEvt extends ExtendableEvent { data: unknown }
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  registration: { scope: string };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvt) => void): void;
};

/** The share sheet's hand-over: kept here until the app has read it. */
const SHARE_CACHE = 'tessera-share'; // also in src/app/receive-ui.ts
const SHARE_MAX = 16 * 1024 * 1024;
const PREFIX = 'tessera-precache-';

const manifest = self.__WB_MANIFEST;
const scope = self.registration.scope;
const urlOf = (u: string) => new URL(u, scope).href;
// One cache per build: its name is a hash of the precache list (URLs and revisions).
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
const CACHE = PREFIX + hash(JSON.stringify(manifest));
const precached = new Set(manifest.map((e) => urlOf(e.url)));
const INDEX = urlOf('index.html');
const SHARE_ACTION = new URL('share-target', scope).pathname;

self.addEventListener('install', (e) => {
  // Fetched past the HTTP cache, so a new build never precaches an old file.
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll([...precached].map((u) => new Request(u, { cache: 'reload' })))));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => (k.startsWith(PREFIX) && k !== CACHE) || k.startsWith('workbox-precache')).map((k) => caches.delete(k)))),
  );
});

// The update prompt's "Reload" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (e) => {
  const d = e.data as { type?: string } | null;
  if (d && d.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method === 'POST' && url.origin === self.location.origin && url.pathname === SHARE_ACTION) {
    e.respondWith(takeShare(req));
    return;
  }
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  url.hash = '';
  const file = url.origin + url.pathname;
  if (req.mode === 'navigate' && !precached.has(file)) {
    // Every address of the app (links carry their packet in the fragment) is the app.
    e.respondWith(fromCache(INDEX).then((r) => r ?? fetch(req)));
    return;
  }
  if (!precached.has(url.href)) return;
  e.respondWith(fromCache(url.href).then((r) => r ?? fetch(req)));
});

async function fromCache(href: string): Promise<Response | undefined> {
  const c = await caches.open(CACHE);
  return c.match(href);
}

/** Keeps what was shared (the first file, else the text and link) and sends the browser to the app. */
async function takeShare(req: Request): Promise<Response> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  let stored: Response;
  try {
    const form = await req.formData();
    const file = form.getAll('file').find((f): f is File => typeof f !== 'string' && f.size > 0);
    const text = ['title', 'text', 'url'].map((k) => form.get(k)).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (file && file.size > SHARE_MAX) stored = kept('too-large', '');
    else if (file) stored = new Response(file, { headers: { 'x-tessera-kind': 'file', 'x-tessera-name': encodeURIComponent(file.name || 'shared') } });
    else if (text.length) stored = kept('text', text.join('\n'));
    else stored = kept('empty', '');
  } catch {
    stored = kept('unreadable', '');
  }
  const c = await caches.open(SHARE_CACHE);
  await c.put(new Request(urlOf(`__share/${id}`)), stored);
  return Response.redirect(urlOf(`?share=${id}`), 303);
}

function kept(kind: string, body: string): Response {
  return new Response(body, { headers: { 'content-type': 'text/plain;charset=utf-8', 'x-tessera-kind': kind } });
}
