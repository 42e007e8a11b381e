import { type Kysely, sql } from 'kysely';
import { PIN_LIMITS, type PinPlace } from '@shared/posts/limits.ts';
import type { Post } from '@shared/schemas/posts.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { Caller } from '@server/services/caller.ts';
import { authorOf, readPostById } from './posts-service.ts';

type Db = Kysely<Database>;

/** Serialises the feed's pins: two admins pinning at once still leave three. */
const FEED_PINS_LOCK = 31_009;

/**
 * Pins and unpins a post. On the home feed (`feed`, is_pinned): an
 * admin's, any public post, at most three, a fourth unpinning the one pinned earliest. On its
 * author's posts tab (`profile`): the author's own posts, at most three (a fourth is a 409).
 * What the caller may not see is a 404, as everywhere in posts.
 */
export async function togglePin(db: Db, caller: Caller, id: number, on: PinPlace): Promise<Post> {
  const profileId = authorOf(caller);
  if (on === 'feed' && !caller.roles.includes('admin')) throw new HttpError('feed_pin_admin_only');
  await db.transaction().execute(async (trx) => {
    if (on === 'feed') await sql`select pg_advisory_xact_lock(${FEED_PINS_LOCK})`.execute(trx);
    // The author's row orders two pins of theirs at once, so the cap holds.
    else await trx.selectFrom('profiles').select('id').where('id', '=', profileId).forUpdate().execute();
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'profile_id', 'status', 'is_archived', 'is_pinned', 'is_profile_pinned'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const isPublic = post?.status === 'published' && !post.is_archived;
    if (!post || (!isPublic && post.profile_id !== profileId)) throw new HttpError('post_not_found');
    if (on === 'feed') await toggleFeedPin(trx, post, isPublic);
    else await toggleProfilePin(trx, post, profileId);
  });
  return readPostById(db, id);
}

async function toggleFeedPin(trx: Db, post: { id: number; is_pinned: boolean }, isPublic: boolean) {
  if (post.is_pinned) {
    await trx
      .updateTable('posts')
      .set({ is_pinned: false, pinned_at: null, updated_at: sql`now()` })
      .where('id', '=', post.id)
      .execute();
    return;
  }
  // A draft or an archived post would take a place on the feed without being on it.
  if (!isPublic) throw new HttpError('post_not_found');
  const pinned = await trx
    .selectFrom('posts')
    .select('id')
    .where('is_pinned', '=', true)
    .orderBy('pinned_at', sql`desc nulls last`)
    .orderBy('id', 'desc')
    .execute();
  const unpin = pinned.slice(PIN_LIMITS.feed - 1).map((p) => p.id);
  if (unpin.length > 0) {
    await trx.updateTable('posts').set({ is_pinned: false, pinned_at: null }).where('id', 'in', unpin).execute();
  }
  await trx
    .updateTable('posts')
    .set({ is_pinned: true, pinned_at: sql`clock_timestamp()`, updated_at: sql`now()` })
    .where('id', '=', post.id)
    .execute();
}

async function toggleProfilePin(
  trx: Db,
  post: { id: number; profile_id: number; is_profile_pinned: boolean },
  profileId: number,
) {
  if (post.profile_id !== profileId) throw new HttpError('not_post_author');
  if (!post.is_profile_pinned) {
    const { n } = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('profile_id', '=', profileId)
      .where('is_profile_pinned', '=', true)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PIN_LIMITS.profile) throw new HttpError('profile_pins_full');
  }
  await trx
    .updateTable('posts')
    .set({
      is_profile_pinned: !post.is_profile_pinned,
      profile_pinned_at: post.is_profile_pinned ? null : sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', post.id)
    .execute();
}
