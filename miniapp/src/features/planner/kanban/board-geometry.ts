import { dropIndex } from '@shared/planner/drop-index.ts';
import type { KanbanColumnKey } from '@shared/planner/kanban-columns.ts';

export interface Coordinates {
  x: number;
  y: number;
}

/** Where a drop would land: a column and the index among its other cards. */
export interface DropTarget {
  column: KanbanColumnKey;
  index: number;
}

export const sameTarget = (a: DropTarget | null, b: DropTarget | null) =>
  a === b || (!!a && !!b && a.column === b.column && a.index === b.index);

export const columnElements = (board: HTMLElement) => [...board.querySelectorAll<HTMLElement>('[data-column-key]')];

export const columnKeyOf = (el: HTMLElement): KanbanColumnKey =>
  el.dataset.columnKey === 'none' ? null : Number(el.dataset.columnKey);

/** The column's drawn cards other than the dragged one, in order. */
const otherCards = (col: HTMLElement) => [...col.querySelectorAll<HTMLElement>('.kb-card:not(.is-source)')];

/**
 * The slot of the first drawn card: a long column draws only the cards near its scroll
 * position, each marked with its place among the column's other cards.
 */
const firstSlot = (cards: HTMLElement[]) => Number(cards[0]?.dataset.slot ?? 0) || 0;

/** How many cards the column holds besides the dragged one, drawn or not. */
export const otherCardCount = (col: HTMLElement) => {
  const n = Number(col.dataset.otherCount);
  return Number.isFinite(n) && col.dataset.otherCount !== undefined ? n : otherCards(col).length;
};

/**
 * The target under a point: the column whose horizontal extent holds it (or the nearest),
 * then the index from the pointer's height against the card midpoints. Cards are
 * measured as laid out, placeholder included: that gives a little hysteresis, not flicker.
 */
export function targetAt(board: HTMLElement, x: number, y: number): DropTarget | null {
  let best: HTMLElement | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const col of columnElements(board)) {
    const r = col.getBoundingClientRect();
    const d = x < r.left ? r.left - x : x > r.right ? x - r.right : 0;
    if (d < bestDistance) [best, bestDistance] = [col, d];
  }
  if (!best || bestDistance > 48) return null;
  const cards = otherCards(best);
  return {
    column: columnKeyOf(best),
    index:
      firstSlot(cards) +
      dropIndex(
        y,
        cards.map((c) => c.getBoundingClientRect()),
      ),
  };
}

/**
 * Where the dragged card's top-left should sit to cover the slot `index` of `col` once the
 * placeholder moves there (keyboard moves: the overlay follows the placeholder).
 */
export function slotCoordinates(col: HTMLElement, index: number): Coordinates {
  const list = col.querySelector<HTMLElement>('[data-column-list]') ?? col;
  const style = getComputedStyle(list);
  const gap = parseFloat(style.rowGap) || 0;
  const listRect = list.getBoundingClientRect();
  const placeholder = list.querySelector<HTMLElement>('.kb-placeholder');
  const shift = placeholder ? placeholder.getBoundingClientRect().height + gap : 0;
  // Card positions as they will be without the current placeholder.
  const cards = otherCards(col);
  const local = index - firstSlot(cards);
  const rects = cards.map((card) => {
    const r = card.getBoundingClientRect();
    const after = placeholder && placeholder.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING;
    return { top: r.top - (after ? shift : 0), bottom: r.bottom - (after ? shift : 0) };
  });
  // A slot of a long column that is not drawn yet: the list's top, until it scrolls there.
  const y =
    local >= 0 && local < rects.length
      ? rects[local].top
      : local === rects.length && rects.length > 0
        ? rects[rects.length - 1].bottom + gap
        : listRect.top + (parseFloat(style.paddingTop) || 0);
  return { x: listRect.left + (parseFloat(style.paddingLeft) || 0), y };
}

/** The client position of a mouse or touch event (the drag's starting point). */
export function eventPoint(e: Event | null): Coordinates | null {
  if (!e) return null;
  if ('touches' in e) {
    const t = (e as TouchEvent).touches[0] ?? (e as TouchEvent).changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  if ('clientX' in e) return { x: (e as MouseEvent).clientX, y: (e as MouseEvent).clientY };
  return null;
}

/**
 * How the board scrolls under a card held near its edge: dnd-kit moves it by up to
 * `acceleration` px every `interval` ms, the most at the very edge. dnd-kit's defaults (10 px
 * every 5 ms, 2 000 px/s) flew a card three columns past the one a thumb meant; at 4 px a frame
 * (at most 250 px/s) a column (320 px and a 12 px gap) takes 1.3 s, so a thumb can stop within one.
 * Not 6: a loaded phone runs late intervals back to back, and the e2e test saw 333 px in 600 ms.
 */
export const BOARD_AUTO_SCROLL = {
  acceleration: 4,
  interval: 16,
  threshold: { x: 0.15, y: 0.15 },
} as const;
