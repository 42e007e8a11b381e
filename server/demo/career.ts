import { type Kysely, sql } from 'kysely';
import { makeSlug } from '@shared/posts/post-url.ts';
import { slugifyUsername } from '@shared/usernames.ts';
import type { Database } from '../db/schema.ts';
import { freeUrl } from '../features/posts/post-urls.ts';
import { DEMO_EVENTS, DEMO_RESUMES, DEMO_VACANCIES } from './career-data.ts';
import { demoCover } from './posts.ts';

/**
 * The career board's demo (DEMO mode): employers' vacancies, each on its own post by the
 * employer's profile (not on the home feed: employers hold no home_feed_post), people with
 * resumes, and events on posts of the demo people over the coming months. Idempotent: nothing
 * happens once a vacancy exists. One transaction.
 */
export async function seedDemoCareer(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('jobs').select('id').where('type', '=', 'vacancy').limit(1).executeTakeFirst()) return;
    const regions = new Map(
      (await trx.selectFrom('regions').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
    );

    const profileFor = async (
      name: string,
      username: string,
      type: string,
      city: string,
      regionCode: string,
      extra: { about?: string; expertise?: string } = {},
    ) => {
      const taken = await trx.selectFrom('profiles').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) return taken.id;
      const p = await trx
        .insertInto('profiles')
        .values({ name, username, type, is_demo: true, info: JSON.stringify({ city }), ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
      const region = regions.get(regionCode);
      if (region)
        await trx
          .insertInto('region_selected')
          .values({ profile_id: p.id, type: 'profile', region_id: region })
          .execute();
      return p.id;
    };

    for (const v of DEMO_VACANCIES) {
      const base = slugifyUsername(v.employer.replace(/[«»"]/g, '')).slice(0, 16).replace(/_+$/, '');
      const employer = await profileFor(
        v.employer,
        base.length >= 5 ? base : `firm_${base}`.slice(0, 20),
        'other',
        v.city,
        v.regionCode,
      );
      const at = sql<Date>`now() - make_interval(days => ${v.daysAgo}, hours => ${(v.title.length % 9) + 1})`;
      const post = await trx
        .insertInto('posts')
        .values({
          profile_id: employer,
          title: v.title,
          status: 'published',
          slug: makeSlug(v.title),
          url: await freeUrl(trx),
          preview: JSON.stringify({ content: `${v.employer}, ${v.city}` }),
          content: JSON.stringify({ content: v.description }),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('jobs')
        .values({
          type: 'vacancy',
          post_id: post.id,
          profile_id: employer,
          title: v.title,
          description: v.description,
          work_status: v.work_status,
          work_type: v.work_type,
          work_format: v.work_format,
          salary: v.salary ? JSON.stringify(v.salary) : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    for (const [i, r] of DEMO_RESUMES.entries()) {
      const profileId = await profileFor(r.name, r.username, 'person', r.city, r.regionCode, {
        about: r.about,
        expertise: r.expertise,
      });
      const at = sql<Date>`now() - make_interval(days => ${i * 2 + 1})`;
      await trx
        .insertInto('jobs')
        .values({
          type: 'resume',
          post_id: null,
          profile_id: profileId,
          title: r.title,
          description: r.description,
          work_status: r.work_status,
          work_type: r.work_type,
          work_format: r.work_format,
          salary: r.salary ? JSON.stringify(r.salary) : null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('profile_id').where('type', '=', sql.lit('resume')).doNothing())
        .execute();
    }

    const people = new Map(
      (await trx.selectFrom('profiles').select(['id', 'username']).where('is_demo', '=', true).execute()).map((p) => [
        p.username,
        p.id,
      ]),
    );
    for (const e of DEMO_EVENTS) {
      const organiser = people.get(e.organiser);
      if (organiser === undefined) continue;
      // Starts at the given Moscow hour, so the demo reads right in every time zone.
      const start = sql<Date>`date_trunc('day', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow' + make_interval(days => ${e.startsInDays}, hours => ${e.startHour})`;
      const posted = sql<Date>`now() - make_interval(days => ${(e.startsInDays % 7) + 1})`;
      const post = await trx
        .insertInto('posts')
        .values({
          profile_id: organiser,
          title: e.title,
          status: 'published',
          slug: makeSlug(e.title),
          url: await freeUrl(trx),
          preview: JSON.stringify({ content: e.description.split(/(?<=[.!?])\s/)[0] }),
          content: JSON.stringify({ content: e.description }),
          cover: e.cover === undefined ? null : demoCover(e.cover),
          created_at: posted,
          updated_at: posted,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('events')
        .values({
          post_id: post.id,
          title: e.title,
          description: e.description,
          location: e.location,
          type: e.type,
          start_date: start,
          end_date: e.hours ? sql<Date>`${start} + make_interval(hours => ${e.hours})` : null,
          is_online: e.is_online,
          is_offline: e.is_offline,
          link: e.link,
          cover: e.cover === undefined ? null : demoCover(e.cover),
          region_id: e.regionCode ? (regions.get(e.regionCode) ?? null) : null,
        })
        .execute();
    }
  });
}
