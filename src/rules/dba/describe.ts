// Actions and events in English and French.
import type { Lang, LogEvent } from '../../engine/contract';
import type { DbaAction } from './actions';
import { rollWords } from './roll-words';

export function describeAction(a: DbaAction, lang: Lang): string {
  const fr = lang === 'fr';
  switch (a.k) {
    case 'initiative': return fr ? 'jet d\'agressivité' : 'aggression roll';
    case 'terrain': return fr ? `pose du terrain (${a.f.length} éléments)` : `terrain placed (${a.f.length} features)`;
    case 'edge': return fr ? `bord préféré ${a.pref}` : `preferred edge ${a.pref}`;
    case 'camp': return fr ? `camp à ${a.pos}` : `camp at ${a.pos}`;
    case 'deploy': return fr ? `déploie l'élément ${a.id} en (${a.x}, ${a.y}) cap ${a.h}°` : `deploys element ${a.id} at (${a.x}, ${a.y}) heading ${a.h}°`;
    case 'endDeploy': return fr ? 'fin du déploiement' : 'deployment done';
    case 'swap': return fr ? `échange ${a.a} et ${a.b}` : `swaps ${a.a} and ${a.b}`;
    case 'endSwaps': return fr ? 'fin des échanges' : 'swaps done';
    case 'pips': return fr ? 'jet de PIP' : 'PIP roll';
    case 'move': {
      const via = a.via ? (fr ? ` en passant par (${a.via.x}, ${a.via.y})` : ` by way of (${a.via.x}, ${a.via.y})`) : '';
      return fr ? `l'élément ${a.id} va en (${a.x}, ${a.y}) cap ${a.h}°${via}` : `element ${a.id} moves to (${a.x}, ${a.y}) heading ${a.h}°${via}`;
    }
    case 'contact': return fr ? `l'élément ${a.id} contacte ${a.target} (${a.kind})` : `element ${a.id} contacts ${a.target} (${a.kind})`;
    case 'group': return fr ? `le groupe ${a.ids.join(',')} pivote de ${a.wheel}° et avance de ${a.dist} p` : `group ${a.ids.join(',')} wheels ${a.wheel}° and advances ${a.dist} p`;
    case 'reform': return fr ? `le groupe ${a.ids.join(',')} réduit son front` : `group ${a.ids.join(',')} narrows its frontage`;
    case 'shift': return fr ? `le groupe ${a.ids.join(',')} avance de ${a.dist} p, se décale de ${a.shift} p et avance de ${a.then} p` : `group ${a.ids.join(',')} advances ${a.dist} p, shifts ${a.shift} p sideways and advances ${a.then} p`;
    case 'follow': return fr ? `la colonne ${a.ids.join(',')} suit la route (${a.dist} p, ${a.turn}°, ${a.then} p)` : `column ${a.ids.join(',')} follows the road (${a.dist} p, ${a.turn}°, ${a.then} p)`;
    case 'breakOff': return fr ? `l'élément ${a.id} rompt le contact` : `element ${a.id} breaks off`;
    case 'river': return fr ? 'déclare une traversée de rivière' : 'declares a river crossing';
    case 'endMove': return fr ? 'fin des mouvements' : 'end of movement';
    case 'shoot': return fr ? `tir sur ${a.target}` : `shooting at ${a.target}`;
    case 'endShoot': return fr ? 'fin des tirs' : 'end of shooting';
    case 'fight': return fr ? `combat ${a.a} contre ${a.b}` : `combat ${a.a} against ${a.b}`;
    case 'endBound': return fr ? 'fin du tour' : 'end of bound';
    case 'orders': return a.prio.length ? (fr ? `ordres de tir : ${a.prio.join(' > ')}` : `fire orders: ${a.prio.join(' > ')}`) : (fr ? 'ordres de tir : le plus proche' : 'fire orders: nearest');
    case 'reserve': return fr ? `l'élément ${a.id} est gardé en réserve pour débarquer` : `element ${a.id} held back to land`;
    case 'land': return fr ? `débarquement de ${a.at.length} élément(s)` : `${a.at.length} element(s) land`;
    case 'assault': return fr ? `l'élément ${a.id} attaque le camp ${a.camp}` : `element ${a.id} assaults camp ${a.camp}`;
    case 'enterBua': return fr ? `l'élément ${a.id} entre dans la ville` : `element ${a.id} enters the BUA`;
    case 'assaultBua': return fr ? `l'élément ${a.id} attaque la ville (côté ${a.side})` : `element ${a.id} assaults the BUA (side ${a.side})`;
    case 'revolt': return fr ? 'soulève les citadins de la ville (6 PIP)' : 'raises the BUA\'s denizens in revolt (6 PIPs)';
    case 'enterCamp': return fr ? `l'élément ${a.id} entre dans le camp ${a.camp}` : `element ${a.id} enters camp ${a.camp}`;
  }
}

export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const r = e.rule ? ` (${e.rule})` : '';
  switch (e.t) {
    case 'die': return fr ? `dé ${e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`;
    case 'initiative': return (fr ? `agressivité ${e.r0} contre ${e.r1}` : `aggression ${e.r0} against ${e.r1}`) + r;
    case 'edge': return (fr ? `dé ${e.roll} : bord ${e.edge}` : `roll ${e.roll}: edge ${e.edge}`) + r;
    case 'pips': return (fr ? `${e.pips} PIP` : `${e.pips} PIPs`) + r;
    // Each side's factors and the outcome (RES-01, OUT-..), when the event carries them.
    case 'combat': return (rollWords(e, lang) ?? (fr ? `combat ${e.a} (${e.ta}) contre ${e.b} (${e.tb})` : `combat ${e.a} (${e.ta}) against ${e.b} (${e.tb})`)) + r;
    case 'shoot': return (rollWords(e, lang) ?? (fr ? `tir de ${e.shooter} (${e.tp}) sur ${e.target} (${e.tt})` : `${e.shooter} (${e.tp}) shoots ${e.target} (${e.tt})`)) + r;
    case 'outcome': return (fr ? `résultat pour ${e.el} : ${e.res}` : `result for ${e.el}: ${e.res}`) + r;
    case 'destroyed': return (fr ? `${e.el} détruit` : `${e.el} destroyed`) + r;
    case 'lost': return (fr ? `${e.el} sort de la table` : `${e.el} leaves the table`) + r;
    case 'recoil': return (fr ? `${e.el} recule de ${e.dist} p` : `${e.el} recoils ${e.dist} p`) + r;
    case 'pushBack': return (fr ? `${e.el} est repoussé` : `${e.el} is pushed back`) + r;
    case 'passThrough': return (fr ? `${e.el} traverse ${e.through}` : `${e.el} passes through ${e.through}`) + r;
    case 'flee': return (fr ? `${e.el} fuit` : `${e.el} flees`) + r;
    case 'pursue': return (fr ? `${e.el} poursuit de ${e.dist} p` : `${e.el} pursues ${e.dist} p`) + r;
    case 'turn': return (fr ? `${e.el} fait face à ${e.to}` : `${e.el} turns to face ${e.to}`) + r;
    case 'noTurn': return (fr ? `${e.el} ne peut faire face` : `${e.el} cannot turn to face`) + r;
    case 'river': return (fr ? `rivière : ${e.nature}` : `river: ${e.nature}`) + r;
    case 'riverTest': return (fr ? `${e.el} tente la traversée : ${e.roll}` : `${e.el} tries to cross: ${e.roll}`) + r;
    case 'campTaken': return (fr ? `camp ${e.camp} pris par ${e.el}` : `camp ${e.camp} taken by ${e.el}`) + r;
    case 'landed': return (fr ? `débarquement : ${e.ids}` : `landing: ${e.ids}`) + r;
    case 'notLanded': return (fr ? `réserves perdues : ${e.ids}` : `reserves lost: ${e.ids}`) + r;
    case 'conform': return (fr ? `${e.el} s'aligne` : `${e.el} conforms`) + r;
    case 'makeRoom': return (fr ? `${e.el} recule de ${e.dist} p pour faire place` : `${e.el} steps back ${e.dist} p to make room`) + r;
    case 'surrender': return (fr ? `les citadins se rendent et passent au camp ${e.side}` : `the denizens surrender and change to side ${e.side}`) + r;
    case 'sack': return (fr ? `${e.el} pille la ville` : `${e.el} sacks the BUA`) + r;
    case 'sackOver': return (fr ? `${e.el} cesse le pillage` : `${e.el} stops sacking`) + r;
    case 'revolt': return (fr ? `les citadins se soulèvent et défendent à nouveau la ville pour le camp ${e.side}` : `the denizens rise and defend the BUA again for side ${e.side}`) + r;
    case 'buaTaken': return (fr ? `ville prise par ${e.el}` : `BUA taken by ${e.el}`) + r;
    case 'victory': return (fr ? `fin de la bataille` : `battle over`) + r;
    default: return e.t + r;
  }
}
