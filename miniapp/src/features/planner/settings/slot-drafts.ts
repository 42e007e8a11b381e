import type { OptionGroup, PropertyKind } from '@shared/schemas/planner.ts';
import { PROPERTY_KINDS, SLOT_FIELDS, SPACE_COLORS } from '../constants.ts';
import type { Slots } from '../dialogs/properties/values.ts';

export interface OptionDraft {
  /** Stable React key; new options have no id yet. */
  key: string;
  id?: number;
  title: string;
  color: string;
  /** Select options only: what the option means for the work. */
  group?: OptionGroup;
}
export interface SlotDraft {
  enabled: boolean;
  title: string;
  options: OptionDraft[];
}
export type SlotDrafts = Record<PropertyKind, SlotDraft>;

export const HAS_OPTIONS: readonly PropertyKind[] = ['select', 'multiselect'];

let seq = 0;
export const newOptionKey = () => `new-${++seq}`;

export function draftsOf(entity: Partial<Slots>): SlotDrafts {
  return Object.fromEntries(
    PROPERTY_KINDS.map((kind) => {
      const slot = entity[SLOT_FIELDS[kind]];
      return [
        kind,
        {
          enabled: !!slot,
          title: slot?.title ?? '',
          options: (slot?.options ?? []).map((o) => ({
            key: `id-${o.id}`,
            id: o.id,
            title: o.title,
            color: o.color,
            ...(kind === 'select' && o.group ? { group: o.group } : {}),
          })),
        },
      ];
    }),
  ) as SlotDrafts;
}

/** The next colour for a new option: the palette in turn. */
export const nextColor = (options: OptionDraft[]) => SPACE_COLORS[options.length % SPACE_COLORS.length];

const normal = (d: SlotDraft, kind: PropertyKind) =>
  d.enabled
    ? {
        title: d.title.trim(),
        ...(HAS_OPTIONS.includes(kind)
          ? {
              options: d.options.map((o) => ({
                ...(o.id ? { id: o.id } : {}),
                title: o.title.trim(),
                color: o.color,
                ...(kind === 'select' && o.group ? { group: o.group } : {}),
              })),
            }
          : {}),
      }
    : null;

/**
 * The slot fields to send (docs/architecture.md: options with an id updated, without created, left out
 * removed; null clears the slot): only the slots that changed.
 */
export function slotsPayload(initial: SlotDrafts, drafts: SlotDrafts): Record<string, ReturnType<typeof normal>> {
  const out: Record<string, ReturnType<typeof normal>> = {};
  for (const kind of PROPERTY_KINDS) {
    const next = normal(drafts[kind], kind);
    if (JSON.stringify(next) !== JSON.stringify(normal(initial[kind], kind))) out[SLOT_FIELDS[kind]] = next;
  }
  return out;
}

/** A title is required for an enabled slot and each of its options. */
export const draftsValid = (drafts: SlotDrafts) =>
  PROPERTY_KINDS.every(
    (k) =>
      !drafts[k].enabled ||
      (drafts[k].title.trim() !== '' &&
        (!HAS_OPTIONS.includes(k) || drafts[k].options.every((o) => o.title.trim() !== ''))),
  );
