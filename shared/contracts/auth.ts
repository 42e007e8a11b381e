import { z } from 'zod';
import { defineCall, defineCalls } from '../contract.ts';
import {
  authActions,
  checkAuthAnswer,
  demoPeopleAnswer,
  initAuthAnswer,
  initSessionAnswer,
  tmaAuthAnswer,
  tmaAuthInput,
} from '../schemas/auth.ts';

const sessionAnswer = z.object({ sessionId: z.uuid() });

/** `auth`: anonymous sessions, the bot's sign-in link, sign-out and demo sign-in. */
export const authCalls = defineCalls('auth', {
  initSession: { method: 'POST', input: authActions.initSession, output: initSessionAnswer },
  initAuth: { method: 'POST', input: authActions.initAuth, output: initAuthAnswer },
  checkAuth: { method: 'POST', input: authActions.checkAuth, output: checkAuthAnswer },
  signOut: { method: 'POST', input: authActions.signOut, output: sessionAnswer },
  demoPeople: { method: 'GET', anyMethod: true, input: authActions.demoPeople, output: demoPeopleAnswer },
  demoSignIn: { method: 'POST', input: authActions.demoSignIn, output: sessionAnswer },
});

/** `tma-auth`: the mini-app's sign-in from Telegram's init data. */
export const tmaAuthCall = defineCall('tma-auth', { method: 'POST', input: tmaAuthInput, output: tmaAuthAnswer });
