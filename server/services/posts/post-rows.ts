import { type Kysely, sql } from 'kysely';
import type { Post } from '../../../shared/schemas/posts.ts';
import type { Language } from '../../../shared/constants.ts';
import type { Database, PostTranslation } from '../../db/schema.ts';

/** Posts with their authors, as every read answers them: one query, no per-post lookups. */
export function selectPosts(db: Kysely<Database>) {
  return db
    .selectFrom('posts as p')
    .innerJoin('profiles as a', 'a.id', 'p.profile_id')
    .select([
      'p.id', 'p.profile_id', 'p.title', 'p.preview', 'p.content', 'p.cover', 'p.status', 'p.slug', 'p.url',
      'p.is_pinned', 'p.is_archived', 'p.created_at', 'p.updated_at', 'p.translations',
      'a.name as author_name', 'a.username as author_username', 'a.avatar as author_avatar', 'a.level as author_level',
      // Issues 11 and 12 (quizzes, jobs, events) replace these with `exists` on their tables.
      sql<boolean>`false`.as('has_quiz'),
      sql<boolean>`false`.as('has_job'),
      sql<boolean>`false`.as('has_event'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * A row as the contract answers it. `viewer` is the caller's profile id (null: anonymous);
 * `lang` picks a system post's wording in that language when it has one.
 */
export function toPost(row: Row, viewer: number | null, lang?: Language): Post {
  const t: PostTranslation | undefined = lang ? row.translations?.[lang] : undefined;
  return {
    id: row.id,
    profile_id: row.profile_id,
    title: t?.title ?? row.title,
    preview: t ? (t.preview === null ? null : { content: t.preview }) : row.preview,
    content: t ? (t.content === null ? null : { content: t.content }) : row.content,
    cover: row.cover,
    status: row.status,
    slug: row.slug,
    url: row.url,
    is_pinned: row.is_pinned,
    is_archived: row.is_archived,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: { id: row.profile_id, name: row.author_name, username: row.author_username, avatar: row.author_avatar, level: row.author_level },
    is_own: viewer !== null && viewer === row.profile_id,
    has_quiz: Boolean(row.has_quiz),
    has_job: Boolean(row.has_job),
    has_event: Boolean(row.has_event),
  };
}
