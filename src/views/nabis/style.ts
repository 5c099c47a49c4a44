// Styles of the Nabis board's own parts (the .nb prefix): the standing orders. The map, the
// tray and the legend are styled by the shared hex board (src/views/hex/style.ts).
export const NB_CSS = `
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
