import { DEFAULT_OPTION_GROUP, FINISHED_GROUPS, OPTION_GROUP_TITLES, type OptionGroup } from '../planner-constants.ts';

/** An option as the rule reads it: older answers (kept on a device) may lack `group`. */
export interface GroupedOption {
  id: number;
  group?: OptionGroup | null;
}

export const isFinishedGroup = (group: OptionGroup | null | undefined): boolean =>
  !!group && FINISHED_GROUPS.includes(group);

/**
 * The ids of the select property's options that finish a task. A project without
 * a select property has none, so its tasks behave as before.
 */
export function finishedOptionIds(options: readonly GroupedOption[] | null | undefined): ReadonlySet<number> {
  return new Set((options ?? []).filter((o) => isFinishedGroup(o.group)).map((o) => o.id));
}

/** Finished work: the task's select value is a done or cancelled option. */
export const isTaskFinished = (task: { value_select: number | null }, finished: ReadonlySet<number>): boolean =>
  task.value_select !== null && finished.has(task.value_select);

/**
 * A new option's group when none is given: the stage its title names ("Готово" done, "В работе"
 * started, "Отменено" cancelled; compared trimmed, case-insensitively), else unstarted.
 */
export function defaultOptionGroup(title: string): OptionGroup {
  const said = title.trim().toLowerCase();
  for (const [group, titles] of Object.entries(OPTION_GROUP_TITLES))
    if (titles.some((x) => x.toLowerCase() === said)) return group as OptionGroup;
  return DEFAULT_OPTION_GROUP;
}
