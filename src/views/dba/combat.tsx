// Combat and shooting results on the DBA table view: for each roll, both sides'
// combat factor (RES-01), tactical factors (each named as in the rulebook's table), die and
// total, then the outcome with the rulebook sections of the rules logged (ids only in data-rule). Everything comes from
// the rules' 'combat' and 'shoot' events (src/rules/dba/factors.ts), in play (the
// turn's last action: every fight it resolved) as in the replay (the step's).
import type { Lang, LogEvent } from '../../engine/contract';
import { combatFactor } from '../../rules/dba/combat';
import { DENIZENS } from '../../rules/dba/bua';
import { DENIZEN_FACTOR, MOUNTED, type Troop } from '../../rules/dba/data/troops';
import type { Factor, FactorKey } from '../../rules/dba/factors';
import { FACTOR_NAME } from '../../rules/dba/roll-words';
import { sectionOf } from '../../rules/dba/rule-sections';
import type { DbaState, Elem } from '../../rules/dba/state';
import { SIDE_COLOUR, elName, tr } from './labels';

const SIDE_FILL = ['#0072B2', '#E69F00'];

type FactorItem = { value: number; text: string; rule: string };
type Side = { id: number; name: string; side: number | null; cf: number; tf: number; die: number; total: number; items?: FactorItem[]; vsMounted?: boolean };
export type Fight = { kind: 'combat' | 'shoot'; rule: string; sides: [Side, Side]; after: { text: string; rule: string; el: number; res: string }[] };

const RES: Record<string, [string, string]> = {
  recoil: ['recoils', 'recule'], flee: ['flees', 'fuit'], destroyed: ['is destroyed', 'est détruit'], none: ['no effect', 'sans effet'],
  surrender: ['surrenders', 'se rend'],
};

/** The events' factor list as shown: "+1 general" named as in the rulebook's table; the rule id is kept for tests only. */
function itemsOf(v: unknown, lang: Lang): FactorItem[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const fr = lang === 'fr';
  const text = (n: number, k: FactorKey) => (k === 'aiders' && n === -1 ? (fr ? 'tireur en appui' : 'aiding shooter') : FACTOR_NAME[k] ? FACTOR_NAME[k][fr ? 1 : 0] : k);
  return (v as Factor[]).map(([n, rule, k]) => ({ value: n, text: text(n, k), rule: String(rule) }));
}

/** The fights and shots among `events`, each with what followed it (outcome, moves).
 *  The events carry both sides' combat factors, tactical factors and the outcome
 *  (rules/dba/factors.ts); the tactical-factor total is still taken as total − die − CF,
 *  so the column always adds up, and the named factors are shown when they match it. */
export function fightsOf(s: DbaState, events: LogEvent[], lang: Lang): Fight[] {
  const fr = lang === 'fr';
  const byId = (id: number): Elem | undefined => s.els.find((e) => e.id === id);
  const name = (id: number) => (id === DENIZENS ? (fr ? 'Habitants' : 'Denizens') : elName(byId(id), id));
  const typeOf = (id: number): Troop => (id === DENIZENS ? 'CF' : (byId(id)?.type ?? 'CF'));
  const sideOf = (id: number): number | null => (id === DENIZENS ? (s.bua ? s.bua.controller : null) : (byId(id)?.side ?? null));
  // Events logged before the rules itemised them (none are stored; kept for safety): CF from the troop types.
  const cfOf = (id: number, opp: number, shooting: boolean) => (id === DENIZENS ? DENIZEN_FACTOR : combatFactor(byId(id) ?? ({ type: 'CF' } as Elem), typeOf(opp), shooting));
  const side = (id: number, opp: number, cf: number, die: number, total: number, items: FactorItem[] | undefined): Side => {
    const tf = total - die - cf;
    // RES-01: the CF column is the opponent's (denizens count as foot).
    return { id, name: name(id), side: sideOf(id), cf, die, total, tf, items: items && items.reduce((t, x) => t + x.value, 0) === tf ? items : undefined, vsMounted: MOUNTED.has(typeOf(opp)) };
  };
  const out: Fight[] = [];
  let cur: Fight | null = null;
  for (const ev of events) {
    const n = (k: string) => Number(ev[k]);
    const has = (k: string) => typeof ev[k] === 'number';
    if (ev.t === 'combat' || ev.t === 'shoot') {
      const shoot = ev.t === 'shoot';
      const [a, b] = shoot ? [n('shooter'), n('target')] : [n('a'), n('b')];
      const ca = has('ca') ? n('ca') : cfOf(a, b, shoot), cb = has('cb') ? n('cb') : cfOf(b, a, shoot);
      cur = {
        kind: shoot ? 'shoot' : 'combat', rule: String(ev.rule ?? ''),
        sides: shoot
          ? [side(a, b, ca, n('dp'), n('tp'), itemsOf(ev.fa, lang)), side(b, a, cb, n('dt'), n('tt'), itemsOf(ev.fb, lang))]
          : [side(a, b, ca, n('da'), n('ta'), itemsOf(ev.fa, lang)), side(b, a, cb, n('db'), n('tb'), itemsOf(ev.fb, lang))],
        after: [],
      };
      // OUT-02: a shooter beaten by a target that was not shooting back ignores it.
      if (shoot && ev.mutual === false && has('loser') && n('loser') === a) {
        cur.after.push({ text: fr ? `${name(a)} perd le tir mais sa cible ne tirait pas sur lui : sans effet` : `${name(a)} loses the exchange, but its target was not shooting at it: no effect`, rule: 'DBA OUT-02', el: a, res: '' });
      }
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

/** How the card names the rules behind a line: the rulebook's sections (DBA numbers no
 *  paragraphs, so a player looks a rule up under its heading) or "our reading"; never a spec id. */
export function ruleChip(rules: string, fr: boolean): string {
  const words: string[] = [];
  for (const r of rules.split(/,\s*/)) {
    if (!r) continue;
    const w = /INTERP/.test(r) ? (fr ? 'notre lecture' : 'our reading') : sectionOf(r, fr);
    if (w && !words.includes(w)) words.push(w);
  }
  return words.join(' · ');
}

/** A line's rule, as a player reads it, with the id in an attribute for the end-to-end tests. */
function Chip(props: { rule: string; fr: boolean; skip?: string }) {
  const words = ruleChip(props.rule, props.fr);
  if (!words || words === props.skip) return <span data-rule={props.rule} hidden />;
  return <span class="dba-rule" data-rule={props.rule}>{words}</span>;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const DIE = (v: number) => (v >= 1 && v <= 6 ? String.fromCodePoint(0x2680 + v - 1) : '');

/** The combat factor and the column it is read from (RES-01: the opponent foot or mounted). */
function cfCell(x: Side, fr: boolean) {
  return <>{x.cf}{x.vsMounted === undefined ? null : <small data-cf-vs>{x.vsMounted ? (fr ? 'contre monté' : 'vs mounted') : (fr ? 'contre à pied' : 'vs foot')}</small>}</>;
}

function tfCell(x: Side, fr: boolean) {
  // The factor's name is the rulebook table's own; only our readings say so.
  return <>{signed(x.tf)}{x.items ? x.items.map((i) => <small data-tf-item data-rule={i.rule}>{signed(i.value)} {i.text}{/INTERP/.test(i.rule) ? <> <span class="dba-rule">{fr ? '(notre lecture)' : '(our reading)'}</span></> : null}</small>) : null}</>;
}

/** One fight or shot as a small table: a column per side, a row per term of the total. */
export function FightCard(props: { f: Fight; lang: Lang; n?: number; of?: number }) {
  const { f, lang } = props;
  const many = (props.of ?? 1) > 1;
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
  // The card's title is the rulebook's own section heading for the roll.
  const title = sectionOf(f.kind === 'combat' ? 'DBA CC' : 'DBA SHO', fr) ?? '';
  const tie = win < 0;
  return (
    <section class="dba-fight" data-dba-fight={f.kind} data-dba-fight-ids={`${a.id},${b.id}`}>
      <h4>{title}{many ? <span class="dba-count">{props.n}/{props.of}</span> : null} <Chip rule={f.rule} fr={fr} skip={title} /></h4>
      <table>
        <thead><tr><td />{head(a, 0)}{head(b, 1)}</tr></thead>
        <tbody>
          <tr data-row="cf"><th scope="row">{fr ? 'Facteur de combat' : 'Combat factor'}</th><td>{cfCell(a, fr)}</td><td>{cfCell(b, fr)}</td></tr>
          <tr data-row="tf"><th scope="row">{fr ? 'Facteurs tactiques' : 'Tactical factors'}</th><td>{tfCell(a, fr)}</td><td>{tfCell(b, fr)}</td></tr>
          <tr data-row="die"><th scope="row">{fr ? 'Dé' : 'Die'}</th><td><span aria-hidden="true" class="dba-die">{DIE(a.die)}</span> {a.die}</td><td><span aria-hidden="true" class="dba-die">{DIE(b.die)}</span> {b.die}</td></tr>
          <tr data-row="total" class="dba-total"><th scope="row">Total</th><td class={win === 0 ? 'win' : undefined}>{a.total}</td><td class={win === 1 ? 'win' : undefined}>{b.total}</td></tr>
        </tbody>
      </table>
      <ul class="dba-after">
        {tie && f.after.length === 0 ? <li>{fr ? 'Égalité : sans effet' : 'Tie: no effect'} <Chip rule="DBA OUT-05" fr={fr} /></li> : null}
        {f.after.map((x) => <li>{x.text}{x.rule ? <> <Chip rule={x.rule} fr={fr} /></> : null}</li>)}
      </ul>
    </section>
  );
}
