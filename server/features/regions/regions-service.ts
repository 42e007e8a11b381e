import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Region } from '@shared/schemas/career.ts';
import type { Database } from '@server/db/schema.ts';
import { REGIONS } from '@server/content/regions.ts';
import { UNIVERSITIES } from '@server/content/universities.ts';

/** A region's name in the reader's language: the English one where it has one. */
export const regionTitle = (alias: string, language: Language) =>
  language === 'en'
    ? sql<string>`coalesce(${sql.ref(`${alias}.name_en`)}, ${sql.ref(`${alias}.title`)})`
    : sql<string>`${sql.ref(`${alias}.title`)}`;

/** The regions a person may choose: the largest cities' first, then by name in the reader's language; hidden ones left out. */
export async function readRegions(db: Kysely<Database>, language: Language): Promise<Region[]> {
  return db
    .selectFrom('regions as r')
    .select(['r.id', 'r.code', regionTitle('r', language).as('title'), 'r.is_top'])
    .where('r.is_hidden', '=', false)
    .orderBy('r.is_top', 'desc')
    .orderBy('title')
    .execute();
}

/** Russia's regions, in every install: added or renamed by their code, never removed (profiles point at them). */
export async function ensureRegions(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('regions')
    .values(REGIONS.map((r) => ({ code: r.code, title: r.title, name_en: r.name_en, is_top: r.is_top ?? false })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        name_en: eb.ref('excluded.name_en'),
        is_top: eb.ref('excluded.is_top'),
      })),
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
