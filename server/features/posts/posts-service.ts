import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { POST_LIMITS, type PostStatus } from '@shared/posts/limits.ts';
import { makeSlug, POST_URL_RE, postUrlKey } from '@shared/posts/post-url.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { type KeptReads, type KeptText, keptAnswer, keptWhenShared } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { UploadStore } from '@server/storage/upload-store.ts';
import type { Caller } from '@server/services/caller.ts';
import { attachContentImages, claimUpload, ownUploadLinks } from '../uploads/uploads-service.ts';
import { postTextColumns } from './markdown/post-texts.ts';
import { freeUrl } from './post-urls.ts';
import { pickPosts, postsJson, selectPosts, toPost } from './post-rows.ts';

/**
 * Posts. Who sees what: a published, non-archived post is
 * public (anyone with a session, signed in or not); a draft or an archived post only its
 * author. Anything else answers 404 `Post not found`, and changing someone else's visible
 * post 403. The feed lists posts whose `in_feed` the database keeps (see the migration).
 */

const PAGE = POST_LIMITS.feedPageSize;
type Db = Kysely<Database>;
type Viewer = number | null;

interface Paging {
  page?: number;
  after?: number;
}

/** What the feed's answer reads: the posts, their authors, their vacancy and event cards, whether each has a quiz. */
export const FEED_READS: KeptReads = { scope: 'feed', reads: ['posts', 'profiles', 'jobs', 'events', 'quiz.rows'] };
/** What a published post's answer reads. */
export const POST_READS: KeptReads = { scope: 'post', reads: ['posts', 'profiles', 'jobs', 'events', 'quiz.rows'] };

/**
 * The feed's answer as JSON text (`{ posts }`), built by PostgreSQL; the same for every reader, so
 * kept while nothing it shows changed (server/db/answer-cache.ts, FEED_READS).
 */
export function readFeed(db: Db, { page, after }: Paging): Promise<KeptText> {
  return keptAnswer(db, FEED_READS, `${page ?? 1} ${after ?? ''}`, () => makeFeed(db, { page, after }));
}

async function makeFeed(db: Db, { page, after }: Paging): Promise<string> {
  let pick = pickPosts(db)
    .where('in_feed', '=', sql.lit(true))
    .orderBy('is_pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE);
  // Keyset: the rows after the reader's last one in the index's own order.
  if (after !== undefined) {
    pick = pick.where(
      sql<boolean>`(is_pinned, created_at, id) < (select x.is_pinned, x.created_at, x.id from posts x where x.id = ${after})`,
    );
  } else if (page && page > 1) pick = pick.offset((page - 1) * PAGE);
  return `{"posts":${(await postsJson(pick, 'feed').execute(db)).rows[0].j}}`;
}

/**
 * A profile's posts as JSON text, its author's pins first, then newest first; drafts only for
 * their author (`viewer`), anyone else has none to see.
 */
export async function readProfilePosts(
  db: Db,
  viewer: () => Promise<Viewer>,
  { profileId, status, page, after }: Paging & { profileId: number; status: PostStatus },
): Promise<string> {
  if (status === 'draft' && (await viewer()) !== profileId) return '[]';
  let pick = pickPosts(db)
    .where('profile_id', '=', profileId)
    .where('status', '=', status)
    .where('is_archived', '=', sql.lit(false))
    .orderBy('is_profile_pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE);
  if (after !== undefined) {
    pick = pick.where(
      sql<boolean>`(is_profile_pinned, created_at, id) < (select x.is_profile_pinned, x.created_at, x.id from posts x where x.id = ${after})`,
    );
  } else if (page && page > 1) pick = pick.offset((page - 1) * PAGE);
  return (await postsJson(pick, 'profile').execute(db)).rows[0].j;
}

const isPublic = (p: { status: string; is_archived: boolean }) => p.status === 'published' && !p.is_archived;
const visibleTo = (p: { status: string; is_archived: boolean; profile_id: number }, viewer: Viewer) =>
  isPublic(p) || p.profile_id === viewer;

/**
 * One post (`{ post }`) by the part of its path before the first hyphen. `viewer` is asked only
 * when the post is not public (a draft or archived: its author's alone).
 */
export async function readPostByUrl(
  db: Db,
  viewer: () => Promise<Viewer>,
  urlParam: string,
  lang?: Language,
): Promise<KeptText | string> {
  const url = postUrlKey(urlParam);
  if (!POST_URL_RE.test(url)) throw new HttpError('post_not_found');
  // A published post is the same for every reader (in a language): kept while nothing it shows
  // changed, so a shared link opened by many costs one small query. A draft is its author's alone.
  return keptWhenShared(db, POST_READS, `${url} ${lang ?? ''}`, async () => {
    const row = await selectPosts(db, pickPosts(db).where('url', '=', url), true).executeTakeFirst();
    if (!row || (!isPublic(row) && row.profile_id !== (await viewer()))) throw new HttpError('post_not_found');
    return { text: JSON.stringify({ post: toPost(row, lang) }), shared: isPublic(row) };
  });
}

export async function readPostById(db: Db, id: number): Promise<Post> {
  const row = await selectPosts(db, pickPosts(db).where('id', '=', id), true).executeTakeFirst();
  if (!row) throw new HttpError('post_not_found');
  return toPost(row);
}

export function authorOf(caller: Caller): number {
  if (caller.profileId === null) throw new HttpError('no_profile');
  return caller.profileId;
}

export interface PostFields {
  title?: string;
  preview?: { content: string } | null;
  content?: { content: string } | null;
  cover?: string | null;
  status?: PostStatus;
}

/** Empty texts are stored as none: a card shows no blank preview. */
const textOrNull = (t: { content: string } | null | undefined) =>
  t && t.content.trim() ? { content: t.content } : null;

/** The texts with their uploads' addresses in the store's own (relative) form, before anything is read from them. */
function withOwnUploadLinks<F extends PostFields>(store: UploadStore, f: F): F {
  const fix = (t: { content: string } | null | undefined) => t && { content: ownUploadLinks(store, t.content) };
  return { ...f, preview: fix(f.preview), content: fix(f.content) };
}

export async function createPost(
  db: Db,
  store: UploadStore,
  caller: Caller,
  given: PostFields & { title: string; status: PostStatus },
): Promise<Post> {
  const profileId = authorOf(caller);
  const input = withOwnUploadLinks(store, given);
  const texts = await postTextColumns(input);
  const id = await db.transaction().execute(async (trx) => {
    const cover = input.cover
      ? await claimUpload(trx, store, { profileId, url: input.cover, bucket: 'posts', folder: 'covers' })
      : null;
    await attachContentImages(trx, profileId, [input.preview?.content, input.content?.content]);
    for (;;) {
      const row = await trx
        .insertInto('posts')
        .values({
          profile_id: profileId,
          title: input.title,
          preview: JSON.stringify(textOrNull(input.preview)),
          content: JSON.stringify(textOrNull(input.content)),
          ...texts,
          cover,
          status: input.status,
          slug: makeSlug(input.title),
          url: await freeUrl(trx),
        })
        .onConflict((oc) => oc.column('url').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return row.id;
    }
  });
  return readPostById(db, id);
}

/** The post `id` for its author to change: 404 when the caller may not see it, 403 when it is someone else's. */
async function ownPost(db: Db, profileId: number, id: number) {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'profile_id', 'status', 'is_archived', 'is_pinned', 'cover'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !visibleTo(row, profileId)) throw new HttpError('post_not_found');
  if (row.profile_id !== profileId) throw new HttpError('not_post_author');
  return row;
}

export async function updatePost(
  db: Db,
  store: UploadStore,
  caller: Caller,
  id: number,
  given: PostFields,
): Promise<Post> {
  const profileId = authorOf(caller);
  const input = withOwnUploadLinks(store, given);
  const texts = await postTextColumns(input);
  await db.transaction().execute(async (trx) => {
    const post = await ownPost(trx, profileId, id);
    // A cover kept as it was needs no new claim; a new one must be the author's own upload.
    const cover =
      input.cover && input.cover !== post.cover
        ? await claimUpload(trx, store, { profileId, url: input.cover, bucket: 'posts', folder: 'covers' })
        : input.cover;
    await attachContentImages(trx, profileId, [input.preview?.content, input.content?.content]);
    await trx
      .updateTable('posts')
      .set({
        ...(input.title !== undefined && { title: input.title, slug: makeSlug(input.title) }),
        ...(input.preview !== undefined && { preview: JSON.stringify(textOrNull(input.preview)) }),
        ...(input.content !== undefined && { content: JSON.stringify(textOrNull(input.content)) }),
        ...texts,
        ...(cover !== undefined && { cover: cover || null }),
        ...(input.status !== undefined && { status: input.status }),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  });
  return readPostById(db, id);
}

export async function archivePost(db: Db, caller: Caller, id: number): Promise<Post> {
  const profileId = authorOf(caller);
  await db.transaction().execute(async (trx) => {
    await ownPost(trx, profileId, id);
    await trx
      .updateTable('posts')
      .set({ is_archived: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  });
  return readPostById(db, id);
}
