/**
 * The server's first screen (issue 20, server/http/first-screen.ts): the cookie in which the
 * browser tells the server what it needs to draw the opened page before the app runs (the
 * session, the screen, the planner's selection), and the header of the service worker's own
 * shell requests, which never carry a drawn page (the kept shell opens every route).
 * public/sw.js repeats the header's name (it imports nothing).
 */
export const FIRST_SCREEN_COOKIE = 'lp_first_screen';
export const FIRST_SCREEN_SHELL_HEADER = 'x-lp-shell';

/** What the cookie holds, as JSON. */
export interface FirstScreenHints {
  s: string;
  phone: boolean;
  dark: boolean;
  space: number | null;
  project: number | null;
}
