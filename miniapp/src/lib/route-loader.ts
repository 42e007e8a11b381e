import type { QueryClient } from '@tanstack/react-query';

/** Who opens a page, and what their browser tells of itself: a loader's third argument. */
export interface RouteSession {
  sessionId: string | null;
  isAuth: boolean;
  /** The language the page renders in (a post is asked for in it). */
  language: string;
  /** The address's query string: '' or '?…'. */
  search: string;
  /**
   * What this browser keeps between visits under `key` (local storage, as jotai's
   * atomWithStorage writes it), or null; on the server, what the first-screen cookie told.
   */
  remembered(key: string): unknown;
}

/** The address's parameters, as wouter gives them to the page (undecoded). */
export type RouteParams = Record<string, string | undefined>;

/**
 * A page's first data: its page module exports it as `loader`, beside the page
 * (app/route-table.ts). It asks through `ensureQueryData` with the feature's own query
 * options, so the answers land under the keys the page reads; the client's caller answers
 * (lib/call-query.ts): HTTP in the browser, in-process in the server's render. It may fail:
 * the page then asks again and shows its own error.
 *
 * It asks everything its page draws first, so the server draws the page in one render
 * (server-render.tsx): data the page would find only while it renders (one answer naming the
 * next) is the loader's to chain. What belongs to the page's lazy parts it leaves to their own
 * `partLoader`, and answers the props the page will draw each part with (`LoaderAnswer`).
 */
export type Loader = (
  queryClient: QueryClient,
  params: RouteParams,
  session: RouteSession,
) => Promise<LoaderAnswer | void>;

/** What a loader may answer: by part name (app/route-table.ts `parts`), the props the page gives that part. */
export interface LoaderAnswer {
  parts?: Record<string, object | null>;
}

/**
 * A lazy part's first data, exported by its module as `partLoader`: it runs once its page's
 * loader has answered the props the part will be drawn with (app/route-table.ts `loadRoute`).
 */
export type PartLoader<P extends object = any> = (
  queryClient: QueryClient,
  props: P,
  session: RouteSession,
) => Promise<void>;
