import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Placeholder } from '@telegram-apps/telegram-ui';
import { Columns3, FolderOpen } from 'lucide-react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishedOptionIds } from '@shared/planner/finished.ts';
import { buildKanbanColumns, noOptionColumnTitle } from '@shared/planner/kanban-columns.ts';
import { moveCard } from '@shared/planner/move-card.ts';
import { haptic } from '@app/lib/telegram/index.ts';
import { DragGuard } from '@app/lib/telegram/drag-guard.tsx';
import type { PlannerData } from '../api/planner-data.ts';
import { useUpdateBatch } from '../api/tasks.ts';
import { useNow, useTimezone } from '../hooks/use-timezone.ts';
import {
  columnElements,
  columnKeyOf,
  eventPoint,
  otherCardCount,
  sameTarget,
  slotCoordinates,
  targetAt,
  type Coordinates,
  type DropTarget,
  BOARD_AUTO_SCROLL,
} from './board-geometry.ts';
import { useCardVariant } from './card-variant.ts';
import { CardVariantSwitch } from './card-variant-switch.tsx';
import type { BoardTask } from './board-task.ts';
import { CardBody, type CardContext } from './kanban-card.tsx';
import { columnKeyAttr, KanbanColumnView } from './kanban-column.tsx';
import { lawRuleText } from '../components/law-mark.tsx';
import { useFillHeight } from './use-fill-height.ts';
import './kanban.css';

export interface KanbanBoardProps {
  /** The selected project's data; null when no project is selected. */
  data: PlannerData | null;
  onOpenTask: (taskId: number) => void;
}

/** The kanban view: one column per option of the project's select property. */
export function KanbanBoard({ data, onOpenTask }: KanbanBoardProps) {
  const { t } = useTranslation();
  if (!data)
    return <BoardMessage icon={<FolderOpen size={44} />} text={t('boards.selectProject')} testId="kanban-no-project" />;
  const select = data.project.property_select;
  if (!select)
    return (
      <BoardMessage
        icon={<Columns3 size={44} />}
        text={t('boards.kanban.noSelectProperty')}
        testId="kanban-no-select"
      />
    );
  return <Board data={data} onOpenTask={onOpenTask} />;
}

function BoardMessage({ icon, text, testId }: { icon: React.ReactNode; text: string; testId: string }) {
  return (
    <div className="kb-message" data-testid={testId}>
      <Placeholder description={text}>
        <span className="kb-message__icon" aria-hidden>
          {icon}
        </span>
      </Placeholder>
    </div>
  );
}

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** Cards drawn per column at first; the rest follow in a transition (a big board shows at once). */
const FIRST_CARDS = 16;

function Board({ data, onOpenTask }: { data: PlannerData; onOpenTask: (taskId: number) => void }) {
  const { t, i18n } = useTranslation();
  const select = data.project.property_select;
  const options = select?.options;
  const columns = useMemo(() => buildKanbanColumns(options, data.tasks), [options, data.tasks]);
  const [variant, setVariant] = useCardVariant();
  const timezone = useTimezone();
  const now = useNow();
  const multiselect = data.project.property_multiselect?.options;
  const ctx = useMemo<CardContext>(
    () => ({
      variant,
      timezone,
      now,
      profiles: data.profiles,
      tags: new Map((multiselect ?? []).map((o) => [o.id, o])),
      finished: finishedOptionIds(options),
      labels: {
        relative: {
          today: t('boards.relative.today'),
          tomorrow: t('boards.relative.tomorrow'),
          yesterday: t('boards.relative.yesterday'),
        },
        subtasks: (done, total) => t('boards.kanban.subtasks', { done, total }),
        done: t('planner.done.mark'),
        overdue: t('planner.due.overdue'),
        noOption: noOptionColumnTitle(select, i18n.language, t('boards.kanban.noStatus')),
        lawRule: (rule) => lawRuleText(t, rule),
      },
    }),
    [variant, timezone, now, data.profiles, multiselect, options, select, t, i18n.language],
  );
  const move = useUpdateBatch(data.project.id);

  const boardRef = useRef<HTMLDivElement>(null);
  useFillHeight(boardRef);
  const [cardLimit, setCardLimit] = useState(FIRST_CARDS);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setCardLimit(Number.POSITIVE_INFINITY)));
    return () => cancelAnimationFrame(frame);
  }, []);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [target, setTargetState] = useState<DropTarget | null>(null);
  const targetRef = useRef<DropTarget | null>(null);
  const pointer = useRef<Coordinates | null>(null);
  const keyboard = useRef(false);
  const frame = useRef(0);
  const justDragged = useRef(false);
  const announced = useRef('');
  /** A card moved by keyboard gets its focus back once it is drawn in its new place. */
  const refocus = useRef<(DropTarget & { id: number; until: number }) | null>(null);
  useEffect(() => {
    const want = refocus.current;
    if (!want || activeId !== null) return;
    if (Date.now() > want.until) {
      refocus.current = null;
      return;
    }
    const card = boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${want.id}"]`);
    const col = card?.closest<HTMLElement>('[data-column-key]');
    if (!card || !col || columnKeyOf(col) !== want.column) return;
    if (Number(card.dataset.slot) !== want.index) return;
    card.focus();
    refocus.current = null;
  }, [columns, activeId]);

  const setTarget = useCallback((next: DropTarget | null) => {
    const prev = targetRef.current;
    if (sameTarget(next, prev)) return;
    // Felt as the card enters another column.
    if (next && prev && next.column !== prev.column) haptic('selection');
    targetRef.current = next;
    setTargetState(next);
  }, []);

  // Pointer drags follow the real pointer (mouse or finger), re-measured once per frame.
  const track = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const board = boardRef.current;
      if (board && pointer.current && !keyboard.current)
        setTarget(targetAt(board, pointer.current.x, pointer.current.y));
    });
  }, [setTarget]);

  useEffect(() => {
    if (activeId === null || keyboard.current) return;
    const onMove = (e: MouseEvent | TouchEvent) => {
      pointer.current = eventPoint(e) ?? pointer.current;
      track();
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('scroll', track, { capture: true, passive: true });
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('scroll', track, { capture: true });
      cancelAnimationFrame(frame.current);
    };
  }, [activeId, track]);

  // Keyboard drags move between slots: arrows left/right change column, up/down the place.
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { currentCoordinates }) => {
      const board = boardRef.current;
      const current = targetRef.current;
      if (!board || !current) return undefined;
      const cols = columnElements(board);
      let ci = cols.findIndex((c) => columnKeyOf(c) === current.column);
      if (ci === -1) return undefined;
      let index = current.index;
      switch (event.code) {
        case 'ArrowRight':
        case 'ArrowLeft': {
          const next = ci + (event.code === 'ArrowRight' ? 1 : -1);
          if (next < 0 || next >= cols.length) return currentCoordinates;
          ci = next;
          index = Math.min(index, otherCardCount(cols[ci]));
          break;
        }
        case 'ArrowDown':
          index = Math.min(index + 1, otherCardCount(cols[ci]));
          break;
        case 'ArrowUp':
          index = Math.max(index - 1, 0);
          break;
        default:
          return undefined;
      }
      event.preventDefault();
      const coords = slotCoordinates(cols[ci], index);
      setTarget({ column: columnKeyOf(cols[ci]), index });
      return coords;
    },
    [setTarget],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press starts a drag on touch screens, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );

  const taskOf = (id: number | null): BoardTask | undefined =>
    id === null ? undefined : data.tasks.find((x) => x.id === id);
  const columnTitle = (key: number | null | undefined) =>
    key === null ? ctx.labels.noOption : (columns.find((c) => c.key === key)?.title ?? '');

  const onDragStart = (e: DragStartEvent) => {
    const id = Number((e.active.data.current as { taskId: number }).taskId);
    keyboard.current = e.activatorEvent instanceof KeyboardEvent;
    announced.current = '';
    pointer.current = eventPoint(e.activatorEvent);
    const home = columns.find((c) => c.tasks.some((x) => x.id === id));
    // The placeholder starts where the card was.
    setTarget(home ? { column: home.key, index: home.tasks.findIndex((x) => x.id === id) } : null);
    setActiveId(id);
  };

  const finish = () => {
    setActiveId(null);
    setTarget(null);
    pointer.current = null;
    justDragged.current = true;
    setTimeout(() => (justDragged.current = false), 0);
  };

  const onDragEnd = (_e: DragEndEvent) => {
    const id = activeId;
    const drop = targetRef.current;
    const viaKeyboard = keyboard.current;
    finish();
    if (id === null || !drop) return;
    const { updates } = moveCard(columns, { taskId: id, toColumn: drop.column, toIndex: drop.index });
    if (updates.length === 0) {
      if (viaKeyboard)
        requestAnimationFrame(() => boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${id}"]`)?.focus());
      return;
    }
    if (viaKeyboard) refocus.current = { id, column: drop.column, index: drop.index, until: Date.now() + 3000 };
    // Into a done or cancelled column: a success; elsewhere a light tap.
    haptic(drop.column !== null && ctx.finished.has(drop.column) ? 'success' : 'tap');
    // value_select goes with the moved task, also within its own column, so the
    // server can tell the moved card from the renumbered ones.
    move.mutate(updates.map((u) => (u.id === id ? { ...u, value_select: drop.column } : u)));
  };

  // Keep the keyboard's placeholder in sight as it travels.
  useEffect(() => {
    if (!keyboard.current || !target) return;
    boardRef.current?.querySelector('.kb-placeholder')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [target]);

  const openTask = useCallback(
    (id: number) => {
      if (!justDragged.current) onOpenTask(id);
    },
    [onOpenTask],
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('boards.kanban.a11y.picked', { title: taskOf(idOf(active.id))?.title ?? '' }),
    // Columns are not dnd-kit droppables (the target is our own), so "over" is announced on move, once per new place.
    onDragMove: ({ active }) => {
      const at = targetRef.current;
      const key = at ? `${at.column}:${at.index}` : '';
      if (!at || key === announced.current) return undefined;
      announced.current = key;
      return t('boards.kanban.a11y.over', {
        title: taskOf(idOf(active.id))?.title ?? '',
        column: columnTitle(at.column),
        position: at.index + 1,
      });
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) =>
      targetRef.current
        ? t('boards.kanban.a11y.dropped', {
            title: taskOf(idOf(active.id))?.title ?? '',
            column: columnTitle(targetRef.current.column),
          })
        : undefined,
    onDragCancel: ({ active }) => t('boards.kanban.a11y.cancelled', { title: taskOf(idOf(active.id))?.title ?? '' }),
  };

  const active = taskOf(activeId);
  return (
    <div className="kb" data-testid="kanban-board">
      <div className="kb-toolbar">
        <CardVariantSwitch value={variant} onChange={setVariant} />
      </div>
      <DndContext
        // A fixed id: dnd-kit numbers its ids per render otherwise, and the server's drawing must match the browser's.
        id="kanban"
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={finish}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('boards.kanban.a11y.instructions') } }}
        autoScroll={BOARD_AUTO_SCROLL}
      >
        <DragGuard />
        <div
          ref={boardRef}
          className={`kb-board${activeId !== null ? ' is-dragging' : ''}`}
          data-testid="kanban-columns"
        >
          {columns.map((column) => (
            <KanbanColumnView
              key={columnKeyAttr(column.key)}
              column={column}
              ctx={ctx}
              activeId={column.tasks.some((x) => x.id === activeId) ? activeId : null}
              placeholderIndex={target && target.column === column.key ? target.index : null}
              cardLimit={cardLimit}
              onOpen={openTask}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null} zIndex={50}>
          {active && (
            <div className={`kb-card kb-card--${variant} is-overlay`} data-testid="kanban-drag-overlay">
              <CardBody task={active} ctx={ctx} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

const idOf = (id: string | number) => Number(String(id).replace('task:', ''));
