import type { FnContext } from './define-function.ts';
import { HttpError } from '@server/errors.ts';

/**
 * The reader of a public call, looked up only when a row is not public: null without a session
 * id or for an anonymous session; a session id no longer live is a 401 (the app signs in again).
 */
export const viewerOf = (ctx: FnContext, sessionId: string | undefined) => async () =>
  sessionId ? ((await ctx.session()).caller?.profileId ?? null) : null;

/** The signed-in author's profile id (403 `no_profile` without one). */
export async function authorOf(ctx: FnContext): Promise<number> {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  return caller.profileId;
}
