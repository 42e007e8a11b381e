import type { FnContext } from '../http/define-function.ts';
import { HttpError } from '../http/errors.ts';

/** The reader's profile id, asked only when a post is not public (none without a session id). */
export const viewerOf = (ctx: FnContext, sessionId: string | undefined) => async () =>
  sessionId ? ((await ctx.session()).caller?.profileId ?? null) : null;

/** The signed-in author's profile id (403 `no_profile` without one). */
export async function authorOf(ctx: FnContext): Promise<number> {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  return caller.profileId;
}
