import { type Kysely, sql } from 'kysely';
import { searchWords } from '@shared/career/constants.ts';
import type { Language } from '@shared/constants.ts';
import type { ProQuery } from '@shared/schemas/profile.ts';
import { answerVersionSql, type KeptReads, type KeptText, keptAnswer } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { readRegions, regionTitle } from '../regions/regions-service.ts';

/**
 * The professionals directory (`pro`): people
 * (profile type person), golden level first, then by name; matching name, username, about or
 * expertise (full text, Russian stemming, each word a prefix); in a region (its code).
 *
 * One query answers the whole page as JSON text built by PostgreSQL (the posts' and planner's
 * pattern, measured in tests/bench/profiles-bench.ts): the page of ids is picked from
 * `profiles` on its own indexes (`profiles_pro_idx`, `profiles_search_idx`,
 * `region_selected_region_idx`) before regions and info are joined; one more row than a page
 * says whether another follows. The regions for the dropdown (kept per process while the
 * regions' own version stands) are written around it; an unknown region code is a 400. The same
 * for every reader, so kept while nothing it shows changed (server/db/answer-cache.ts, PRO_READS).
 */
/** What the directory's answer reads. */
export const PRO_READS: KeptReads = {
  scope: 'pro',
  reads: ['profiles', 'region_selected', 'regions', 'profile_university', 'universities'],
};

export async function readProJson(db: Kysely<Database>, q: ProQuery, language: Language): Promise<KeptText> {
  // One small statement reads the answer's version and the regions' own, so the regions list
  // below is never older than the answer it is written into.
  const { rows } = await sql<{ version: string; regions: string }>`
    select ${answerVersionSql(PRO_READS.reads)} as version, ${answerVersionSql(['regions'])} as regions`.execute(db);
  const { version, regions } = rows[0]!;
  // Kept per language: the regions are named in the reader's.
  return keptAnswer(
    db,
    PRO_READS,
    `${language} ${JSON.stringify(q)}`,
    () => makePro(db, q, language, regions),
    version,
  );
}

async function makePro(db: Kysely<Database>, q: ProQuery, language: Language, regionsVersion: string): Promise<string> {
  const code = q.region?.trim() || null;
  const words = searchWords(q.search ?? '');
  const regions = await regionsJson(db, language, regionsVersion);
  let regionId: number | null = null;
  if (code !== null) {
    regionId = regions.ids.get(code) ?? null;
    if (regionId === null) throw new HttpError('region_not_found');
  }
  const regionFilter = regionId === null ? sql`` : sql`and p.region_id = ${regionId}`;
  // Letters and digits only, each a prefix: nothing the reader types is query syntax.
  const searchFilter = words.length
    ? sql`and p.search @@ to_tsquery('russian', ${words.map((w) => `${w}:*`).join(' & ')})`
    : sql``;
  const r = await sql<{ lawyers: string; more: boolean }>`
    with k as (
      select p.id, p.pro_rank, p.name from profiles p
      where p.type = 'person' ${regionFilter} ${searchFilter}
      order by p.pro_rank desc, p.name, p.id
      limit ${q.limit + 1} offset ${(q.page - 1) * q.limit}
    ), page as (
      select * from k order by pro_rank desc, name, id limit ${q.limit}
    )
    select coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'username', p.username, 'name', p.name, 'avatar', p.avatar, 'level', p.level,
          'about', p.about, 'expertise', p.expertise,
          'experienceYears', case when jsonb_typeof(p.info -> 'professional_info' -> 'experience_years') = 'number'
            then (p.info -> 'professional_info' -> 'experience_years') end,
          'region', case when r.id is null then null else json_build_object('id', r.id, 'code', r.code, 'title', ${regionTitle('r', language)}) end,
          'info', jsonb_strip_nulls(jsonb_build_object('city', p.info ->> 'city'))
            || case when coalesce(p.info -> 'professional_info' ->> 'education', p.info -> 'professional_info' ->> 'awards') is null then '{}'::jsonb
               else jsonb_build_object('professional_info', jsonb_build_object(
                 'education', p.info -> 'professional_info' ->> 'education', 'awards', p.info -> 'professional_info' ->> 'awards')) end
        ) order by page.pro_rank desc, page.name, page.id)
        from page
        join profiles p on p.id = page.id
        left join regions r on r.id = p.region_id
      ), '[]'::json)::text as lawyers,
      (select count(*) from k) > ${q.limit} as more`.execute(db);
  const row = r.rows[0]!;
  return `{"lawyers":${row.lawyers},"regions":${regions.json},"pagination":{"page":${q.page},"hasMore":${row.more}}}`;
}

type RegionsList = { json: string; ids: Map<string, number> };
type RegionsKept = { version: string; value: Promise<RegionsList> };
const regionsCache = new WeakMap<object, Map<Language, RegionsKept>>();

/**
 * The dropdown's regions (as `regions` answers them) as JSON text, and their ids by code: the
 * same for every `pro` call, so each process keeps them while the `regions` table's version
 * (server/db/answer-cache.ts) stands instead of building them per call (profiles-bench: about a
 * millisecond of PostgreSQL time a call). Keyed by that version, not by time: a region hidden or
 * renamed shows in the next answer, never a stale list kept under the new answer's version.
 */
function regionsJson(db: Kysely<Database>, language: Language, version: string): Promise<RegionsList> {
  let kept = regionsCache.get(db);
  if (!kept) regionsCache.set(db, (kept = new Map()));
  const hit = kept.get(language);
  if (hit && hit.version === version) return hit.value;
  const value = readRegions(db, language).then((list) => ({
    json: JSON.stringify(list),
    ids: new Map(list.map((r) => [r.code, r.id])),
  }));
  const entry = { version, value };
  value.catch(() => {
    if (kept.get(language) === entry) kept.delete(language);
  });
  kept.set(language, entry);
  return value;
}
