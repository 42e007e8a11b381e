import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The seeded demo people one can sign in as when DEMO is on. */
export async function listDemoPeople(db: Kysely<Database>) {
  return db
    .selectFrom('profiles')
    .select(['id', 'user_id', 'name', 'username', 'avatar', 'about'])
    .where('is_demo', '=', true)
    .orderBy('id')
    .execute();
}
