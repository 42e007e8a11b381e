import type { PropertyValue, Task } from '@shared/planner/types.ts';

/** A task with every value empty; tests set only what they are about. */
export function makeTask(over: Partial<Task> & { id: number }): Task {
  return {
    title: `Task ${over.id}`,
    description: null,
    project_id: 1,
    subtasks: [],
    value_date: null,
    value_period: null,
    value_select: null,
    value_select_position: null,
    value_multiselect: [],
    value_people: null,
    value_checkbox: null,
    value_number: null,
    propertyValues: [],
    ...over,
  };
}

/** A PropertyValue of the given property type, as the API derives it. */
export function propertyValue(type: string, date: string | null, dateTo: string | null = null): PropertyValue {
  return {
    id: 1,
    date,
    date_to: dateTo,
    profile_id: null,
    property_option_id: null,
    property: { title: type, options: [], property_type: { title: type } },
  };
}
