import { type Kysely, sql } from 'kysely';
import { HOME_FEED_POST } from '@shared/posts/limits.ts';
import type { Database } from '../db/schema.ts';

/**
 * What an operator may grant or revoke: a permission (home_feed_post puts a
 * person's posts on the home feed) or a role (partner edits their username, admin pins on the feed). Both are
 * lists on the profile; the database keeps the feed in step (posts.in_feed).
 */
export const GRANTS = {
  [HOME_FEED_POST]: 'permissions',
  partner: 'roles',
  admin: 'roles',
} as const satisfies Record<string, 'permissions' | 'roles'>;
export type Grant = keyof typeof GRANTS;
export const isGrant = (s: string): s is Grant => Object.hasOwn(GRANTS, s);

export type GrantResult = { found: false } | { found: true; changed: boolean; roles: string[]; permissions: string[] };

/** Adds (or removes) `grant` on the profile `username`; says whether anything changed. */
export async function setGrant(
  db: Kysely<Database>,
  username: string,
  grant: Grant,
  on: boolean,
): Promise<GrantResult> {
  const column = GRANTS[grant];
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('profiles')
      .select(['id', 'roles', 'permissions'])
      .where('username', '=', username.trim().toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!before) return { found: false } as const;
    const has = before[column].includes(grant);
    if (has === on) return { found: true, changed: false, roles: before.roles, permissions: before.permissions };
    const next = on
      ? sql<string[]>`array_append(${sql.ref(column)}, ${grant})`
      : sql<string[]>`array_remove(${sql.ref(column)}, ${grant})`;
    const after = await trx
      .updateTable('profiles')
      .set({ [column]: next, updated_at: sql`now()` })
      .where('id', '=', before.id)
      .returning(['roles', 'permissions'])
      .executeTakeFirstOrThrow();
    return { found: true, changed: true, ...after };
  });
}
