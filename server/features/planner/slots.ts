import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_OPTION_GROUP } from '@shared/planner-constants.ts';
import { defaultOptionGroup } from '@shared/planner/finished.ts';
import { PROPERTY_KINDS, PROPERTY_TYPES, SLOT_FIELDS, type slotInput } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { renumberAllColumns } from './kanban-columns.ts';

/**
 * Property slots (docs/architecture.md "Planner properties"): at most one property per type on a
 * space or a project. A slot object upserts the property; options with an id are
 * updated, without one created, left out removed (values holding them fall back to none);
 * null clears the slot. Absent leaves it alone. Runs inside the caller's transaction.
 */

type Db = Kysely<Database>;
type SlotInput = z.output<typeof slotInput>;
export type SlotInputs = Partial<Record<(typeof SLOT_FIELDS)[keyof typeof SLOT_FIELDS], SlotInput | undefined>>;
export type Owner = { space_id: number } | { project_id: number };

const WITH_OPTIONS = new Set<number>([PROPERTY_TYPES.select, PROPERTY_TYPES.multiselect]);

export function touchesSlots(input: SlotInputs): boolean {
  return PROPERTY_KINDS.some((k) => input[SLOT_FIELDS[k]] !== undefined);
}

export async function writeSlots(db: Db, owner: Owner, input: SlotInputs): Promise<void> {
  const ownerCol = 'space_id' in owner ? 'space_id' : 'project_id';
  const ownerId = 'space_id' in owner ? owner.space_id : owner.project_id;
  let selectOptionsChanged = false;

  for (const kind of PROPERTY_KINDS) {
    const field = SLOT_FIELDS[kind];
    const slot = input[field];
    if (slot === undefined) continue;
    const typeId = PROPERTY_TYPES[kind];
    const existing = await db
      .selectFrom('properties')
      .select('id')
      .where(ownerCol, '=', ownerId)
      .where('property_type_id', '=', typeId)
      .executeTakeFirst();

    if (slot === null) {
      if (!existing) continue;
      // Options go with the property (cascade), and tasks' value_select with them (set null).
      if (typeId === PROPERTY_TYPES.multiselect && ownerCol === 'project_id') {
        await sql`update tasks set value_multiselect = '{}' where project_id = ${ownerId}::int and cardinality(value_multiselect) > 0`.execute(
          db,
        );
      }
      if (typeId === PROPERTY_TYPES.select) selectOptionsChanged = true;
      await db.deleteFrom('properties').where('id', '=', existing.id).execute();
      continue;
    }

    // Always written, even unchanged: the properties row's trigger tells the live channel
    // that this slot (or one of its options, which have no trigger) changed.
    const propertyId = existing
      ? (
          await db
            .updateTable('properties')
            .set({ title: slot.title, updated_at: sql`now()` })
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await db
            .insertInto('properties')
            .values({ [ownerCol]: ownerId, property_type_id: typeId, title: slot.title })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

    if (WITH_OPTIONS.has(typeId) && slot.options !== undefined) {
      const removed = await writeOptions(db, field, propertyId, slot.options, typeId === PROPERTY_TYPES.select);
      if (removed.length && typeId === PROPERTY_TYPES.select) selectOptionsChanged = true;
      if (removed.length && typeId === PROPERTY_TYPES.multiselect)
        await dropMultiselectOptions(db, ownerCol, ownerId, propertyId, removed);
    }
  }
  if (selectOptionsChanged && ownerCol === 'project_id') await renumberAllColumns(db, ownerId);
  // A space's stored answer follows its slots by itself (triggers on properties and
  // property_options rebuild it, and the space's row change reaches the live channel).
}

type OptionInput = NonNullable<NonNullable<SlotInput>['options']>[number];

/** Options in array order (number = index + 1); answers the ids removed. */
async function writeOptions(
  db: Db,
  field: string,
  propertyId: number,
  options: OptionInput[],
  isSelect: boolean,
): Promise<number[]> {
  const current = new Set(
    (await db.selectFrom('property_options').select('id').where('property_id', '=', propertyId).execute()).map(
      (r) => r.id,
    ),
  );
  const kept = new Set<number>();
  for (const o of options) {
    if (o.id === undefined) continue;
    if (!current.has(o.id)) throw new HttpError('unknown_option_id', { field, id: o.id });
    if (kept.has(o.id)) throw new HttpError('duplicate_option', { field, id: o.id });
    kept.add(o.id);
  }
  const removed = [...current].filter((id) => !kept.has(id));
  if (removed.length) await db.deleteFrom('property_options').where('id', 'in', removed).execute();

  const updates = options.flatMap((o, i) =>
    o.id === undefined ? [] : [{ id: o.id, number: i + 1, title: o.title, color: o.color, group: o.group ?? null }],
  );
  if (updates.length) {
    // An update without a group (an older client) leaves the option's group as it is.
    await sql`update property_options o set number = u.number, title = u.title, color = u.color,
        "group" = coalesce(u."group", o."group")
      from json_to_recordset(${JSON.stringify(updates)}::json) as u(id int, number int, title text, color text, "group" text)
      where o.id = u.id`.execute(db);
  }
  const inserts = options.flatMap((o, i) =>
    o.id === undefined
      ? [
          {
            property_id: propertyId,
            number: i + 1,
            title: o.title,
            color: o.color,
            group: o.group ?? (isSelect ? defaultOptionGroup(o.title) : DEFAULT_OPTION_GROUP),
          },
        ]
      : [],
  );
  if (inserts.length) await db.insertInto('property_options').values(inserts).execute();
  return removed;
}

/** Values holding removed multiselect options drop them (arrays have no foreign key). */
async function dropMultiselectOptions(
  db: Db,
  ownerCol: 'space_id' | 'project_id',
  ownerId: number,
  propertyId: number,
  removed: number[],
) {
  if (ownerCol === 'project_id') {
    await sql`update tasks set value_multiselect = array(select x from unnest(value_multiselect) x where x <> all(${removed}::int[]))
      where project_id = ${ownerId}::int and value_multiselect && ${removed}::int[]`.execute(db);
  } else {
    await sql`update property_values set property_option_ids = array(select x from unnest(property_option_ids) x where x <> all(${removed}::int[]))
      where property_id = ${propertyId}::int and property_option_ids && ${removed}::int[]`.execute(db);
  }
}
