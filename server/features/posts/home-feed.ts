import { HOME_FEED_POST } from '@shared/posts/limits.ts';

/**
 * Whether an author's published posts reach the home feed: only when the editors gave them
 * `home_feed_post`, as the database's `posts_in_feed` trigger reads it (the posts migration);
 * everyone else's stay on their profile. The server says it to the author, the app only words it.
 */
export const postsReachHomeFeed = (permissions: readonly string[]): boolean => permissions.includes(HOME_FEED_POST);
