// Styles of every hex board (the hx- prefix; colours from the app's theme variables).
export const HEX_CSS = `
.hx { display: flex; flex-direction: column; gap: 8px; }
.hx-status { margin: 0; padding: 6px 10px; background: var(--surface); border: 1px solid var(--border); border-radius: 10px; font-size: 0.88rem; line-height: 1.35; }
.hx-status p { margin: 0; }
.hx-status b { font-weight: 600; }
.hx-k { color: var(--muted); font-size: 0.8rem; }
.hx-nw { white-space: nowrap; }
.hx-mapwrap { position: relative; }
.hx-zoom { display: flex; justify-content: flex-end; gap: 4px; margin: 0 0 4px; }
.hx-zoom .btn { padding: 4px 10px; font-size: 0.85rem; }
.hx-zoom .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.hx-map { overflow: auto; max-width: 100%; height: min(64vh, 560px); border: 1px solid var(--border); border-radius: 10px; touch-action: pan-x pan-y; overscroll-behavior: contain; -webkit-overflow-scrolling: touch; }
.hx-mapwrap[data-hx-zoom="fit"] .hx-map { height: auto; max-height: min(70vh, var(--hx-room, 70vh)); }
.hx-map:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.hx-map svg { display: block; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.hx-room { height: 38vh; }
.hx-mapwrap[data-hx-zoom="fit"] .hx-map svg { width: 100%; height: auto; }
.hx-sheet { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; margin: 0 auto; max-width: 720px; max-height: 40vh; overflow: auto; display: flex; flex-direction: column; gap: 6px; padding: 6px 12px 10px; background: var(--surface); border: 1px solid var(--border); border-radius: 14px 14px 0 0; box-shadow: 0 -3px 12px rgba(0,0,0,0.22); }
.hx-sheet-bar { bottom: calc(var(--bar-h) + env(safe-area-inset-bottom)); border-radius: 14px; margin-bottom: 4px; }
.hx-sheet-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.hx-close { flex: none; font-size: 1.4rem; line-height: 1; padding: 4px 10px; }
.hx-sel { display: flex; flex-direction: column; gap: 6px; }
.hx-sheet p { margin: 0; }
.hx-sel-title { font-size: 0.95rem; }
.hx-units { margin: 0; padding-left: 18px; font-size: 0.88rem; }
.hx-hint { color: var(--muted); font-size: 0.88rem; }
.hx-warn { color: var(--text); border-left: 3px solid var(--accent); padding-left: 0.5rem; }
.hx-actions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.hx-actions .btn { width: 100%; text-align: left; }
.hx-general { flex-direction: row; flex-wrap: wrap; }
.hx-apart { border-top: 1px solid var(--border); padding-top: 8px; }
.hx-grid { display: grid; grid-template-columns: repeat(3, 1fr); }
.hx-grid .btn { text-align: center; padding: 6px 4px; }
.hx-general li { flex: 1 1 45%; }
.hx-general .btn { text-align: center; }
.hx-general .btn:has(.hx-token) { display: flex; align-items: center; gap: 6px; text-align: left; }
.hx-token { flex: none; }
.hx-general li:has(.hx-token) { flex-basis: 100%; }
.hx-primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.hx-legend { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; background: var(--surface); }
.hx-legend summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; list-style: none; }
.hx-legend summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.hx-legend summary::-webkit-details-marker { display: none; }
.hx-legend-list { list-style: none; margin: 0 0 8px; padding: 0; display: grid; grid-template-columns: 1fr; gap: 4px; font-size: 0.85rem; }
.hx-legend-list.hx-two { grid-template-columns: 1fr 1fr; }
.hx-legend-list li { display: flex; align-items: center; gap: 8px; }
.hx-legend-list svg { flex: none; }
/* The standing orders panel (orders-panel.tsx). */
.hx-orders { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; margin: 8px 0; background: var(--surface); font-size: 0.88rem; }
.hx-orders summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; list-style: none; }
.hx-orders summary::-webkit-details-marker { display: none; }
.hx-orders summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.hx-orders p { margin: 0 0 6px; }
.hx-orders h3 { font-size: 0.95rem; margin: 8px 0 6px; }
.hx-orders-seat { border-top: 1px solid var(--border); padding-top: 4px; }
.hx-order { margin: 0 0 12px; }
.hx-order-title { margin: 0; }
.hx-order-help { color: var(--muted); font-size: 0.82rem; }
.hx-order-choices { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.hx-order-choices .btn { flex: 1 1 28%; min-height: 44px; padding: 6px 8px; width: auto; }
.hx-orders .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.hx-order-list { margin: 0 0 8px; padding-left: 18px; }
.hx-order-apply { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 8px; }
.hx-order-apply .btn { flex: 1 1 40%; min-height: 44px; width: auto; }
.hx-order-apply p { flex: 1 1 100%; }
`;
