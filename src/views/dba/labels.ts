// Words of the DBA table view (English and French): phases, terrain, and short
// button labels for actions, written for players (drawing only, no rules here).
import type { Lang } from '../../engine/contract';
import { deltaDeg, dirN } from '../../engine/plane';
import type { DbaAction } from '../../rules/dba/actions';
import type { DbaState, Elem, Phase } from '../../rules/dba/state';

type T2 = [string, string];
const pick = (lang: Lang, t: T2) => (lang === 'fr' ? t[1] : t[0]);

export const PHASE: Record<Phase, T2> = {
  initiative: ['Aggression roll', 'Jet d\'agressivité'],
  terrain: ['Terrain placement', 'Pose du terrain'],
  edge: ['Choice of edge', 'Choix du bord'],
  campD: ['Defender\'s camp', 'Camp du défenseur'],
  campA: ['Attacker\'s camp', 'Camp de l\'attaquant'],
  deployD: ['Defender deploys', 'Déploiement du défenseur'],
  deployA: ['Attacker deploys', 'Déploiement de l\'attaquant'],
  swaps: ['Swaps', 'Échanges'],
  pips: ['PIP roll', 'Jet de PIP'],
  move: ['Movement', 'Mouvement'],
  shoot: ['Shooting', 'Tir'],
  combat: ['Close combat', 'Corps à corps'],
  over: ['Battle over', 'Bataille terminée'],
};

export const TERRAIN_NAME: Record<string, T2> = {
  SteepHill: ['Steep hill', 'Colline escarpée'], GentleHill: ['Gentle hill', 'Colline douce'], Woods: ['Woods', 'Bois'],
  Marsh: ['Marsh', 'Marais'], Rough: ['Rough', 'Terrain accidenté'], Dunes: ['Dunes', 'Dunes'], Oasis: ['Oasis', 'Oasis'],
  BUA: ['BUA (town)', 'Ville (BUA)'], Waterway: ['Waterway', 'Étendue d\'eau'], River: ['River', 'Rivière'], Road: ['Road', 'Route'],
  Beach: ['Beach', 'Plage'],
};

export const EDGE_NAME: T2[] = [['south', 'sud'], ['east', 'est'], ['north', 'nord'], ['west', 'ouest']];
export const SIDE_COLOUR: T2[] = [['blue', 'bleue'], ['orange', 'orange']];

export function tr(lang: Lang, t: T2): string {
  return pick(lang, t);
}

/** "Kn #3": type code and element number, as the action log numbers elements. */
export function elName(e: Elem | undefined, id: number): string {
  if (id === 26) return 'BUA';
  return e ? `${e.type} #${id}` : `#${id}`;
}

const KIND: Record<string, T2> = {
  front: ['front', 'de front'], flankL: ['left flank', 'flanc gauche'], flankR: ['right flank', 'flanc droit'],
  rear: ['rear', 'arrière'], overlapL: ['overlap left', 'débord à gauche'], overlapR: ['overlap right', 'débord à droite'],
};

/** Whether an action places something that a ghost can show before it is confirmed. */
export function hasDestination(a: DbaAction): boolean {
  return ['terrain', 'edge', 'camp', 'deploy', 'move', 'contact', 'group', 'reform', 'shift', 'follow', 'breakOff', 'land', 'enterCamp', 'assault', 'enterBua', 'assaultBua'].includes(a.k);
}

/** The elements an action concerns (mover, target, combatants). */
export function concerns(s: DbaState, a: DbaAction): number[] {
  switch (a.k) {
    case 'deploy': case 'reserve': case 'move': case 'breakOff': case 'enterCamp': case 'assault': case 'enterBua': case 'assaultBua': return [a.id];
    case 'contact': return [a.id, a.target];
    case 'group': case 'reform': case 'shift': case 'follow': return a.ids;
    case 'shoot': return [a.target, ...(s.shots.find((x) => x.target === a.target)?.shooters ?? [])];
    case 'fight': return [a.a, a.b];
    default: return [];
  }
}

/** A short label for an action's button. */
export function actionLabel(s: DbaState, a: DbaAction, lang: Lang, fallback: () => string, index = 0): string {
  const fr = lang === 'fr';
  const el = (id: number) => elName(s.els.find((e) => e.id === id), id);
  switch (a.k) {
    case 'initiative': return fr ? 'Lancer le jet d\'agressivité' : 'Roll for aggression';
    case 'terrain': return (fr ? `Plan ${index + 1} : ` : `Layout ${index + 1}: `) + a.f.map((f) => pick(lang, TERRAIN_NAME[f.kind] ?? [f.kind, f.kind]) + (f.kind === 'Waterway' && f.p.length === 3 ? (fr ? ' avec plage' : ' with beach') : '')).join(', ');
    case 'edge': return fr ? `Préférer le bord ${EDGE_NAME[a.pref][1]}` : `Prefer the ${EDGE_NAME[a.pref][0]} edge`;
    case 'camp': {
      // Measured from the middle of the player's own edge, left and right as they face the table.
      const edge = s.edge[s.active];
      const along = edge >= 2 ? 2400 - a.pos : a.pos;
      const off = along - 1200;
      if (off === 0) return fr ? 'Camp au milieu de votre bord' : 'Camp in the middle of your edge';
      return fr ? `Camp à ${Math.abs(off)} p à ${off < 0 ? 'gauche' : 'droite'} du milieu` : `Camp ${Math.abs(off)} p ${off < 0 ? 'left' : 'right'} of the middle`;
    }
    case 'deploy': {
      const e = s.els.find((x) => x.id === a.id);
      const edge = e ? s.edge[e.side] : 0;
      const inDist = [a.y, 2400 - a.x, 2400 - a.y, a.x][edge] ?? 0;
      const along = [a.x, a.y, 2400 - a.x, 2400 - a.y][edge] ?? 0;
      return fr ? `Déployer ${el(a.id)} : ${inDist} p du bord, ${along} p depuis la gauche` : `Deploy ${el(a.id)}: ${inDist} p in, ${along} p from the left`;
    }
    case 'reserve': return fr ? `Garder ${el(a.id)} pour débarquer` : `Hold ${el(a.id)} back to land`;
    case 'endDeploy': return fr ? 'Fin du déploiement' : 'Deployment done';
    case 'swap': return fr ? `Échanger ${el(a.a)} et ${el(a.b)}` : `Swap ${el(a.a)} and ${el(a.b)}`;
    case 'endSwaps': return fr ? 'Pas d\'échange : continuer' : 'No swaps: continue';
    case 'pips': return fr ? 'Lancer les PIP' : 'Roll PIPs';
    case 'move': {
      const e = s.els.find((x) => x.id === a.id);
      if (!e) return fallback();
      const dh = deltaDeg(e.h, a.h);
      const dx = a.x - e.x, dy = a.y - e.y;
      const f = dirN(e.h, 1000);
      const fwd = Math.round((dx * f.x + dy * f.y) / 1000);
      const side = Math.round((dx * -f.y + dy * f.x) / 1000);
      const dis = a.dis ? (fr ? 'Démonter et ' : 'Dismount and ') : '';
      const turn = dh === 0 ? '' : fr ? `pivoter de ${Math.abs(dh)}° à ${dh > 0 ? 'gauche' : 'droite'}` : `turn ${Math.abs(dh)}° ${dh > 0 ? 'left' : 'right'}`;
      if (dx === 0 && dy === 0) return cap(dis + turn);
      if (dh === 0 && side === 0) return cap(dis + (fwd >= 0 ? (fr ? `avancer de ${fwd} p` : `advance ${fwd} p`) : (fr ? `reculer de ${-fwd} p` : `move back ${-fwd} p`)));
      const dist = Math.round(Math.sqrt(dx * dx + dy * dy));
      return cap(dis + (fr ? `aller à ${dist} p` : `move ${dist} p`) + (turn ? `, ${turn}` : ''));
    }
    case 'contact': return fr ? `${el(a.id)} contacte ${el(a.target)} (${KIND[a.kind][1]})` : `${el(a.id)} contacts ${el(a.target)} (${KIND[a.kind][0]})`;
    case 'group': {
      const who = fr ? `Groupe de ${a.ids.length}` : `Group of ${a.ids.length}`;
      const w = a.wheel === 0 ? '' : fr ? ` pivote de ${Math.abs(a.wheel)}° à ${a.wheel > 0 ? 'gauche' : 'droite'}` : ` wheels ${Math.abs(a.wheel)}° ${a.wheel > 0 ? 'left' : 'right'}`;
      const d = a.dist === 0 ? '' : fr ? ` avance de ${a.dist} p` : ` advances ${a.dist} p`;
      return who + w + (w && d ? (fr ? ' et' : ' and') : '') + d;
    }
    case 'reform': return fr ? `Groupe de ${a.ids.length} : réduire le front` : `Group of ${a.ids.length}: narrow the frontage`;
    case 'shift': {
      const dir = fr ? (a.shift > 0 ? 'à droite' : 'à gauche') : (a.shift > 0 ? 'right' : 'left');
      return fr ? `Groupe de ${a.ids.length} : se décaler de ${Math.abs(a.shift)} p ${dir} pour s'aligner` : `Group of ${a.ids.length}: shift ${Math.abs(a.shift)} p ${dir} to line up`;
    }
    case 'follow': return fr ? `Colonne de ${a.ids.length} : suivre la route sur ${a.dist + a.then} p` : `Column of ${a.ids.length}: follow the road for ${a.dist + a.then} p`;
    case 'breakOff': return fr ? `Rompre le contact (${a.dist} p)` : `Break off (${a.dist} p)`;
    case 'river': return fr ? 'Déclarer une traversée : tester la rivière' : 'Declare a crossing: test the river';
    case 'endMove': return fr ? 'Fin des mouvements' : 'End movement';
    case 'shoot': return fr ? `Résoudre le tir sur ${el(a.target)}` : `Resolve shooting at ${el(a.target)}`;
    case 'endShoot': return fr ? 'Fin des tirs' : 'End shooting';
    case 'fight': return fr ? `Combat : ${el(a.a)} contre ${el(a.b)}` : `Fight: ${el(a.a)} against ${el(a.b)}`;
    // Ending the bound resolves every combat still pending (DBA CC-01): say so.
    case 'endBound': {
      const n = s.pending.length;
      if (n === 0) return fr ? 'Fin du tour' : 'End the bound';
      if (n === 1) return fr ? 'Livrer le dernier combat et finir le tour' : 'Fight the last combat and end the bound';
      return fr ? `Livrer les ${n} combats restants et finir le tour` : `Fight the ${n} remaining combats and end the bound`;
    }
    case 'orders': return a.prio.length ? (fr ? `Ordres de tir : ${a.prio.join(' > ')}` : `Fire orders: ${a.prio.join(' > ')}`) : (fr ? 'Ordres de tir : le plus proche' : 'Fire orders: nearest');
    case 'land': return fr ? `Débarquer ${a.at.length} élément(s) (plan ${index + 1})` : `Land ${a.at.length} element(s) (plan ${index + 1})`;
    case 'enterCamp': return fr ? `${el(a.id)} entre dans le camp ${SIDE_COLOUR[a.camp][1]}` : `${el(a.id)} enters the ${SIDE_COLOUR[a.camp][0]} camp`;
    case 'assault': return fr ? `${el(a.id)} attaque le camp ${SIDE_COLOUR[a.camp][1]}` : `${el(a.id)} assaults the ${SIDE_COLOUR[a.camp][0]} camp`;
    case 'enterBua': return fr ? `${el(a.id)} entre dans la ville` : `${el(a.id)} enters the BUA`;
    case 'assaultBua': return fr ? `${el(a.id)} attaque la ville (côté ${a.side})` : `${el(a.id)} assaults the BUA (side ${a.side})`;
    case 'revolt': return fr ? 'Soulever la ville (6 PIP)' : 'Raise the BUA in revolt (6 PIPs)';
  }
  return fallback();
}

function cap(s: string): string {
  return s ? s[0].toLocaleUpperCase() + s.slice(1) : s;
}

const RES: Record<string, T2> = {
  recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['destroyed', 'détruit'], none: ['no effect', 'sans effet'],
  surrender: ['surrender', 'se rendent'],
};

/** Combat and shooting events in players' words (element names, not bare numbers); null for other events. */
export function eventLabel(s: DbaState, ev: { t: string; [k: string]: unknown }, lang: Lang): string | null {
  const fr = lang === 'fr';
  const el = (id: unknown) => elName(s.els.find((e) => e.id === id), Number(id));
  switch (ev.t) {
    case 'combat': return fr ? `Combat : ${el(ev.a)} fait ${ev.ta} (dé ${ev.da}), ${el(ev.b)} fait ${ev.tb} (dé ${ev.db})` : `Combat: ${el(ev.a)} scores ${ev.ta} (die ${ev.da}), ${el(ev.b)} scores ${ev.tb} (die ${ev.db})`;
    case 'shoot': return fr ? `Tir : ${el(ev.shooter)} fait ${ev.tp} (dé ${ev.dp}) sur ${el(ev.target)}, qui fait ${ev.tt} (dé ${ev.dt})` : `Shooting: ${el(ev.shooter)} scores ${ev.tp} (die ${ev.dp}) at ${el(ev.target)}, which scores ${ev.tt} (die ${ev.dt})`;
    case 'outcome': { const r = RES[String(ev.res)]; return `${el(ev.el)} : ${r ? pick(lang, r) : String(ev.res)}`.replace(' :', fr ? ' :' : ':'); }
    case 'destroyed': return fr ? `${el(ev.el)} détruit` : `${el(ev.el)} destroyed`;
    case 'recoil': return fr ? `${el(ev.el)} recule de ${ev.dist} p` : `${el(ev.el)} recoils ${ev.dist} p`;
    case 'flee': return fr ? `${el(ev.el)} fuit` : `${el(ev.el)} flees`;
    case 'pursue': return fr ? `${el(ev.el)} poursuit de ${ev.dist} p` : `${el(ev.el)} pursues ${ev.dist} p`;
    case 'lost': return fr ? `${el(ev.el)} sort de la table` : `${el(ev.el)} leaves the table`;
    default: return null;
  }
}
