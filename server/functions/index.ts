import type { FunctionDef } from '../http/define-function.ts';
import auth from './auth.ts';
import checkSession from './check-session.ts';
import profile from './profile.ts';
import settings from './settings.ts';
import tmaAuth from './tma-auth.ts';
import getMembers from './get-members.ts';
import members from './members.ts';
import plannerData from './planner-data.ts';
import profiles from './profiles.ts';
import projects from './projects.ts';
import roles from './roles.ts';
import spaces from './spaces.ts';
import tasks from './tasks.ts';

/** Every function of the host, served at /functions/v1/{name}. One module per function. */
export const functions: FunctionDef[] = [auth, checkSession, profile, settings, tmaAuth, spaces, projects, tasks, plannerData, getMembers, members, roles, profiles];
