import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';

/** The seeded demo people one can sign in as when DEMO is on (employers and job seekers of the demo career board have no account). */
export async function listDemoPeople(db: Kysely<Database>) {
  return db
    .selectFrom('profiles')
    .select(['id', 'user_id', 'name', 'username', 'avatar', 'about'])
    .where('is_demo', '=', true)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
}
