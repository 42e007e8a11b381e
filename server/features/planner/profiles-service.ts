import { type Kysely, sql } from 'kysely';
import { LIMITS } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';

type Db = Kysely<Database>;
const MINI = ['id', 'name', 'username', 'avatar'] as const;

/**
 * Profile search for the members manager: name or username containing
 * the text, case-insensitive, 10 by name. strpos rather than LIKE: the text is matched
 * literally, so % and _ in it are just characters.
 */
export async function searchProfiles(db: Db, query: string) {
  const q = query.toLowerCase();
  return (
    db
      .selectFrom('profiles')
      .select(MINI)
      .where((eb) =>
        eb.or([eb(sql`strpos(lower(name), ${q})`, '>', 0), eb(sql`strpos(lower(username), ${q})`, '>', 0)]),
      )
      // Whom the person most likely means first: the exact username, then a username or a word of
      // the name that starts with what they typed ('igor' finds igor_volkov before grigorev_i141).
      .orderBy(sql`lower(username) = ${q}`, 'desc')
      .orderBy(sql`starts_with(lower(username), ${q}) or strpos(' ' || lower(name), ${' ' + q}) > 0`, 'desc')
      .orderBy('name')
      .orderBy('id')
      .limit(LIMITS.profileSearchLimit)
      .execute()
  );
}

/** Names and avatars for assignee chips, by a list of profile ids. */
export async function profilesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('profiles')
    .select(MINI)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .execute();
}

export async function listRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'title', 'description']).orderBy('id').execute();
}
