import type { PropertyKind, PropertySlot, Project, Space, Task } from '@shared/schemas/planner.ts';
import { PROPERTY_KINDS, SLOT_FIELDS, VALUE_FIELDS } from '@app/features/planner/constants.ts';

/** A task's or project's property values as the form edits them. */
export type ValueState = Pick<
  Task,
  | 'value_date'
  | 'value_period'
  | 'value_select'
  | 'value_multiselect'
  | 'value_people'
  | 'value_checkbox'
  | 'value_number'
>;

export type Slots = Pick<Space, (typeof SLOT_FIELDS)[PropertyKind]>;

export const EMPTY_VALUES: ValueState = {
  value_date: null,
  value_period: null,
  value_select: null,
  value_multiselect: [],
  value_people: null,
  value_checkbox: null,
  value_number: null,
};

export const valuesOf = (entity: ValueState | null | undefined): ValueState =>
  entity
    ? {
        value_date: entity.value_date,
        value_period: entity.value_period,
        value_select: entity.value_select,
        value_multiselect: entity.value_multiselect ?? [],
        value_people: entity.value_people,
        value_checkbox: entity.value_checkbox,
        value_number: entity.value_number,
      }
    : EMPTY_VALUES;

/** The parent's defined slots in the fixed order (docs/architecture.md), each with its kind. */
export function definedSlots(
  parent: Partial<Slots> | null | undefined,
): { kind: PropertyKind; slot: NonNullable<PropertySlot> }[] {
  if (!parent) return [];
  return PROPERTY_KINDS.flatMap((kind) => {
    const slot = parent[SLOT_FIELDS[kind]];
    return slot ? [{ kind, slot }] : [];
  });
}

/** A value as a form may hold it before parsing: the schema's ids coerce, so they are typed loosely. */
export type ValuesPayload = { [K in keyof ValueState]?: ValueState[K] | null };
export type LooseValues = { [K in keyof ValueState]?: unknown };

export const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const isoOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The form's values as the editors show them (the panel edits ValueState). */
export function editorValues(v: LooseValues): ValueState {
  return {
    value_date: isoOrNull(v.value_date),
    value_period: Array.isArray(v.value_period) ? [isoOrNull(v.value_period[0]), isoOrNull(v.value_period[1])] : null,
    value_select: idOrNull(v.value_select),
    value_multiselect: Array.isArray(v.value_multiselect)
      ? v.value_multiselect.filter((id) => typeof id === 'number')
      : [],
    value_people: idOrNull(v.value_people),
    value_checkbox: typeof v.value_checkbox === 'boolean' ? v.value_checkbox : null,
    value_number: typeof v.value_number === 'number' ? v.value_number : null,
  };
}

/** Writes the panel's changes into the form, field by field. */
export function applyValues(
  patch: Partial<ValueState>,
  set: (name: keyof ValueState, value: ValueState[keyof ValueState]) => void,
): void {
  for (const kind of PROPERTY_KINDS) {
    const field = VALUE_FIELDS[kind];
    const value = patch[field];
    if (value !== undefined) set(field, value);
  }
}

/**
 * The values to send: only those of kinds the parent defines (a value of another kind is
 * left alone on the server: its key is undefined, which the request leaves out); `null`
 * clears one. Spread over the parsed form, it replaces every value field.
 */
export function valuesPayload(values: ValuesPayload, parent: Partial<Slots> | null | undefined): ValuesPayload {
  const out: ValuesPayload = {};
  const defined = new Set(definedSlots(parent).map(({ kind }) => kind));
  for (const kind of PROPERTY_KINDS) {
    const field = VALUE_FIELDS[kind];
    if (!defined.has(kind)) out[field] = undefined;
    else if (field === 'value_multiselect')
      out.value_multiselect = values.value_multiselect?.length ? values.value_multiselect : null;
    else if (field === 'value_period') {
      const p = values.value_period;
      out.value_period = p && (p[0] || p[1]) ? p : null;
    } else out[field] = (values[field] ?? null) as never;
  }
  return out;
}

export type { Project };
