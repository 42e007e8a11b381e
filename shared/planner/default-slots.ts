import type { OptionGroup } from '../planner-constants.ts';

/** A translator of the planner's texts (i18next's `t`, or the server's translator). */
type Translate = (key: string) => string;

interface DefaultSlot {
  title: string;
  options?: { title: string; color: string; group: OptionGroup }[];
}

/**
 * The properties a new project starts with when its creator defines none, so its tasks have a
 * due date, a status through every stage and an assignee from the first task (each can be renamed
 * or removed in the project's settings): in the creator's language.
 */
export function newProjectSlots(
  t: Translate,
): Record<'property_date' | 'property_select' | 'property_people', DefaultSlot> {
  const k = (key: string) => t(`planner.newProjectSlots.${key}`);
  return {
    property_date: { title: k('date') },
    property_select: {
      title: k('status'),
      options: [
        { title: k('new'), color: 'blue', group: 'unstarted' },
        { title: k('inProgress'), color: 'yellow', group: 'started' },
        { title: k('done'), color: 'green', group: 'done' },
        { title: k('cancelled'), color: 'red', group: 'cancelled' },
      ],
    },
    property_people: { title: k('assignee') },
  };
}
