// The readings the specification records where the two rulebook files disagree
// (§8.1, C1–C23) and where both are silent (§8.4, M1–M22), with what this
// implementation does. `option` names the game option that carries a switchable
// reading; `status` says whether the rules core applies it yet.
export interface Reading {
  id: string;
  rule: string;
  reading: string;
  option?: string;
  status: 'applied' | 'data' | 'later';
}

const r = (id: string, rule: string, reading: string, status: Reading['status'], option?: string): Reading =>
  ({ id, rule, reading, status, ...(option ? { option } : {}) });

/** §8.1: contradictions between the English and the French files (the French wins unless stated). */
export const CONTRADICTIONS: Reading[] = [
  r('C1', 'intro', 'the X mark means "changed since Vae Victis 15": kept as metadata, all X rules are standard', 'data'),
  r('C2', '9.4', 'a group slowed to its slowest member still pays 4.2-M2 (French)', 'applied', 'groupSlowestExemptsM2'),
  r('C3', '10.1', 'artillery shoots in its own sequence only', 'applied', 'artilleryPhase'),
  r('C4', '11.4', 'a unit in an enemy zone of control may overlap but not attack a flank', 'applied'),
  r('C5', '11.7', 'destroying another type can destroy Psiloi behind it', 'applied'),
  r('C6', '11.6', 'destroyed when it cannot recoil or recoils under a flank attack', 'applied'),
  r('C7', '14.2', 'an allied contingent takes at most a third of the maxima', 'later'),
  r('C8', 'terrain sidebar', 'on 5–6 the element lies at least 7 hexes from every edge', 'later'),
  r('C9', '14.3', 'a Psiloi ambush lies more than 5 hexes from the enemy edge', 'later'),
  r('C10', '7.2', 'leaving a zone of control: not in the zone of an enemy on the flank or rear (a precondition)', 'applied'),
  r('C11', '7.2', 'the leaving unit\'s allowance must be strictly greater', 'applied'),
  r('C12', '8.2', 'a spontaneous advance goes around friendly elephants', 'applied'),
  r('C13', '2.4', 'cavalry carry shock weapons as well as missiles (flavour only)', 'data'),
  r('C14', '9.6', '"chariots" in 9.6 are wagons: the isWagon flag', 'applied'),
  r('C15', '10', 'War Wagons (O) and (S) shoot', 'data'),
  r('C16', '1.2', 'Psiloi groups may end in difficult terrain without a column', 'applied'),
  r('C17', '6.2', 'a lone skirmisher turns up to an about-turn for 1 MP', 'applied'),
  r('C18', '11.8', 'a fled unit acts again from the next player-turn', 'later'),
  r('C19', '11.3', 'at most −1 per adjacent hex (English), or per side', 'applied', 'overlapCapPer'),
  r('C20', '4.2-M3', 'the march-move surcharge applies to a unit or a group', 'applied'),
  r('C21', '9.5', 'skirmishers outside the front sector may be ignored', 'applied'),
  r('C22', '10.3', 'other shooters give an overlap: −1 each, at most −2', 'applied'),
  r('C23', '2.1', 'an army has 2 to 4 generals', 'data'),
];

/** §8.4: missing from both files. */
export const MISSING: Reading[] = [
  r('M1', '5.7', 'results row 3 after Psiloi: every other type destroyed [RECON]', 'applied'),
  r('M2', '5.7', 'War Wagons beaten otherwise: no effect [RECON]', 'applied'),
  r('M3', '2.7', 'tactical values per type: DBA factors [RECON], correctable per game', 'data'),
  r('M4', '2.7', 'movement allowances per type: 100 paces a hex [RECON], Fast +1', 'data'),
  r('M5', '10.1', 'ranges: Bw 2, WW 2, Art 5 [RECON]', 'data'),
  r('M6', '2.7', 'what a counter shows: type, quality, allowance, two values, range', 'data'),
  r('M7', '6.1', 'the facing diagram: pointy-top hexes, vertex facing (spec §2.1)', 'applied'),
  r('M8', '5.1', 'the missing examples: replaced by tests T-5.1-a..d', 'applied'),
  r('M9', '14', 'no army lists: sample orders of battle and a free army', 'data'),
  r('M10', '11.7', 'an elephant\'s destruction: only the known effect', 'applied'),
  r('M11', '1.2', 'rivers are hexes of broken ground (b, the default); a unit out of the river fighting or shooting one in it is behind it (+1); a hex beside one is a river bank; or (a, option rivers) the set-up\'s rivers run along hex sides: no cost to cross, the unit attacked or shot at across one +1, a hex along one is a river bank', 'applied', 'rivers'),
  r('M12', '9.6', 'roads only lift the wagon restrictions', 'applied'),
  r('M13', '2.2', 'fortifications: +1 for foot in a fortification fighting an enemy outside one, the single +1 of a position of advantage (11.2); no scenario places fortifications yet', 'applied', 'fortifications'),
  r('M14', 'terrain sidebar', 'steep hills: elevation plus broken ground', 'data'),
  r('M15', '14.3', 'flank marches: not implemented', 'later'),
  r('M16', '2.1', 'map size configurable: 30 columns × 22 rows by default, or 36 × 28 (the 300-point map)', 'applied', 'mapSize'),
  r('M17', '4.3', 'a defecting ally leaves its army\'s totals', 'applied'),
  r('M18', '13', 'victory checked at the end of each player-turn; both at once is a draw', 'applied', 'bothBroken'),
  r('M19', '14.3', 'deployment depth: defender 4, attacker 2 for every corps', 'later'),
  r('M20', '2.4', 'artillery is foot, has a facing and fights at +2 in contact', 'data'),
  r('M21', '10.1', 'the no-move rule covers only Art (O) and (S)', 'later'),
  r('M22', '14.3', 'a tied aggression roll is rolled again', 'later'),
];
