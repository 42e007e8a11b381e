import { UnsentMark } from '../offline/unsent-mark.tsx';
import { useDraggable } from '@dnd-kit/core';
import { CalendarDays, CheckCircle2, CheckSquare, Hash } from 'lucide-react';
import { memo, useCallback, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { cardDateParts, isDateOverdue } from '@shared/planner/card-date.ts';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { LawMark } from '../components/law-mark.tsx';
import { isTaskFinished } from '@shared/planner/finished.ts';
import type { miniProfileSchema, optionSchema } from '@shared/schemas/planner.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import type { BoardTask } from './board-task.ts';
import type { CardVariant } from './card-variant.ts';
import { optionColor } from '../components/palette.ts';
import { taskAddress } from '../state/drawn-dialog.ts';

type Profile = z.infer<typeof miniProfileSchema>;
type Option = z.infer<typeof optionSchema>;

export interface CardContext {
  variant: CardVariant;
  timezone: string;
  now: number;
  profiles: Record<string, Profile>;
  tags: Map<number, Option>;
  /** The select options that finish a task: such cards read as done, their dates never red. */
  finished: ReadonlySet<number>;
  /** Texts, translated once per board rather than per card (500 cards, 500 i18n hooks). */
  labels: {
    relative: Record<'today' | 'tomorrow' | 'yesterday', string>;
    subtasks: (done: number, total: number) => string;
    done: string;
    /** Said after an overdue date, which is not told by its colour alone. */
    overdue: string;
    /** The column of tasks with no option (noOptionColumnTitle: never two languages on one board). */
    noOption: string;
    /** What a date kept by a procedural rule was counted from (the mark's hover text). */
    lawRule: (rule: NonNullable<BoardTask['deadline']>) => string;
  };
}

export const draggableId = (taskId: number) => `task:${taskId}`;

interface KanbanCardProps {
  task: BoardTask;
  ctx: CardContext;
  /** Hidden while it is being dragged: the overlay and the placeholder stand in for it. */
  hidden: boolean;
  /** Its place among the column's other cards (none while it is the one dragged). */
  slot: number | null;
  /** In a windowed column: its index in the column, and the window's measuring ref. */
  windowIndex?: number;
  measure?: (el: HTMLElement | null) => void;
  onOpen: (taskId: number) => void;
}

/** A draggable card; a click (or Enter) opens it, a drag moves it. */
export const KanbanCard = memo(function KanbanCard({
  task,
  ctx,
  hidden,
  slot,
  windowIndex,
  measure,
  onOpen,
}: KanbanCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: draggableId(task.id), data: { taskId: task.id } });
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      measure?.(el);
    },
    [setNodeRef, measure],
  );
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Space picks the card up (the keyboard sensor); Enter opens it like a click.
    if (e.key === 'Enter' && !e.repeat) {
      e.preventDefault();
      onOpen(task.id);
      return;
    }
    listeners?.onKeyDown?.(e);
  };
  return (
    <div
      ref={ref}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(task.id)}
      className={`kb-card kb-card--${ctx.variant}${hidden ? ' is-source' : ''}${isTaskFinished(task, ctx.finished) ? ' is-done' : ''}`}
      data-card-id={task.id}
      data-href={taskAddress('/kanban', task.id)}
      data-done={isTaskFinished(task, ctx.finished) || undefined}
      data-slot={slot ?? undefined}
      data-index={windowIndex}
      data-testid="kanban-card"
      aria-roledescription={undefined}
    >
      <CardBody task={task} ctx={ctx} />
    </div>
  );
});

/** What a card shows, by variant; shared by the board and the drag overlay. */
export const CardBody = memo(function CardBody({ task, ctx }: { task: BoardTask; ctx: CardContext }) {
  const { variant, labels } = ctx;
  const due = taskDueDate(task);
  const parts = due ? safeParts(due, ctx) : null;
  const dateText = parts
    ? `${parts.relative ? labels.relative[parts.relative] : parts.date}${parts.time ? ` ${parts.time}` : ''}`
    : '';
  const finished = isTaskFinished(task, ctx.finished);
  const overdue = !!parts && isDateOverdue(due, ctx.now, ctx.timezone, finished);
  const doneMark = (
    <>
      {finished && <CheckCircle2 size={16} className="kb-card__done" aria-label={labels.done} role="img" />}
      <UnsentMark taskId={task.id} />
    </>
  );
  const assignee = task.value_people !== null ? ctx.profiles[String(task.value_people)] : undefined;
  const done = task.subtasks.filter((s) => s.is_completed).length;
  const total = task.subtasks.length;

  if (variant === 'minimal') {
    return (
      <div className="kb-card__row">
        {doneMark}
        <span className="kb-card__title kb-card__title--one">{task.title}</span>
        {assignee && <Avatar src={assignee.avatar} name={assignee.name} size={20} />}
      </div>
    );
  }

  const date = dateText && (
    <span className={`kb-meta${overdue ? ' kb-meta--overdue' : ''}`} title={parts?.date}>
      <CalendarDays size={14} aria-hidden />
      {dateText}
      {task.deadline && due === task.value_date && (
        <LawMark rule={task.deadline} text={labels.lawRule(task.deadline)} />
      )}
      {overdue && <span className="pl-visually-hidden">, {labels.overdue}</span>}
    </span>
  );

  if (variant === 'compact') {
    return (
      <>
        <span className="kb-card__title kb-card__title--two">
          {doneMark}
          {task.title}
        </span>
        {date && <div className="kb-card__meta">{date}</div>}
      </>
    );
  }

  const tags = task.value_multiselect.map((id) => ctx.tags.get(id)).filter((o): o is Option => !!o);
  const hasMeta = !!date || total > 0 || !!assignee || (variant === 'full' && task.value_number !== null);
  const meta = hasMeta && (
    <div className="kb-card__meta">
      {date}
      {total > 0 && (
        <span className="kb-meta" title={labels.subtasks(done, total)}>
          <CheckSquare size={14} aria-hidden />
          {done}/{total}
        </span>
      )}
      {variant === 'full' && task.value_number !== null && (
        <span className="kb-meta">
          <Hash size={14} aria-hidden />
          {task.value_number}
        </span>
      )}
      {assignee && (
        <span className="kb-card__assignee" title={assignee.name}>
          <Avatar src={assignee.avatar} name={assignee.name} size={22} />
          {variant === 'full' && <span className="kb-card__assignee-name">{assignee.name}</span>}
        </span>
      )}
    </div>
  );

  if (variant === 'compact-full') {
    return (
      <>
        <span className="kb-card__title kb-card__title--two">
          {doneMark}
          {task.title}
        </span>
        {tags.length > 0 && <Tags tags={tags.slice(0, 3)} />}
        {meta}
      </>
    );
  }

  return (
    <>
      <span className="kb-card__title">
        {doneMark}
        {task.title}
      </span>
      {task.description && <p className="kb-card__desc">{task.description}</p>}
      {tags.length > 0 && <Tags tags={tags} />}
      {total > 0 && (
        <div className="kb-progress" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
          <span style={{ width: `${Math.round((done / total) * 100)}%` }} />
        </div>
      )}
      {meta}
    </>
  );
});

function Tags({ tags }: { tags: Option[] }) {
  return (
    <div className="kb-card__tags">
      {tags.map((o) => (
        <span key={o.id} className="kb-tag" style={{ '--kb-tag': optionColor(o.color) } as React.CSSProperties}>
          {o.title}
        </span>
      ))}
    </div>
  );
}

function safeParts(due: string, ctx: CardContext) {
  try {
    return cardDateParts(due, ctx.now, ctx.timezone);
  } catch (err) {
    console.error('Date formatting failed', err); // only logged; the value stays empty
    return null;
  }
}
