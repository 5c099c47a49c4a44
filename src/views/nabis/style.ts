// Styles of the Nabis board (scoped by the .nb prefix; colours from the app's theme variables).
export const NB_CSS = `
.nb { display: flex; flex-direction: column; gap: 8px; }
.nb-status { margin: 0; padding: 6px 10px; background: var(--surface); border: 1px solid var(--border); border-radius: 10px; font-size: 0.88rem; line-height: 1.35; }
.nb-status p { margin: 0; }
.nb-status b { font-weight: 600; }
.nb-k { color: var(--muted); font-size: 0.8rem; }
.nb-prov { background: var(--info-bg); color: var(--info); border-radius: 10px; padding: 0 8px; font-size: 0.82rem; }
.nb-prov summary, .nb-legend summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.nb-prov summary::before, .nb-legend summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.nb-prov summary::-webkit-details-marker, .nb-legend summary::-webkit-details-marker { display: none; }
.nb-prov summary, .nb-legend summary { list-style: none; }
.nb-prov ul { padding-left: 18px; margin: 4px 0 10px; font-size: 0.8rem; }
.nb-prov p { margin: 0 0 6px; }
.nb-mapwrap { position: relative; }
.nb-zoom { display: flex; justify-content: flex-end; gap: 4px; margin: 0 0 4px; }
.nb-zoom .btn { padding: 4px 10px; font-size: 0.85rem; }
.nb-zoom .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.nb-map { overflow: auto; max-width: 100%; height: min(64vh, 560px); border: 1px solid var(--border); border-radius: 10px; background: #ece6cf; touch-action: pan-x pan-y; overscroll-behavior: contain; -webkit-overflow-scrolling: touch; }
.nb[data-nb-zoom="fit"] .nb-map { height: auto; max-height: min(70vh, var(--nb-room, 70vh)); }
.nb-map:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.nb-map svg { display: block; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.nb[data-nb-zoom="fit"] .nb-map svg { width: 100%; height: auto; }
.nb-sheet { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; margin: 0 auto; max-width: 720px; max-height: 40vh; overflow: auto; display: flex; flex-direction: column; gap: 6px; padding: 6px 12px 10px; background: var(--surface); border: 1px solid var(--border); border-radius: 14px 14px 0 0; box-shadow: 0 -3px 12px rgba(0,0,0,0.22); }
.nb-sheet-bar { bottom: calc(var(--bar-h) + env(safe-area-inset-bottom)); border-radius: 14px; margin-bottom: 4px; }
.nb-sheet-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.nb-close { flex: none; font-size: 1.4rem; line-height: 1; padding: 4px 10px; }
.nb-sel { display: flex; flex-direction: column; gap: 6px; }
.nb-sheet p { margin: 0; }
.nb-sel-title { font-size: 0.95rem; }
.nb-units { margin: 0; padding-left: 18px; font-size: 0.88rem; }
.nb-hint { color: var(--muted); font-size: 0.88rem; }
.nb-warn { color: var(--text); border-left: 3px solid var(--accent); padding-left: 0.5rem; }
.nb-actions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.nb-actions .btn { width: 100%; text-align: left; }
.nb-general { flex-direction: row; flex-wrap: wrap; }
.nb-apart { border-top: 1px solid var(--border); padding-top: 8px; }
.nb-grid { display: grid; grid-template-columns: repeat(3, 1fr); }
.nb-grid .btn { text-align: center; padding: 6px 4px; }
.nb-general li { flex: 1 1 45%; }
.nb-general .btn { text-align: center; }
.nb-general .btn:has(.nb-token) { display: flex; align-items: center; gap: 6px; text-align: left; }
.nb-token { flex: none; }
.nb-general li:has(.nb-token) { flex-basis: 100%; }
.nb-primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.nb-legend { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; background: var(--surface); }
.nb-legend-list { list-style: none; margin: 0 0 8px; padding: 0; display: grid; grid-template-columns: 1fr; gap: 4px; font-size: 0.85rem; }
.nb-legend-list.nb-two { grid-template-columns: 1fr 1fr; }
.nb-nw { white-space: nowrap; }
.nb-legend-list li { display: flex; align-items: center; gap: 8px; }
.nb-legend-list svg { flex: none; }
/* Standing orders (spec §9) */
.nb-orders { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; background: var(--surface); font-size: 0.88rem; }
.nb-orders summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; list-style: none; }
.nb-orders summary::-webkit-details-marker { display: none; }
.nb-orders summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.nb-orders p { margin: 0 0 6px; }
.nb-orders h3 { font-size: 0.95rem; margin: 8px 0 6px; }
.nb-orders-seat { border-top: 1px solid var(--border); padding-top: 4px; }
.nb-order { margin: 0 0 10px; }
.nb-order-title { margin: 0; }
.nb-order-help { color: var(--muted); font-size: 0.82rem; }
.nb-order-choices { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.nb-order-choices .btn { flex: 1 1 28%; padding: 6px 8px; }
.nb-order-choices .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.nb-order-list { margin: 0 0 8px; padding-left: 18px; }
.nb-order-apply { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 8px; }
.nb-order-apply .btn { flex: 1 1 40%; }
.nb-order-apply p { flex: 1 1 100%; }
`;
