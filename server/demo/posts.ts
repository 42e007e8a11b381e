import { type Kysely, sql } from 'kysely';
import { makeSlug } from '@shared/posts/post-url.ts';
import type { Database } from '../db/schema.ts';
import { freeUrl } from '../features/posts/post-urls.ts';
import { CONTEST_POST, DEMO_POSTS, EARLIER_CONTEST_TITLE } from './posts-data.ts';

/** The demo covers are built with the app (scripts/render-demo-covers.ts draws them). */
export const demoCover = (n: number) => `/demo/covers/${n}.webp`;

/** The recruiting-contest post the feed's side panel links to in demo mode. */
export const DEMO_CONTEST_URL = 'rec';

/**
 * The home feed's demo posts (DEMO mode): about thirty posts of the demo people over the last
 * two months, some with covers, one pinned, two drafts. Idempotent: nothing happens once a
 * demo person has a post. One transaction.
 */
export async function seedDemoPosts(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const people = await trx.selectFrom('profiles').select(['id', 'username']).where('is_demo', '=', true).execute();
    const byName = new Map(people.map((p) => [p.username, p.id]));
    const ids = [...byName.values()];
    if (!ids.length) return;
    const any = await trx.selectFrom('posts').select('id').where('profile_id', 'in', ids).limit(1).executeTakeFirst();
    if (any) {
      // An earlier seed's contest post promised stages and prizes the product does not have:
      // an unedited copy takes today's text.
      await trx
        .updateTable('posts')
        .set({
          title: CONTEST_POST.title,
          slug: makeSlug(CONTEST_POST.title),
          preview: JSON.stringify({ content: CONTEST_POST.preview }),
          content: JSON.stringify({ content: CONTEST_POST.content }),
        })
        .where('url', '=', DEMO_CONTEST_URL)
        .where('title', '=', EARLIER_CONTEST_TITLE)
        .where('profile_id', 'in', ids)
        .execute();
      return;
    }
    for (const p of DEMO_POSTS) {
      const profileId = byName.get(p.author);
      if (profileId === undefined) continue;
      const at = sql<Date>`now() - make_interval(hours => ${p.hoursAgo})`;
      await trx
        .insertInto('posts')
        .values({
          profile_id: profileId,
          title: p.title,
          preview: JSON.stringify({ content: p.preview }),
          content: JSON.stringify({ content: p.content }),
          cover: p.cover === undefined ? null : demoCover(p.cover),
          status: p.draft ? 'draft' : 'published',
          slug: makeSlug(p.title),
          url: p.url ?? (await freeUrl(trx)),
          is_pinned: p.pinned ?? false,
          pinned_at: p.pinned ? at : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
}
