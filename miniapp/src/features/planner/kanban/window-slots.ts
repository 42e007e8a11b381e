/**
 * A windowed column counts its cards with the dragged one among them, while drop
 * slots count the others (the index `moveCard` takes). `activeAt` is the dragged card's index
 * in the column, -1 when it is in another column or none is dragged.
 */

/** The drop slot of the card at `index`; null for the dragged card itself. */
export const slotOfIndex = (index: number, activeAt: number): number | null =>
  index === activeAt ? null : activeAt !== -1 && index > activeAt ? index - 1 : index;

/** The index of the card a placeholder at `slot` stands before (the column's length at the end). */
export const indexOfSlot = (slot: number, activeAt: number): number =>
  activeAt !== -1 && slot >= activeAt ? slot + 1 : slot;
