import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { idSchema, sessionIdSchema, visibleText } from './common.ts';

/** The limits of one search: the words, and how many of each kind it answers. */
export const SEARCH_LIMITS = { query: 100, perKind: 5, maxPerKind: 20 } as const;

/**
 * `search` (GET): the words (1–100 characters once trimmed) and how many results of each kind.
 * A session is optional: an anonymous reader finds the public kinds only.
 */
export const searchInput = z.object({
  sessionId: sessionIdSchema.optional(),
  q: visibleText(SEARCH_LIMITS.query),
  limit: idSchema.refine((n) => n <= SEARCH_LIMITS.maxPerKind, { error: V.tooLarge }).default(SEARCH_LIMITS.perKind),
});
export type SearchQuery = z.output<typeof searchInput>;

/**
 * `highlight`: the result's title (or, when only its text matched, a short passage of the text)
 * as PostgreSQL's ts_headline marks it, the matched words between HIGHLIGHT_START and
 * HIGHLIGHT_STOP (shared/search/highlight.ts), which the server removes from the text first.
 */
const highlight = z.string();
const named = z.object({ id: z.number(), title: z.string() });

export const searchAnswer = z.object({
  tasks: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      project: named,
      space: named,
      value_date: z.string().nullable(),
      highlight,
    }),
  ),
  posts: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      title: z.string(),
      /** a draft is its author's own: shown as one */
      status: z.enum(['draft', 'published']),
      author: z.object({ name: z.string(), username: z.string() }),
      highlight,
    }),
  ),
  people: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      username: z.string(),
      avatar: z.string().nullable(),
      region: z.object({ id: z.number(), code: z.string(), title: z.string() }).nullable(),
      highlight,
    }),
  ),
  jobs: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      type: z.enum(['vacancy', 'resume']),
      /** a vacancy's post (its address `/post/{url}`); a resume has none */
      post_url: z.string().nullable(),
      /** whose vacancy or resume: a resume opens its person's profile */
      username: z.string(),
      highlight,
    }),
  ),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
