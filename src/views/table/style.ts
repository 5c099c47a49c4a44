// Styles of the shared table view, scoped under .tv (the view's root); a system's
// own styles add to these.
export const TABLE_CSS = `
.tv { display: flex; flex-direction: column; gap: 8px; scroll-margin-top: 60px; }
.tv .tv-bar { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; justify-content: space-between; }
.tv .tv-status { margin: 0; font-size: 0.95rem; line-height: 1.35; flex: 1 1 100%; min-width: 0; }
.tv .tv-status p { margin: 0; }
.tv .tv-status strong { font-weight: 700; font-size: 1.05rem; }
.tv .tv-swatch { display: inline-block; width: 0.85em; height: 0.85em; border-radius: 2px; vertical-align: -0.08em; margin-right: 3px; border: 1px solid #0008; }
.tv .tv-zoom { display: inline-flex; border: 1px solid var(--border); border-radius: 10px; overflow: hidden; }
.tv .tv-zoom button { min-height: 44px; min-width: 52px; padding: 4px 10px; border: 0; background: var(--surface); color: var(--text); font-weight: 600; cursor: pointer; }
.tv .tv-zoom button + button { border-left: 1px solid var(--border); }
.tv .tv-zoom button[aria-pressed="true"] { background: var(--text); color: var(--surface); }
.tv .tv-confirmbar { position: sticky; bottom: calc(108px + env(safe-area-inset-bottom)); z-index: 5; box-shadow: 0 2px 10px #0003; display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; justify-content: space-between; padding: 6px 10px; border: 2px solid var(--focus); border-radius: 10px; background: var(--info-bg); color: var(--info); }
.tv .tv-confirmbar p { margin: 0; font-weight: 600; flex: 1 1 60%; }
.tv .tv-table { scroll-margin-top: 64px;  overflow: auto; max-height: 58vh; touch-action: pan-x pan-y; overscroll-behavior: contain; border-radius: 8px; background: #5b6b52; -webkit-overflow-scrolling: touch; cursor: grab; }
.tv .tv-table.dragging { cursor: grabbing; }
.tv .tv-table svg { display: block; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.tv .tv-panel { display: flex; flex-direction: column; gap: 6px; padding: 8px 10px; border: 1px solid var(--border); border-radius: 10px; background: var(--surface); }
.tv .tv-panel h3 { margin: 0; font-size: 1rem; }
.tv .tv-panel p { margin: 0; }
.tv .tv-acts { display: flex; flex-direction: column; gap: 6px; }
.tv .tv-act { min-height: 44px; padding: 6px 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 600; text-align: left; cursor: pointer; line-height: 1.25; }
.tv .tv-act.armed { border: 2px solid var(--focus); background: var(--info-bg); }
.tv .tv-act .tv-confirm { display: block; font-weight: 500; font-size: 0.85rem; color: var(--info); }
.tv .tv-act.tv-end { background: var(--accent); border-color: var(--accent); color: var(--accent-text); text-align: center; }
.tv .tv-help { font-size: 0.85rem; color: var(--muted); }
.tv .tv-refused { color: var(--err); }
.tv .tv-more { font-size: 0.9rem; }
.tv .tv-more summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.tv .tv-measure { min-height: 44px; }
.tv .tv-measure[aria-pressed="true"] { background: var(--text); color: var(--surface); border-color: var(--text); }
.tv .tv-tlabel { font-style: italic; text-anchor: middle; fill: #2a2118; stroke: #fffc; paint-order: stroke; dominant-baseline: middle; }
.tv .tv-elabel { text-anchor: middle; font-weight: 700; font-family: system-ui, sans-serif; paint-order: stroke; }
`;
