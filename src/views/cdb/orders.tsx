// The standing orders panel (spec §9, rules orders.ts): the viewer's own orders, which he may
// change during his own player-turn before the combat steps (one free 'orders' action, sent
// with his next message), and the opponent's, which are public. The action handed on is
// checked by the rule system first, as Nabis's panel does.
import type { BoardProps } from '../../app/board-contract';
import type { CdbAction, CdbState } from '../../rules/cdb';
import { ORDER_WORDS } from '../../rules/cdb/order-words';
import { ORDER_IDS, ORDER_VALUES, ordersOf, sameOrders, type CdbOrders, type OrderId } from '../../rules/cdb/orders';
import { OrdersPanel, type OrderWords } from '../hex/orders-panel';
import { sideName } from './words';
import { tx } from '../../app/i18n';

type Lang = 'en' | 'fr';

export function Orders(props: BoardProps<CdbState, CdbAction> & { lang: Lang }) {
  const { state: s, sys, viewer, onAction, lang } = props;
  const fr = lang === 'fr';
  if (s.setup) return null;
  const seats = viewer === null ? [0, 1] : [viewer, 1 - viewer];
  const canEver = !props.replay && viewer !== null && s.phase !== 'over' && !!onAction;
  const open = canEver && s.active === viewer && ['ap', 'assign', 'move'].includes(s.phase) && !s.combat;
  const justSet = open && s.orders?.at[viewer as 0 | 1] === s.turn;
  const words = (id: string): OrderWords => {
    const w = ORDER_WORDS[id as OrderId];
    // The opponent's orders in their own words (first person), quoted.
    const values = Object.fromEntries(ORDER_VALUES[id as OrderId].map((v) => { const x = w.values[v]; return [v, { label: x.label[lang], help: x.help[lang], reads: fr ? `« ${x.log.fr} »` : `“${x.log.en}”` }]; }));
    return { title: w.title[lang], help: w.help[lang], name: w.name[lang], rule: w.rule ? (fr ? `règle ${w.rule}` : `rule ${w.rule}`) : '', values };
  };
  return (
    <OrdersPanel<CdbOrders, CdbAction> tag="cdb" lang={lang} position={s} ids={ORDER_IDS} valuesOf={(id) => ORDER_VALUES[id as OrderId]} words={words}
      seats={seats.map((seat) => {
        const who = tx(sideName(s, seat as 0 | 1), lang);
        return { seat, orders: ordersOf(s, seat as 0 | 1), editable: viewer === seat && canEver, heading: viewer === seat ? (fr ? `Les vôtres (${who})` : `Yours (${who})`) : (fr ? `Ceux de l'adversaire (${who})` : `Your opponent's (${who})`) };
      })}
      mine={viewer === null ? null : ordersOf(s, viewer as 0 | 1)} same={sameOrders} action={(o) => ({ k: 'orders', o })}
      accepts={(a) => canEver && sys.check(s, viewer!, a) === null} onAction={onAction} choosable={open}
      intro={fr ? 'Ce que la partie décide pour vos troupes pendant que l\'adversaire joue. Les ordres de chacun sont publics.' : 'What the game decides for your troops while your opponent plays. Both sides\' orders are public.'}
      note={!open
        ? (fr ? 'Vous pourrez les changer pendant votre propre tour, avant les combats : ils partiront avec votre prochain message.' : 'You can change them during your own turn, before the combats: they go with your next message.')
        : justSet
          ? (fr ? 'Ordres donnés pour ce tour : ils partiront avec votre prochain message.' : 'Orders set for this turn: they go with your next message.')
          : (fr ? 'Une fois par tour, gratuit. Ils partiront avec votre prochain message et l\'adversaire les verra.' : 'Once a turn, free. They go with your next message, and your opponent will see them.')}
      footer={fr ? 'Toujours selon la règle, sans ordre : l\'ennemi perdu quand deux ennemis bloquent un recul, ce qui cède devant un éléphant qui tombe (la moins chère), et les débordements (toujours donnés).' : 'Always by the rules, with no order: the enemy lost when two enemies block a recoil and what gives way to a falling elephant (the cheaper one), and overlaps (always given).'} />
  );
}
