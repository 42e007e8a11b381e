import type { FunctionDef } from '../http/define-function.ts';
import auth from './auth.ts';
import checkSession from './check-session.ts';
import profile from './profile.ts';
import settings from './settings.ts';
import tmaAuth from './tma-auth.ts';

/** Every function of the host, served at /functions/v1/{name}. One module per function. */
export const functions: FunctionDef[] = [auth, checkSession, profile, settings, tmaAuth];
