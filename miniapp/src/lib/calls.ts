import type { Call } from '@shared/contract.ts';
import type * as about from '@shared/contracts/about.ts';
import type * as auth from '@shared/contracts/auth.ts';
import type * as calendarFeed from '@shared/contracts/calendar-feed.ts';
import type * as career from '@shared/contracts/career.ts';
import type * as catalog from '@shared/contracts/catalog.ts';
import type * as deadlines from '@shared/contracts/deadlines.ts';
import type * as search from '@shared/contracts/search.ts';
import type * as files from '@shared/contracts/files.ts';
import type * as uploads from '@shared/contracts/image-upload.ts';
import type * as notifications from '@shared/contracts/notifications.ts';
import type * as planner from '@shared/contracts/planner.ts';
import type * as posts from '@shared/contracts/posts.ts';
import type * as profile from '@shared/contracts/profile.ts';
import type * as quiz from '@shared/contracts/quiz.ts';
import type * as realtime from '@shared/contracts/realtime.ts';
import type * as session from '@shared/contracts/session.ts';
import type { CallRef } from './api-client.ts';

/**
 * Every call of shared/contracts as the app sends it: name, action and method at run time,
 * the rest (input, answer) as the contract's types. The contracts themselves are imported
 * as types only: their zod schemas would put about 95 KB gzipped into the app for nothing
 * it uses. Same export names as the contracts; the types make every action listed with the
 * contract's own name and method (tests/unit/api-client.test.ts checks them at run time too).
 */
function calls<T extends Record<string, Call>>(
  fn: T[keyof T]['fn'],
  methods: { [K in keyof T]: T[K]['method'] },
): { [K in keyof T]: CallRef<T[K]> } {
  return Object.fromEntries(
    Object.entries(methods).map(([action, method]) => [action, { fn, action, method }]),
  ) as never;
}
// The contracts keep name and method as literal types, so a name or method written
// differently here is a type error, not a silent drift.
const call = <C extends Call>(fn: C['fn'], method: C['method']): CallRef<C> => ({ fn, action: undefined, method });

export const authCalls = calls<typeof auth.authCalls>('auth', {
  initSession: 'POST',
  initAuth: 'POST',
  checkAuth: 'POST',
  signOut: 'POST',
  demoPeople: 'GET',
  demoSignIn: 'POST',
});
export const tmaAuthCall = call<typeof auth.tmaAuthCall>('tma-auth', 'POST');

export const checkSessionCall = call<typeof session.checkSessionCall>('check-session', 'POST');
export const settingsCalls = calls<typeof session.settingsCalls>('settings', {
  getUserSettings: 'POST',
  updateTimezone: 'POST',
  updateLanguage: 'POST',
  getSessions: 'POST',
  revokeSession: 'POST',
  signOutOthers: 'POST',
  getPlannerSelection: 'POST',
  savePlannerSelection: 'POST',
});

export const profileCall = call<typeof profile.profileCall>('profile', 'GET');
export const fileLinkCall = call<typeof files.fileLinkCall>('file-link', 'POST');
export const profileEditCall = call<typeof profile.profileEditCall>('profile-edit', 'POST');
export const universitiesCall = call<typeof profile.universitiesCall>('universities', 'GET');
export const proCall = call<typeof profile.proCall>('pro', 'GET');

/** A ticket for the live-updates stream (lib/realtime.ts opens the stream with it). */
export const realtimeTicketCall = call<typeof realtime.realtimeTicketCall>('realtime', 'POST');

export const spacesCalls = calls<typeof planner.spacesCalls>('spaces', {
  get: 'GET',
  create: 'POST',
  update: 'POST',
  archive: 'POST',
});
export const projectsCalls = calls<typeof planner.projectsCalls>('projects', {
  get: 'GET',
  create: 'POST',
  update: 'POST',
  archive: 'POST',
});
export const tasksCalls = calls<typeof planner.tasksCalls>('tasks', {
  get: 'GET',
  create: 'POST',
  update: 'POST',
  archive: 'POST',
  locate: 'GET',
  updateBatch: 'POST',
});
export const plannerDataCall = call<typeof planner.plannerDataCall>('planner-data', 'GET');
export const getMembersCall = call<typeof planner.getMembersCall>('get-members', 'GET');
export const membersCalls = calls<typeof planner.membersCalls>('members', {
  add: 'POST',
  updateRole: 'POST',
  remove: 'POST',
  leave: 'POST',
});
export const rolesCall = call<typeof planner.rolesCall>('roles', 'GET');
export const profilesCalls = calls<typeof planner.profilesCalls>('profiles', { search: 'GET', byIds: 'GET' });

export const postsCalls = calls<typeof posts.postsCalls>('posts', {
  feed: 'GET',
  byProfile: 'GET',
  get: 'GET',
  create: 'POST',
  update: 'POST',
  pin: 'POST',
  archive: 'POST',
});
export const tooltipsCall = call<typeof posts.tooltipsCall>('tooltips', 'GET');

/** Multipart: sent by lib/image-upload-api.ts with upload progress, not by callFunction. */
export const imageUploadCall = call<typeof uploads.imageUploadCall>('image-upload', 'POST');

/** Jobs, events, regions and the career board. */
export const jobsCalls = calls<typeof career.jobsCalls>('jobs', {
  getByPost: 'GET',
  getResume: 'GET',
  create: 'POST',
  update: 'POST',
  delete: 'POST',
});
export const eventCalls = calls<typeof career.eventCalls>('event', {
  getByPost: 'GET',
  create: 'POST',
  update: 'POST',
  delete: 'POST',
});
export const regionsCall = call<typeof career.regionsCall>('regions', 'GET');
export const careerCall = call<typeof career.careerCall>('career', 'GET');

/** One search across tasks, posts, people and jobs. */
export const searchCall = call<typeof search.searchCall>('search', 'GET');

/** The service catalog. */
export const catalogCall = call<typeof catalog.catalogCall>('catalog', 'GET');

/** The about page's expert cards: golden-level profiles. */
export const expertsCall = call<typeof about.expertsCall>('experts', 'GET');

/** The procedural deadline calculator: a period's last day with its steps, and the common periods. */
export const deadlinesCalls = calls<typeof deadlines.deadlinesCalls>('deadlines', { compute: 'GET', presets: 'GET' });

/** A post's quiz, its submission and its results. */
export const quizCalls = calls<typeof quiz.quizCalls>('quiz', {
  getByPost: 'GET',
  create: 'POST',
  update: 'POST',
  delete: 'POST',
  setPaused: 'POST',
  archiveResult: 'POST',
  start: 'POST',
  exportResults: 'GET',
});
export const quizPassCall = call<typeof quiz.quizPassCall>('quiz-pass', 'POST');
export const quizResultsCall = call<typeof quiz.quizResultsCall>('quiz-results', 'GET');

/** The bot's notification switches, the saved career filter, and "Send to a chat". */
export const notificationsCalls = calls<typeof notifications.notificationsCalls>('notifications', {
  get: 'GET',
  update: 'POST',
  saveCareerAlert: 'POST',
  deleteCareerAlert: 'POST',
});
export const shareCalls = calls<typeof notifications.shareCalls>('share', { prepare: 'POST' });

/** The planner as a calendar subscription: the address, a new one, its scope. */
export const calendarFeedCalls = calls<typeof calendarFeed.calendarFeedCalls>('calendar-feed', {
  get: 'POST',
  rotate: 'POST',
  update: 'POST',
});
