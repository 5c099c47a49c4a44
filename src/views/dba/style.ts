// Styles of the DBA table view beyond the shared table view's (../table/style.ts),
// scoped under .dba-view.
export const DBA_CSS = `
.dba-view .dba-status p, .dba-view .dba-armies { margin: 0; }
.dba-view .dba-pips { display: inline-block; padding: 0 8px; border-radius: 999px; background: var(--text); color: var(--surface); font-weight: 700; white-space: nowrap; }
.dba-view .dba-whose { font-weight: 600; }
.dba-view .dba-losses { margin: 0 0 0 auto; font-size: 0.85rem; color: var(--muted); }
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
`;
