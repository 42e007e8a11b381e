import type { VisibilityRules } from '@server/realtime/hub.ts';

/**
 * Who hears of a post's change: every open stream, signed in or not, when the post is
 * published (the feed's "new posts" pill, a post page open elsewhere); nobody for a draft,
 * whose one reader is its author, whose own save already refreshes what they see. A change
 * carries only ids and states (the trigger's columns), never a draft's text.
 */
export const postsRules: VisibilityRules = {
  posts: { client: (_client, change) => change.status === 'published' },
};
