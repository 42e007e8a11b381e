/**
 * The planner's data as the API sends it (docs/architecture.md "Planner properties").
 * Field names are the earlier system's, so the zod schemas in shared/schemas can be aligned to these
 * shapes; the pure functions in this folder take only the fields they read (Pick<>), so
 * the UI can hand them its own richer objects.
 */

/** An ISO-8601 timestamp as the API sends it ("2024-05-10T09:00:00.000Z"). */
export type IsoString = string;

/** A calendar day with no time zone, "YYYY-MM-DD": what grids and pickers work in. */
export type DayKey = string;

/** The fixed property types (ids 1 date … 7 number, PROPERTY_TYPES) by the title the API uses. */
export type PropertyTypeTitle = 'date' | 'period' | 'select' | 'multiselect' | 'persons' | 'checkbox' | 'number';

/** A select/multiselect option; options are ordered by `number`. */
export interface PropertyOption {
  id: number;
  number: number;
  title: string;
  color: string;
}

/** One subtask; `number` is its 1-based position in the list. */
export interface Subtask {
  id: number;
  title: string;
  date?: IsoString | null;
  is_completed: boolean;
  number: number;
}

/** A task's period value: [start, end]; either end may be open. */
export type PeriodValue = [IsoString | null, IsoString | null];

/** The spec's PropertyValue: a period keeps its start in `date` and its end in `date_to`. */
export interface PropertyValue {
  id: number;
  date: IsoString | null;
  date_to: IsoString | null;
  profile_id: number | null;
  property_option_id: number | null;
  property: {
    title: string;
    options?: PropertyOption[];
    property_type: { title: PropertyTypeTitle | (string & {}) };
  };
}

export interface Task {
  id: number;
  title: string;
  description: string | null;
  project_id: number;
  subtasks: Subtask[];
  value_date: IsoString | null;
  value_period: PeriodValue | null;
  value_select: number | null;
  value_select_position: number | null;
  value_multiselect: number[];
  value_people: number | null;
  value_checkbox: boolean | null;
  value_number: number | null;
  propertyValues: PropertyValue[];
}

/** Types a table column can have (the project's slots, docs/architecture.md; `people` is slot property_people). */
export type PlannerColumnType = 'date' | 'period' | 'select' | 'multiselect' | 'checkbox' | 'number' | 'people';

/**
 * A planner column (key, title, type, options {id, title, color}). `number` is
 * optional here because the earlier system's column options left it out; when missing, the
 * options' order stands in for it.
 */
export interface PlannerColumn {
  key: string;
  title: string;
  type: PlannerColumnType;
  options: PlannerColumnOption[];
}

export interface PlannerColumnOption {
  id: number;
  title: string;
  color: string;
  number?: number;
}

/** A profile as the planner shows it (profiles keyed by id in the tasks answer). */
export interface PlannerProfile {
  id: number;
  name: string;
}

/** Anything that names a moment: what every "now" parameter accepts. */
export type Instant = Date | number | IsoString;

/** Profiles keyed by id, as the tasks answer carries them. */
export type ProfilesById = Readonly<Record<string, Pick<PlannerProfile, 'name'> | undefined>>;
