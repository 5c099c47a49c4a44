// The armies chosen in secret (scenario "choose-armies", ORG-05) on the civbel table: the
// player picks one of the offered armies or builds one (./army-builder.tsx) and seals it.
// The seal carries a digest salted from the device's secret (board contract `secret`) and
// the army's code boxed so that only this device can read it back (engine/commitment.ts
// `sealSmall`): when the rules ask for the reveal, the device opens its own box and sends
// it by itself. The other army is named only once both are shown.
import { format } from '../../app/i18n';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { commitWords, openSmall, opensCommitment, saltWords, sealSmall } from '../../engine/commitment';
import type { Lang, Seat } from '../../engine/contract';
import type { CivAction, CivGame } from '../../rules/civbel';
import { armyCode, armyFromCode, armyListOf, type ArmyChoice } from '../../rules/civbel/army-choice';
import { choiceViolation, OFFERED_ARMIES, pointsLimit, revealArmyAction } from '../../rules/civbel/army-step';
import { armyPoints } from '../../rules/civbel/points';
import { nameIn } from '../../rules/civbel/names';
import { describeRefusal } from '../../rules/civbel/refusal-words';
import { ArmyBuilder } from './army-builder';
import { tr, type T2 } from './labels';

/** Keeps a game's army salt apart from its deployment's (engine/commitment.ts). */
const ARMY_SALT = 'civbel-army';

export const AW: Record<string, T2> = {
  title: ['Your army, in secret', 'Votre armée, en secret'],
  help: ['Choose an army or build your own within {p} points. The other player sees it only once both are sealed; then both deploy, in secret too.', 'Choisissez une armée ou composez la vôtre dans la limite de {p} points. L’autre joueur ne la voit qu’une fois les deux scellées ; puis chacun se déploie, en secret aussi.'],
  build: ['Build an army…', 'Composer une armée…'],
  buildDetail: ['commands, units, Legions and special stands from the troop catalogue', 'commandements, unités, légions et socles spéciaux d’après le catalogue des troupes'],
  units: ['{n} units', '{n} unités'],
  points: ['{n} points', '{n} points'],
  otherFirst: ['The other player seals first. You may look at the armies meanwhile.', 'L’autre joueur scelle d’abord. Vous pouvez regarder les armées en attendant.'],
  sealed: ['Your army is sealed: {a}. When both are sealed, both are shown.', 'Votre armée est scellée : {a}. Quand les deux le sont, les deux sont montrées.'],
  revealing: ['Showing your army…', 'Votre armée est montrée…'],
  reveal: ['Show my army', 'Montrer mon armée'],
  shown: ['Your army is shown. The other phone shows its own on receiving this turn; then both deploy.', 'Votre armée est montrée. L’autre téléphone montre la sienne en recevant ce tour ; puis chacun se déploie.'],
  lost: ['This device cannot find the army it sealed (was the game opened on another device?).', 'Cet appareil ne retrouve pas l’armée qu’il a scellée (la partie a-t-elle été ouverte sur un autre appareil ?).'],
  noSecret: ['This device holds no secret for this game: the army would not be hidden.', 'Cet appareil n’a pas de secret pour cette partie : l’armée ne serait pas cachée.'],
  hidden: ['The other army: sealed, not yet shown', 'L’autre armée : scellée, pas encore montrée'],
  waiting: ['The other army: still being chosen', 'L’autre armée : encore en cours de choix'],
  otherShown: ['The other army: {a}', 'L’autre armée : {a}'],
};

/** An army in one line: its name, its units by name, and its points. */
export function armyLine(c: ArmyChoice, side: Seat, lang: Lang): { name: string; detail: string } {
  const fr = lang === 'fr', l = armyListOf(c, side);
  const name = fr ? l.nameFr ?? l.name : l.name;
  const units = l.units.map((u) => nameIn(u.name, fr)).join(', ');
  return { name, detail: `${format(tr(lang, AW.units), { n: l.units.length })} · ${format(tr(lang, AW.points), { n: armyPoints(l) })} — ${units}` };
}

/** The army this device sealed for `side`, found by opening its box with the device's salt. */
export function myArmy(s: CivGame, side: Seat, secret: Uint8Array): ArmyChoice | null {
  const st = s.armyStep;
  const d = st?.digests[side], box = st?.boxes?.[side];
  if (!d?.length || !box?.length) return null;
  const salt = saltWords(secret, ARMY_SALT), code = openSmall(box, salt);
  return opensCommitment(d, code, salt) ? armyFromCode(code) : null;
}

/** The seal of an army chosen on this device: its digest, and its code boxed for this device alone. */
export function sealedArmy(c: ArmyChoice, secret: Uint8Array): CivAction {
  const salt = saltWords(secret, ARMY_SALT), code = armyCode(c);
  return { k: 'sealArmy', digest: commitWords(code, salt), box: sealSmall(code, salt) };
}

/** The armies' step for the viewer: its panel, or null outside it (or for a spectator). */
export function useArmyPick(p: { s: CivGame; viewer: Seat | null; secret: Uint8Array | null | undefined; lang: Lang; act(a: CivAction): void }): preact.JSX.Element | null {
  const { s, viewer, secret, lang } = p;
  const on = s.phase === 'army' && !!s.armyStep && viewer !== null;
  const side: Seat = viewer ?? 0, other: Seat = side === 0 ? 1 : 0;
  const [building, setBuilding] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const mine = useMemo(() => (on && secret ? myArmy(s, side, secret) : null), [on, s, side, secret]);
  const st = s.armyStep;
  const mustReveal = on && s.active === side && !!st && st.digests.every((d) => d.length > 0) && !st.revealed[side];
  const fired = useRef('');
  useEffect(() => {
    if (!mustReveal || !mine || !secret) return;
    const k = `${side}-${st!.digests[side].join()}`;
    if (fired.current === k) return;
    fired.current = k;
    p.act(revealArmyAction(mine, saltWords(secret, ARMY_SALT)));
  });
  if (!on || !st) return null;
  const L = (t: T2) => tr(lang, t);
  const limit = pointsLimit(s.options);
  const sealed = st.digests[side].length > 0;
  const mayAct = s.active === side && !sealed && !!secret;
  const seal = (c: ArmyChoice) => {
    if (!secret) return;
    const v = choiceViolation(s, side, c);
    if (v) { setRefused(describeRefusal(s, { rule: v.rule ?? 'ORG-05', message: v.message }, lang)); return; }
    setRefused(null); setBuilding(false);
    p.act(sealedArmy(c, secret));
  };
  const otherWords = st.revealed[other] ? format(L(AW.otherShown), { a: armyLine(armyFromCode(st.codes[other])!, other, lang).name }) : L(st.digests[other].length ? AW.hidden : AW.waiting);
  if (building && mayAct) return <div class="tv-panel" data-cb-army="building"><ArmyBuilder lang={lang} side={side} limit={limit} onSeal={seal} onBack={() => setBuilding(false)} /></div>;
  return (
    <div class="tv-panel" data-cb-army={sealed ? 'sealed' : 'choosing'}>
      <h3>{L(AW.title)}</h3>
      {sealed ? (
        <>
          <p class="tv-help" data-cb-army-sealed>{st.revealed[side] ? L(AW.shown) : mustReveal ? (mine ? L(AW.revealing) : L(AW.lost)) : format(L(AW.sealed), { a: mine ? armyLine(mine, side, lang).name : '?' })}</p>
          {/* Should the automatic reveal have been undone, the player shows it by hand. */}
          {mustReveal && mine && secret ? <div class="tv-acts"><button type="button" class="tv-act cb-act tv-end" data-cb-army-reveal onClick={() => p.act(revealArmyAction(mine, saltWords(secret, ARMY_SALT)))}>{L(AW.reveal)}</button></div> : null}
        </>
      ) : (
        <>
          <p class="tv-help">{format(L(AW.help), { p: limit })}</p>
          {secret ? null : <p class="tv-help">{L(AW.noSecret)}</p>}
          {s.active === side ? null : <p class="tv-help" data-cb-army-other-first>{L(AW.otherFirst)}</p>}
          <ul class="cb-armies" data-cb-armies>
            {OFFERED_ARMIES.map((c, i) => {
              const w = armyLine(c, side, lang);
              return <li><button type="button" class="btn cb-army" data-cb-army-offer={i} disabled={!mayAct} onClick={() => seal(c)}><strong>{w.name}</strong><span>{w.detail}</span></button></li>;
            })}
            <li><button type="button" class="btn cb-army" data-cb-army-build disabled={!mayAct} onClick={() => setBuilding(true)}><strong>{L(AW.build)}</strong><span>{L(AW.buildDetail)}</span></button></li>
          </ul>
          {refused ? <p class="tv-help" role="alert">{refused}</p> : null}
        </>
      )}
      <p class="tv-help" data-cb-other-army>{otherWords}</p>
    </div>
  );
}
