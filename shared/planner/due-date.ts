import type { IsoString, Task } from './types.ts';
import { toInstantMs } from './zoned-time.ts';

/**
 * The fields a task's due date is read from: of a PropertyValue only its date and its
 * property's type title, so any richer shape (options optional or not) fits.
 */
export type DueDateSource = Pick<Task, 'value_date' | 'value_period'> & {
  propertyValues?: readonly DueDatePropertyValue[] | null;
};

export interface DueDatePropertyValue {
  date: IsoString | null;
  property?: { property_type?: { title?: string | null } | null } | null;
}

const usable = (value: IsoString | null | undefined): value is IsoString =>
  typeof value === 'string' && toInstantMs(value) !== null;

function propertyDate(task: DueDateSource, type: 'date' | 'period'): IsoString | null {
  for (const pv of task.propertyValues ?? []) {
    // A period property value keeps its start in `date`.
    if (pv.property?.property_type?.title?.toLowerCase() === type && usable(pv.date)) return pv.date;
  }
  return null;
}

/**
 * The date a task is grouped and placed by, in the list, the calendar and the calendar feed, in
 * order: a date-type property value, a period-type property's start, value_date, the first
 * entry of value_period. None → null ("No date"). Blank or unreadable values are skipped,
 * so a broken value cannot hide a good one behind it.
 */
export function taskDueDate(task: DueDateSource): IsoString | null {
  const period = task.value_period;
  return (
    propertyDate(task, 'date') ??
    propertyDate(task, 'period') ??
    (usable(task.value_date) ? task.value_date : null) ??
    (period && usable(period[0]) ? period[0] : null)
  );
}
