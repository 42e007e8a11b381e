import { isOtherTasksTime } from '@shared/planner/calendar-placement.ts';
import { taskDueDate } from '@shared/planner/due-date.ts';
import type { DayKey } from '@shared/planner/types.ts';
import { addDays, inZone, isDayKey, safeTimeZone, toInstantMs, wallTimeToInstant } from '@shared/planner/zoned-time.ts';
import type { PROPERTY_TYPES } from '@shared/schemas/planner.ts';
import type { BoardTask } from '../kanban/board-task.ts';

/** A place in the calendar a task can be dropped on. */
export interface DropSpot {
  day: DayKey;
  /** An hour row (daily, week); absent for a month cell or an 'Other Tasks' area. */
  hour?: number;
  /** The 'Other Tasks' area of a day. */
  other?: boolean;
  /** A team-view column: a member's profile id, null for Unassigned; absent elsewhere. */
  profileId?: number | null;
}

export type TaskChanges = Partial<Pick<BoardTask, 'value_date' | 'value_period' | 'value_people'>>;

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

// The fixed property type ids (PROPERTY_TYPES), copied so the zod module stays out of this chunk.
const TYPE_IDS = { date: 1, period: 2, people: 5 } as const satisfies Partial<typeof PROPERTY_TYPES>;

/**
 * What a drop changes (drag to reschedule). A calendar day stays a day on
 * another day; a moment keeps its time of day. An hour row sets the hour (a day becomes a moment
 * at that hour, minutes 0); an 'Other Tasks' area keeps a time that already belongs there, else
 * the task becomes a day. A task placed by its period moves the whole period. A team column also
 * reassigns the task. Null when nothing changes.
 */
export function rescheduleChanges(task: BoardTask, spot: DropSpot, timeZone: string): TaskChanges | null {
  const tz = safeTimeZone(timeZone);
  const due = taskDueDate(task);
  const local = inZone(due, tz);
  const oldMs = toInstantMs(due, tz);
  if (!due || !local || oldMs === null) return null;
  const wasDay = isDayKey(due);
  let [hour, minute] = [local.hour(), local.minute()];
  let toDay = wasDay;
  if (spot.hour !== undefined) {
    [hour, minute, toDay] = [spot.hour, wasDay ? 0 : minute, false];
  } else if (spot.other && !wasDay && !isOtherTasksTime(hour, minute)) toDay = true;
  const next = toDay ? spot.day : iso(wallTimeToInstant(spot.day, hour, minute, tz));
  const moved = toInstantMs(next, tz)! - oldMs;
  // The other end of a period moves as far, keeping its own kind (a day by whole days).
  const shift = (end: string | null) => {
    if (!end) return null;
    if (isDayKey(end))
      return addDays(end, Math.round((Date.parse(spot.day) - Date.parse(local.format('YYYY-MM-DD'))) / DAY_MS));
    const ms = toInstantMs(end, tz);
    return ms === null ? null : iso(ms + moved);
  };

  const changes: TaskChanges = {};
  if (toDay !== wasDay || moved !== 0) {
    const period = task.value_period;
    if (task.value_date && toInstantMs(task.value_date, tz) === oldMs) changes.value_date = next;
    else if (period?.[0]) changes.value_period = [next, shift(period[1])];
    else if (task.value_date) changes.value_date = next;
    else return null;
  }
  if (spot.profileId !== undefined && spot.profileId !== task.value_people) changes.value_people = spot.profileId;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The task as the server will answer it: typed values and the PropertyValue rows derived from them. */
export function applyTaskChanges(task: BoardTask, changes: TaskChanges): BoardTask {
  const next = { ...task, ...changes };
  next.propertyValues = task.propertyValues.map((pv) => {
    const type = pv.property.property_type;
    const is = (kind: keyof typeof TYPE_IDS) => type.id === TYPE_IDS[kind] || type.title.toLowerCase() === kind;
    if (changes.value_date !== undefined && is('date')) return { ...pv, date: changes.value_date };
    if (changes.value_period !== undefined && is('period'))
      return { ...pv, date: changes.value_period?.[0] ?? null, date_to: changes.value_period?.[1] ?? null };
    if (changes.value_people !== undefined && (is('people') || type.title.toLowerCase() === 'persons'))
      return { ...pv, profile_id: changes.value_people };
    return pv;
  });
  return next;
}
