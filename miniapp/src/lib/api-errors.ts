import { isCancelledError } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * What a query or mutation tells the one error path (lib/query-client.ts). `errorToast:
 * false`: it shows its own error (inline, in a banner, as its own rollback toast) or only
 * logs it; a 401 on a page that needs a session still leads to /auth.
 */
export interface AppMeta extends Record<string, unknown> {
  errorToast?: false;
  /** A mutation whose success is felt (publish, save, a finished quiz). */
  haptic?: 'success';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

type Translate = (key: string) => string;

/**
 * The text shown for a failed call: the server's, already in the person's language; 'Cannot
 * reach the server' when it was not reached; otherwise `fallback` ('An error occurred'). A
 * bug's own message (a TypeError) is never shown.
 */
export function errorText(err: unknown, t: Translate, fallback = 'common.errors.generic'): string {
  if (err instanceof ApiError) {
    if (err.message) return err.message;
    if (err.status === 0) return t('common.errors.network');
  }
  return t(fallback);
}

/**
 * Pages that show nothing without a session, as the route table declares them
 * (app/routes.tsx); elsewhere (/, /auth, /tma, a public profile) a 401 just fails.
 */
const SESSION_PAGES = new Set<string>();
export function registerSessionPages(paths: readonly string[]): void {
  for (const p of paths) SESSION_PAGES.add(p);
}

/** A 401 on a page that needs a session: the session is gone, sign in again. */
export function isSessionGone(err: unknown, pathname: string): boolean {
  return err instanceof ApiError && err.status === 401 && SESSION_PAGES.has(withoutTrailingSlashes(pathname) || '/');
}

/**
 * A loop, not `/\/+$/`: that pattern retries from every slash of a long run, so a crafted link of
 * 30,000 slashes froze the tab for seconds.
 */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

/** Cancelled fetches (a board cancels its refetch before an optimistic update) are no errors. */
export function isCancellation(err: unknown): boolean {
  return isCancelledError(err) || (err instanceof Error && err.name === 'AbortError');
}
