// Lists every data value that is a placeholder (G-01, G-02, G-03), for the set-up screen.
import { LEADERS, WOUNDED_PROV } from './leaders';
import { MAP_PROV } from './map-sparta';
import { TEMPLATES } from './units';

export interface PlaceholderEntry { what: string; field: string; note: string }

export function placeholderValues(): PlaceholderEntry[] {
  const out: PlaceholderEntry[] = [];
  for (const [name, t] of Object.entries(TEMPLATES)) for (const [field, p] of Object.entries(t.prov)) if (p.src === 'placeholder') out.push({ what: 'unit ' + name, field, note: p.note });
  for (const l of LEADERS) {
    for (const f of ['bonus', 'rating', 'radius', 'ma', 'repl']) {
      const p = l.prov[f];
      if (!p) { if (f === 'repl' && l.role === 'contingent') out.push({ what: 'leader ' + l.name, field: f, note: 'G-02' }); continue; }
      if (p.src === 'placeholder') out.push({ what: 'leader ' + l.name, field: f, note: p.note });
    }
  }
  out.push({ what: 'wounded marker', field: 'values', note: WOUNDED_PROV.src === 'placeholder' ? WOUNDED_PROV.note : '' });
  for (const [f, p] of Object.entries(MAP_PROV)) if (p.src === 'placeholder') out.push({ what: 'map', field: f, note: p.note });
  return out;
}
