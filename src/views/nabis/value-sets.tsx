// Sets of corrected counter values a club shares (issue 15): saved on this device under a
// name, exported as a small file, imported from one. Every set read (from the device or a
// file) is checked whole by importSet before it is used: a bad one changes nothing.
import { useState } from 'preact/hooks';
import type { Lang } from '../../engine/contract';
import { downloadText } from '../../app/share';
import { hasIncomingSet, readClubSets, takeIncomingSet, writeClubSets } from '../../app/club-sets';
import { exportSet, importSet, SET_MAX_BYTES, setProblemText, type Corrections, type ValueField, type ValueSet } from './counter-values';
import type { MapRow } from '../../rules/nabis/data/map-rows';
import { paintedHexes } from './map-paint';
import { importSetText, LINK_PROBLEM, setLink } from './set-link';

/** The sets saved on this device, each as the text of its file; unreadable ones are left out. */
export function savedSets(options: Record<string, unknown>): ValueSet[] {
  const out: ValueSet[] = [];
  for (const text of Object.values(readClubSets('nabis'))) {
    const r = importSet(text, options);
    if (r.ok) out.push(r.set);
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function saveSet(name: string, text: string): boolean {
  return writeClubSets('nabis', { ...readClubSets('nabis'), [name]: text });
}

const TEXT = {
  sets: { en: 'Sets (counter values and painted map)', fr: 'Jeux (valeurs des pions et carte peinte)' },
  name: { en: 'Name of this set', fr: 'Nom de ce jeu' },
  save: { en: 'Save on this device', fr: 'Enregistrer sur cet appareil' },
  export: { en: 'Export as a file', fr: 'Exporter en fichier' },
  import: { en: 'Import a file', fr: 'Importer un fichier' },
  use: { en: 'Use', fr: 'Utiliser' },
  saved: { en: 'Saved on this device: ', fr: 'Enregistré sur cet appareil : ' },
  imported: { en: 'Set imported: ', fr: 'Jeu importé : ' },
  used: { en: 'Set in use: ', fr: 'Jeu utilisé : ' },
  noName: { en: 'Give the set a name first.', fr: 'Donnez d\'abord un nom au jeu.' },
  noRoom: { en: 'This device refused to store the set; nothing was changed.', fr: 'Cet appareil a refusé d\'enregistrer le jeu ; rien n\'a changé.' },
  count: { en: ' corrected values', fr: ' valeurs corrigées' },
  hexes: { en: ' painted hexes', fr: ' hex peints' },
  link: { en: 'Copy as a link', fr: 'Copier en lien' },
  linkCopied: { en: 'Link copied: send it to your club. Anyone who pastes it below gets this set.', fr: 'Lien copié : envoyez-le à votre club. Qui le colle ci-dessous reçoit ce jeu.' },
  linkShown: { en: 'Copy this link and send it to your club:', fr: 'Copiez ce lien et envoyez-le à votre club :' },
  paste: { en: 'Paste a set\'s link or file text', fr: 'Collez le lien ou le texte d\'un jeu' },
  read: { en: 'Import from the link', fr: 'Importer depuis le lien' },
  opened: { en: 'A set link was opened: it is in the box below; tap "Import from the link" to check it and use it.', fr: 'Un lien de jeu a été ouvert : il est dans la case ci-dessous ; touchez « Importer depuis le lien » pour le vérifier et l\'utiliser.' },
  empty: { en: 'Paste a link or a set\'s text first.', fr: 'Collez d\'abord un lien ou le texte d\'un jeu.' },
};
const tr = (x: { en: string; fr: string }, lang: Lang) => (lang === 'fr' ? x.fr : x.en);

export function ValueSets(props: { fields: ValueField[]; corr: Corrections; map: MapRow[]; options: Record<string, unknown>; lang: Lang; use(c: Corrections, map: MapRow[]): void }) {
  const { lang } = props;
  const [name, setName] = useState('');
  const [sets, setSets] = useState<ValueSet[]>(() => savedSets(props.options));
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(() => (hasIncomingSet() ? { ok: true, text: tr(TEXT.opened, lang) } : null));
  // A set link opened from the address bar waits here, to be checked when the player says so.
  const [pasted, setPasted] = useState(() => takeIncomingSet());
  const [shownLink, setShownLink] = useState('');
  const n = (c: Corrections, map: MapRow[] = []) => {
    const h = paintedHexes(map).length;
    return ` (${Object.keys(c).length}${tr(TEXT.count, lang)}${h ? `, ${h}${tr(TEXT.hexes, lang)}` : ''})`;
  };
  const fileText = () => exportSet(name, props.fields, props.corr, props.map);
  const copyLink = async () => {
    const link = setLink(location.href, fileText());
    setShownLink(link);
    try { await navigator.clipboard.writeText(link); setNote({ ok: true, text: tr(TEXT.linkCopied, lang) }); }
    catch { setNote({ ok: true, text: tr(TEXT.linkShown, lang) }); }
  };
  const readPasted = () => {
    if (!pasted.trim()) { setNote({ ok: false, text: tr(TEXT.empty, lang) }); return; }
    const r = importSetText(pasted, props.options);
    if (!r.ok) { setNote({ ok: false, text: r.problem === 'badLink' ? tr(LINK_PROBLEM, lang) : setProblemText(r.problem, lang) }); return; }
    props.use(r.set.corrections, r.set.map);
    if (r.set.name) setName(r.set.name);
    setPasted('');
    setNote({ ok: true, text: tr(TEXT.imported, lang) + (r.set.name || '—') + n(r.set.corrections, r.set.map) });
  };
  const save = () => {
    const nm = name.trim();
    if (!nm) { setNote({ ok: false, text: tr(TEXT.noName, lang) }); return; }
    if (!saveSet(nm, exportSet(nm, props.fields, props.corr, props.map))) { setNote({ ok: false, text: tr(TEXT.noRoom, lang) }); return; }
    setSets(savedSets(props.options));
    setNote({ ok: true, text: tr(TEXT.saved, lang) + nm });
  };
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // Size first: a large file is refused before it is read.
    const r = file.size > SET_MAX_BYTES ? { ok: false as const, problem: 'tooLarge' as const } : importSet(await file.text(), props.options);
    if (!r.ok) { setNote({ ok: false, text: setProblemText(r.problem, lang) }); return; }
    props.use(r.set.corrections, r.set.map);
    if (r.set.name) setName(r.set.name);
    setNote({ ok: true, text: tr(TEXT.imported, lang) + (r.set.name || '—') + n(r.set.corrections, r.set.map) });
  };
  return (
    <div class="nb-cv-sets" data-nb-sets>
      <p class="nb-cv-face">{tr(TEXT.sets, lang)}</p>
      {sets.length ? (
        <ul class="nb-cv-setlist">
          {sets.map((s) => (
            <li><button type="button" class="btn" data-nb-use-set={s.name} onClick={() => { props.use(s.corrections, s.map); setName(s.name); setNote({ ok: true, text: tr(TEXT.used, lang) + s.name + n(s.corrections, s.map) }); }}>
              {tr(TEXT.use, lang)} « {s.name} »{n(s.corrections, s.map)}
            </button></li>
          ))}
        </ul>
      ) : null}
      <label class="nb-cv-f" for="nb-set-name">
        <span>{tr(TEXT.name, lang)}</span>
        <input id="nb-set-name" data-nb-set-name value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <div class="nb-cv-buttons">
        <button type="button" class="btn" data-nb-save-set onClick={save}>{tr(TEXT.save, lang)}</button>
        <button type="button" class="btn" data-nb-export-set onClick={() => downloadText(`${(name.trim() || 'nabis-counter-values').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.json`, fileText(), 'application/json')}>{tr(TEXT.export, lang)}</button>
        <button type="button" class="btn" data-nb-link-set onClick={() => void copyLink()}>{tr(TEXT.link, lang)}</button>
        <label class="btn nb-cv-file" for="nb-set-file">{tr(TEXT.import, lang)}</label>
        <input id="nb-set-file" class="nb-cv-hidden" type="file" accept=".json,application/json" data-nb-import-set onChange={(e) => void onFile(e.target as HTMLInputElement)} />
      </div>
      {shownLink ? <textarea class="nb-cv-link" readOnly rows={2} aria-label={tr(TEXT.link, lang)} data-nb-set-link value={shownLink} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} /> : null}
      <label class="nb-cv-f" for="nb-set-paste">
        <span>{tr(TEXT.paste, lang)}</span>
        <textarea id="nb-set-paste" class="nb-cv-link" rows={2} data-nb-set-paste value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
      </label>
      <div class="nb-cv-buttons">
        <button type="button" class="btn" data-nb-read-set onClick={readPasted}>{tr(TEXT.read, lang)}</button>
      </div>
      {note ? <p class={note.ok ? 'nb-cv-ok' : 'nb-cv-err'} role={note.ok ? 'status' : 'alert'} data-nb-set-note>{note.text}</p> : null}
    </div>
  );
}
