// Order of battle of the Battle of Sparta (Nabis 13.2.1[BS]). Hexes, names,
// contingents and the few values the text gives are 'rulebook'; the counter
// sheet is missing (G-01), so every other value is a placeholder, flagged.
import { der, ph, rb, type Provenance } from './provenance';
import type { UnitType } from './tables';

export interface Side3 { sp: number; q: number; ma: number }
export interface UnitDef {
  id: string;
  tpl: string;           // counter template (TEMPLATES key)
  name: string;          // stacking name (Nabis 5.2.1-a, G-72: numeral included)
  side: 0 | 1;           // 0 Rome (attacker), 1 Sparta (defender)
  contingent: string;
  type: UnitType;
  canShoot: boolean;     // asterisk; Lg shoot only with a Pilum marker (13.2.5-a)
  front: Side3;
  back: Side3;
  start: number;         // set-up hex
  triarii: boolean;
}

export interface UnitTemplate { type: UnitType; canShoot: boolean; front: Side3; back: Side3; prov: Record<string, Provenance> }

const P = (note: string) => ph(note);
const all = (p: Provenance) => ({ type: p, canShoot: p, front: p, back: p });

/** One template per counter name; every counter of the name starts with these values. */
export const TEMPLATES: Record<string, UnitTemplate> = {
  Velites: { type: 'Ja', canShoot: true, front: { sp: 2, q: 4, ma: 5 }, back: { sp: 2, q: 3, ma: 4 }, prov: { ...all(P('G-01: counter values unknown')), type: ph('G-01 suggestion: Velites Ja*') } },
  Hastati: { type: 'Lg', canShoot: false, front: { sp: 4, q: 5, ma: 4 }, back: { sp: 4, q: 4, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: der('13.2.5: pilum for Lg units of the legion') } },
  Principes: { type: 'Lg', canShoot: false, front: { sp: 4, q: 6, ma: 4 }, back: { sp: 4, q: 5, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: der('13.2.5: pilum for Lg units of the legion') } },
  Triarii: { type: 'Ho', canShoot: false, front: { sp: 3, q: 7, ma: 4 }, back: { sp: 3, q: 6, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: rb('13.2.5: "Triarii Ho units"') } },
  Equites: { type: 'Ca', canShoot: false, front: { sp: 2, q: 4, ma: 6 }, back: { sp: 2, q: 3, ma: 4 }, prov: { ...all(P('G-01: counter values unknown')), type: ph('G-01 suggestion: Equites Ca') } },
  Spartans: { type: 'Ho', canShoot: false, front: { sp: 4, q: 7, ma: 4 }, back: { sp: 4, q: 6, ma: 3 }, prov: all(P('G-01: counter values unknown; Ho suggested')) },
  Perioeci: { type: 'Ho', canShoot: false, front: { sp: 4, q: 5, ma: 4 }, back: { sp: 4, q: 4, ma: 3 }, prov: all(P('G-01: counter values unknown; Ho suggested')) },
  Helots: { type: 'Ja', canShoot: true, front: { sp: 3, q: 3, ma: 5 }, back: { sp: 3, q: 2, ma: 4 }, prov: all(P('G-01: counter values unknown; Ja* suggested')) },
  Laconians: { type: 'Pe', canShoot: true, front: { sp: 4, q: 4, ma: 4 }, back: { sp: 4, q: 3, ma: 3 }, prov: { type: rb('5.2.1 example: Pe 4*-4-4'), canShoot: rb('5.2.1 example: 4*'), front: rb('5.2.1 example: 4*-4-4'), back: ph('back quality 3 / MA 3 from the counter description; SP assumed unchanged (G-15)') } },
  Cretans: { type: 'Ar', canShoot: true, front: { sp: 3, q: 5, ma: 4 }, back: { sp: 3, q: 4, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: ph('G-01 suggestion: Cretan archers Ar*') } },
  Mercenaries: { type: 'Pe', canShoot: true, front: { sp: 4, q: 5, ma: 4 }, back: { sp: 4, q: 4, ma: 3 }, prov: all(P('G-01: counter values unknown; Pe* suggested')) },
  'Argos Ho': { type: 'Ho', canShoot: false, front: { sp: 4, q: 5, ma: 4 }, back: { sp: 4, q: 4, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: rb('13.2.1[BS]: "Argos Ho"') } },
  'Argos Pe': { type: 'Pe', canShoot: true, front: { sp: 3, q: 4, ma: 4 }, back: { sp: 3, q: 3, ma: 3 }, prov: { ...all(P('G-01: counter values unknown')), type: rb('13.2.1[BS]: "Argos Pe"') } },
};

/** The cavalry counter of the rulebook's counter description (2.2): front MA 4, quality 6;
 *  back (fatigued) MA 2, quality 3. Its strength is not printed (only "colour code 3"), so the
 *  Equites keep their placeholder SP. Used by the late option cavalryValues. */
export const CAVALRY_COUNTER = {
  front: { q: 6, ma: 4 }, back: { q: 3, ma: 2 },
  prov: rb('2.2 counter description: cavalry front MA 4 / quality 6, back MA 2 / quality 3'),
};

/** [template, numeral suffix of the stacking name, side, contingent, hexes] (rulebook 13.2.1[BS]). */
const OOB: [string, string, 0 | 1, string, number[]][] = [
  ['Velites', ' I', 0, 'leg1', [515, 615]],
  ['Hastati', ' I', 0, 'leg1', [416, 517]],
  ['Principes', ' I', 0, 'leg1', [318, 418]],
  ['Triarii', ' I', 0, 'leg1', [320, 420]],
  ['Equites', ' I', 0, 'leg1', [617]],
  ['Velites', ' II', 0, 'leg2', [916, 1016]],
  ['Hastati', ' II', 0, 'leg2', [817, 918]],
  ['Principes', ' II', 0, 'leg2', [719, 819]],
  ['Triarii', ' II', 0, 'leg2', [520, 620]],
  ['Equites', ' II', 0, 'leg2', [1018]],
  ['Velites', ' III', 0, 'leg3', [213, 314]],
  ['Hastati', ' III', 0, 'leg3', [115, 215]],
  ['Principes', ' III', 0, 'leg3', [117, 217]],
  ['Triarii', ' III', 0, 'leg3', [119, 219]],
  ['Equites', ' III', 0, 'leg3', [316]],
  ['Spartans', '', 1, 'lace', [109, 209]],
  ['Perioeci', '', 1, 'lace', [310, 410]],
  ['Helots', '', 1, 'lace', [511, 610]],
  ['Laconians', '', 1, 'lace', [905, 1005, 1106]],
  ['Cretans', '', 1, 'merc', [911, 1011, 1313]],
  ['Mercenaries', '', 1, 'merc', [912, 1012, 1113, 1211]],
  ['Argos Ho', '', 1, 'merc', [1609]],
  ['Argos Pe', '', 1, 'merc', [1510]],
];

function slug(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]+/g, ''); }

/** Every counter of the scenario, in a fixed order (Romans first); ids are stable. */
export function baseUnits(numeralInName: boolean): UnitDef[] {
  const out: UnitDef[] = [];
  for (const [t, num, side, contingent, hexes] of OOB) {
    const tp = TEMPLATES[t];
    hexes.forEach((h, i) => {
      out.push({
        id: slug(t) + ({ ' I': '1', ' II': '2', ' III': '3' }[num] ?? '') + String.fromCharCode(97 + i), tpl: t,
        name: numeralInName ? t + num : t,
        side, contingent, type: tp.type, canShoot: tp.canShoot,
        front: { ...tp.front }, back: { ...tp.back }, start: h, triarii: t === 'Triarii',
      });
    });
  }
  return out;
}

export const UNIT_HEX_PROV = rb('13.2.1[BS] starting positions');
