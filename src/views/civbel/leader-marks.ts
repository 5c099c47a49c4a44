// Where the table draws the leaders' discs. Leaders often stand together behind one
// command (a contingent's leader beside its commander), and discs drawn on top of each
// other hide who is there. Discs nearer than a diameter are set side by side along the
// table's width, centred where the group stands. Only the drawing moves: the rules keep
// each leader's true place (reach and risk are measured from it).

export interface Mark { x: number; y: number }

/** The drawn centre of each disc of radius `r`, in the order given. */
export function leaderMarks(places: readonly Mark[], r: number): Mark[] {
  const n = places.length;
  const group = places.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
  const near = (a: Mark, b: Mark) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < 4 * r * r;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (near(places[i], places[j])) group[root(j)] = root(i);
  const out = places.map((p) => ({ x: p.x, y: p.y }));
  const members = new Map<number, number[]>();
  for (let i = 0; i < n; i++) members.set(root(i), [...(members.get(root(i)) ?? []), i]);
  for (const ids of members.values()) {
    if (ids.length < 2) continue;
    const cx = ids.reduce((a, i) => a + places[i].x, 0) / ids.length;
    const order = [...ids].sort((a, b) => places[a].x - places[b].x || a - b);
    // A little more than a diameter apart, so that the white rims do not touch.
    order.forEach((i, k) => { out[i].x = Math.round(cx + (k - (ids.length - 1) / 2) * 2.2 * r); });
  }
  return out;
}
