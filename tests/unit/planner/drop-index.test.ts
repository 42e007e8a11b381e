import { describe, expect, it } from 'vitest';
import { dropIndex } from '@shared/planner/drop-index.ts';

// Three 80 px cards with 10 px gaps: midpoints at 140, 230, 320.
const rects = [
  { top: 100, height: 80 },
  { top: 190, height: 80 },
  { top: 280, height: 80 },
];

describe('dropIndex', () => {
  it('drops before the first card whose midpoint is below the pointer', () => {
    expect(dropIndex(50, rects)).toBe(0);
    expect(dropIndex(139, rects)).toBe(0);
    expect(dropIndex(141, rects)).toBe(1);
    expect(dropIndex(229, rects)).toBe(1);
    expect(dropIndex(300, rects)).toBe(2);
  });

  it('drops at the end below the last midpoint', () => {
    expect(dropIndex(320, rects)).toBe(3);
    expect(dropIndex(5000, rects)).toBe(3);
  });

  it('drops at 0 in an empty column', () => {
    expect(dropIndex(123, [])).toBe(0);
  });
});
