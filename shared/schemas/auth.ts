import { z } from 'zod';
import { idSchema, sessionIdSchema } from './common.ts';

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
export const initAuthAnswer = z.object({ state: z.string(), link: z.string(), expiresAt: z.string() });
export const checkAuthAnswer = z.object({ isAuthenticated: z.boolean(), state: z.string().nullable() });
export const demoPerson = z.object({ id: z.number(), name: z.string(), username: z.string(), avatar: z.string().nullable(), about: z.string().nullable() });
export const demoPeopleAnswer = z.object({ people: z.array(demoPerson) });
