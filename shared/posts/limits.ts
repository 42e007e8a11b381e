/** Our own limits for posts (the spec gives none): generous for a long article, bounded for the feed's answer. */
export const POST_LIMITS = {
  title: 200,
  preview: 1000,
  /** about 20 printed pages of Markdown; in Cyrillic (2 bytes a letter) it still fits the 128 KB JSON body limit */
  content: 50_000,
  feedPageSize: 10,
  /** the feed's deepest page by number; deeper reading goes on with `after` */
  maxPage: 1000,
} as const;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The permission that puts an author's posts on the home feed (others' posts stay on their profile). */
export const HOME_FEED_POST = 'home_feed_post';

/** The tooltip with the editor's Markdown help. */
export const MARKDOWN_HELP_TOOLTIP = 1;

/**
 * Pins: the home feed's are the admins' (a fourth unpins the earliest-pinned);
 * an author's on their profile's posts tab (a fourth is refused).
 */
export const PIN_LIMITS = { feed: 3, profile: 3 } as const;
export const PIN_PLACES = ['feed', 'profile'] as const;
export type PinPlace = (typeof PIN_PLACES)[number];
