import type { PropertyKind, PropertySlot, Project, Space, Task } from '../../../../../../shared/schemas/planner.ts';
import { PROPERTY_KINDS, SLOT_FIELDS, VALUE_FIELDS } from '../../constants.ts';

/** A task's or project's property values as the form edits them. */
export type ValueState = Pick<Task, 'value_date' | 'value_period' | 'value_select' | 'value_multiselect' | 'value_people' | 'value_checkbox' | 'value_number'>;

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

/** The parent's defined slots in the fixed order (DESIGN.md), each with its kind. */
export function definedSlots(parent: Partial<Slots> | null | undefined): { kind: PropertyKind; slot: NonNullable<PropertySlot> }[] {
  if (!parent) return [];
  return PROPERTY_KINDS.flatMap((kind) => {
    const slot = parent[SLOT_FIELDS[kind]];
    return slot ? [{ kind, slot }] : [];
  });
}

/**
 * The values to send: only those of kinds the parent defines (a value of another kind is
 * left alone on the server); `null` clears one (spec §4).
 */
export type ValuesPayload = { [K in keyof ValueState]?: ValueState[K] | null };

export function valuesPayload(values: ValueState, parent: Partial<Slots> | null | undefined): ValuesPayload {
  const out: ValuesPayload = {};
  for (const { kind } of definedSlots(parent)) {
    const field = VALUE_FIELDS[kind];
    if (field === 'value_multiselect') out.value_multiselect = values.value_multiselect.length ? values.value_multiselect : null;
    else if (field === 'value_period') {
      const p = values.value_period;
      out.value_period = p && (p[0] || p[1]) ? p : null;
    } else out[field] = values[field] as never;
  }
  return out;
}

export type { Project };
