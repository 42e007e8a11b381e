import { describe, expect, it } from 'vitest';
import { indexOfSlot, slotOfIndex } from '@app/features/planner/kanban/window-slots.ts';

describe('a windowed kanban column: card indexes and drop slots', () => {
  it('numbers the slots as the cards when nothing of this column is dragged', () => {
    expect([0, 1, 2].map((i) => slotOfIndex(i, -1))).toEqual([0, 1, 2]);
    expect([0, 1, 2, 3].map((s) => indexOfSlot(s, -1))).toEqual([0, 1, 2, 3]);
  });

  it('leaves the dragged card out of the slots: the cards after it move one slot up', () => {
    // Cards A B C D with B (index 1) dragged: the others are A C D in slots 0 1 2.
    expect([0, 1, 2, 3].map((i) => slotOfIndex(i, 1))).toEqual([0, null, 1, 2]);
  });

  it('finds the card a placeholder stands before, stepping over the dragged one', () => {
    // B dragged: slot 0 is before A, slot 1 before C (index 2), slot 3 at the end (index 4).
    expect([0, 1, 2, 3].map((s) => indexOfSlot(s, 1))).toEqual([0, 2, 3, 4]);
  });

  it('maps every slot of the other cards back to itself', () => {
    for (const activeAt of [-1, 0, 3, 9]) {
      for (let i = 0; i < 10; i++) {
        const slot = slotOfIndex(i, activeAt);
        if (slot !== null) expect(indexOfSlot(slot, activeAt)).toBe(i);
      }
    }
  });
});
