/**
 * The planner's constants (the earlier system's and our own limits), free of zod so the
 * app's planner chunk can import them; shared/schemas/planner.ts builds on them.
 */
export const SPACE_ICONS = [
  'Briefcase',
  'Layout',
  'FileText',
  'Users',
  'Calendar',
  'Home',
  'LineChart',
  'Heart',
  'Book',
  'Globe',
  'Target',
  'Wallet',
  'Bike',
  'Laptop',
  'List',
  'Bookmark',
  'Archive',
  'Star',
] as const;
export const SPACE_COLORS = ['blue', 'green', 'red', 'purple', 'yellow', 'pink', 'orange', 'teal'] as const;
export const DEFAULT_SPACE_ICON = 'Briefcase';
export const DEFAULT_SPACE_COLOR = 'blue';

/** Fixed property type ids, the same in the database (seeded by the planner's migration) and the app. */
export const PROPERTY_TYPES = {
  date: 1,
  period: 2,
  select: 3,
  multiselect: 4,
  people: 5,
  checkbox: 6,
  number: 7,
} as const;
export type PropertyKind = keyof typeof PROPERTY_TYPES;
export const PROPERTY_KINDS = Object.keys(PROPERTY_TYPES) as PropertyKind[];
/** The slot field of each kind on a space or project, in the table view's column order. */
export const SLOT_FIELDS = {
  date: 'property_date',
  period: 'property_period',
  select: 'property_select',
  multiselect: 'property_multiselect',
  people: 'property_people',
  checkbox: 'property_checkbox',
  number: 'property_number',
} as const satisfies Record<PropertyKind, string>;
/** The value field of each kind on a task (and a project). */
export const VALUE_FIELDS = {
  date: 'value_date',
  period: 'value_period',
  select: 'value_select',
  multiselect: 'value_multiselect',
  people: 'value_people',
  checkbox: 'value_checkbox',
  number: 'value_number',
} as const satisfies Record<PropertyKind, string>;

/** Role ids (roles table); a newly added space member gets MEMBER (spec: id 3). */
export const ROLE = { owner: 1, admin: 2, member: 3, viewer: 4 } as const;
export const DEFAULT_MEMBER_ROLE_ID = ROLE.member;

export const LIMITS = {
  title: 200,
  description: 10_000,
  subtasks: 100,
  options: 50,
  optionTitle: 100,
  batch: 500,
  profileSearchMin: 4,
  profileSearchLimit: 10,
} as const;

/**
 * What a select option means for the work (like Plane's state groups): a task whose
 * select value is a `done` or `cancelled` option is finished, never overdue. New options
 * start `unstarted`.
 */
export const OPTION_GROUPS = ['unstarted', 'started', 'done', 'cancelled'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];
export const DEFAULT_OPTION_GROUP: OptionGroup = 'unstarted';
export const FINISHED_GROUPS: readonly OptionGroup[] = ['done', 'cancelled'];
/** Option titles the migration and the demo data mark `done` (compared trimmed, case-insensitively). */
export const DONE_OPTION_TITLES = ['Готово', 'Выполнено', 'Done', 'Закрыто'] as const;
/**
 * What a new option's title says of its stage, when its author chose none: the group the
 * server gives it and the settings form shows before saving (shared/planner/finished.ts).
 */
export const OPTION_GROUP_TITLES: Readonly<Record<Exclude<OptionGroup, 'unstarted'>, readonly string[]>> = {
  done: [...DONE_OPTION_TITLES, 'Выполнена', 'Сделано', 'Завершено', 'Завершена', 'Completed', 'Closed'],
  started: ['В работе', 'В процессе', 'Начато', 'Начата', 'In progress', 'Started', 'Doing'],
  cancelled: ['Отменено', 'Отменена', 'Отменён', 'Отказ', 'Cancelled', 'Canceled'],
};
