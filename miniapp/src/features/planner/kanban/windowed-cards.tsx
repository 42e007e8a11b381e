import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type ReactNode, type RefObject } from 'react';
import type { BoardTask } from './board-task.ts';
import type { CardVariant } from './card-variant.ts';
import { indexOfSlot, slotOfIndex } from './window-slots.ts';

/** A card's height before it is drawn, by variant (a title, meta, tags and progress for the fuller ones). */
const ESTIMATE: Record<CardVariant, number> = { minimal: 40, compact: 76, 'compact-full': 104, full: 132 };
/** `.kb-col__list`'s gap. */
const GAP = 8;

export interface WindowedCard {
  task: BoardTask;
  /** The card's index in the column, as the window counts it. */
  index: number;
  /** Its place among the column's other cards; null for the dragged one. */
  slot: number | null;
  measure: (el: HTMLElement | null) => void;
}

/**
 * A long column draws only the cards near its scroll position (a project may have hundreds
 * of tasks). The drawn cards keep the column's flow (gap, the drop placeholder
 * between them); the space of the others above and below is padding, so the list scrolls
 * as if every card were there.
 */
export function WindowedCards({
  scroller,
  tasks,
  variant,
  activeId,
  placeholderIndex,
  placeholder,
  card,
}: {
  scroller: RefObject<HTMLElement | null>;
  tasks: BoardTask[];
  variant: CardVariant;
  activeId: number | null;
  placeholderIndex: number | null;
  placeholder: ReactNode;
  card: (c: WindowedCard) => ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATE[variant],
    getItemKey: (i) => tasks[i].id,
    gap: GAP,
    overscan: 6,
    useFlushSync: false,
  });
  const activeAt = activeId === null ? -1 : tasks.findIndex((task) => task.id === activeId);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;

  // A keyboard move into a far part of the column scrolls there, so the placeholder is drawn.
  useEffect(() => {
    if (placeholderIndex === null) return;
    const at = indexOfSlot(placeholderIndex, activeAt);
    if (at < first || at > last + 1) virtualizer.scrollToIndex(Math.min(at, tasks.length - 1), { align: 'center' });
    // Only a new placeholder place asks to scroll: a pointer drag scrolling the list must not be pulled back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeholderIndex]);

  const nodes: ReactNode[] = [];
  let placed = false;
  for (const item of items) {
    const task = tasks[item.index];
    const slot = slotOfIndex(item.index, activeAt);
    if (slot !== null && slot === placeholderIndex) {
      nodes.push(placeholder);
      placed = true;
    }
    nodes.push(card({ task, index: item.index, slot, measure: virtualizer.measureElement }));
  }
  const others = tasks.length - (activeAt === -1 ? 0 : 1);
  if (!placed && placeholderIndex !== null && placeholderIndex >= others && last === tasks.length - 1)
    nodes.push(placeholder);

  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div
      className="kb-col__window"
      style={{ paddingTop: before, paddingBottom: after }}
      data-testid="kanban-column-window"
    >
      {nodes}
    </div>
  );
}
