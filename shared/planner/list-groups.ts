import { taskDueDate, type DueDateSource } from './due-date.ts';
import { isTaskFinished } from './finished.ts';
import type { Instant } from './types.ts';
import { dayKeyOf, safeTimeZone, todayKey, toInstantMs } from './zoned-time.ts';

export type ListGroupKey = 'overdue' | 'today' | 'upcoming' | 'noDate' | 'done';

export interface ListGroups<T> {
  overdue: T[];
  today: T[];
  upcoming: T[];
  noDate: T[];
  /** Finished tasks (a done or cancelled select option), whatever their date: finished work is never overdue. */
  done: T[];
}

/** Upcoming, No date and Done start collapsed, so the list opens on what is due. */
export const LIST_GROUPS_COLLAPSED_BY_DEFAULT: readonly ListGroupKey[] = ['upcoming', 'noDate', 'done'];

/** List pages of 20, load more +20. */
export const LIST_PAGE_SIZE = 20;

type GroupableTask = DueDateSource & { id: number; value_select: number | null };

/**
 * Splits tasks by due date (see taskDueDate) against today in the user's zone: before today
 * overdue, today, later upcoming. Dated groups run ascending by due moment, ties
 * by id; No date and Done keep the given order. Departing on purpose from the earlier
 * system's grouping by date alone: a task whose select value is in `finished`
 * (finishedOptionIds) goes to Done, never to Overdue or Today.
 */
export function groupTasksByDueDate<T extends GroupableTask>(
  tasks: readonly T[],
  now: Instant,
  timeZone: string,
  finished: ReadonlySet<number> = new Set(),
): ListGroups<T> {
  const tz = safeTimeZone(timeZone);
  const today = todayKey(now, tz);
  const groups: ListGroups<T> = { overdue: [], today: [], upcoming: [], noDate: [], done: [] };
  const at = new Map<T, number>();
  for (const task of tasks) {
    if (isTaskFinished(task, finished)) {
      groups.done.push(task);
      continue;
    }
    const due = taskDueDate(task);
    const day = dayKeyOf(due, tz);
    if (!due || !day) {
      groups.noDate.push(task);
      continue;
    }
    at.set(task, toInstantMs(due, tz)!);
    // Day keys are YYYY-MM-DD, so string order is calendar order.
    (day < today ? groups.overdue : day === today ? groups.today : groups.upcoming).push(task);
  }
  const byDue = (a: T, b: T) => at.get(a)! - at.get(b)! || a.id - b.id;
  groups.overdue.sort(byDue);
  groups.today.sort(byDue);
  groups.upcoming.sort(byDue);
  return groups;
}

/** The groups to render, in order; Overdue and Done appear only when they have tasks. */
export function visibleListGroups(groups: ListGroups<unknown>): ListGroupKey[] {
  const keys: ListGroupKey[] = ['today', 'upcoming', 'noDate'];
  return [
    ...(groups.overdue.length > 0 ? (['overdue'] as const) : []),
    ...keys,
    ...((groups.done?.length ?? 0) > 0 ? (['done'] as const) : []),
  ];
}

export interface ListPage {
  /** How many items to render. */
  visible: number;
  /** The N of 'Load more (N remaining)'; 0 means no button. */
  remaining: number;
}

/**
 * Paging of Upcoming and No date: 20 first, each 'Load more' adds 20. `shown` is
 * how many the user has asked for so far (start with LIST_PAGE_SIZE, add LIST_PAGE_SIZE).
 */
export function listPage(total: number, shown: number = LIST_PAGE_SIZE): ListPage {
  const visible = Math.max(0, Math.min(total, shown));
  return { visible, remaining: Math.max(0, total - visible) };
}

/** The `shown` count after one 'Load more' click. */
export const loadMore = (shown: number): number => shown + LIST_PAGE_SIZE;
