// The army builder's validator (ORG-01..20, CMD-03): every organisation and points
// violation of a listed army, each a typed message naming its rule, in English and
// French. Ids and type names come from input, so every lookup is a Map.
import type { Text } from '../../engine/contract';
import { leadersOf, nationOf, type ArmyList, type CommandSpec, type UnitSpec } from './army';
import { armyPoints } from './points';
import { CP, moraleRow } from './data/tables';
import { isElephant, troopType, type TroopType } from './data/troops';

export interface OrgViolation {
  rule: string;
  /** Stable machine name of the violation. */
  code: string;
  /** The id of the unit, command, contingent or leader at fault ('' for the army). */
  subject: string;
  text: Text;
}

function v(rule: string, code: string, subject: string, en: string, fr: string): OrgViolation {
  return { rule, code, subject, text: { en, fr } };
}

/** Every violation of `army`, in list order; empty when the army is valid. */
export function validateArmy(army: ArmyList): OrgViolation[] {
  const out: OrgViolation[] = [];
  const ids = new Map<string, string>();
  const claim = (id: string, what: string) => {
    if (ids.has(id)) out.push(v('ORG-05', 'duplicateId', id, `The name "${id}" is used twice in the chain of command.`, `Le nom « ${id} » est employé deux fois dans la chaîne de commandement.`));
    ids.set(id, what);
  };
  for (const l of leadersOf(army)) claim(l.spec.id, 'leader');
  for (const c of army.contingents) claim(c.id, 'contingent');
  for (const c of army.commands) claim(c.id, 'command');
  for (const u of army.units) claim(u.id, 'unit');

  leaderChecks(army, out);
  const contingents = new Map(army.contingents.map((c) => [c.id, c]));
  const commands = new Map(army.commands.map((c) => [c.id, c]));
  for (const c of army.commands) {
    if (c.contingent !== undefined && !contingents.has(c.contingent)) out.push(v('ORG-05', 'unknownContingent', c.id, `Command ${c.id} names a contingent that does not exist.`, `Le commandement ${c.id} nomme un contingent qui n'existe pas.`));
  }
  for (const u of army.units) {
    if (!commands.has(u.command)) out.push(v('ORG-01', 'unitWithoutCommand', u.id, `${u.name} is not in any command of the army.`, `${u.name} n'appartient à aucun commandement de l'armée.`));
    unitChecks(u, out);
  }
  for (const c of army.commands) commandChecks(c, army.units.filter((u) => u.command === c.id), out);
  nationalityChecks(army, commands, contingents, out);

  const total = armyPoints(army);
  if (army.pointsLimit !== undefined && total > army.pointsLimit) out.push(v('ORG-20', 'overPoints', '', `The army costs ${total} points, more than the agreed ${army.pointsLimit}.`, `L'armée coûte ${total} points, plus que les ${army.pointsLimit} convenus.`));
  return out;
}

function leaderChecks(army: ArmyList, out: OrgViolation[]): void {
  for (const { rank, spec } of leadersOf(army)) {
    if (spec.cp === undefined) continue;
    if (rank === 'commander' && spec.cp !== CP.commander) out.push(v('CMD-03', 'commanderCp', spec.id, `${spec.name} is a Commander: Commanders always have ${CP.commander} command points.`, `${spec.name} est commandant : un commandant a toujours ${CP.commander} points de commandement.`));
    else if (!Number.isInteger(spec.cp) || spec.cp < CP.min || spec.cp > CP.max) out.push(v('CMD-03', 'cpRange', spec.id, `${spec.name}'s command points must be from ${CP.min} to ${CP.max}.`, `Les points de commandement de ${spec.name} doivent aller de ${CP.min} à ${CP.max}.`));
    if (spec.exceptional && rank !== 'general') out.push(v('CMD-03', 'exceptionalNotGeneral', spec.id, `Only the General may be historically exceptional.`, `Seul le général peut être exceptionnel.`));
  }
}

const NO_GRADE = (name: string, id: string) => v('ORG-13', 'specialGraded', id, `${name} is a special troop stand: it has no grade and no morale.`, `${name} est un socle de troupes spéciales : ni qualité ni moral.`);

function gradeChecks(name: string, id: string, t: TroopType, grade: string, camel: boolean, out: OrgViolation[]): void {
  if (t.id === 'shockInfantry' && grade === 'A') out.push(v('ORG-10', 'shockGradeA', id, `${name}: Shock Infantry cannot be A Grade.`, `${name} : l'infanterie de choc ne peut pas être de qualité A.`));
  if (t.id === 'rabble' && grade !== 'C') out.push(v('ORG-11', 'rabbleGrade', id, `${name}: Rabble must be C Grade.`, `${name} : la cohue doit être de qualité C.`));
  if (camel && grade !== 'C') out.push(v('ORG-12', 'camelGrade', id, `${name}: camel-mounted cavalry must be C Grade.`, `${name} : la cavalerie montée à chameau doit être de qualité C.`));
}

function unitChecks(u: UnitSpec, out: OrgViolation[]): void {
  if (u.kind === 'special') {
    const t = troopType(u.type);
    if (!t || t.category !== 'SPECIAL') { out.push(v('ORG-13', 'notSpecial', u.id, `${u.name} is not a special troop type.`, `${u.name} n'est pas un type de troupes spéciales.`)); return; }
    if (u.grade !== undefined || u.morale !== undefined) out.push(NO_GRADE(u.name, u.id));
    return;
  }
  if (!['A', 'B', 'C'].includes(u.grade)) out.push(v('ORG-14', 'unknownGrade', u.id, `${u.name} has no valid grade (A, B or C).`, `${u.name} n'a pas de qualité valable (A, B ou C).`));
  if (u.kind === 'unit') {
    const t = troopType(u.type);
    if (!t) { out.push(v('ORG-14', 'unknownType', u.id, `${u.name}: "${u.type}" is not a troop type.`, `${u.name} : « ${u.type} » n'est pas un type de troupes.`)); return; }
    if (t.category === 'SPECIAL') { out.push(v('ORG-13', 'specialInUnit', u.id, `${u.name}: special troops are single stands, not units.`, `${u.name} : les troupes spéciales sont des socles isolés, pas des unités.`)); return; }
    if (!moraleRow(u.morale)) out.push(v('ORG-14', 'unknownMorale', u.id, `${u.name} has no valid morale class.`, `${u.name} n'a pas de classe de moral valable.`));
    if (!Number.isInteger(u.stands) || u.stands < 1) out.push(v('ORG-14', 'noStands', u.id, `${u.name} must have at least one stand.`, `${u.name} doit compter au moins un socle.`));
    if (u.uns && t.category !== 'HI') out.push(v('ORG-14', 'unsNotHeavy', u.id, `${u.name}: only Heavy Infantry may be under-strength.`, `${u.name} : seule l'infanterie lourde peut être en sous-effectif.`));
    if (u.sparabara && t.id !== 'bowmen') out.push(v('ORG-14', 'sparabaraNotBowmen', u.id, `${u.name}: only Bowmen may be sparabara.`, `${u.name} : seuls les archers peuvent être sparabara.`));
    if (u.integralInfantry && t.id !== 'heavyCavalry') out.push(v('ORG-14', 'integralNotHeavyCavalry', u.id, `${u.name}: only Heavy Cavalry may have integral infantry.`, `${u.name} : seule la cavalerie lourde peut avoir de l'infanterie intégrée.`));
    if (u.camel && t.category !== 'CAV') out.push(v('ORG-14', 'camelNotCavalry', u.id, `${u.name}: only cavalry ride camels.`, `${u.name} : seule la cavalerie monte à chameau.`));
    if (u.hoplite && t.id !== 'spearmen') out.push(v('ORG-14', 'hopliteNotSpearmen', u.id, `${u.name}: only Spearmen may be hoplites.`, `${u.name} : seuls les lanciers peuvent être hoplites.`));
    gradeChecks(u.name, u.id, t, u.grade, !!u.camel, out);
    return;
  }
  // A Legion (ORG-15..17, p.13).
  const stands = u.subunits.reduce((a, s) => a + s.stands, 0);
  if (u.subunits.length < 2 || u.subunits.length > 3) out.push(v('ORG-15', 'legionSubunits', u.id, `${u.name}: a Legion has two or three sub-units.`, `${u.name} : une légion a deux ou trois sous-unités.`));
  if (stands < 5 || stands > 12) out.push(v('ORG-15', 'legionStands', u.id, `${u.name}: a Legion has 5 to 12 stands (it has ${stands}).`, `${u.name} : une légion compte de 5 à 12 socles (elle en a ${stands}).`));
  for (const s of u.subunits) {
    const t = troopType(s.type);
    if (!t || t.category !== 'HI') out.push(v('ORG-15', 'legionNotHeavy', u.id, `${u.name}: every stand of a Legion is Heavy Infantry (${s.name} is not).`, `${u.name} : tous les socles d'une légion sont d'infanterie lourde (pas ${s.name}).`));
    else gradeChecks(`${u.name} (${s.name})`, u.id, t, u.grade, false, out);
    if (!moraleRow(s.morale)) out.push(v('ORG-14', 'unknownMorale', u.id, `${u.name} (${s.name}) has no valid morale class.`, `${u.name} (${s.name}) n'a pas de classe de moral valable.`));
    if (!Number.isInteger(s.stands) || s.stands < 1) out.push(v('ORG-15', 'emptySubunit', u.id, `${u.name}: sub-unit ${s.name} has no stands.`, `${u.name} : la sous-unité ${s.name} n'a aucun socle.`));
  }
  if (u.legionKind === 'manipular') {
    if (u.subunits.some((s) => s.stands !== u.subunits[0].stands)) out.push(v('ORG-16', 'manipularUnequal', u.id, `${u.name}: the sub-units of a manipular Legion are of equal size.`, `${u.name} : les sous-unités d'une légion manipulaire sont de même taille.`));
    const triarii = u.subunits[2];
    if (triarii && !(triarii.type === 'spearmen' && triarii.uns)) out.push(v('ORG-16', 'triariiNotUnsSpearmen', u.id, `${u.name}: the triarii are under-strength Spearmen.`, `${u.name} : les triaires sont des lanciers en sous-effectif.`));
  } else if (u.subunits.some((s) => s.type !== 'swordsmen')) {
    out.push(v('ORG-17', 'cohortNotSwordsmen', u.id, `${u.name}: every stand of a cohort Legion is Swordsmen.`, `${u.name} : tous les socles d'une légion de cohortes sont des épéistes.`));
  }
}

type Tally = { inf: number; cav: number; heavyInf: number; liStands: number; elephants: number; other: number; artillery: number; scythed: number };

function tally(units: UnitSpec[]): Tally {
  const t: Tally = { inf: 0, cav: 0, heavyInf: 0, liStands: 0, elephants: 0, other: 0, artillery: 0, scythed: 0 };
  for (const u of units) {
    if (u.kind === 'legion') { t.inf++; t.heavyInf++; continue; }
    const tt = troopType(u.type);
    if (!tt) continue;
    if (u.kind === 'special') {
      if (isElephant(tt.id)) t.elephants++;
      else if (tt.id === 'artillery') t.artillery++;
      else t.scythed++;
      continue;
    }
    if (tt.category === 'CAV') t.cav++;
    else { t.inf++; if (tt.category === 'HI') t.heavyInf++; else t.liStands += u.stands; }
  }
  return t;
}

function commandChecks(c: CommandSpec, units: UnitSpec[], out: OrgViolation[]): void {
  const t = tally(units);
  if (units.length === 0) { out.push(v('ORG-01', 'emptyCommand', c.id, `Command ${c.id} has no troops.`, `Le commandement ${c.id} n'a aucune troupe.`)); return; }
  // A unit of unknown type is refused on its own (ORG-14); the command's make-up is judged once it is fixed.
  if (units.some((u) => u.kind !== 'legion' && !troopType(u.type))) return;
  switch (c.kind) {
    case 'infantry':
      if (t.inf * 2 <= t.inf + t.cav) out.push(v('ORG-02', 'infantryMajority', c.id, `Command ${c.id}: most of an infantry command's units must be infantry.`, `Commandement ${c.id} : la plupart des unités d'un commandement d'infanterie doivent être de l'infanterie.`));
      if (t.cav > 1) out.push(v('ORG-02', 'infantryCavalry', c.id, `Command ${c.id}: an infantry command may hold at most one cavalry unit.`, `Commandement ${c.id} : un commandement d'infanterie compte au plus une unité de cavalerie.`));
      break;
    case 'cavalry':
      if (t.cav < t.inf) out.push(v('ORG-02', 'cavalryMajority', c.id, `Command ${c.id}: a cavalry command needs at least as many cavalry units as infantry units.`, `Commandement ${c.id} : un commandement de cavalerie a au moins autant d'unités de cavalerie que d'infanterie.`));
      if (t.heavyInf > 1) out.push(v('ORG-02', 'cavalryHeavyInfantry', c.id, `Command ${c.id}: a cavalry command may hold at most one Heavy Infantry unit; other infantry must be Light.`, `Commandement ${c.id} : un commandement de cavalerie compte au plus une unité d'infanterie lourde ; le reste est léger.`));
      if (t.artillery > 0) out.push(v('ORG-02', 'cavalryArtillery', c.id, `Command ${c.id}: a cavalry command may hold Elephants and Scythed Chariots, not Artillery.`, `Commandement ${c.id} : un commandement de cavalerie peut avoir des éléphants et des chars à faux, pas d'artillerie.`));
      break;
    case 'elephant':
      if (t.elephants === 0) out.push(v('ORG-02', 'elephantNone', c.id, `Command ${c.id}: an elephant command must contain Elephants.`, `Commandement ${c.id} : un commandement d'éléphants doit en contenir.`));
      if (t.liStands > 2 * t.elephants) out.push(v('ORG-02', 'elephantEscort', c.id, `Command ${c.id}: at most two Light Infantry stands per Elephant.`, `Commandement ${c.id} : au plus deux socles d'infanterie légère par éléphant.`));
      if (t.cav > 0 || t.heavyInf > 0 || t.artillery > 0 || t.scythed > 0) out.push(v('ORG-02', 'elephantOther', c.id, `Command ${c.id}: an elephant command holds only Elephants and Light Infantry.`, `Commandement ${c.id} : un commandement d'éléphants ne compte que des éléphants et de l'infanterie légère.`));
      break;
    default:
      out.push(v('ORG-02', 'unknownCommandKind', c.id, `Command ${c.id} must be infantry, cavalry or elephant.`, `Le commandement ${c.id} doit être d'infanterie, de cavalerie ou d'éléphants.`));
  }
}

function nationalityChecks(army: ArmyList, commands: Map<string, CommandSpec>, contingents: Map<string, ArmyList['contingents'][number]>, out: OrgViolation[]): void {
  const allyNations = new Map<string, string>();
  for (const c of army.contingents) if (c.independentAlly) {
    if (allyNations.has(c.nation)) out.push(v('ORG-04', 'splitAllies', c.id, `All ${c.nation} allies belong in one independent allied contingent.`, `Tous les alliés ${c.nation} forment un seul contingent allié indépendant.`));
    else allyNations.set(c.nation, c.id);
  }
  for (const u of army.units) {
    const cmd = commands.get(u.command);
    // Units of a command whose contingent is unknown are judged once the reference is fixed (ORG-05).
    if (!cmd || (cmd.contingent !== undefined && !contingents.has(cmd.contingent))) continue;
    const nation = nationOf(army, u);
    const cont = cmd.contingent !== undefined ? contingents.get(cmd.contingent) : undefined;
    if (cont && cont.nation !== nation) out.push(v('ORG-03', 'contingentNation', u.id, `${u.name} (${nation}) cannot serve in the ${cont.nation} contingent: a contingent is of one nationality.`, `${u.name} (${nation}) ne peut servir dans le contingent ${cont.nation} : un contingent est d'une seule nationalité.`));
    const allyHome = allyNations.get(nation);
    if (allyHome !== undefined && cmd.contingent !== allyHome && !(cont && cont.nation !== nation)) out.push(v('ORG-04', 'allyOutside', u.id, `${u.name} is an independent ally: it must serve in the ${nation} allied contingent.`, `${u.name} est un allié indépendant : il sert dans le contingent allié ${nation}.`));
  }
}
