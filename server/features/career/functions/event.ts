import { eventCalls } from '@shared/contracts/career.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { callerLanguage } from '@server/http/language.ts';
import { createEvent, deleteEvent, eventOfPost, updateEvent } from '../events-service.ts';
import { authorOf, viewerOf } from '@server/http/viewer.ts';

/** `event`: a post's event. */
export default defineFunction(eventCalls, {
  getByPost: async ({ postId, sessionId }, ctx) => ({
    event: await eventOfPost(
      ctx.deps.db.db,
      postId,
      viewerOf(ctx, sessionId),
      await callerLanguage(ctx.c, ctx.deps.db),
    ),
  }),
  create: async ({ event }, ctx) => ({
    event: await createEvent(
      ctx.deps.db.db,
      ctx.deps.uploads,
      await authorOf(ctx),
      event,
      await callerLanguage(ctx.c, ctx.deps.db),
    ),
  }),
  update: async ({ event }, ctx) => ({
    event: await updateEvent(
      ctx.deps.db.db,
      ctx.deps.uploads,
      await authorOf(ctx),
      event,
      await callerLanguage(ctx.c, ctx.deps.db),
    ),
  }),
  delete: async ({ eventId }, ctx) => {
    await deleteEvent(ctx.deps.db.db, await authorOf(ctx), eventId);
    return { ok: true as const };
  },
});
