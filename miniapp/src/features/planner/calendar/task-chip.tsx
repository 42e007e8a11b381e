import { UnsentMark } from '../offline/unsent-mark.tsx';
import { useDraggable } from '@dnd-kit/core';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { inZone, isDayKey } from '@shared/planner/zoned-time.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { taskAddress } from '../state/drawn-dialog.ts';
import { useCalendarContext } from './calendar-context.ts';

/** HH:MM of the task's date in the user's zone, or '' for a calendar day (a date without a time). */
export function chipTime(task: BoardTask, timezone: string): string {
  const due = taskDueDate(task);
  const local = inZone(due, timezone);
  if (!local || isDayKey(due)) return '';
  return local.format('HH:mm');
}

/**
 * A title that ends, when it does not fit its one line, with an ellipsis after a whole word:
 * every word after the first is an atomic inline, which the browser's ellipsis hides whole
 * rather than cutting (CSS Overflow, text-overflow). Only a first word longer than the line
 * is cut, as there is nothing before it to stop at. The text itself stays whole, for screen
 * readers and copying.
 */
function ChipTitle({ title }: { title: string }) {
  const [first = '', ...rest] = title.match(/^\s*\S*|\s+\S+/g) ?? [];
  return (
    <span className="cal-chip__title">
      {first}
      {rest.map((word, i) => (
        <span key={i} className="cal-chip__word">
          {word}
        </span>
      ))}
    </span>
  );
}

/**
 * A task in the calendar: click opens it, drag moves it to another day or hour. Its label is
 * one line; the whole title is its tooltip and the task it opens.
 */
export function TaskChip({ task }: { task: BoardTask }) {
  const { timezone, colorOf, onOpen, draggingId } = useCalendarContext();
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `cal-task:${task.id}`, data: { taskId: task.id } });
  const time = chipTime(task, timezone);
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      className={`cal-chip${draggingId === task.id ? ' is-source' : ''}`}
      style={{ '--chip': colorOf(task) } as React.CSSProperties}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(task.id);
      }}
      title={time ? `${time} ${task.title}` : task.title}
      data-testid="calendar-task"
      data-task-id={task.id}
      data-href={taskAddress('/calendar', task.id)}
    >
      {time && <span className="cal-chip__time">{time}</span>}
      <ChipTitle title={task.title} />
      <UnsentMark taskId={task.id} />
    </button>
  );
}

/** The chip as it follows the pointer. */
export function ChipPreview({ task }: { task: BoardTask }) {
  const { timezone, colorOf } = useCalendarContext();
  const time = chipTime(task, timezone);
  return (
    <div className="cal-chip is-overlay" style={{ '--chip': colorOf(task) } as React.CSSProperties}>
      {time && <span className="cal-chip__time">{time}</span>}
      <ChipTitle title={task.title} />
    </div>
  );
}
