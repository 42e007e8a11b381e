import { type Kysely, sql } from 'kysely';
import type { Region } from '@shared/schemas/career.ts';
import type { Database } from '@server/db/schema.ts';
import { REGIONS } from '@server/content/regions.ts';
import { UNIVERSITIES } from '@server/content/universities.ts';

/** The regions a person may choose: the largest cities' first, then by title; hidden ones left out. */
export async function readRegions(db: Kysely<Database>): Promise<Region[]> {
  return db
    .selectFrom('regions')
    .select(['id', 'code', 'title', 'is_top'])
    .where('is_hidden', '=', false)
    .orderBy('is_top', 'desc')
    .orderBy('title')
    .execute();
}

/** Russia's regions, in every install: added or renamed by their code, never removed (profiles point at them). */
export async function ensureRegions(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('regions')
    .values(REGIONS.map((r) => ({ code: r.code, title: r.title, is_top: r.is_top ?? false })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), is_top: eb.ref('excluded.is_top') })),
    )
    .execute();
}

/** Russia's main law schools, in every install: added or re-abbreviated by their name, never removed. */
export async function ensureUniversities(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('universities')
    .values(UNIVERSITIES)
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ short_name: eb.ref('excluded.short_name') }))
        .where(sql<boolean>`universities.short_name is distinct from excluded.short_name`),
    )
    .execute();
}
