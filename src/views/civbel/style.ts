// Styles of the Civitates Bellantes table beyond the shared table view's, under .cb-view.
export const CB_CSS = `
.cb-view .cb-whose { font-weight: 600; }
.cb-view .cb-prov, .cb-prov-note { margin: 4px 0 0; padding: 4px 8px; border-radius: 8px; background: var(--info-bg); color: var(--info); font-size: 0.82rem; line-height: 1.3; }
.cb-view .tv-bar > .btn { min-height: 44px; }
.cb-view .cb-result { margin: 0; padding-left: 1.1em; font-size: 0.9rem; }
.cb-view .cb-tray { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 6px; margin: 0; padding: 0; list-style: none; }
.cb-view .cb-leader { width: 100%; min-height: 44px; display: flex; flex-direction: column; align-items: flex-start; gap: 1px; padding: 4px 10px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); cursor: pointer; text-align: left; }
.cb-view .cb-leader[aria-pressed="true"] { border: 2px solid var(--focus); background: var(--info-bg); }
.cb-view .cb-leader:disabled { opacity: 0.6; cursor: default; }
.cb-view .cb-leader-name { font-weight: 700; }
.cb-view .cb-cp { font-size: 0.85rem; color: var(--muted); }
.cb-view .cb-orders > summary { min-height: 44px; display: flex; align-items: center; gap: 8px; cursor: pointer; }
.cb-view .cb-orders > summary h3 { display: inline; margin: 0; }
.cb-view .cb-initial.tv-acts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 4px 0 8px; }
.cb-view .cb-initial .tv-act { width: auto; min-width: 0; margin: 0; }
.cb-view .cb-layouts .btn { min-height: 44px; }
.cb-view .cb-layouts .btn[aria-pressed="true"] { border: 2px solid var(--focus); background: var(--info-bg); color: var(--text); }
.cb-view .cb-forms { margin: 10px 0 4px; }
.cb-view .cb-forms .row { margin: 6px 0 8px; }
.cb-view .cb-forms .btn { min-height: 44px; }
.cb-view .cb-forms .btn[aria-pressed="true"] { border: 2px solid var(--focus); background: var(--info-bg); color: var(--text); }
.cb-view .cb-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 0.82rem; color: var(--muted); margin: 0; padding: 0; list-style: none; }
.cb-view .cb-armies { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.cb-view .cb-army { width: 100%; min-height: 44px; display: flex; flex-direction: column; align-items: flex-start; gap: 2px; text-align: left; white-space: normal; }
.cb-view .cb-army span { font-size: 0.85rem; font-weight: 400; color: var(--muted); }
.cb-view .cb-builder { display: flex; flex-direction: column; gap: 8px; }
.cb-view .cb-builder h3 { margin: 0; font-size: 1rem; }
.cb-view .cb-build-field { display: inline-flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.cb-view .cb-build-field select { min-height: 44px; padding: 0 8px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface-2); max-width: 100%; }
.cb-view .cb-k { font-size: 0.85rem; color: var(--muted); }
.cb-view .cb-step { display: inline-flex; align-items: center; gap: 6px; }
.cb-view .cb-step .btn, .cb-view .cb-builder .btn { min-height: 44px; min-width: 44px; }
.cb-view .cb-toggle[aria-pressed="true"] { border: 2px solid var(--focus); background: var(--info-bg); color: var(--text); }
.cb-view .cb-build-command { border: 1px solid var(--border); border-radius: 10px; padding: 6px 8px 8px; display: flex; flex-direction: column; gap: 6px; }
.cb-view .cb-build-command legend { font-weight: 700; padding: 0 4px; }
.cb-view .cb-build-units { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cb-view .cb-build-unit { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 0; border-top: 1px solid var(--border); }
.cb-view .cb-build-unit > b { flex-basis: 100%; }
.cb-view .cb-build-foot { display: flex; flex-direction: column; gap: 4px; padding: 8px 0 4px; background: var(--surface); border-top: 1px solid var(--border); }
.cb-view .cb-build-foot p, .cb-view [data-cb-build-top] { margin: 0; }
.cb-view [data-cb-build-top] { font-weight: 600; }
.cb-view .cb-build-refusal { color: var(--err); }
.cb-view .cb-build-ok { color: var(--ok, var(--text)); }
.cb-view .cb-legend li { display: inline-flex; align-items: center; gap: 4px; }
`;
