import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { PIN_PLACES, POST_LIMITS, POST_STATUSES } from '../posts/limits.ts';
import { idSchema, LANGUAGES, sessionIdSchema, textSchema, visibleText } from './common.ts';

/**
 * The `posts` and `tooltips` calls (docs/architecture.md, community functions):
 * the contract between server/features/posts/functions/ and the app. Preview and content
 * keep the earlier system's `{ content }` shape in both directions.
 */

const s = { sessionId: sessionIdSchema };
const title = visibleText(POST_LIMITS.title);
const text = (max: number) => z.object({ content: textSchema.max(max) }).nullable();
/** An image address from our own upload call; the server checks it is the caller's. */
const cover = textSchema.trim().max(2048).nullable();
const status = z.enum(POST_STATUSES, { error: V.postStatus });
const page = idSchema.refine((n) => n <= POST_LIMITS.maxPage, { error: V.tooLarge });
/** The app's language for the system posts' and tooltips' wording; else the caller's setting or Accept-Language. */
const lang = z.enum(LANGUAGES, { error: V.language }).optional();

export const postsActions = {
  /**
   * The same for everyone, so no session is needed (one query). `after`: the last post id the
   * reader has (keyset: the page right after it); else `page` from 1.
   */
  feed: z.object({
    action: z.literal('feed'),
    sessionId: sessionIdSchema.optional(),
    page: page.optional(),
    after: idSchema.optional(),
  }),
  /** Published posts need no session; drafts only their author's. */
  byProfile: z.object({
    action: z.literal('byProfile'),
    sessionId: sessionIdSchema.optional(),
    profileId: idSchema,
    status: status.default('published'),
    page: page.optional(),
    after: idSchema.optional(),
  }),
  /**
   * `url`: the part of the post's path before the first hyphen (the whole path part is accepted
   * too). A published post needs no session; a draft or an archived one its author's.
   */
  get: z.object({
    action: z.literal('get'),
    sessionId: sessionIdSchema.optional(),
    url: textSchema.trim().min(1, { error: V.required }).max(200),
    lang,
  }),
  create: z.object({
    action: z.literal('create'),
    ...s,
    title,
    preview: text(POST_LIMITS.preview).optional(),
    content: text(POST_LIMITS.content).optional(),
    cover: cover.optional(),
    status,
  }),
  /** Fields left out stay as they are. */
  update: z.object({
    action: z.literal('update'),
    ...s,
    id: idSchema,
    title: title.optional(),
    preview: text(POST_LIMITS.preview).optional(),
    content: text(POST_LIMITS.content).optional(),
    cover: cover.optional(),
    status: status.optional(),
  }),
  /**
   * Toggles a pin: `feed` (is_pinned, admins only) or `profile` (the author's own
   * posts tab, is_profile_pinned).
   */
  pin: z.object({
    action: z.literal('pin'),
    ...s,
    id: idSchema,
    on: z.enum(PIN_PLACES).default('feed'),
  }),
  archive: z.object({ action: z.literal('archive'), ...s, id: idSchema }),
};

export const postAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.enum(['bronze', 'silver', 'golden']).nullable(),
});

export const postSchema = z.object({
  id: z.number(),
  profile_id: z.number(),
  title: z.string(),
  preview: z.object({ content: z.string() }).nullable(),
  /** the whole text in `get` and the author's changes; lists leave it out (null) and say its length */
  content: z.object({ content: z.string() }).nullable(),
  content_length: z.number(),
  /**
   * The words a card and a link preview show: the preview's plain text, else the content's
   * start, read from the Markdown when it was saved (at most 300 characters); null: none.
   */
  excerpt: z.string().nullable(),
  /** The content is shown as plain text, not Markdown (an old post over the Markdown limits). */
  content_is_plain: z.boolean(),
  cover: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  slug: z.string(),
  url: z.string(),
  is_pinned: z.boolean(),
  /** first on its author's posts tab */
  is_profile_pinned: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  author: postAuthorSchema,
  /** what the post carries (its quiz, job and event) */
  has_quiz: z.boolean(),
  has_job: z.boolean(),
  has_event: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postAnswer = z.object({ post: postSchema });
/**
 * What an author's save answers: the post, and whether their published posts reach the home
 * feed (the editors' mark; else only their profile). The server's to say: the app words it.
 */
export const postSaveAnswer = postAnswer.extend({ postsOnHomeFeed: z.boolean() });
export const postsAnswer = z.object({ posts: z.array(postSchema) });

/** tooltips: public reference data. */
export const tooltipInput = z.object({ sessionId: sessionIdSchema.optional(), id: idSchema, lang });
export const tooltipAnswer = z.object({ tooltip: z.object({ id: z.number(), text: z.string() }) });
