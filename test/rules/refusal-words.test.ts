// Issue 12: a refusal is read by the player who tried the move, in his language, with
// units named as the log names them and rules named as the rulebook does. Every refusal
// DBA, Nabis, Civitates Bellantes and Champs de Bataille can give is found in their sources and said through describeRefusal.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Violation } from '../../src/engine/contract';
import { VerifyError, describeError } from '../../src/engine/errors';
import { step } from '../../src/engine/game';
import { refusalWords } from '../../src/engine/refusal-words';
import { errorInfo } from '../../src/app/logic';
import { dba } from '../../src/rules/dba';
import { refusalEntry } from '../../src/rules/dba/refusal-words';
import { sectionOf } from '../../src/rules/dba/rule-sections';
import { nabis } from '../../src/rules/nabis';
import { RULE_OF, type NAction } from '../../src/rules/nabis/actions';
import { MESSAGES } from '../../src/rules/nabis/refusal-words';
import { position, type Spec } from './dba/helpers';
import { config } from './nabis/helpers';
import { civbel } from '../../src/rules/civbel';
import { refusalEntry as civRefusalEntry } from '../../src/rules/civbel/refusal-words';
import { ruleName as civRuleName } from '../../src/rules/civbel/rule-names';
import { cdb } from '../../src/rules/cdb';
import { refusalEntry as cdbRefusalEntry } from '../../src/rules/cdb/refusal-words';

/** What no player should read: a spec or rule ID, an action's code name, an abbreviation. */
const INTERNAL = /\b(?:[A-Z0-9]{2,}-\d+\w*|INTERP|DMG|DBA|BW|LH|WWg|BUA|TER|PIPs?\b(?= left)|cf\d)\b|\b[a-z]+[A-Z]\w*|\d p\b|#\d+\)/;
const LIT = String.raw`'(?:[^'\\]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60`;

/** The English texts a module refuses with, `{}` for each value built into them. */
function refusalsIn(dir: string, call: RegExp, problems: boolean): { where: string; template: string }[] {
  const out: { where: string; template: string }[] = [];
  const template = (lit: string, more: string) =>
    (lit.slice(1, -1) + more.replace(/\s*\+\s*(\w+)/g, '{}').replace(/\s*\+\s*'((?:[^'\\]|\\.)*)'/g, '$1'))
      .replace(/\$\{[^}]*\}/g, '{}').replace(/\\'/g, '\'');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
    const src = readFileSync(`${dir}/${f}`, 'utf8');
    for (const m of src.matchAll(new RegExp(call.source + String.raw`\(\s*(?:'[^']*'|[^,()]+(?:\[[^\]]*\])?),\s*(${LIT})((?:\s*\+\s*(?:\w+|${LIT}))*)`, 'g'))) out.push({ where: f, template: template(m[1], m[2]) });
    if (!problems) continue;
    // Validators whose text ill() passes on (terrain, camp, deployment, a town's revolt).
    for (const fm of src.matchAll(/function \w+Problem\([\s\S]*?\n}\n/g)) for (const m of fm[0].matchAll(new RegExp(String.raw`return (${LIT})`, 'g'))) out.push({ where: f, template: template(m[1], '') });
  }
  return out;
}

const dbaRefusals = refusalsIn('src/rules/dba', /\b(?:ill|new Refusal)/, true);
const dbaRules = [...new Set([...readdirSync('src/rules/dba').filter((x) => x.endsWith('.ts'))
  .flatMap((f) => [...readFileSync(`src/rules/dba/${f}`, 'utf8').matchAll(/\b(?:ill|new Refusal)\(\s*'(DBA [^']+)'/g)].map((m) => m[1])),
...dbaRefusals.map((r) => /^(?:DBA )?([A-Z]+(?:-\d+)?): /.exec(r.template)?.[1]).filter(Boolean).map((id) => 'DBA ' + id)])];

describe('DBA refusals in the player\'s words', () => {
  it('the scan finds the refusals (a broken scan would pass everything)', () => {
    expect(dbaRefusals.length).toBeGreaterThan(150);
    expect(dbaRefusals.map((r) => r.template)).toContain('path blocked by {}');
    expect(dbaRefusals.map((r) => r.template)).toContain('TER-06: at most one {}');
    expect(dbaRules).toContain('DBA MOV-02');
  });

  it('every refusal raised in src/rules/dba has English and French words without an internal identifier', () => {
    const bad: string[] = [];
    for (const { where, template } of dbaRefusals) {
      const message = template.replace(/\{\}/g, '7');
      const hit = refusalEntry(message);
      if (!hit) { bad.push(`${where}: no words for "${template}"`); continue; }
      for (const [lang, text] of [['en', hit.en], ['fr', hit.fr]] as const) if (INTERNAL.test(text)) bad.push(`${where}: ${lang} "${text}"`);
      if (hit.fr === hit.en) bad.push(`${where}: French not translated "${hit.en}"`);
      if ((hit.fr.match(/\{\d\}/g) ?? []).join() !== (hit.en.match(/\{\d\}/g) ?? []).join()) bad.push(`${where}: the French and English carry different values for "${template}"`);
    }
    expect(bad).toEqual([]);
  });

  it('every rule a DBA refusal names is said as the rulebook\'s section, in both languages', () => {
    const s = position([]);
    const bad: string[] = [];
    for (const rule of dbaRules) {
      if (!sectionOf(rule, true) || !sectionOf(rule, false)) { bad.push(rule); continue; }
      for (const lang of ['en', 'fr'] as const) {
        const w = dba.describeRefusal!(s, { rule, message: 'no room there' }, lang);
        if (INTERNAL.test(w) || w.includes(rule.slice(4))) bad.push(`${rule} (${lang}): ${w}`);
      }
    }
    expect(bad).toEqual([]);
  });

  const cv: Spec = { id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [500, 620], gen: true };
  const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
  const bd5: Spec = { id: 5, side: 0, base: '4Bd', f: 'E', x: [1040, 1100], y: [700, 860] };

  it('DBA INT-01: a path blocked by a friend, in French, names him as the log does and the rulebook\'s section', () => {
    const s = position([cv, bd5, far]);
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 1000, h: 90 })!;
    expect(v.message).toBe('path blocked by Bd #5'); // the English inside is unchanged
    expect(refusalWords(dba, s, v, 'fr')).toBe('chemin barré par Bd #5 (voir «\u00a0Interpénétration de troupes amies\u00a0»)');
    expect(refusalWords(dba, s, v, 'en')).toBe('path blocked by Bd #5 (see “Interpenetration of friends”)');
  });

  it('DBA CON-02: a general is named in French as the French log names him', () => {
    // The general's Cv is the blocker: the English label carries the army's English name.
    const mover: Spec = { id: 5, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [300, 360] };
    const s = position([mover, { ...cv, id: 0 }, far]);
    const v = dba.check(s, 0, { k: 'move', id: 5, x: 1080, y: 560, h: 90 })!;
    expect(v.message).toMatch(/Cv #0/);
    const fr = refusalWords(dba, s, v, 'fr');
    expect(fr).toContain('Cv #0 (général, ');
    expect(fr).not.toMatch(INTERNAL);
  });

  it('DBA PIP-01: a value built into the refusal is carried into the French', () => {
    const s = position([cv, far], { pips: 0 });
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90 })!;
    expect(v.rule).toBe('DBA PIP-01');
    expect(refusalWords(dba, s, v, 'fr')).toBe('ce mouvement coûte 1 PIP, il en reste 0 (voir «\u00a0Lancement des dés de points d’initiative\u00a0»)');
  });

  it('a refusal the catalogue does not know is said in general words, never in raw English', () => {
    const s = position([]);
    const v: Violation = { rule: 'DBA', message: 'dba: some internal failure' };
    expect(refusalWords(dba, s, v, 'fr')).toBe('les règles ne permettent pas cette action');
  });

  it('a packet that breaks a rule carries the refusal in both languages (the app and the CLI show it)', () => {
    const s = position([cv, bd5, far]);
    const code = dba.encodeAction({ k: 'move', id: 0, x: 1080, y: 1000, h: 90 });
    const dice = { roll: () => 1, d6: () => 1, d10: () => 0 };
    let err: unknown;
    try { step(dba, s, 0, code, dice, 3, 0); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(VerifyError);
    const r = (err as VerifyError).refusal!;
    expect(r.fr).toMatch(/^«\u00a0.+\u00a0» n’est pas permis\u00a0: chemin barré par Bd #5 \(voir «\u00a0Interpénétration de troupes amies\u00a0»\)$/);
    expect(r.en).toMatch(/is not allowed: path blocked by Bd #5/);
    expect(errorInfo(err).refusal).toEqual(r); // what the receiving screen words its notice with
  });

  it('the command line says a refused action in the reader\'s language, without the rule ID', () => {
    const e = new VerifyError('illegal-action', '"x" is not allowed: path blocked by Bd #5', 3, 0, 'DBA INT-01', { en: '“x” is not allowed: path blocked by Bd #5 (see “Interpenetration of friends”)', fr: '« x » n’est pas permis : chemin barré par Bd #5 (voir « Interpénétration de troupes amies »)' });
    expect(describeError(e, 'fr')).toBe('action refusée : « x » n’est pas permis : chemin barré par Bd #5 (voir « Interpénétration de troupes amies ») (paquet 3, action 1)');
    expect(describeError(e)).toBe('refused: “x” is not allowed: path blocked by Bd #5 (see “Interpenetration of friends”) (packet 3, action 1)');
    expect(describeError(new VerifyError('bad-prev', 'no chain', 2))).toBe('bad-prev: no chain (packet 2)'); // other errors as before
  });
});

describe('Nabis refusals in the player\'s words', () => {
  const s = nabis.setup(config());

  it('every message Nabis refuses with has English and French words', () => {
    const found = refusalsIn('src/rules/nabis', /\bnew IllegalAction/, false).map((r) => r.template);
    for (const f of readdirSync('src/rules/nabis').filter((x) => x.endsWith('.ts'))) {
      for (const m of readFileSync(`src/rules/nabis/${f}`, 'utf8').matchAll(/\bmessage: '((?:[^'\\]|\\.)*)'/g)) found.push(m[1]);
    }
    expect(found.length).toBeGreaterThan(2);
    expect(found.filter((m) => !MESSAGES[m])).toEqual([]);
  });

  it('every kind of decision is refused in words with the rulebook\'s number, never an internal ID', () => {
    const bad: string[] = [];
    for (const k of Object.keys(RULE_OF) as NAction['k'][]) {
      const v: Violation = { rule: RULE_OF[k], message: 'this action is not available now' };
      const en = nabis.describeRefusal!(s, v, 'en');
      const fr = nabis.describeRefusal!(s, v, 'fr');
      const bare = (w: string) => w.replace(/ \((?:rule|règle) [^)]*\)$/, '');
      if (bare(en) === bare(fr) || INTERNAL.test(en) || INTERNAL.test(fr) || /Nabis|§|\[/.test(en + fr)) bad.push(`${k}: ${en} / ${fr}`);
      if (k !== 'orders' && !/\(règle \d+(\.\d+)*(, phase [A-F])?\)$/.test(fr)) bad.push(`${k}: no rule number in "${fr}"`);
    }
    expect(bad).toEqual([]);
  });

  it('Nabis 8.1: a refused move, in French, is a French sentence with "règle 8.1"', () => {
    const v = nabis.check(s, 0, { k: 'move', u: 0, all: false, to: 101, f: 0, top: false })!;
    expect(v).not.toBeNull();
    expect(refusalWords(nabis, s, v, 'fr')).toBe('ce mouvement n’est pas permis maintenant (règle 8.1)');
  });
});

describe('Civitates Bellantes refusals in the player\'s words (issue 11)', () => {
  // Every refusal a player can meet: the rule system's own (v, no) and the stand-in's charges.
  const civFiles = ['actions.ts', 'half-phases.ts', 'command.ts'];
  const civRefusals = [
    ...refusalsIn('src/rules/civbel', /\b(?:v|no)/, false).filter((r) => civFiles.includes(r.where)),
    ...refusalsIn('src/rules/civbel/provisional', /\brefuse/, false).filter((r) => r.where === 'charges.ts'),
  ];
  const s = civbel.setup({ scenario: 'great-plains', options: {} });

  it('the scan finds the refusals (a broken scan would pass everything)', () => {
    expect(civRefusals.length).toBeGreaterThan(50);
    expect(civRefusals.map((r) => r.template)).toContain('{} has no room to reach {}');
    expect(civRefusals.map((r) => r.template)).toContain('{} is halted and may not charge.');
  });

  it('every refusal has English and French words, names translated, and its rule said as the rulebook does', () => {
    const bad: string[] = [];
    for (const { where, template } of civRefusals) {
      const message = template.replace(/\{\}/g, 'Legion I');
      const hit = civRefusalEntry(message);
      if (!hit) { bad.push(`${where}: no words for "${template}"`); continue; }
      if (hit.fr === hit.en) bad.push(`${where}: French not translated "${hit.en}"`);
      for (const rule of ['CMD-04', 'SEQ-03', 'A.5']) {
        for (const lang of ['en', 'fr'] as const) {
          const w = civbel.describeRefusal!(s, { rule, message }, lang);
          if (INTERNAL.test(w) || /A\.\d/.test(w)) bad.push(`${where} ${rule} (${lang}): ${w}`);
          if (lang === 'fr' && /Legion I\b/.test(w)) bad.push(`${where}: English name in French: ${w}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('every rule ID the rules refuse or log under is named by the rulebook\'s section or the stand-in\'s chapter', () => {
    const ids = new Set<string>();
    for (const dir of ['src/rules/civbel', 'src/rules/civbel/provisional']) {
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
        for (const m of readFileSync(`${dir}/${f}`, 'utf8').matchAll(/\b(?:v|no|refuse)\('([A-Z]{3}-[A-Z]?\d+|A\.\d)'|\brule: '([A-Z]{3}-[A-Z]?\d+|A\.\d)/g)) ids.add(m[1] ?? m[2]);
      }
    }
    expect(ids.size).toBeGreaterThan(30);
    expect([...ids].filter((id) => !civRuleName(id, false) || !civRuleName(id, true) || INTERNAL.test(civRuleName(id, false)!))).toEqual([]);
  });

  it('CMD-04 in French: the leader named as the French army list names him, and the rulebook\'s section', () => {
    const li = s.leaders.findIndex((l) => l.name === 'First legate');
    const v = civbel.check(s, 0, { k: 'allocate', leader: li, actions: [] })!;
    expect(v.rule).toBe('CMD-04');
    expect(refusalWords(civbel, s, v, 'en')).toBe('command points are allocated in the Command Phase (see “Command Point Allocation”, p.20)');
    expect(refusalWords(civbel, s, v, 'fr')).toBe('les points de commandement se répartissent pendant la phase de commandement (voir «\u00a0Répartition des points de commandement\u00a0», p. 20)');
    const named = civbel.describeRefusal!(s, { rule: 'A.5', message: 'Italian horse has no room to reach Numidian horse A' }, 'fr');
    expect(named).toBe('la Cavalerie italienne n’a pas la place d’atteindre la Cavalerie numide A (règle provisoire\u00a0: Charges et combat)');
  });

  it('a refusal the catalogue does not know is said in general words, never in raw English', () => {
    expect(refusalWords(civbel, s, { rule: 'A.5', message: 'some internal failure' }, 'fr')).toBe('les règles ne permettent pas cette action (règle provisoire\u00a0: Charges et combat)');
  });
});

describe('Champs de Bataille refusals in the player\'s words (issue 12 §3)', () => {
  // Every English refusal of play in src/rules/cdb: a Violation's literal `message`, and the
  // texts given to the modules' refusal helpers (bad, no). The set-up and the army builder
  // refuse through no(rule, English, French) and carry their own French (checked below).
  const SELF_WORDED = ['setup.ts', 'army.ts', 'hidden.ts', 'sealed-deployment.ts'];
  const NOT_RULES = ['refusal-words.ts', 'describe.ts', 'options.ts'];
  const isRuleId = (lit: string) => /^(?:CdB )?(?:[\d.]+|[A-Z]\d+|sidebar-[\w-]+|\{\})$/.test(lit);
  const cdbFiles = readdirSync('src/rules/cdb').filter((x) => x.endsWith('.ts') && !NOT_RULES.includes(x));
  const cdbRefusals: { where: string; template: string }[] = [];
  const selfWorded: { where: string; en: string; fr: string }[] = [];
  const ruleIds = new Set<string>();
  for (const f of cdbFiles) {
    const src = readFileSync(`src/rules/cdb/${f}`, 'utf8');
    for (const m of src.matchAll(/\brule: '([^']+)'|\b(?:bad|no)\('([^']+)'|\brule: ['`]CdB \$\{[^}]*\}/g)) if (isRuleId(m[1] ?? m[2] ?? '')) ids(m[1] ?? m[2]);
    for (const line of src.split('\n')) {
      const call = /\b(?:bad|no)\(|\bmessage: /.exec(line);
      if (!call || /=>/.test(line.slice(0, call.index)) && /\(message: string\)/.test(line)) continue;
      const lits = [...line.slice(call.index).matchAll(new RegExp(LIT, 'g'))].map((m) => m[0].slice(1, -1).replace(/\$\{[^}]*\}/g, '{}').replace(/\\'/g, '\''));
      const words = lits.filter((l) => !isRuleId(l));
      if (!SELF_WORDED.includes(f)) { for (const w of words) cdbRefusals.push({ where: f, template: w }); continue; }
      if (/\bno\(/.test(line) && words.length >= 2) selfWorded.push({ where: f, en: words[0], fr: words[words.length - 1] });
    }
  }
  function ids(id: string) { ruleIds.add(id.startsWith('CdB ') || /^[a-z]/.test(id) ? id : `CdB ${id}`); }
  /** English words a French refusal should not keep. */
  const ENGLISH = /(?<!\p{L})(?:the|may|not|unit|units|move|moves|only|and|enemy|with|this|of|is|are|no)(?!\p{L})/u;
  const s = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });

  it('the scan finds the refusals (a broken scan would pass everything)', () => {
    const t = cdbRefusals.map((r) => r.template);
    expect(cdbRefusals.length).toBeGreaterThan(60);
    expect(t).toContain('this move costs {} action points, more than the corps has left');
    expect(t).toContain('at most 2 counters in a hex'); // stacking.ts's bad(text)
    expect(t).toContain('more movement points than the unit\'s allowance for this move'); // a ternary's second text
    expect(t).toContain('a group is of one corps'); // a Violation's literal message
    expect(t.filter(isRuleId)).toEqual([]);
    expect(selfWorded.length).toBeGreaterThan(40);
    expect([...ruleIds]).toContain('CdB 9.4');
    expect([...ruleIds]).toContain('sidebar-terrain');
  });

  it('every refusal of play has English and French words, the French without English left in it', () => {
    const bad: string[] = [];
    for (const { where, template } of cdbRefusals) {
      const hit = cdbRefusalEntry(template.replace(/\{\}/g, '7'));
      if (!hit) { bad.push(`${where}: no words for "${template}"`); continue; }
      if (hit.fr === hit.en || ENGLISH.test(hit.fr)) bad.push(`${where}: French not translated "${hit.fr}"`);
      for (const [lang, text] of [['en', hit.en], ['fr', hit.fr]] as const) if (INTERNAL.test(text)) bad.push(`${where}: ${lang} "${text}"`);
      if ((hit.fr.match(/\{\d\}/g) ?? []).join() !== (hit.en.match(/\{\d\}/g) ?? []).join()) bad.push(`${where}: the French and English carry different values for "${template}"`);
    }
    expect(bad).toEqual([]);
  });

  it('the set-up\'s and the army builder\'s refusals carry French of their own', () => {
    expect(selfWorded.filter((r) => r.fr === r.en || ENGLISH.test(r.fr.replace(/\{\}/g, '')))).toEqual([]);
  });

  it('every rule a refusal or a pending choice names is said as the rulebook numbers it, never as an identifier', () => {
    const bad: string[] = [];
    for (const rule of ruleIds) {
      for (const lang of ['en', 'fr'] as const) {
        const w = cdb.describeRefusal!(s, { rule, message: 'a group is of one corps' }, lang);
        if (!/ \((?:rule|règle) \d+(\.\d+)*\)$| \((?:see|voir) [^)]+\)$/.test(w) || INTERNAL.test(w) || /CdB|sidebar-|\b[A-Z]\d+\b/.test(w)) bad.push(`${rule} (${lang}): ${w}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('CdB 3: a refused end of the movement phase, in French, is a French sentence with "règle 3"', () => {
    const v = cdb.check(s, 0, { k: 'end' })!;
    expect(v.message).toBe('the movement phase ends only once it has begun'); // the English inside is unchanged
    expect(refusalWords(cdb, s, v, 'fr')).toBe('la phase de mouvement ne se termine qu’une fois commencée (règle 3)');
    expect(refusalWords(cdb, s, v, 'en')).toBe('the movement phase ends only once it has begun (rule 3)');
  });

  it('CdB 3: a packet that breaks the rule carries the refusal in both languages', () => {
    const dice = { roll: () => 1, d6: () => 1, d10: () => 0 };
    let err: unknown;
    try { step(cdb, s, 0, cdb.encodeAction({ k: 'end' }), dice, 3, 0); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(VerifyError);
    const r = (err as VerifyError).refusal!;
    expect(r.fr).toMatch(/ n’est pas permis\u00a0: la phase de mouvement ne se termine qu’une fois commencée \(règle 3\)$/);
    expect(r.en).toMatch(/ is not allowed: the movement phase ends only once it has begun \(rule 3\)$/);
    expect(r.en + r.fr).not.toMatch(/CdB/);
  });

  it('CdB 4.2: a value built into the refusal is carried into the French', () => {
    const v: Violation = { rule: 'CdB 4.2', message: 'this move costs 5 action points, more than the corps has left' };
    expect(refusalWords(cdb, s, v, 'fr')).toBe('ce mouvement coûte 5 points d’action, plus qu’il n’en reste au corps (règle 4.2)');
  });

  it('a set-up refusal is said in its own French; the terrain sidebar is named, not its identifier', () => {
    const v = { rule: 'sidebar-terrain', message: 'not a terrain element', fr: 'pas un élément de terrain' };
    expect(refusalWords(cdb, s, v, 'fr')).toBe('pas un élément de terrain (voir l’encadré sur le terrain)');
    expect(refusalWords(cdb, s, v, 'en')).toBe('not a terrain element (see the sidebar on terrain)');
    // A stacking refusal met while deploying: the catalogue's precise French, not the set-up's general one.
    const stack = { rule: 'CdB 8', message: 'at most 2 counters in a hex', fr: 'cet empilement n\'est pas permis' };
    expect(refusalWords(cdb, s, stack, 'fr')).toBe('au plus 2 pions par hexagone (règle 8)');
  });

  it('a refusal the catalogue does not know is said in general words, never in raw English', () => {
    expect(refusalWords(cdb, s, { rule: 'CdB 9.4', message: 'some internal failure' }, 'fr')).toBe('les règles ne permettent pas cette action (règle 9.4)');
  });
});
