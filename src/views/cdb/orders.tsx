// The standing orders panel (spec §9, rules orders.ts): the viewer's own orders, which he may
// change during his own player-turn before the combat steps (one free 'orders' action, sent
// with his next message), and the opponent's, which are public. The action handed on is
// checked by the rule system first, as Nabis's panel does.
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../../app/board-contract';
import type { CdbAction, CdbState } from '../../rules/cdb';
import { ORDER_WORDS, orderRule } from '../../rules/cdb/order-words';
import { ORDER_IDS, ORDER_VALUES, ordersOf, sameOrders, type CdbOrders } from '../../rules/cdb/orders';
import { sideName } from './words';
import { tx } from '../../app/i18n';

type Lang = 'en' | 'fr';

export const ORDERS_CSS = `
.cdb-orders { border: 1px solid var(--border); border-radius: 10px; padding: 0 10px; margin: 8px 0; background: var(--surface); font-size: 0.88rem; }
.cdb-orders summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; list-style: none; }
.cdb-orders summary::-webkit-details-marker { display: none; }
.cdb-orders summary::before { content: '▶'; margin-right: 8px; font-size: 0.7em; }
.cdb-orders p { margin: 0 0 6px; }
.cdb-orders h3 { font-size: 0.95rem; margin: 8px 0 6px; }
.cdb-orders-seat { border-top: 1px solid var(--border); padding-top: 4px; }
.cdb-order { margin: 0 0 12px; }
.cdb-order-help { color: var(--muted); font-size: 0.82rem; }
.cdb-order-choices { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.cdb-order-choices .btn { flex: 1 1 40%; min-height: 44px; padding: 6px 8px; width: auto; }
.cdb-orders .btn[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.cdb-order-list { margin: 0 0 8px; padding-left: 18px; }
.cdb-order-apply { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 8px; }
.cdb-order-apply .btn { flex: 1 1 40%; min-height: 44px; width: auto; }
.cdb-order-apply p { flex: 1 1 100%; }
`;

export function Orders(props: BoardProps<CdbState, CdbAction> & { lang: Lang }) {
  const { state: s, sys, viewer, onAction, lang } = props;
  const fr = lang === 'fr';
  const [draft, setDraft] = useState<CdbOrders | null>(null);
  useEffect(() => setDraft(null), [s]);
  if (s.setup) return null;
  const seats = viewer === null ? [0, 1] : [viewer, 1 - viewer];
  const mine = viewer === null ? null : ordersOf(s, viewer as 0 | 1);
  const want = draft ?? mine;
  const action: CdbAction | null = mine && want && !sameOrders(want, mine) ? { k: 'orders', o: want } : null;
  const canEver = !props.replay && viewer !== null && s.phase !== 'over' && !!onAction;
  const ok = canEver && !!action && sys.check(s, viewer!, action) === null;
  const open = canEver && s.active === viewer && ['ap', 'assign', 'move'].includes(s.phase) && !s.combat;
  const justSet = open && s.orders?.at[viewer as 0 | 1] === s.turn;
  const words = (id: (typeof ORDER_IDS)[number], v: string) => ORDER_WORDS[id].values[v];
  return (
    <details class="cdb-orders" data-cdb-orders>
      <summary>{fr ? 'Ordres permanents' : 'Standing orders'}</summary>
      <p class="hx-hint">{fr ? 'Ce que la partie décide pour vos troupes pendant que l\'adversaire joue. Les ordres de chacun sont publics.' : 'What the game decides for your troops while your opponent plays. Both sides\' orders are public.'}</p>
      {seats.map((seat) => {
        const cur = ordersOf(s, seat as 0 | 1);
        const editable = viewer === seat && canEver;
        const shown = editable && want ? want : cur;
        const who = tx(sideName(s, seat as 0 | 1), lang);
        return (
          <section class="cdb-orders-seat" data-cdb-orders-seat={seat}>
            {/* The opponent's orders in its own words (first person), quoted. */}
            <h3>{viewer === seat ? (fr ? `Les vôtres (${who})` : `Yours (${who})`) : (fr ? `Ceux de l'adversaire (${who})` : `Your opponent's (${who})`)}</h3>
            {editable ? (
              ORDER_IDS.map((id) => (
                <div class="cdb-order" role="group" aria-label={ORDER_WORDS[id].title[lang]} data-cdb-order={id}>
                  <p><b>{ORDER_WORDS[id].title[lang]}</b>{orderRule(id, fr)}</p>
                  <p class="cdb-order-help">{ORDER_WORDS[id].help[lang]}</p>
                  <div class="cdb-order-choices">
                    {ORDER_VALUES[id].map((v) => (
                      <button type="button" class="btn" aria-pressed={shown[id] === v} data-cdb-order-value={v} disabled={!open}
                        onClick={() => setDraft({ ...(want ?? cur), [id]: v })}>{words(id, v).label[lang]}</button>
                    ))}
                  </div>
                  <p class="cdb-order-help" data-cdb-order-explain>{words(id, shown[id]).help[lang]}</p>
                </div>
              ))
            ) : (
              <ul class="cdb-order-list">
                {ORDER_IDS.map((id) => <li data-cdb-order-shown={id}><b>{ORDER_WORDS[id].name[lang]}</b>{fr ? ` : « ${words(id, cur[id]).log.fr} »` : `: “${words(id, cur[id]).log.en}”`}</li>)}
              </ul>
            )}
            {editable ? (
              <div class="cdb-order-apply">
                <button type="button" class="btn btn-primary" data-cdb-orders-set disabled={!ok} onClick={() => { if (ok && action) { setDraft(null); onAction!(action); } }}>
                  {fr ? 'Donner ces ordres' : 'Set these orders'}
                </button>
                {draft && mine && !sameOrders(draft, mine) ? <button type="button" class="btn" data-cdb-orders-reset onClick={() => setDraft(null)}>{fr ? 'Annuler les changements' : 'Discard changes'}</button> : null}
                <p class="hx-hint" data-cdb-orders-note>{!open
                  ? (fr ? 'Vous pourrez les changer pendant votre propre tour, avant les combats : ils partiront avec votre prochain message.' : 'You can change them during your own turn, before the combats: they go with your next message.')
                  : justSet
                    ? (fr ? 'Ordres donnés pour ce tour : ils partiront avec votre prochain message.' : 'Orders set for this turn: they go with your next message.')
                    : (fr ? 'Une fois par tour, gratuit. Ils partiront avec votre prochain message et l\'adversaire les verra.' : 'Once a turn, free. They go with your next message, and your opponent will see them.')}</p>
              </div>
            ) : null}
          </section>
        );
      })}
      <p class="hx-hint">{fr ? 'Toujours selon la règle, sans ordre : l\'ennemi perdu quand deux ennemis bloquent un recul, ce qui cède devant un éléphant qui tombe (la moins chère), et les débordements (toujours donnés).' : 'Always by the rules, with no order: the enemy lost when two enemies block a recoil and what gives way to a falling elephant (the cheaper one), and overlaps (always given).'}</p>
    </details>
  );
}
