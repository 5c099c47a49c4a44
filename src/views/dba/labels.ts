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
    case 'edge': return fr ? `Préférer le bord ${EDGE_NAME[a.pref][1]} (un dé décide)` : `Prefer the ${EDGE_NAME[a.pref][0]} edge (a die decides)`;
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
      if (a.via) {
        // MOV-02 through a waypoint: each leg in the element's own frame (ahead, aside).
        const leg = (from: { x: number; y: number }, to: { x: number; y: number }) => {
          const ax = to.x - from.x, ay = to.y - from.y;
          const fw = Math.round((ax * f.x + ay * f.y) / 1000), sd = Math.round((ax * -f.y + ay * f.x) / 1000);
          if (sd === 0) return fw >= 0 ? (fr ? `avancer de ${fw} p` : `advance ${fw} p`) : (fr ? `reculer de ${-fw} p` : `move back ${-fw} p`);
          if (fw === 0) return fr ? `${Math.abs(sd)} p de côté à ${sd > 0 ? 'gauche' : 'droite'}` : `${Math.abs(sd)} p aside to the ${sd > 0 ? 'left' : 'right'}`;
          return fr ? `aller à ${Math.round(Math.sqrt(ax * ax + ay * ay))} p` : `move ${Math.round(Math.sqrt(ax * ax + ay * ay))} p`;
        };
        return cap(dis + leg(e, a.via) + (fr ? ', puis ' : ', then ') + leg(a.via, a) + (turn ? `, ${turn}` : ''));
      }
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
    // MOV-07a/b: say what the group becomes (a column one base wide, or a narrower front)
    // and how far its head goes; the ghost shows every member's end.
    case 'reform': {
      const who = fr ? `Groupe de ${a.ids.length}` : `Group of ${a.ids.length}`;
      const els = a.ids.map((id) => s.els.find((e) => e.id === id));
      const head = els[0];
      const f = head ? dirN(head.h, 1000) : { x: 0, y: 0 };
      const adv = head && a.at[0] ? Math.round(((a.at[0].x - head.x) * f.x + (a.at[0].y - head.y) * f.y) / 1000) : 0;
      const front = frontOf(a.at);
      const into = front === 1 ? (fr ? 'se mettre en colonne' : 'form a column') : (fr ? `réduire le front à ${front} éléments` : `narrow the front to ${front} bases`);
      const behind = head ? (fr ? ` derrière ${el(head.id)}` : ` behind ${el(head.id)}`) : '';
      const go = adv > 0 ? (fr ? `, qui avance de ${adv} p` : `, which advances ${adv} p`) : '';
      return `${who}${fr ? ' : ' : ': '}${into}${behind}${go}`;
    }
    // MOV-07d: the advance, the sideways step (to the group's own right or left) and the
    // advance after it, in the order the rules check them.
    case 'shift': {
      const who = fr ? `Groupe de ${a.ids.length}` : `Group of ${a.ids.length}`;
      const dir = fr ? (a.shift > 0 ? 'sur sa droite' : 'sur sa gauche') : (a.shift > 0 ? 'to its right' : 'to its left');
      const parts = [
        a.dist > 0 ? (fr ? `avancer de ${a.dist} p` : `advance ${a.dist} p`) : null,
        fr ? `se décaler de ${Math.abs(a.shift)} p ${dir} pour s'aligner sur l'ennemi` : `step ${Math.abs(a.shift)} p ${dir} to line up with the enemy`,
        a.then > 0 ? (fr ? `avancer de ${a.then} p` : `advance ${a.then} p`) : null,
      ].filter(Boolean);
      return `${who}${fr ? ' : ' : ': '}${parts.join(', ')}`;
    }
    // MOV-07c: a column following the road it stands on.
    case 'follow': {
      const turn = a.turn === 0 ? '' : fr ? `, tourner de ${Math.abs(a.turn)}° à ${a.turn > 0 ? 'gauche' : 'droite'}` : `, turning ${Math.abs(a.turn)}° ${a.turn > 0 ? 'left' : 'right'}`;
      return fr ? `Colonne de ${a.ids.length} : suivre la route sur ${a.dist + a.then} p${turn}` : `Column of ${a.ids.length}: follow the road for ${a.dist + a.then} p${turn}`;
    }
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
    // GAR-10: the denizens of a BUA the enemy holds rise again for its owner.
    case 'revolt': return fr ? 'Soulever les citadins de la ville prise (6 PIP)' : 'Raise the captured BUA\'s townsfolk in revolt (6 PIPs)';
  }
  return fallback();
}

/** The number of bases in the front rank of a formation of one heading: those with no
 *  other base straight ahead of them (drawing only: the rules decide legality). */
function frontOf(at: { x: number; y: number; h: number }[]): number {
  if (!at.length) return 0;
  const f = dirN(at[0].h, 1000);
  const r = { x: f.y, y: -f.x };
  const ahead = (p: { x: number; y: number }, q: { x: number; y: number }) => {
    const dx = q.x - p.x, dy = q.y - p.y;
    return (dx * f.x + dy * f.y) / 1000 > 0 && Math.abs((dx * r.x + dy * r.y) / 1000) < 20;
  };
  return at.filter((p) => !at.some((q) => q !== p && ahead(p, q))).length;
}

function cap(s: string): string {
  return s ? s[0].toLocaleUpperCase() + s.slice(1) : s;
}
