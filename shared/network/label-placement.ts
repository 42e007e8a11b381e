/** A label's box on screen, in CSS pixels. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const boxesIntersect = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Names on the network map never overlap (docs/network-graph.md). Greedy by priority (the central node,
 * then the best-connected): a label that would touch one already placed, or an obstacle (the
 * other nodes), is left out, so a small node's name shows once zooming in has moved its
 * neighbours apart. Answers the placed candidates in priority order.
 */
export function placeLabels<T extends { box: LabelBox; priority: number; own?: LabelBox }>(
  candidates: readonly T[],
  obstacles: readonly LabelBox[] = [],
): T[] {
  const placed: T[] = [];
  const order = candidates.map((c, i) => ({ c, i })).sort((a, b) => b.c.priority - a.c.priority || a.i - b.i);
  for (const { c } of order) {
    const free =
      placed.every((p) => !boxesIntersect(p.box, c.box)) &&
      obstacles.every((o) => o === c.own || !boxesIntersect(o, c.box));
    if (free) placed.push(c);
  }
  return placed;
}
