import { postsCalls } from '@shared/contracts/posts.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readerLanguage } from '@server/http/language.ts';
import { viewerOf } from '@server/http/viewer.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { archivePost, createPost, readFeed, readPostByUrl, readProfilePosts, updatePost } from '../posts-service.ts';
import { togglePin } from '../pins-service.ts';
import { postsReachHomeFeed } from '../home-feed.ts';

/** Posts: the home feed, a profile's posts, one post, and the author's changes. */
export default defineFunction(postsCalls, {
  // Public reading: the feed is the same for everyone, and a published post anyone's.
  feed: async ({ page, after }, ctx) => jsonAnswer(postsCalls.feed, await readFeed(ctx.deps.db.db, { page, after })),
  byProfile: async (input, ctx) =>
    jsonAnswer(
      postsCalls.byProfile,
      `{"posts":${await readProfilePosts(ctx.deps.db.db, viewerOf(ctx, input.sessionId), input)}}`,
    ),
  // The system posts' language: the app's, else Accept-Language (a setting would cost a query).
  get: async ({ url, lang, sessionId }, ctx) =>
    jsonAnswer(
      postsCalls.get,
      await readPostByUrl(ctx.deps.db.db, viewerOf(ctx, sessionId), url, readerLanguage(ctx.c, lang, undefined)),
    ),
  // A save says whether the author's posts reach the home feed, which the app tells them.
  create: async ({ action: _, sessionId, ...fields }, ctx) => {
    const caller = await ctx.caller();
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.postWrite, sessionId);
    const post = await createPost(ctx.deps.db.db, ctx.deps.uploads, caller, fields);
    return { post, postsOnHomeFeed: postsReachHomeFeed(caller.permissions) };
  },
  update: async ({ action: _, sessionId, id, ...fields }, ctx) => {
    const caller = await ctx.caller();
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.postWrite, sessionId);
    const post = await updatePost(ctx.deps.db.db, ctx.deps.uploads, caller, id, fields);
    return { post, postsOnHomeFeed: postsReachHomeFeed(caller.permissions) };
  },
  pin: async ({ id, on }, ctx) => ({ post: await togglePin(ctx.deps.db.db, await ctx.caller(), id, on) }),
  archive: async ({ id }, ctx) => ({ post: await archivePost(ctx.deps.db.db, await ctx.caller(), id) }),
});
