import type * as contract from '../../../../shared/schemas/planner.ts';

/*
 * The planner contract's constants, copied so the app's planner chunk does not pull zod in
 * (shared/schemas/planner.ts builds its schemas at import time, so nothing there can be
 * tree-shaken). Each `satisfies typeof contract.X` fails the type check when the two drift.
 */
export const SPACE_ICONS = [
  'Briefcase', 'Layout', 'FileText', 'Users', 'Calendar', 'Home', 'LineChart', 'Heart', 'Book',
  'Globe', 'Target', 'Wallet', 'Bike', 'Laptop', 'List', 'Bookmark', 'Archive', 'Star',
] as const satisfies typeof contract.SPACE_ICONS;
export const SPACE_COLORS = ['blue', 'green', 'red', 'purple', 'yellow', 'pink', 'orange', 'teal'] as const satisfies typeof contract.SPACE_COLORS;
export const DEFAULT_SPACE_ICON = 'Briefcase' satisfies typeof contract.DEFAULT_SPACE_ICON;
export const DEFAULT_SPACE_COLOR = 'blue' satisfies typeof contract.DEFAULT_SPACE_COLOR;

export const PROPERTY_TYPES = { date: 1, period: 2, select: 3, multiselect: 4, people: 5, checkbox: 6, number: 7 } as const satisfies typeof contract.PROPERTY_TYPES;
export type PropertyKind = contract.PropertyKind;
export const PROPERTY_KINDS = Object.keys(PROPERTY_TYPES) as PropertyKind[];
export const SLOT_FIELDS = {
  date: 'property_date',
  period: 'property_period',
  select: 'property_select',
  multiselect: 'property_multiselect',
  people: 'property_people',
  checkbox: 'property_checkbox',
  number: 'property_number',
} as const satisfies typeof contract.SLOT_FIELDS;
export const VALUE_FIELDS = {
  date: 'value_date',
  period: 'value_period',
  select: 'value_select',
  multiselect: 'value_multiselect',
  people: 'value_people',
  checkbox: 'value_checkbox',
  number: 'value_number',
} as const satisfies typeof contract.VALUE_FIELDS;

export const ROLE = { owner: 1, admin: 2, member: 3, viewer: 4 } as const satisfies typeof contract.ROLE;
export const DEFAULT_MEMBER_ROLE_ID = ROLE.member satisfies typeof contract.DEFAULT_MEMBER_ROLE_ID;

export const LIMITS = {
  title: 200,
  description: 10_000,
  subtasks: 100,
  options: 50,
  optionTitle: 100,
  batch: 500,
  profileSearchMin: 4,
  profileSearchLimit: 10,
} as const satisfies typeof contract.LIMITS;
