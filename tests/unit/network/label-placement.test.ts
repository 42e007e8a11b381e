import { describe, expect, it } from 'vitest';
import { boxesIntersect, placeLabels } from '@shared/network/label-placement.ts';

const box = (left: number, top: number, width = 40, height = 12) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('network map labels', () => {
  it('keeps the more important of two overlapping labels', () => {
    const placed = placeLabels([
      { id: 'small', box: box(0, 0), priority: 1 },
      { id: 'me', box: box(20, 5), priority: 10 },
    ]);
    expect(placed.map((p) => p.id)).toEqual(['me']);
  });

  it('keeps every label that touches no other, and no two placed ones intersect', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => ({
      id: i,
      box: box((i % 6) * 30, Math.floor(i / 6) * 10),
      priority: i % 4,
    }));
    const placed = placeLabels(candidates);
    expect(placed.length).toBeGreaterThan(5);
    for (const a of placed) for (const b of placed) if (a !== b) expect(boxesIntersect(a.box, b.box)).toBe(false);
    expect(
      placeLabels([
        { id: 'a', box: box(0, 0), priority: 0 },
        { id: 'b', box: box(40, 0), priority: 0 },
      ]),
    ).toHaveLength(2);
  });
});

describe('network map labels and nodes', () => {
  it('leaves out a name that would cover another node, not one under its own', () => {
    const own = box(10, -20, 20, 20);
    const other = box(45, 0, 20, 20);
    const placed = placeLabels(
      [
        { id: 'under its own node', box: box(0, 2), own, priority: 1 },
        { id: 'over another node', box: box(40, 30), own: box(50, 10, 20, 20), priority: 1 },
      ],
      [own, other, box(50, 35, 10, 10)],
    );
    expect(placed.map((p) => p.id)).toEqual(['under its own node']);
  });
});
