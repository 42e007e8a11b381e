import type { Language } from './constants.ts';
import type { CheckSessionAnswer, UserSettings } from './schemas/session.ts';

/**
 * The server's first screen (issue 20, server/http/first-screen.ts): the cookie in which the
 * browser tells the server what it needs to draw the opened page before the app runs (the
 * session, the screen, the planner's selection), and the header of the service worker's own
 * shell requests, which never carry a drawn page (the kept shell opens every route).
 * public/sw.js repeats the header's name (it imports nothing).
 */
export const FIRST_SCREEN_COOKIE = 'lp_first_screen';
export const FIRST_SCREEN_SHELL_HEADER = 'x-lp-shell';

/**
 * What a painted first screen never carries, whether the page copied it (lib/first-screen-keeper.ts)
 * or the server drew it: attributes that would clash with the live page (ids, form names) or
 * act (autofocus). Its test ids are renamed, so tests and the bench tell it from the live page.
 */
export const FIRST_SCREEN_DROPPED_ATTRIBUTES = [
  'id',
  'name',
  'for',
  'autofocus',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
] as const;
export const FIRST_SCREEN_COPY_TESTID = 'data-copy-testid';

/** What the cookie holds, as JSON. */
export interface FirstScreenHints {
  s: string;
  phone: boolean;
  dark: boolean;
  space: number | null;
  project: number | null;
}

/** One function call as the app builds it (miniapp/src/lib/api-client.ts's RequestParts). */
export interface FirstScreenCall {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** What the server hands the renderer (miniapp/src/server-render.tsx) to draw one page. */
export interface FirstScreenRequest {
  pathname: string;
  search: string;
  sessionId: string;
  session: CheckSessionAnswer;
  settings: UserSettings;
  /** Every language's texts (the files the app would fetch). */
  texts: Record<Language, Record<string, unknown>>;
  phone: boolean;
  appearance: 'light' | 'dark';
  planner: { spaceId: number | null; projectId: number | null };
  /** One function call, answered by the server itself for this request's session. */
  call: (req: FirstScreenCall, signal?: AbortSignal) => Promise<Response>;
}

/** The renderer's module, as the server loads it from dist/server-render/. */
export interface FirstScreenRenderer {
  renders(pathname: string): boolean;
  renderFirstScreen(r: FirstScreenRequest): Promise<string | null>;
}
