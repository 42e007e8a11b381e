/** The vertical extent of a card; a DOMRect fits. */
export interface VerticalRect {
  top: number;
  height: number;
}

/**
 * Where a dragged card drops in a column: before the first card whose
 * vertical midpoint is below the pointer, else at the end. Pass the column's cards in
 * order and without the dragged card itself, so the index means the same as moveCard's
 * `toIndex` (a position in the column with the moved card taken out).
 */
export function dropIndex(clientY: number, rects: readonly VerticalRect[]): number {
  const i = rects.findIndex((r) => r.top + r.height / 2 > clientY);
  return i === -1 ? rects.length : i;
}
