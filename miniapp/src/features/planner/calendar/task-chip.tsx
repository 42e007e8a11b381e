import { useDraggable } from '@dnd-kit/core';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { inZone, isDayKey } from '@shared/planner/zoned-time.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { useCalendarContext } from './calendar-context.ts';

/** HH:MM of the task's date in the user's zone, or '' for a calendar day (a date without a time). */
export function chipTime(task: BoardTask, timezone: string): string {
  const due = taskDueDate(task);
  const local = inZone(due, timezone);
  if (!local || isDayKey(due)) return '';
  return local.format('HH:mm');
}

/** A task in the calendar: click opens it, drag moves it to another day or hour. */
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
    >
      {time && <span className="cal-chip__time">{time}</span>}
      <span className="cal-chip__title">{task.title}</span>
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
      <span className="cal-chip__title">{task.title}</span>
    </div>
  );
}
