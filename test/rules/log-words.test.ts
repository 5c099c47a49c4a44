// A log a player can audit (issue 12, section 3): every event type and every action type
// of each rule system, enumerated from the rules' own source so that a new type without
// words fails here, is put through its descriptions in English and French, and the text
// must name units and elements (no bare index), show no internal identifier (camelCase),
// no raw coordinate pair, no undefined/NaN/[object Object], and no English in French.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ctx, Lang, LogEvent, RuleSystem } from '../../src/engine/contract';
import { replay, type LogEntry } from '../../src/engine/game';
import { parseInput } from '../../src/engine/link';
import { nabis } from '../../src/rules/nabis';
import { EVENT_WORDS as NABIS_WORDS } from '../../src/rules/nabis/describe';
import { namingCtx as nabisNaming } from '../../src/rules/nabis/log-names';
import { ORDER_IDS, ORDER_TEXT } from '../../src/rules/nabis/orders';
import { RULE_OF, type NAction } from '../../src/rules/nabis/actions';
import type { NState } from '../../src/rules/nabis/state';
import { dba } from '../../src/rules/dba';
import { EVENT_WORDS as DBA_WORDS } from '../../src/rules/dba/describe';
import { namingCtx as dbaNaming } from '../../src/rules/dba/log-names';
import type { DbaAction } from '../../src/rules/dba/actions';
import type { DbaState } from '../../src/rules/dba/state';
import { dirN } from '../../src/engine/plane';
import { civbel, type CivAction, type CivGame } from '../../src/rules/civbel';
import { EVENT_WORDS as CIVBEL_WORDS } from '../../src/rules/civbel/describe';
import { layoutPlan, PUBLIC_SALT, revealAction, sealLayout } from '../../src/rules/civbel/deploy-choice';
import { BotRandom, DrawStream } from '../../src/engine/draws';
import { randomAction } from '../../src/engine/bot';
import { sha256, utf8 } from '../../src/engine/bytes';

const root = join(__dirname, '..', '..');

/** What a player must never read. */
export function problems(text: string, lang: Lang): string[] {
  const out: string[] = [];
  const camel = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/);
  if (camel) out.push(`identifier "${camel[0]}"`);
  if (/\(\s*-?\d+\s*,\s*-?\d+\s*\)/.test(text)) out.push('raw coordinate pair');
  const bare = text.match(/\b(unit|units|element|elements|counter|pion|unité|élément|l'élément)( no\.| n°)?\s*#?\d+/i);
  if (bare) out.push(`"${bare[0]}" without a name`);
  if (/undefined|NaN|\[object Object\]|\bnull\b/.test(text)) out.push('undefined/NaN/object');
  if (text.includes('?')) out.push('a "?" placeholder');
  if (/\bdescription\b/.test(text)) out.push('an event without words');
  if (lang === 'fr') {
    const en = text.match(/(?<!\p{L})(the|and|of|against|with|moves?|shoots?|retreats?|routs?|flees|leader|end|turn|paces|die|roll|effect|advances?|wheels?|recoils|is|from|into|group|army|camp followers|PIPs|BUA's|stack|mêlée declared|fatigued|discouraged|eliminated|activates?|check|step|none|rout|unharmed|wounded|killed|unit|element|Spartans|Perioeci|Helots|Laconians|Cretans|Mercenaries)(?!\p{L})/u);
    if (en) out.push(`English word "${en[0]}" in French`);
  }
  return out;
}

function expectClean(text: string, lang: Lang, what: string): void {
  const p = problems(text, lang);
  expect(p, `${what}: ${text}`).toEqual([]);
}

/** The event types a system logs, read from its source: `log({ t: 'name', key: ... })`, with their keys. */
function loggedTypes(dir: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.ts')) continue;
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/log\(\{\s*t:\s*'(\w+)'([^}]*)\}/g)) {
      const keys = out.get(m[1]) ?? new Set<string>();
      for (const k of m[2].matchAll(/(?:,\s*)(\w+)(?=\s*[:,]|\s*$)/g)) keys.add(k[1]);
      if (/\.\.\.rollFields/.test(m[2])) for (const k of ['ca', 'cb', 'fa', 'fb', 'loser', 'res']) keys.add(k);
      out.set(m[1], keys);
    }
  }
  return out;
}

function gameSteps(file: string, sys: RuleSystem<any, any>): { entries: LogEntry[]; states: unknown[] } {
  const parsed = parseInput(readFileSync(join(root, 'test', 'golden', file), 'utf8'));
  if (parsed.kind !== 'game') throw new Error('not a game');
  const entries: LogEntry[] = [];
  const states: unknown[] = [];
  replay(sys, parsed.game, { onStep: (e, s) => { entries.push(e); states.push(s); } });
  return { entries, states };
}

const sink = (): Ctx & { events: LogEvent[] } => {
  const events: LogEvent[] = [];
  return { events, dice: { roll: () => 1, d6: () => 1, d10: () => 1 }, log: (e) => events.push(e) };
};

describe('the log in words (issue 12 §3)', () => {
  for (const [sys, files] of [[nabis, ['nabis-instant.json', 'nabis-sealed.json', 'nabis-instant-2.json']], [dba, ['dba-hittite-achaian-instant.json', 'dba-free-shooting-instant.json', 'dba-pursuits-local.json', 'dba-achaian-trojan-sealed.json']]] as const) {
    it(`${sys.id}: every action and event of recorded games reads cleanly in English and French`, () => {
      let n = 0;
      for (const f of files) {
        const { entries } = gameSteps(f, sys);
        for (const e of entries) {
          for (const lang of ['en', 'fr'] as const) {
            expectClean(e.text[lang], lang, `${f} #${e.seq}.${e.index + 1} action`);
            for (const ev of e.events) { expectClean(sys.describeEvent(ev, lang), lang, `${f} #${e.seq}.${e.index + 1} event ${ev.t}`); n++; }
          }
        }
      }
      expect(n).toBeGreaterThan(200);
    });
  }

  it('Nabis: every event type the rules log has words, and each reads cleanly once named', () => {
    const types = loggedTypes(join(root, 'src', 'rules', 'nabis'));
    expect(types.size).toBeGreaterThan(30);
    const { states } = gameSteps('nabis-instant.json', nabis);
    const s = (states as NState[]).find((x) => x.act && x.u.filter((u) => u.hex > 0).length > 30)!;
    const unit = s.u.findIndex((u) => u.hex > 0 && !u.elim);
    const hex = s.u[unit].hex;
    const value = (k: string, t: string): unknown => {
      switch (k) {
        case 'unit': return unit;
        case 'units': case 'shooters': return [unit];
        case 'leader': return 0;
        case 'att': case 'def': case 'path': return [hex];
        case 'hex': case 'to': case 'from': case 'target': return hex;
        case 'parts': return { terrain: -1, ratio: 1 };
        case 'ooc': return [unit];
        case 'result': return t === 'shoot' ? 'rout' : 'wound';
        case 'def_': case 'att_': return 'NE';
        case 'kind': return 'districtsCleared';
        case 'total': return [3, 4];
        case 'seat': case 'winner': return 0;
        case 'off': case 'ok': case 'fails': return true;
        default: return 3;
      }
    };
    for (const [t, keys] of types) {
      expect(NABIS_WORDS[t], `event type "${t}" has no words in src/rules/nabis/describe.ts`).toBeDefined();
      const ctx = sink();
      const ev: LogEvent = { t, rule: 'Nabis 1.1-a' };
      for (const k of keys) if (k !== 'rule') ev[k] = value(k, t);
      nabisNaming(s, ctx).log(ev);
      for (const lang of ['en', 'fr'] as const) expectClean(nabis.describeEvent(ctx.events[0], lang), lang, `event ${t}`);
    }
  });

  it('Nabis: every action type has words, read on a position in play', () => {
    const { states } = gameSteps('nabis-instant.json', nabis);
    const s = (states as NState[]).find((x) => x.act && x.act.melees.length > 0) ?? (states as NState[]).find((x) => x.act)!;
    const u = s.u.findIndex((x) => x.hex > 0 && !x.elim);
    const h = s.u[u].hex;
    const o = Object.fromEntries(ORDER_IDS.map((id) => [id, Object.keys(ORDER_TEXT[id].values)[0]]));
    const samples: NAction[] = [
      { k: 'done' }, { k: 'face', u, f: 2 }, { k: 'place', u, h }, { k: 'shoot', t: h, s: [u] }, { k: 'lead', l: 1 },
      { k: 'move', u, all: true, to: h, f: 1, top: true }, { k: 'lmove', to: h }, { k: 'melee', d: [h], a: [h] }, { k: 'resolve', m: 0 },
      { k: 'dfire', u, t: h }, { k: 'retreat', from: h, to: h, df: 1 }, { k: 'realloc', h, from: 0, to: 1 }, { k: 'advance', from: h, to: h, u: -1, f: 0 },
      { k: 'fire', u: [u] }, { k: 'orders', o: o as never },
    ];
    expect(new Set(samples.map((a) => a.k))).toEqual(new Set(Object.keys(RULE_OF)));
    for (const a of samples) for (const lang of ['en', 'fr'] as const) expectClean(nabis.describeAction(s, a, lang), lang, `action ${a.k}`);
    // And every action the game offered at a few positions of the recorded game.
    for (const st of (states as NState[]).filter((_, i) => i % 40 === 0)) {
      const w = nabis.waitingFor(st);
      if (w.kind !== 'decide') continue;
      for (const a of nabis.legalActions(st, w.seat).slice(0, 60)) for (const lang of ['en', 'fr'] as const) expectClean(nabis.describeAction(st, a, lang), lang, `legal ${a.k}`);
    }
  });

  it('DBA: every event type the rules log has words, and each reads cleanly once named', () => {
    const types = loggedTypes(join(root, 'src', 'rules', 'dba'));
    expect(types.size).toBeGreaterThan(25);
    const { states } = gameSteps('dba-hittite-achaian-instant.json', dba);
    const s = (states as DbaState[]).find((x) => x.phase === 'move' && x.els.filter((e) => e.status === 'on').length > 20)!;
    const gen = s.els.find((e) => e.gen && e.status === 'on')!;
    const other = s.els.find((e) => e.side !== gen.side && e.status === 'on')!;
    const value = (k: string): unknown => {
      switch (k) {
        case 'el': case 'a': case 'shooter': case 'loser': return gen.id;
        case 'b': case 'target': case 'through': case 'by': case 'to': return other.id;
        case 'ids': return `${gen.id},${other.id}`;
        case 'aiders': return [other.id];
        case 'fa': case 'fb': return [[1, 'DBA RES-01', 'general'], [-1, 'DBA CC-04', 'flankL']];
        case 'res': return 'recoil';
        case 'nature': return 'difficult';
        case 'camp': case 'side': case 'winner': case 'edge': return 1;
        case 'mutual': return false;
        default: return 4;
      }
    };
    for (const [t, keys] of types) {
      expect(DBA_WORDS[t], `event type "${t}" has no words in src/rules/dba/describe.ts`).toBeDefined();
      const ctx = sink();
      const ev: LogEvent = { t, rule: 'DBA CC-01' };
      for (const k of keys) if (k !== 'rule') ev[k] = value(k);
      dbaNaming(s, ctx).ctx.log(ev);
      for (const lang of ['en', 'fr'] as const) expectClean(dba.describeEvent(ctx.events[0], lang), lang, `event ${t}`);
    }
  });

  it('DBA: every action type has words, read on a position in play; moves in paces and degrees', () => {
    const { states } = gameSteps('dba-hittite-achaian-instant.json', dba);
    const s = (states as DbaState[]).find((x) => x.phase === 'move' && x.els.filter((e) => e.status === 'on').length > 20)!;
    const e = s.els.find((x) => x.status === 'on')!;
    const o = s.els.find((x) => x.side !== e.side && x.status === 'on')!;
    const kinds = (readFileSync(join(root, 'src', 'rules', 'dba', 'actions.ts'), 'utf8').match(/const KINDS = \[([^\]]*)\]/)![1].match(/'(\w+)'/g) ?? []).map((x) => x.slice(1, -1));
    const samples: DbaAction[] = [
      { k: 'initiative' }, { k: 'terrain', f: [{ kind: 'Woods', compulsory: false, p: [1, 2, 3, 4, 5] }] }, { k: 'edge', pref: 2 }, { k: 'camp', pos: 900 },
      { k: 'deploy', id: e.id, x: e.x, y: e.y, h: e.h }, { k: 'endDeploy' }, { k: 'swap', a: e.id, b: e.id + 1 }, { k: 'endSwaps' }, { k: 'pips' },
      { k: 'move', id: e.id, x: e.x, y: e.y, h: e.h + 30 }, { k: 'contact', id: e.id, target: o.id, kind: 'flankL' }, { k: 'group', ids: [e.id, e.id + 1], dist: 120, wheel: -30 },
      { k: 'breakOff', id: e.id, dist: 40 }, { k: 'river' }, { k: 'endMove' }, { k: 'shoot', target: o.id }, { k: 'endShoot' }, { k: 'fight', a: e.id, b: o.id }, { k: 'endBound' },
      { k: 'enterCamp', id: e.id, camp: 0 }, { k: 'orders', prio: ['Bw', 'Ps'] }, { k: 'reserve', id: e.id }, { k: 'land', at: [{ x: 1, y: 2, h: 90 }] }, { k: 'assault', id: e.id, camp: 1 },
      { k: 'enterBua', id: e.id }, { k: 'assaultBua', id: e.id, side: 2 }, { k: 'revolt' }, { k: 'reform', ids: [e.id, e.id + 1], at: [{ x: e.x, y: e.y, h: e.h }] },
      { k: 'shift', ids: [e.id], dist: 40, shift: -30, then: 20 }, { k: 'follow', ids: [e.id], dist: 100, turn: 30, then: 50 },
    ];
    expect(new Set(samples.map((a) => a.k))).toEqual(new Set(kinds));
    for (const a of samples) for (const lang of ['en', 'fr'] as const) expectClean(dba.describeAction(s, a, lang), lang, `action ${a.k}`);
    // A move in players' words: so many paces, a wheel in degrees, left or right.
    const v = dirN(e.h, 200);
    expect(dba.describeAction(s, { k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: e.h }, 'en')).toMatch(/advances 200 paces$/);
    expect(dba.describeAction(s, { k: 'move', id: e.id, x: e.x - v.x, y: e.y - v.y, h: e.h }, 'fr')).toMatch(/recule de 200 pas$/);
    const turned = { k: 'move', id: e.id, x: e.x, y: e.y, h: (e.h + 90) % 360 } as DbaAction;
    expect(dba.describeAction(s, turned, 'en')).toMatch(/turns 90° left on the spot/);
    expect(dba.describeAction(s, turned, 'fr')).toMatch(/pivote sur place de 90° à gauche/);
  });

  it('Civitates Bellantes: every event type the rules log has words; whole games read cleanly, units by their army list\'s names, rules by the rulebook\'s sections', () => {
    const types = new Set<string>();
    for (const dir of ['civbel', 'civbel/provisional']) {
      for (const f of readdirSync(join(root, 'src', 'rules', dir)).filter((x) => x.endsWith('.ts'))) {
        for (const m of readFileSync(join(root, 'src', 'rules', dir, f), 'utf8').matchAll(/\bt: '(\w+)'/g)) types.add(m[1]);
      }
    }
    expect(types.size).toBeGreaterThan(30);
    for (const t of types) expect(CIVBEL_WORDS[t], `event type "${t}" has no words in src/rules/civbel/describe*.ts`).toBeDefined();
    const seen = new Set<string>();
    let n = 0;
    for (const seed of [1, 2]) {
      let s: CivGame = civbel.setup({ scenario: 'great-plains', options: {} });
      const dice = new DrawStream(sha256(utf8(`civbel words ${seed}`)));
      const rnd = new BotRandom(seed);
      for (let i = 0; i < 1500; i++) {
        const w = civbel.waitingFor(s);
        if (w.kind === 'over') break;
        const a: CivAction = randomAction(civbel, s, w.seat, rnd);
        const events: LogEvent[] = [];
        for (const lang of ['en', 'fr'] as const) expectClean(civbel.describeAction(s, a, lang), lang, `seed ${seed} action ${i} ${a.k}`);
        s = civbel.apply(s, w.seat, a, { dice, log: (e) => events.push(e) });
        for (const e of events) {
          seen.add(e.t);
          for (const lang of ['en', 'fr'] as const) {
            const text = civbel.describeEvent(e, lang);
            expectClean(text, lang, `seed ${seed} event ${e.t}`);
            expect(text, text).not.toMatch(/\b(?:[A-Z]{3}-[A-Z]?\d+|A\.\d)\b/); // no spec ID
            if (lang === 'fr') expect(text, text).not.toMatch(/\b(?:Legion|Velites|Italian horse|Numidian horse|Celtiberians|slingers|Slingers|Carthaginian|First legate|Second legate|Scipio\b)/);
            if (e.provisional === true) expect(text, text).toMatch(lang === 'en' ? /\(provisional rule: [^)]+\)$/ : /\(règle provisoire : [^)]+\)$/);
            n++;
          }
        }
      }
    }
    expect(n).toBeGreaterThan(500);
    for (const t of ['cpRating', 'controlTest', 'unitMoved', 'volley', 'melee']) expect(seen.has(t), t).toBe(true);
  }, 600_000);

  it('Civitates Bellantes, the sealed deployment with formations and leaders chosen: its words and the first turns read cleanly', () => {
    let s: CivGame = civbel.setup({ scenario: 'great-plains-deploy', options: {} });
    const dice = new DrawStream(sha256(utf8('civbel deploy words')));
    const rnd = new BotRandom(3);
    const seen = new Set<string>();
    const plan: CivAction[] = [sealLayout({}, 0, 'deep'), sealLayout({}, 1, 'deep'), revealAction(layoutPlan({}, 1, 'deep'), PUBLIC_SALT), revealAction(layoutPlan({}, 0, 'deep'), PUBLIC_SALT)];
    for (let i = 0; i < 200; i++) {
      const w = civbel.waitingFor(s);
      if (w.kind === 'over') break;
      const a: CivAction = plan[i] ?? randomAction(civbel, s, w.seat, rnd);
      for (const lang of ['en', 'fr'] as const) expectClean(civbel.describeAction(s, a, lang), lang, `deploy action ${i} ${a.k}`);
      const events: LogEvent[] = [];
      s = civbel.apply(s, w.seat, a, { dice, log: (e) => events.push(e) });
      for (const e of events) {
        seen.add(e.t);
        for (const lang of ['en', 'fr'] as const) expectClean(civbel.describeEvent(e, lang), lang, `deploy event ${e.t}`);
      }
    }
    for (const t of ['deploymentSealed', 'deploymentRevealed', 'cpRating', 'controlTest']) expect(seen.has(t), t).toBe(true);
  }, 120_000);
});
