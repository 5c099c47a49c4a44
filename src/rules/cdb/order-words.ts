// The standing orders (orders.ts, spec §9) in the player's words, English and French: for
// the log line of an 'orders' action (describe.ts) and the panel that sets them (the view).
// The rule each names is the rulebook's number.
import type { CdbOrders, OrderId } from './orders';
import { ORDER_IDS, ORDER_VALUES } from './orders';

type L2 = { en: string; fr: string };
interface ValueWords { label: L2; help: L2; log: L2 }
/** title, help, label: said to the player who sets them; name (and the values' log words): to anyone. */
export interface OrderWords { name: L2; title: L2; help: L2; rule: string; values: Record<string, ValueWords> }

const w = (en: string, fr: string): L2 => ({ en, fr });

export const ORDER_WORDS: Record<OrderId, OrderWords> = {
  reply: {
    name: w('During the other side\'s turn', 'Pendant le tour de l\'autre camp'),
    title: w('During your opponent\'s turn', 'Pendant le tour adverse'),
    help: w('When one of your choices comes up while your opponent plays: your shots, recoils, losses, enemies turning to face.', 'Quand un de vos choix se présente pendant que l\'adversaire joue : vos tirs, reculs, pertes, ennemis qui se tournent.'),
    rule: '',
    values: {
      ask: { label: w('Ask me', 'Me demander'), help: w('The game waits for your answer: one more message each time.', 'La partie attend votre réponse : un message de plus à chaque fois.'), log: w('ask me my choices during the opponent\'s turn', 'me demander mes choix pendant le tour adverse') },
      orders: { label: w('Follow these orders', 'Suivre ces ordres'), help: w('The game answers at once by the orders below: no extra message.', 'La partie répond aussitôt selon les ordres ci-dessous : aucun message de plus.'), log: w('answer my choices by these orders during the opponent\'s turn', 'répondre à mes choix selon ces ordres pendant le tour adverse') },
    },
  },
  shots: {
    name: w('Shooters\' target', 'Cible des tireurs'),
    title: w('Target of your shooters', 'Cible de vos tireurs'),
    help: w('Among enemies at the same, nearest distance.', 'Parmi les ennemis à la même distance, la plus proche.'),
    rule: '10.1',
    values: {
      best: { label: w('Best odds', 'Meilleur rapport'), help: w('The enemy your shooter outmatches most: its value minus the target\'s.', 'L\'ennemi que votre tireur surclasse le plus : sa valeur moins celle de la cible.'), log: w('shoot where the odds are best', 'tirer là où le rapport est le meilleur') },
      weakest: { label: w('Weakest', 'La plus faible'), help: w('The enemy with the lowest value.', 'L\'ennemi de plus faible valeur.'), log: w('shoot the weakest target', 'tirer sur la cible la plus faible') },
      centre: { label: w('Nearest my centre', 'Près de mon centre'), help: w('The enemy nearest the middle of your army.', 'L\'ennemi le plus proche du milieu de votre armée.'), log: w('shoot the target nearest my army\'s centre', 'tirer sur la cible la plus proche du centre de mon armée') },
    },
  },
  recoil: {
    name: w('Recoils', 'Reculs'),
    title: w('Recoils', 'Reculs'),
    help: w('When both hexes behind a unit are as good as each other.', 'Quand les deux hexagones derrière une unité se valent.'),
    rule: '11.6',
    values: {
      edge: { label: w('Toward my edge', 'Vers mon bord'), help: w('The hex nearer your own edge of the map.', 'L\'hexagone le plus proche de votre bord de carte.'), log: w('recoil toward my edge', 'reculer vers mon bord') },
      centre: { label: w('Toward my centre', 'Vers mon centre'), help: w('The hex nearer the middle of your army.', 'L\'hexagone le plus proche du milieu de votre armée.'), log: w('recoil toward my army\'s centre', 'reculer vers le centre de mon armée') },
      left: { label: w('To the left', 'À gauche'), help: w('The rear left hex, as the unit faces.', 'L\'hexagone arrière gauche, vu de l\'unité.'), log: w('recoil to the left', 'reculer à gauche') },
      right: { label: w('To the right', 'À droite'), help: w('The rear right hex, as the unit faces.', 'L\'hexagone arrière droit, vu de l\'unité.'), log: w('recoil to the right', 'reculer à droite') },
    },
  },
  flight: {
    name: w('Flight', 'Fuite'),
    title: w('Flight', 'Fuite'),
    help: w('When both hexes toward your edge keep the flight as straight as each other.', 'Quand les deux hexagones vers votre bord gardent la fuite aussi droite l\'un que l\'autre.'),
    rule: '11.8',
    values: {
      straight: { label: w('Straight back', 'Droit derrière'), help: w('The lower-numbered hex.', 'L\'hexagone de plus petit numéro.'), log: w('flee straight back', 'fuir droit derrière') },
      centre: { label: w('Toward my centre', 'Vers mon centre'), help: w('The hex nearer the middle of your army.', 'L\'hexagone le plus proche du milieu de votre armée.'), log: w('flee toward my army\'s centre', 'fuir vers le centre de mon armée') },
    },
  },
  rearLoss: {
    name: w('Loss behind a destroyed unit', 'Perte derrière une unité détruite'),
    title: w('Loss behind a destroyed unit', 'Perte derrière une unité détruite'),
    help: w('When a destroyed unit takes one of the two friends behind it.', 'Quand une unité détruite entraîne l\'un des deux amis derrière elle.'),
    rule: '11.7',
    values: {
      cheaper: { label: w('The cheaper one', 'La moins chère'), help: w('Fewer counter-equivalents, then the lower value.', 'Moins d\'équivalents-pions, puis la plus faible valeur.'), log: w('lose the cheaper unit', 'perdre l\'unité la moins chère') },
      quality: { label: w('Keep the better quality', 'Garder la meilleure qualité'), help: w('The worse quality goes first: Inferior, then Fast, then Ordinary.', 'La moins bonne qualité part d\'abord : inférieure, puis rapide, puis ordinaire.'), log: w('keep the better quality', 'garder la meilleure qualité') },
    },
  },
  designation: {
    name: w('Enemies turning to face', 'Ennemis qui se tournent'),
    title: w('Enemies turning to face', 'Ennemis qui se tournent'),
    help: w('Which of your units an enemy must turn to face, when you name it.', 'Laquelle de vos unités un ennemi doit se tourner pour affronter, quand vous la désignez.'),
    rule: '6.3',
    values: {
      best: { label: w('Best odds', 'Meilleur rapport'), help: w('Your unit with the best value difference against it.', 'Votre unité au meilleur écart de valeur contre lui.'), log: w('name my unit with the best odds', 'désigner mon unité au meilleur rapport') },
      flank: { label: w('Open a flank', 'Ouvrir un flanc'), help: w('The one that leaves most of your other units on its flank or rear.', 'Celle qui laisse le plus de vos autres unités sur son flanc ou ses arrières.'), log: w('name the unit that opens a flank', 'désigner l\'unité qui ouvre un flanc') },
    },
  },
};

/** "(rule 11.6)" / "(règle 11.6)", nothing for an order the rulebook does not number. */
export const orderRule = (id: OrderId, fr: boolean): string => (ORDER_WORDS[id].rule ? (fr ? ` (règle ${ORDER_WORDS[id].rule})` : ` (rule ${ORDER_WORDS[id].rule})`) : '');

/** The orders `ids` of `o` in words, each with its rule. */
export function ordersList(o: CdbOrders, ids: readonly OrderId[], fr: boolean): string {
  const lang = fr ? 'fr' : 'en';
  return ids.map((id) => (ORDER_WORDS[id].values[o[id]]?.log[lang] ?? '') + orderRule(id, fr)).join(fr ? ' ; ' : '; ');
}

/** The words of an 'orders' action: the orders that change from `was`, or all of them when none do. */
export function ordersWords(o: CdbOrders, was: CdbOrders, fr: boolean): string {
  const changed = ORDER_IDS.filter((id) => o[id] !== was[id]);
  const list = ordersList(o, changed.length ? changed : ORDER_IDS, fr);
  return fr ? `ordres permanents : ${list}` : `standing orders: ${list}`;
}

/** The orders an 'ordersSet' event carries (value indexes in ORDER_IDS order), and the ids it changed. */
export function ordersFromEvent(values: unknown, changed: unknown): { o: CdbOrders; ids: OrderId[] } {
  const v = Array.isArray(values) ? values : [];
  const o = {} as CdbOrders;
  ORDER_IDS.forEach((id, i) => { o[id] = ORDER_VALUES[id][Number(v[i])] ?? ORDER_VALUES[id][0]; });
  const ids = (Array.isArray(changed) ? changed : []).map((i) => ORDER_IDS[Number(i)]).filter((id): id is OrderId => !!id);
  return { o, ids: ids.length ? ids : [...ORDER_IDS] };
}
