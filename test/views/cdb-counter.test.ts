// What a counter shows on the board (CdB M6: the rulebook's counter drawing is missing; spec
// 2.7 reconstructs it): type and quality, the general or the corps, the tactical values against
// foot and against mounted, the movement points, a shooter's mark, and (rule 9.1: "the movement
// points are printed on each counter, in red when the unit is irregular") red movement points
// for an irregular unit, underlined so that the mark does not rest on colour alone.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { counterFace, IRREGULAR_INK } from '../../src/views/cdb/index';
import { CounterShape } from '../../src/views/hex/counter';
import { counter, irr } from '../rules/cdb/helpers';

/** The drawn text of a counter, and the ink of each piece of it. */
function inks(node: unknown, fill = '', out: { text: string; fill: string; underline: boolean }[] = []): typeof out {
  if (typeof node === 'string' || typeof node === 'number') { out.push({ text: String(node), fill, underline: false }); return out; }
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) { for (const n of node) inks(n, fill, out); return out; }
  const v = node as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function') return inks((v.type as (p: unknown) => unknown)(v.props), fill, out);
  const f = typeof v.props.fill === 'string' ? v.props.fill : fill;
  const before = out.length;
  inks(v.props.children, f, out);
  if (v.type === 'tspan' && v.props['text-decoration'] === 'underline') for (let i = before; i < out.length; i++) out[i].underline = true;
  return out;
}
const drawn = (c: ReturnType<typeof counter>, corps = 2) => inks(CounterShape({ x: 0, y: 0, side: 0, ...counterFace(c, corps, false) }));

describe('CdB M6: the counter shows what the rulebook prints on it', () => {
  it('type, quality, corps, values against foot / against mounted · movement', () => {
    const c = counter('Sp', 'O');
    const text = drawn(c).map((x) => x.text).join('');
    expect(text).toContain('Sp (O)');
    expect(text).toContain('corps 2');
    expect(text).toContain(`${c.tvFoot}/${c.tvMounted}·${c.ma}`);
  });
  it('CdB 9.1: the movement points of an irregular unit in red (and underlined), of a regular one in black', () => {
    const mp = (c: ReturnType<typeof counter>) => drawn(c).find((x) => x.text === String(c.ma))!;
    expect(mp(irr('Wb'))).toMatchObject({ fill: IRREGULAR_INK, underline: true });
    expect(mp(counter('Wb'))).toMatchObject({ fill: '#000', underline: false });
    expect(drawn(irr('Wb')).find((x) => x.text.includes('/'))!.fill).toBe('#000'); // the values stay black
  });
  it('a shooter is marked, a general named, the commander-in-chief named apart; baggage shows one value', () => {
    expect(counterFace(counter('Bw'), 1, false).tail.text).toBe(`${counter('Bw').ma}*`);
    expect(counterFace(counter('Cv', 'O', { general: true }), 1, false).name).toBe('General');
    expect(counterFace(counter('Cv', 'O', { general: true }), 1, true).name).toBe('Général');
    expect(counterFace(counter('Cv', 'O', { general: true, cinc: true }), 1, false).name).toBe('CinC');
    const bag = counterFace(irr('Bag', 'I'), 1, false);
    expect(bag.values + bag.tail.text).toBe(`${irr('Bag', 'I').tvFoot}·${irr('Bag', 'I').ma}`);
  });
});
