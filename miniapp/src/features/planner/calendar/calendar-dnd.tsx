import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragGuard } from '@app/lib/telegram/drag-guard.tsx';
import { haptic } from '@app/lib/telegram/index.ts';
import { eventPoint, type Coordinates } from '../kanban/board-geometry.ts';
import type { DropSpot } from './reschedule.ts';

const TARGET_CLASS = 'is-drop-target';

/** The drop spot an element of the grid stands for (data-drop-* attributes). */
function spotOf(el: HTMLElement): DropSpot {
  const d = el.dataset;
  const spot: DropSpot = { day: d.dropDay! };
  if (d.dropHour !== undefined) spot.hour = Number(d.dropHour);
  if (d.dropOther !== undefined) spot.other = true;
  if (d.dropProfile !== undefined) spot.profileId = d.dropProfile === 'none' ? null : Number(d.dropProfile);
  return spot;
}

function spotElementAt(point: Coordinates | null): HTMLElement | null {
  if (!point) return null;
  return (
    (document.elementFromPoint(point.x, point.y)?.closest<HTMLElement>('[data-drop-day]') as HTMLElement | null) ?? null
  );
}

interface CalendarDndProps {
  draggingId: number | null;
  onDragStart: (taskId: number) => void;
  onDragEnd: () => void;
  onDrop: (taskId: number, spot: DropSpot) => void;
  overlay: ReactNode;
  children: ReactNode;
}

/**
 * Drag to reschedule: the target is whatever day, hour or Other Tasks cell is under the
 * pointer (the overlay lets the pointer through), highlighted while hovered.
 */
export function CalendarDnd({ draggingId, onDragStart, onDragEnd, onDrop, overlay, children }: CalendarDndProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
  );
  const pointer = useRef<Coordinates | null>(null);
  const hovered = useRef<HTMLElement | null>(null);
  const frame = useRef(0);

  const highlight = useCallback((el: HTMLElement | null) => {
    if (hovered.current === el) return;
    // Felt as the task enters another day, not on every hour of one.
    if (el && hovered.current && el.dataset.dropDay !== hovered.current.dataset.dropDay) haptic('selection');
    hovered.current?.classList.remove(TARGET_CLASS);
    el?.classList.add(TARGET_CLASS);
    hovered.current = el;
  }, []);

  useEffect(() => {
    if (draggingId === null) return;
    const update = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => highlight(spotElementAt(pointer.current)));
    };
    const onMove = (e: MouseEvent | TouchEvent) => {
      pointer.current = eventPoint(e) ?? pointer.current;
      update();
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('scroll', update, { capture: true, passive: true });
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('scroll', update, { capture: true });
      cancelAnimationFrame(frame.current);
    };
  }, [draggingId, highlight]);

  const start = (e: DragStartEvent) => {
    pointer.current = eventPoint(e.activatorEvent);
    onDragStart(Number((e.active.data.current as { taskId: number }).taskId));
  };
  const end = () => {
    const el = spotElementAt(pointer.current) ?? hovered.current;
    const id = draggingId;
    highlight(null);
    pointer.current = null;
    onDragEnd();
    if (id !== null && el) onDrop(id, spotOf(el));
  };
  const cancel = () => {
    highlight(null);
    pointer.current = null;
    onDragEnd();
  };

  return (
    <DndContext
      // A fixed id: dnd-kit numbers its ids per render otherwise, and the server's drawing must match the browser's.
      id="calendar"
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
      autoScroll={{ threshold: { x: 0.1, y: 0.12 } }}
      // No keyboard drag here: dnd-kit's default instructions would promise one.
      accessibility={{ screenReaderInstructions: { draggable: t('boards.calendar.instructions') } }}
    >
      <DragGuard />
      {children}
      <DragOverlay dropAnimation={null} zIndex={50} style={{ pointerEvents: 'none' }}>
        {overlay}
      </DragOverlay>
    </DndContext>
  );
}
