// DBA actions and their short integer encodings (positions as integers, so links stay short).
import type { ContactKind } from './movement';
import { CONTACT_KINDS } from './movement';
import { FEATURE_KINDS, type FeatureKind } from './data/terrain';
import { TROOPS, type Troop } from './data/troops';

export type DbaAction =
  | { k: 'initiative' }
  | { k: 'terrain'; f: { kind: FeatureKind; compulsory: boolean; p: number[] }[] }
  | { k: 'edge'; pref: number }
  | { k: 'camp'; pos: number }
  | { k: 'deploy'; id: number; x: number; y: number; h: number }
  | { k: 'endDeploy' }
  | { k: 'swap'; a: number; b: number }
  | { k: 'endSwaps' }
  | { k: 'pips' }
  // `via`: MOV-02 through one intermediate pose (option mov02, movement.ts singleMove).
  | { k: 'move'; id: number; x: number; y: number; h: number; dis?: boolean; via?: { x: number; y: number; h: number } }
  | { k: 'contact'; id: number; target: number; kind: ContactKind }
  | { k: 'group'; ids: number[]; dist: number; wheel: number }
  | { k: 'breakOff'; id: number; dist: number }
  | { k: 'river' }
  | { k: 'endMove' }
  | { k: 'shoot'; target: number }
  | { k: 'endShoot' }
  | { k: 'fight'; a: number; b: number }
  | { k: 'endBound' }
  | { k: 'enterCamp'; id: number; camp: number }
  | { k: 'orders'; prio: Troop[] }
  | { k: 'reserve'; id: number }
  | { k: 'land'; at: { x: number; y: number; h: number }[] }
  | { k: 'assault'; id: number; camp: number }
  | { k: 'enterBua'; id: number }
  | { k: 'assaultBua'; id: number; side: number }
  | { k: 'revolt' }
  // MOV-07 (group-moves.ts): a, b narrow the frontage to the given end poses; d advance,
  // shift sideways (+ right) to line up, advance; c a column follows a road.
  | { k: 'reform'; ids: number[]; at: { x: number; y: number; h: number }[] }
  | { k: 'shift'; ids: number[]; dist: number; shift: number; then: number }
  | { k: 'follow'; ids: number[]; dist: number; turn: number; then: number };

const KINDS = ['initiative', 'terrain', 'edge', 'camp', 'deploy', 'endDeploy', 'swap', 'endSwaps', 'pips', 'move', 'contact', 'group', 'breakOff', 'river', 'endMove', 'shoot', 'endShoot', 'fight', 'endBound', 'enterCamp', 'orders', 'reserve', 'land', 'assault', 'enterBua', 'assaultBua', 'revolt', 'reform', 'shift', 'follow'] as const;

export function encode(a: DbaAction): number[] {
  const k = KINDS.indexOf(a.k);
  switch (a.k) {
    case 'terrain': {
      const out = [k, a.f.length];
      for (const f of a.f) out.push(FEATURE_KINDS.indexOf(f.kind), f.compulsory ? 1 : 0, f.p.length, ...f.p);
      return out;
    }
    case 'edge': return [k, a.pref];
    case 'camp': return [k, a.pos];
    case 'deploy': return [k, a.id, a.x, a.y, a.h];
    case 'move': return a.via ? [k, a.id, a.x, a.y, a.h, a.dis ? 1 : 0, a.via.x, a.via.y, a.via.h] : a.dis ? [k, a.id, a.x, a.y, a.h, 1] : [k, a.id, a.x, a.y, a.h];
    case 'enterCamp': return [k, a.id, a.camp];
    case 'orders': return [k, ...a.prio.map((t) => TROOPS.indexOf(t))];
    case 'reserve': return [k, a.id];
    case 'assault': return [k, a.id, a.camp];
    case 'enterBua': return [k, a.id];
    case 'assaultBua': return [k, a.id, a.side];
    case 'land': return [k, ...a.at.flatMap((p) => [p.x, p.y, p.h])];
    case 'swap': return [k, a.a, a.b];
    case 'contact': return [k, a.id, a.target, CONTACT_KINDS.indexOf(a.kind)];
    case 'group': return [k, a.dist, a.wheel, ...a.ids];
    case 'breakOff': return [k, a.id, a.dist];
    case 'reform': return [k, ...a.ids.flatMap((id, i) => [id, a.at[i].x, a.at[i].y, a.at[i].h])];
    case 'shift': return [k, a.dist, a.shift, a.then, ...a.ids];
    case 'follow': return [k, a.dist, a.turn, a.then, ...a.ids];
    case 'shoot': return [k, a.target];
    case 'fight': return [k, a.a, a.b];
    default: return [k];
  }
}

export function decode(c: number[]): DbaAction {
  if (!Array.isArray(c) || c.length === 0 || c.some((x) => !Number.isSafeInteger(x))) throw new Error('bad action code');
  const kind = KINDS[c[0]];
  const n = (len: number) => { if (c.length !== len) throw new Error('bad action length'); };
  const id = (x: number) => { if (x < 0 || x > 25) throw new Error('bad element id'); return x; };
  switch (kind) {
    case 'terrain': {
      const f: { kind: FeatureKind; compulsory: boolean; p: number[] }[] = [];
      let i = 2;
      for (let j = 0; j < c[1]; j++) {
        const kindIx = c[i], comp = c[i + 1], len = c[i + 2];
        if (FEATURE_KINDS[kindIx] === undefined || (comp !== 0 && comp !== 1) || !(len >= 0 && len <= 5)) throw new Error('bad feature');
        f.push({ kind: FEATURE_KINDS[kindIx], compulsory: comp === 1, p: c.slice(i + 3, i + 3 + len) });
        i += 3 + len;
      }
      if (i !== c.length || c[1] > 8) throw new Error('bad terrain');
      return { k: 'terrain', f };
    }
    case 'edge': n(2); return { k: 'edge', pref: c[1] };
    case 'camp': n(2); return { k: 'camp', pos: c[1] };
    case 'deploy': n(5); return { k: 'deploy', id: id(c[1]), x: c[2], y: c[3], h: c[4] };
    case 'move':
      if (c.length === 6 && c[5] === 1) return { k: 'move', id: id(c[1]), x: c[2], y: c[3], h: c[4], dis: true };
      if (c.length === 9 && (c[5] === 0 || c[5] === 1)) return { k: 'move', id: id(c[1]), x: c[2], y: c[3], h: c[4], ...(c[5] === 1 ? { dis: true } : {}), via: { x: c[6], y: c[7], h: c[8] } };
      n(5); return { k: 'move', id: id(c[1]), x: c[2], y: c[3], h: c[4] };
    case 'enterCamp': n(3); if (c[2] !== 0 && c[2] !== 1) throw new Error('bad camp'); return { k: 'enterCamp', id: id(c[1]), camp: c[2] };
    case 'swap': n(3); return { k: 'swap', a: id(c[1]), b: id(c[2]) };
    case 'contact': { n(4); const kd = CONTACT_KINDS[c[3]]; if (!kd) throw new Error('bad contact kind'); return { k: 'contact', id: id(c[1]), target: id(c[2]), kind: kd }; }
    case 'group': if (c.length < 5 || c.length > 15) throw new Error('bad group'); return { k: 'group', dist: c[1], wheel: c[2], ids: c.slice(3).map(id) };
    case 'breakOff': n(3); return { k: 'breakOff', id: id(c[1]), dist: c[2] };
    case 'reform': {
      if (c.length < 9 || c.length > 49 || (c.length - 1) % 4 !== 0) throw new Error('bad reform');
      const ids: number[] = [], at: { x: number; y: number; h: number }[] = [];
      for (let i = 1; i < c.length; i += 4) { ids.push(id(c[i])); at.push({ x: c[i + 1], y: c[i + 2], h: c[i + 3] }); }
      return { k: 'reform', ids, at };
    }
    case 'shift': if (c.length < 6 || c.length > 16) throw new Error('bad shift'); return { k: 'shift', dist: c[1], shift: c[2], then: c[3], ids: c.slice(4).map(id) };
    case 'follow': if (c.length < 6 || c.length > 16) throw new Error('bad follow'); return { k: 'follow', dist: c[1], turn: c[2], then: c[3], ids: c.slice(4).map(id) };
    case 'shoot': n(2); return { k: 'shoot', target: c[1] === 26 ? 26 : id(c[1]) }; // 26: the BUA's denizens
    case 'fight': n(3); return { k: 'fight', a: id(c[1]), b: c[2] === 26 ? 26 : id(c[2]) };
    case 'reserve': n(2); return { k: 'reserve', id: id(c[1]) };
    case 'enterBua': n(2); return { k: 'enterBua', id: id(c[1]) };
    case 'assaultBua': n(3); if (!(c[2] >= 0 && c[2] < 24)) throw new Error('bad BUA side'); return { k: 'assaultBua', id: id(c[1]), side: c[2] };
    case 'assault': n(3); if (c[2] !== 0 && c[2] !== 1) throw new Error('bad camp'); return { k: 'assault', id: id(c[1]), camp: c[2] };
    case 'land': {
      if (c.length < 4 || c.length > 13 || (c.length - 1) % 3 !== 0) throw new Error('bad landing');
      const at: { x: number; y: number; h: number }[] = [];
      for (let i = 1; i < c.length; i += 3) at.push({ x: c[i], y: c[i + 1], h: c[i + 2] });
      return { k: 'land', at };
    }
    case 'orders': {
      const prio = c.slice(1).map((i) => { const t = TROOPS[i]; if (!t) throw new Error('bad troop type'); return t; });
      if (new Set(prio).size !== prio.length) throw new Error('repeated troop type');
      return { k: 'orders', prio };
    }
    case undefined: throw new Error('unknown action');
    default: n(1); return { k: kind } as DbaAction;
  }
}
