import type { Kysely } from 'kysely';
import type { Region } from '../../../shared/schemas/career.ts';
import type { Database } from '../../db/schema.ts';
import { REGIONS } from '../../content/regions.ts';

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
    .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), is_top: eb.ref('excluded.is_top') })))
    .execute();
}
