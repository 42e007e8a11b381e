import { postsCalls } from '../../shared/contracts/posts.ts';
import { defineFunction, type FnContext } from '../http/define-function.ts';
import { readerLanguage } from '../http/language.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { RATE_LIMITS } from '../services/rate-limit.ts';
import {
  archivePost, createPost, readFeed, readPostByUrl, readProfilePosts, togglePin, updatePost,
} from '../services/posts/posts-service.ts';

/** The reader's profile id, or null for an anonymous session (which still needs to be live). */
const viewerOf = async (ctx: FnContext) => (await ctx.session()).caller?.profileId ?? null;

/** Posts (issue 10): the home feed, a profile's posts, one post, and the author's changes. */
export default defineFunction(postsCalls, {
  feed: async ({ page, after }, ctx) => ({ posts: await readFeed(ctx.deps.db.db, await viewerOf(ctx), { page, after }) }),
  byProfile: async (input, ctx) => ({ posts: await readProfilePosts(ctx.deps.db.db, await viewerOf(ctx), input) }),
  get: async ({ url, lang }, ctx) => {
    const session = await ctx.session();
    const language = readerLanguage(ctx.c, lang, session.caller?.language);
    return { post: await readPostByUrl(ctx.deps.db.db, session.caller?.profileId ?? null, url, language) };
  },
  create: async ({ action: _, sessionId, ...fields }, ctx) => {
    const caller = await ctx.caller();
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.postWrite, sessionId);
    return { post: await createPost(ctx.deps.db.db, ctx.deps.uploads, caller, fields) };
  },
  update: async ({ action: _, sessionId, id, ...fields }, ctx) => {
    const caller = await ctx.caller();
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.postWrite, sessionId);
    return { post: await updatePost(ctx.deps.db.db, ctx.deps.uploads, caller, id, fields) };
  },
  pin: async ({ id }, ctx) => ({ post: await togglePin(ctx.deps.db.db, await ctx.caller(), id) }),
  archive: async ({ id }, ctx) => ({ post: await archivePost(ctx.deps.db.db, await ctx.caller(), id) }),
});
