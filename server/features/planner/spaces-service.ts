import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { ROLE, type spacesActions } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';
import { profileOf, spaceAccess } from './access.ts';
import type { Caller } from './planner-caller.ts';
import { allow, isManager, REFUSAL } from './permissions.ts';
import { readSpaces } from './answer-sql.ts';
import { writeSlots } from './slots.ts';

type Db = Kysely<Database>;
type Input<K extends keyof typeof spacesActions> = z.output<(typeof spacesActions)[K]>;

export async function oneSpace(db: Db, profileId: number, id: number, archived = false) {
  const { json } = await readSpaces(db, { profileId }, { id, archived });
  return JSON.parse(json)[0];
}

/** The creator of a space is its owner. */
export async function createSpace(db: Db, caller: Caller, input: Input<'create'>) {
  const me = profileOf(caller);
  const id = await db.transaction().execute(async (trx) => {
    const space = await trx
      .insertInto('spaces')
      .values({
        title: input.title,
        description: input.description ?? null,
        icon: input.icon,
        color: input.color,
        created_by: me,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('members')
      .values({ object_type: 'space', space_id: space.id, profile_id: me, role_id: ROLE.owner })
      .execute();
    await writeSlots(trx, { space_id: space.id }, input);
    return space.id;
  });
  return oneSpace(db, me, id);
}

/** Settings (title, description, appearance, slots): owners and admins. */
export async function updateSpace(db: Db, caller: Caller, input: Input<'update'>) {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const space = await spaceAccess(trx, me, input.id, { lock: true });
    allow(isManager(space.role), REFUSAL.settings);
    const patch = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.icon !== undefined && { icon: input.icon }),
      ...(input.color !== undefined && { color: input.color }),
    };
    if (Object.keys(patch).length) {
      await trx
        .updateTable('spaces')
        .set({ ...patch, updated_at: sql`now()` })
        .where('id', '=', space.id)
        .execute();
    }
    await writeSlots(trx, { space_id: space.id }, input);
  });
  return oneSpace(db, me, input.id);
}

/** Archiving a whole space is the owner's alone; its projects and tasks leave every list with it. */
export async function archiveSpace(db: Db, caller: Caller, id: number): Promise<{ ok: true; space: { id: number } }> {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const space = await spaceAccess(trx, me, id, { lock: true });
    allow(space.role === ROLE.owner, REFUSAL.archiveSpace);
    await trx
      .updateTable('spaces')
      .set({ archived_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  });
  return { ok: true, space: { id } };
}
