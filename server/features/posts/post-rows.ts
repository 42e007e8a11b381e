import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { isoText } from '@server/db/json-sql.ts';
import type { Database, PostsTable, PostTranslation } from '@server/db/schema.ts';

type PostRow = { [K in keyof PostsTable]: PostsTable[K] extends { __select__: infer S } ? S : PostsTable[K] };

/**
 * The columns a read of posts picks, named: these reads run as prepared statements
 * (server/db/prepared-statements.ts), and a `select *` would change its columns under them when a
 * rolling deploy adds one.
 */
const PICKED = [
  'id',
  'profile_id',
  'title',
  'preview',
  'content',
  'cover',
  'status',
  'slug',
  'url',
  'content_length',
  'preview_text',
  'content_text',
  'content_is_plain',
  'is_pinned',
  'is_profile_pinned',
  'is_archived',
  'created_at',
  'updated_at',
  'translations',
] as const satisfies ReadonlyArray<keyof PostsTable>;

/** The posts a read picks (filtered, ordered, limited), before their authors are joined. */
export type PostPick = SelectQueryBuilder<Database, 'posts', Pick<PostRow, (typeof PICKED)[number]>>;

/** A read of posts: `pickPosts(db).where(…)` with the columns every answer needs. */
export const pickPosts = (db: Kysely<Database>): PostPick => db.selectFrom('posts').select(PICKED);

/**
 * The posts `pick` chose with their authors, as every read answers them: one query. The pick
 * is limited before the join, so a deep page reads its ten authors, not every author above it.
 * `withContent` false: the list answer (content left out, its length kept).
 */
export function selectPosts(db: Kysely<Database>, pick: PostPick, withContent: boolean) {
  return db
    .selectFrom(pick.as('p'))
    .innerJoin('profiles as a', 'a.id', 'p.profile_id')
    .select([
      'p.id',
      'p.profile_id',
      'p.title',
      'p.preview',
      'p.cover',
      'p.status',
      'p.slug',
      'p.url',
      'p.content_length',
      'p.preview_text',
      'p.content_text',
      'p.content_is_plain',
      'p.is_pinned',
      'p.is_profile_pinned',
      'p.is_archived',
      'p.created_at',
      'p.updated_at',
      'p.translations',
      'a.name as author_name',
      'a.username as author_username',
      'a.avatar as author_avatar',
      'a.level as author_level',
      withContent ? 'p.content' : sql<null>`null`.as('content'),
      sql<boolean>`exists (select 1 from quiz q where q.post_id = p.id)`.as('has_quiz'),
      sql<boolean>`exists (select 1 from jobs j where j.post_id = p.id)`.as('has_job'),
      sql<boolean>`exists (select 1 from events e where e.post_id = p.id)`.as('has_event'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A row as the contract answers it; `lang` picks a system post's wording in that language when it has one. */
export function toPost(row: Row, lang?: Language): Post {
  const t: PostTranslation | undefined = lang ? row.translations?.[lang] : undefined;
  return {
    id: row.id,
    profile_id: row.profile_id,
    title: t?.title ?? row.title,
    preview: t ? (t.preview === null ? null : { content: t.preview }) : row.preview,
    content: t && row.content ? (t.content === null ? null : { content: t.content }) : row.content,
    content_length: t ? Array.from(t.content ?? '').length : row.content_length,
    // A system post's wording in another language has a plain preview of our own writing.
    excerpt: t ? t.preview : row.preview_text || row.content_text,
    content_is_plain: row.content_is_plain,
    cover: row.cover,
    status: row.status,
    slug: row.slug,
    url: row.url,
    is_pinned: row.is_pinned,
    is_profile_pinned: row.is_profile_pinned,
    is_archived: row.is_archived,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: {
      id: row.profile_id,
      name: row.author_name,
      username: row.author_username,
      avatar: row.author_avatar,
      level: row.author_level,
    },
    has_quiz: Boolean(row.has_quiz),
    has_job: Boolean(row.has_job),
    has_event: Boolean(row.has_event),
  };
}

/** A list's order: the feed's pins first, a profile's own pins first, or newest first. */
const ORDERS = {
  feed: 'p.is_pinned desc, p.created_at desc, p.id desc',
  profile: 'p.is_profile_pinned desc, p.created_at desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
} as const;

/**
 * A list of posts as JSON text built by PostgreSQL, in the answer's exact shape (`Post[]`,
 * without the text): the feed and a profile's posts are read most, and rows parsed and
 * serialised again in Node cost 2–3× the CPU of this (measured: tests/bench/posts-bench.ts).
 * `order` is the pick's own order, applied again after the join.
 */
export function postsJson(pick: PostPick, order: keyof typeof ORDERS) {
  const orderBy = sql.raw(ORDERS[order]);
  return sql<{ j: string }>`
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'profile_id', p.profile_id, 'title', p.title, 'preview', p.preview, 'content', null,
      'content_length', p.content_length, 'excerpt', coalesce(nullif(p.preview_text, ''), p.content_text),
      'content_is_plain', p.content_is_plain, 'cover', p.cover, 'status', p.status, 'slug', p.slug, 'url', p.url,
      'is_pinned', p.is_pinned, 'is_profile_pinned', p.is_profile_pinned, 'is_archived', p.is_archived,
      'created_at', ${isoText('p.created_at')}, 'updated_at', ${isoText('p.updated_at')},
      'author', json_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar', a.avatar, 'level', a.level),
      'has_quiz', exists (select 1 from quiz q where q.post_id = p.id),
      'has_job', exists (select 1 from jobs j where j.post_id = p.id),
      'has_event', exists (select 1 from events e where e.post_id = p.id)
    ) order by ${orderBy}), '[]')::text as j
    from (${pick}) p join profiles a on a.id = p.profile_id`;
}
