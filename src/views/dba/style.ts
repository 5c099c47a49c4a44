// Styles of the DBA table view, scoped under .dba-view.
export const DBA_CSS = `
.dba-view { display: flex; flex-direction: column; gap: 8px; scroll-margin-top: 60px; }
.dba-view .dba-bar { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; justify-content: space-between; }
.dba-view .dba-status { margin: 0; font-size: 0.95rem; line-height: 1.35; flex: 1 1 100%; min-width: 0; }
.dba-view .dba-status p, .dba-view .dba-armies { margin: 0; }
.dba-view .dba-status strong { font-weight: 700; font-size: 1.05rem; }
.dba-view .dba-pips { display: inline-block; padding: 0 8px; border-radius: 999px; background: var(--text); color: var(--surface); font-weight: 700; white-space: nowrap; }
.dba-view .dba-whose { font-weight: 600; }
.dba-view .dba-losses { margin: 0 0 0 auto; font-size: 0.85rem; color: var(--muted); }
.dba-view .dba-swatch { display: inline-block; width: 0.85em; height: 0.85em; border-radius: 2px; vertical-align: -0.08em; margin-right: 3px; border: 1px solid #0008; }
.dba-view .dba-zoom { display: inline-flex; border: 1px solid var(--border); border-radius: 10px; overflow: hidden; }
.dba-view .dba-zoom button { min-height: 44px; min-width: 52px; padding: 4px 10px; border: 0; background: var(--surface); color: var(--text); font-weight: 600; cursor: pointer; }
.dba-view .dba-zoom button + button { border-left: 1px solid var(--border); }
.dba-view .dba-zoom button[aria-pressed="true"] { background: var(--text); color: var(--surface); }
.dba-view .dba-confirmbar { position: sticky; bottom: calc(108px + env(safe-area-inset-bottom)); z-index: 5; box-shadow: 0 2px 10px #0003; display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; justify-content: space-between; padding: 6px 10px; border: 2px solid var(--focus); border-radius: 10px; background: var(--info-bg); color: var(--info); }
.dba-view .dba-confirmbar p { margin: 0; font-weight: 600; flex: 1 1 60%; }
.dba-view .dba-table { scroll-margin-top: 64px;  overflow: auto; max-height: 58vh; touch-action: pan-x pan-y; overscroll-behavior: contain; border-radius: 8px; background: #5b6b52; -webkit-overflow-scrolling: touch; cursor: grab; }
.dba-view .dba-table.dragging { cursor: grabbing; }
.dba-view .dba-table svg { display: block; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.dba-view .dba-panel { display: flex; flex-direction: column; gap: 6px; padding: 8px 10px; border: 1px solid var(--border); border-radius: 10px; background: var(--surface); }
.dba-view .dba-panel h3 { margin: 0; font-size: 1rem; }
.dba-view .dba-panel p { margin: 0; }
.dba-view .dba-acts { display: flex; flex-direction: column; gap: 6px; }
.dba-view .dba-act { min-height: 44px; padding: 6px 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 600; text-align: left; cursor: pointer; line-height: 1.25; }
.dba-view .dba-act.armed { border: 2px solid var(--focus); background: var(--info-bg); }
.dba-view .dba-act .dba-confirm { display: block; font-weight: 500; font-size: 0.85rem; color: var(--info); }
.dba-view .dba-act.dba-end { background: var(--accent); border-color: var(--accent); color: var(--accent-text); text-align: center; }
.dba-view .dba-help { font-size: 0.85rem; color: var(--muted); }
.dba-view .dba-refused { color: var(--err); }
.dba-view .dba-result { margin: 0; padding-left: 1.1em; font-size: 0.92rem; }
.dba-view .dba-fight { border-top: 1px solid var(--border); padding-top: 6px; }
.dba-view .dba-fight:first-of-type { border-top: 0; padding-top: 0; }
.dba-view .dba-fight h4 { margin: 0 0 4px; font-size: 0.95rem; display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; }
.dba-view .dba-count { font-size: 0.85rem; font-weight: 600; color: var(--muted); }
.dba-view [data-dba-result], .dba-view .dba-fight { scroll-margin-top: 64px; }
.dba-view .dba-rule { font-size: 0.78rem; font-weight: 600; color: var(--muted); white-space: nowrap; }
.dba-view .dba-fight table { width: 100%; border-collapse: collapse; font-size: 0.92rem; table-layout: fixed; }
.dba-view .dba-fight th, .dba-view .dba-fight td { padding: 3px 4px; border-bottom: 1px solid var(--border); text-align: center; vertical-align: top; overflow-wrap: anywhere; }
.dba-view .dba-fight thead th { font-weight: 700; }
.dba-view .dba-fight tbody th { text-align: left; font-weight: 500; color: var(--muted); width: 38%; }
.dba-view .dba-fight td small { display: block; font-size: 0.75rem; color: var(--muted); }
.dba-view .dba-fight .dba-total th, .dba-view .dba-fight .dba-total td { font-weight: 700; font-size: 1.02rem; border-bottom: 0; color: var(--text); }
.dba-view .dba-fight .win { background: var(--info-bg); color: var(--info); }
.dba-view .dba-die { font-size: 1.25em; line-height: 1; vertical-align: -0.1em; }
.dba-view .dba-after { margin: 4px 0 0; padding-left: 1.1em; font-size: 0.92rem; font-weight: 600; }
.dba-view .dba-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 0.82rem; color: var(--muted); margin: 0; padding: 0; list-style: none; }
.dba-view .dba-legend li { display: inline-flex; align-items: center; gap: 4px; }
.dba-view .dba-tray { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.dba-view .dba-chip { display: inline-block; min-width: 2.4em; padding: 2px 5px; border-radius: 4px; font-size: 0.85rem; font-weight: 700; text-align: center; border: 1px solid #0006; }
.dba-view .dba-chip.next { outline: 3px solid var(--focus); outline-offset: 1px; }
.dba-view .dba-more { font-size: 0.9rem; }
.dba-view .dba-more summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
`;
