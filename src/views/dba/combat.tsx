// Combat and shooting results on the DBA table view: for each roll, both sides'
// combat factor (RES-01, from their troop types), tactical factors (the rest of the
// total), die and total, then the outcome with the rule ids the rules logged. The
// numbers come from the logged event only (totals and dice), so they are exact:
// CF from the two troop types, TF = total − die − CF.
import type { Lang, LogEvent } from '../../engine/contract';
import type { Dice } from '../../engine/draws';
import type { BoardProps } from '../../app/board-contract';
import type { DbaAction } from '../../rules/dba/actions';
import { combatFactor, flankPenalty, inBad, rearSupportOf, uphill } from '../../rules/dba/combat';
import { DENIZENS, buaSideAssaulted } from '../../rules/dba/bua';
import { BAD_GOING_EXEMPT, DENIZEN_FACTOR, MOUNTED, type Troop } from '../../rules/dba/data/troops';
import { fpOf } from '../../rules/dba/geometry';
import { polyInRiver } from '../../rules/dba/terrain';
import type { DbaState, Elem } from '../../rules/dba/state';
import { SIDE_COLOUR, elName, tr } from './labels';

const SIDE_FILL = ['#0072B2', '#E69F00'];

type Side = { id: number; name: string; side: number | null; cf: number; tf: number; die: number; total: number; note?: string; aiders?: number; items?: string[] };
export type Fight = { kind: 'combat' | 'shoot'; rule: string; sides: [Side, Side]; after: { text: string; rule: string; el: number; res: string }[] };

const RES: Record<string, [string, string]> = {
  recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['is destroyed', 'est détruit'], none: ['no effect', 'sans effet'],
  surrender: ['surrenders', 'se rend'],
};

type Item = [number, string, string];
/** The tactical factors of e against opp in the position `s` (RES-01 list, as the rules
 *  count them in combat.ts `score`), each signed and named. */
function tfItems(s: DbaState, e: Elem, opp: Elem, shooting: boolean): Item[] {
  const out: Item[] = [];
  if (e.where === 'camp' && !MOUNTED.has(e.type)) out.push([2, 'in a camp', 'dans un camp']);
  if (e.where === 'bua' && !MOUNTED.has(e.type)) out.push([3, 'in the BUA', 'dans la ville']);
  if (e.gen) out.push([1, 'general', 'général']);
  if (shooting) return out;
  if (uphill(s, e, opp)) out.push([1, 'uphill', 'en hauteur']);
  else if ((s.river === 'difficult' || s.river === 'test') && !polyInRiver(s, fpOf(e)) && polyInRiver(s, fpOf(opp))) out.push([1, 'defends the bank', 'défend la berge']);
  const fp = flankPenalty(s, e, opp);
  if (fp.left) out.push([-1, 'left flank overlapped', 'débordé à gauche']);
  if (fp.right) out.push([-1, 'right flank overlapped', 'débordé à droite']);
  if (fp.rear) out.push([-1, 'rear contact', 'contact à l\'arrière']);
  if ((!BAD_GOING_EXEMPT.has(e.type) && inBad(s, e)) || (MOUNTED.has(e.type) && inBad(s, opp)) || (MOUNTED.has(e.type) && e.type !== 'El' && buaSideAssaulted(s, e) >= 0)) out.push([-2, 'bad going', 'mauvais terrain']);
  const sup = rearSupportOf(s, e, opp).bonus;
  if (sup) out.push([sup, 'rear support', 'soutien arrière']);
  return out;
}

/** Names the tactical factors of the first fight or shot in `fights`, computed on the
 *  position before it (`before`, exact for the first roll of an action); kept only when
 *  they add up to what the rules counted. */
export function explain(fights: Fight[], before: DbaState | null, lang: Lang): void {
  const f = fights[0];
  if (!f || !before) return;
  const el = (id: number) => before.els.find((e) => e.id === id && e.status === 'on');
  const [a, b] = f.sides.map((x) => el(x.id));
  if (!a || !b) return;
  const shooting = f.kind === 'shoot';
  [[a, b], [b, a]].forEach(([e, o], i) => {
    const items = tfItems(before, e, o, shooting);
    // The target's aiding shooters are counted apart (the note).
    if (items.reduce((t, x) => t + x[0], 0) - (f.sides[i].aiders ?? 0) !== f.sides[i].tf) return;
    f.sides[i].items = items.map(([v, en, fr]) => `${signed(v)} ${lang === 'fr' ? fr : en}`);
  });
}

/** The fights and shots among `events`, each with what followed it (outcome, moves). */
export function fightsOf(s: DbaState, events: LogEvent[], lang: Lang): Fight[] {
  const fr = lang === 'fr';
  const byId = (id: number): Elem | undefined => s.els.find((e) => e.id === id);
  const name = (id: number) => (id === DENIZENS ? (fr ? 'Habitants' : 'Denizens') : elName(byId(id), id));
  const typeOf = (id: number): Troop => (id === DENIZENS ? 'CF' : (byId(id)?.type ?? 'CF'));
  const sideOf = (id: number): number | null => (id === DENIZENS ? (s.bua ? s.bua.controller : null) : (byId(id)?.side ?? null));
  const out: Fight[] = [];
  let cur: Fight | null = null;
  for (const ev of events) {
    const n = (k: string) => Number(ev[k]);
    if (ev.t === 'combat') {
      const a = n('a'), b = n('b');
      const cfA = combatFactor(byId(a) ?? ({ type: 'CF' } as Elem), typeOf(b), false);
      const cfB = b === DENIZENS ? DENIZEN_FACTOR : combatFactor(byId(b) ?? ({ type: 'CF' } as Elem), typeOf(a), false);
      cur = {
        kind: 'combat', rule: String(ev.rule ?? ''),
        sides: [
          { id: a, name: name(a), side: sideOf(a), cf: cfA, die: n('da'), total: n('ta'), tf: n('ta') - n('da') - cfA },
          { id: b, name: name(b), side: sideOf(b), cf: cfB, die: n('db'), total: n('tb'), tf: n('tb') - n('db') - cfB },
        ],
        after: [],
      };
      out.push(cur);
    } else if (ev.t === 'shoot') {
      const p = n('shooter'), t = n('target'), aiders = n('aiders') || 0;
      const cfP = combatFactor(byId(p) ?? ({ type: 'CF' } as Elem), typeOf(t), true);
      const cfT = t === DENIZENS ? DENIZEN_FACTOR : combatFactor(byId(t) ?? ({ type: 'CF' } as Elem), typeOf(p), true);
      cur = {
        kind: 'shoot', rule: String(ev.rule ?? ''),
        sides: [
          { id: p, name: name(p), side: sideOf(p), cf: cfP, die: n('dp'), total: n('tp'), tf: n('tp') - n('dp') - cfP },
          { id: t, name: name(t), side: sideOf(t), cf: cfT, die: n('dt'), total: n('tt'), tf: n('tt') - n('dt') - cfT, aiders,
            note: aiders ? (fr ? `dont −${aiders} : ${aiders} autre(s) tireur(s)` : `incl. −${aiders}: ${aiders} more shooter${aiders > 1 ? 's' : ''}`) : undefined },
        ],
        after: [],
      };
      out.push(cur);
    } else if (cur && ev.t !== 'die') {
      // A move that carries out the outcome just listed adds its rule to that line.
      const last = cur.after[cur.after.length - 1];
      if (last && last.el === Number(ev.el) && last.res === ev.t) {
        if (ev.t === 'recoil') last.text = afterText(ev, name, lang) ?? last.text; // with the distance
        if (ev.rule && !last.rule.includes(String(ev.rule))) last.rule += ', ' + String(ev.rule);
        last.res = '';
        continue;
      }
      const text = afterText(ev, name, lang);
      if (text) cur.after.push({ text, rule: String(ev.rule ?? ''), el: Number(ev.el), res: ev.t === 'outcome' ? String(ev.res) : '' });
    }
  }
  return out;
}

function afterText(ev: LogEvent, name: (id: number) => string, lang: Lang): string | null {
  const fr = lang === 'fr';
  const el = name(Number(ev.el));
  switch (ev.t) {
    case 'outcome': { const r = RES[String(ev.res)]; return `${el} ${r ? (fr ? r[1] : r[0]) : String(ev.res)}`; }
    case 'destroyed': return fr ? `${el} détruit` : `${el} destroyed`;
    case 'recoil': return fr ? `${el} recule de ${ev.dist} p` : `${el} recoils ${ev.dist} p`;
    case 'flee': return fr ? `${el} fuit` : `${el} flees`;
    case 'pursue': return fr ? `${el} poursuit de ${ev.dist} p` : `${el} pursues ${ev.dist} p`;
    case 'lost': return fr ? `${el} sort de la table` : `${el} leaves the table`;
    case 'pushBack': return fr ? `${el} est repoussé` : `${el} is pushed back`;
    case 'passThrough': return fr ? `${el} traverse ${name(Number(ev.through))}` : `${el} passes through ${name(Number(ev.through))}`;
    case 'campTaken': return fr ? `camp pris par ${el}` : `camp taken by ${el}`;
    case 'buaTaken': case 'sack': return fr ? `${el} prend la ville` : `${el} takes the BUA`;
    case 'surrender': return fr ? 'la ville se rend' : 'the BUA surrenders';
    default: return null;
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const DIE = (v: number) => (v >= 1 && v <= 6 ? String.fromCodePoint(0x2680 + v - 1) : '');

function tfCell(x: Side) {
  return <>{signed(x.tf)}{x.items ? x.items.map((i) => <small data-tf-item>{i}</small>) : null}{x.note ? <small>{x.note}</small> : null}</>;
}

/** One fight or shot as a small table: a column per side, a row per term of the total. */
export function FightCard(props: { f: Fight; lang: Lang }) {
  const { f, lang } = props;
  const fr = lang === 'fr';
  const [a, b] = f.sides;
  const win = a.total > b.total ? 0 : b.total > a.total ? 1 : -1;
  const head = (x: Side, i: number) => (
    <th scope="col" class={win === i ? 'win' : undefined}>
      {x.side !== null ? <span class="dba-swatch" style={{ background: SIDE_FILL[x.side] }} /> : null}
      {x.name}
      {x.side !== null ? <span class="visually-hidden"> ({tr(lang, SIDE_COLOUR[x.side])})</span> : null}
    </th>
  );
  const title = f.kind === 'combat' ? (fr ? 'Corps à corps' : 'Close combat') : (fr ? 'Tir' : 'Shooting');
  const tie = win < 0;
  return (
    <section class="dba-fight" data-dba-fight={f.kind} data-dba-fight-ids={`${a.id},${b.id}`}>
      <h4>{title} <span class="dba-rule">{f.rule}</span></h4>
      <table>
        <thead><tr><td />{head(a, 0)}{head(b, 1)}</tr></thead>
        <tbody>
          <tr data-row="cf"><th scope="row">{fr ? 'Facteur de combat' : 'Combat factor'}</th><td>{a.cf}</td><td>{b.cf}</td></tr>
          <tr data-row="tf"><th scope="row">{fr ? 'Facteurs tactiques' : 'Tactical factors'}</th><td>{tfCell(a)}</td><td>{tfCell(b)}</td></tr>
          <tr data-row="die"><th scope="row">{fr ? 'Dé' : 'Die'}</th><td><span aria-hidden="true" class="dba-die">{DIE(a.die)}</span> {a.die}</td><td><span aria-hidden="true" class="dba-die">{DIE(b.die)}</span> {b.die}</td></tr>
          <tr data-row="total" class="dba-total"><th scope="row">Total</th><td class={win === 0 ? 'win' : undefined}>{a.total}</td><td class={win === 1 ? 'win' : undefined}>{b.total}</td></tr>
        </tbody>
      </table>
      <ul class="dba-after">
        {tie && f.after.length === 0 ? <li>{fr ? 'Égalité : sans effet' : 'Tie: no effect'} <span class="dba-rule">DBA OUT-05</span></li> : null}
        {f.after.map((x) => <li>{x.text}{x.rule ? <> <span class="dba-rule">{x.rule}</span></> : null}</li>)}
      </ul>
    </section>
  );
}

/** The events of `a` played on `before` (by `seat`) that gave `after`: the rules are run
 *  again with every pair of dice until one gives the same position. Only for one fight
 *  or one shot (two dice); null when no pair matches. */
export function eventsOf(sys: BoardProps<DbaState, DbaAction>['sys'], before: DbaState, seat: number, a: DbaAction, after: DbaState): LogEvent[] | null {
  const want = JSON.stringify(after);
  for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) {
    const seq = [i, j];
    let k = 0;
    const next = () => { if (k >= seq.length) throw new Error('more dice'); return seq[k++]; };
    const dice: Dice = { roll: next, d6: next, d10: next };
    const ev: LogEvent[] = [];
    try {
      const r = sys.apply(before, seat as 0 | 1, a, { dice, log: (e) => ev.push(e) });
      if (k === 0) return JSON.stringify(r) === want ? ev : null; // no dice at all
      if (JSON.stringify(r) === want) return ev;
    } catch { return null; }
  }
  return null;
}
