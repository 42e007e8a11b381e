import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { idSchema, sessionIdSchema, textSchema } from './common.ts';

/** The `auth` function, one schema per action. */
export const authActions = {
  initSession: z.object({ action: z.literal('initSession') }),
  initAuth: z.object({ action: z.literal('initAuth'), sessionId: sessionIdSchema }),
  checkAuth: z.object({ action: z.literal('checkAuth'), sessionId: sessionIdSchema }),
  signOut: z.object({ action: z.literal('signOut'), sessionId: sessionIdSchema }),
  demoPeople: z.object({ action: z.literal('demoPeople') }),
  demoSignIn: z.object({ action: z.literal('demoSignIn'), sessionId: sessionIdSchema, profileId: idSchema }),
};

export const initSessionAnswer = z.object({ sessionId: z.uuid() });
/** `state` is the one-time sign-in token; `link` the bot deep link carrying it. */
export const initAuthAnswer = z.object({ state: z.string(), link: z.string(), expiresAt: z.string() });
export type InitAuthAnswer = z.infer<typeof initAuthAnswer>;
export const checkAuthAnswer = z.object({ isAuthenticated: z.boolean(), state: z.string().nullable() });
export const demoPerson = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  about: z.string().nullable(),
});
export type DemoPerson = z.infer<typeof demoPerson>;
export const demoPeopleAnswer = z.object({ people: z.array(demoPerson) });

/** Sign-in tokens: 10 minutes, single use (DESIGN.md, Sign-in). */
export const SIGN_IN_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The deep link's start parameter: `signin_` plus the token (Telegram allows 64 characters of [A-Za-z0-9_-]). */
export const SIGN_IN_START_PREFIX = 'signin_';
export const signInTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,56}$/, { error: V.signInToken });

/** `tma-auth`: the raw init data string the Telegram client gave the mini-app. */
export const tmaAuthInput = z.object({
  initData: textSchema.min(1, { error: V.required }).max(8192),
});
export const tmaAuthAnswer = z.object({ sessionId: z.uuid(), redirectTo: z.string() });
export type TmaAuthAnswer = z.infer<typeof tmaAuthAnswer>;
