import { type Kysely, sql } from 'kysely';
import { searchWords } from '../../../shared/career/constants.ts';
import type { Professional, ProQuery } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { readRegions } from '../career/regions.ts';

/**
 * The professionals directory (sections §2 'pro', §3 Professional, §7 `pro`; issue 15): people
 * (profile type person), golden level first, then by name; matching name, username, about or
 * expertise (full text, Russian stemming, each word a prefix); in a region (its code). The page
 * of ids is picked from `profiles` on its own indexes (`profiles_pro_idx`, `profiles_search_idx`,
 * `region_selected_region_idx`) before regions and info are joined; one more row than a page
 * says whether another follows. The answer carries the regions for the dropdown.
 */
export async function readPro(db: Kysely<Database>, q: ProQuery): Promise<{ lawyers: Professional[]; regions: Awaited<ReturnType<typeof readRegions>>; pagination: { page: number; hasMore: boolean } }> {
  const code = q.region?.trim() || undefined;

  let pick = db.selectFrom('profiles as p').select(['p.id', 'p.pro_rank', 'p.name']).where('p.type', '=', 'person');
  if (code !== undefined) {
    pick = pick.where((eb) =>
      eb.exists(
        eb
          .selectFrom('region_selected as rs')
          .innerJoin('regions as rg', 'rg.id', 'rs.region_id')
          .select(sql`1`.as('one'))
          .whereRef('rs.profile_id', '=', 'p.id')
          .where('rs.type', '=', 'profile')
          .where('rg.code', '=', code),
      ),
    );
  }
  const words = searchWords(q.search ?? '');
  if (words.length) {
    // Letters and digits only, each a prefix: nothing the reader types is query syntax.
    pick = pick.where(sql<boolean>`p.search @@ to_tsquery('russian', ${words.map((w) => `${w}:*`).join(' & ')})`);
  }
  pick = pick.orderBy('p.pro_rank', 'desc').orderBy('p.name').orderBy('p.id').limit(q.limit + 1).offset((q.page - 1) * q.limit);

  const rowsQuery = db
    .selectFrom(pick.as('k'))
    .innerJoin('profiles as p', 'p.id', 'k.id')
    .leftJoin('region_selected as rs', (j) => j.onRef('rs.profile_id', '=', 'p.id').on('rs.type', '=', 'profile'))
    .leftJoin('regions as r', 'r.id', 'rs.region_id')
    .select([
      'p.id', 'p.username', 'p.name', 'p.avatar', 'p.level', 'p.about', 'p.expertise',
      sql<string | null>`p.info ->> 'city'`.as('city'),
      sql<string | null>`p.info -> 'professional_info' ->> 'education'`.as('education'),
      sql<string | null>`p.info -> 'professional_info' ->> 'awards'`.as('awards'),
      sql<string | null>`p.info -> 'professional_info' ->> 'experience_years'`.as('experience_years'),
      'r.id as region_id', 'r.code as region_code', 'r.title as region_title',
    ])
    .orderBy('k.pro_rank', 'desc')
    .orderBy('k.name')
    .orderBy('k.id')
    .execute();
  // The regions (the dropdown) and the page at once; an unknown code is the reader's mistake.
  const [regions, rows] = await Promise.all([readRegions(db), rowsQuery]);
  if (code !== undefined && !regions.some((r) => r.code === code)) throw new HttpError('region_not_found');

  const hasMore = rows.length > q.limit;
  const lawyers = rows.slice(0, q.limit).map((r): Professional => {
    const years = r.experience_years !== null && /^\d{1,3}$/.test(r.experience_years) ? Number(r.experience_years) : null;
    const professional = r.education || r.awards ? { education: r.education, awards: r.awards } : undefined;
    return {
      id: r.id,
      username: r.username,
      name: r.name,
      avatar: r.avatar,
      level: r.level,
      about: r.about,
      expertise: r.expertise,
      experienceYears: years,
      region: r.region_id !== null ? { id: r.region_id, code: r.region_code!, title: r.region_title! } : null,
      info: { ...(r.city ? { city: r.city } : {}), ...(professional ? { professional_info: professional } : {}) },
    };
  });
  return { lawyers, regions, pagination: { page: q.page, hasMore } };
}
