import auth from './functions/auth.ts';
import tmaAuth from './functions/tma-auth.ts';
import type { Feature } from '../feature.ts';

/** Sign-in: anonymous sessions, the bot's link, the mini-app's init data, demo people. */
export const authFeature: Feature = { name: 'auth', functions: [auth, tmaAuth] };
