import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { idSchema, sessionIdSchema, textSchema } from './common.ts';

/** The page's one-time secret of a sign-in link (base64url). */
export const signInStateSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: V.signInToken });

/** The `auth` function, one schema per action. */
export const authActions = {
  initSession: z.object({ action: z.literal('initSession') }),
  initAuth: z.object({ action: z.literal('initAuth'), sessionId: sessionIdSchema }),
  /** `state`: the page's one-time secret from initAuth, which collects the new session once the bot confirmed. */
  checkAuth: z.object({
    action: z.literal('checkAuth'),
    sessionId: sessionIdSchema,
    state: signInStateSchema.optional(),
  }),
  signOut: z.object({ action: z.literal('signOut'), sessionId: sessionIdSchema }),
  demoPeople: z.object({ action: z.literal('demoPeople') }),
  demoSignIn: z.object({ action: z.literal('demoSignIn'), sessionId: sessionIdSchema, profileId: idSchema }),
};

/** Number matching: the page shows the code, the bot asks to tap it among three. */
export const SIGN_IN_CODE_MIN = 10;
export const SIGN_IN_CODE_MAX = 99;

export const initSessionAnswer = z.object({ sessionId: z.uuid() });
/**
 * `link`: the bot deep link carrying the one-time token; `code`: the number to tap in the bot;
 * `state`: a one-time secret that only this page holds (in memory) and that collects the
 * new session after the bot's confirmation (checkAuth).
 */
export const initAuthAnswer = z.object({
  link: z.string(),
  code: z.number().int().min(SIGN_IN_CODE_MIN).max(SIGN_IN_CODE_MAX),
  state: z.string(),
  expiresAt: z.string(),
});
export type InitAuthAnswer = z.infer<typeof initAuthAnswer>;
/**
 * `state` names the presented session's state; `sessionId` is the new signed-in session,
 * handed over once to the page holding the link's secret (the presented one is then ended).
 */
export const checkAuthAnswer = z.object({
  isAuthenticated: z.boolean(),
  state: z.string().nullable(),
  sessionId: z.uuid().optional(),
});
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

/** Sign-in tokens: 10 minutes, single use (docs/architecture.md, Sign-in). */
export const SIGN_IN_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The deep link's start parameter: `signin_` plus the token (Telegram allows 64 characters of [A-Za-z0-9_-]). */
export const SIGN_IN_START_PREFIX = 'signin_';
export const signInTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,56}$/, { error: V.signInToken });

/** `tma-auth`: the raw init data string the Telegram client gave the mini-app. */
export const tmaAuthInput = z.object({
  initData: textSchema.min(1, { error: V.required }).max(8192),
  /** the session the app had: ended, as the new one replaces it */
  sessionId: sessionIdSchema.optional(),
});
export const tmaAuthAnswer = z.object({ sessionId: z.uuid(), redirectTo: z.string() });
