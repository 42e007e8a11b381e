import type { Kysely } from 'kysely';
import type { ExpertCard } from '@shared/schemas/about.ts';
import type { Database } from '@server/db/schema.ts';

/**
 * Profiles of level 'golden', oldest first, with the about page card's public fields only:
 * no user id, roles, permissions or info. Walking the primary key in
 * order and stopping at `limit` keeps this cheap without an index on level.
 */
export async function listGoldenProfiles(db: Kysely<Database>, limit: number): Promise<ExpertCard[]> {
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'name', 'username', 'avatar', 'about'])
    .where('level', '=', 'golden')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, level: 'golden' as const }));
}
