import { type DehydratedState, hashKey, hydrate } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { useEffect } from 'react';
import {
  DRAWN_DEVICE_KEYS,
  DRAWN_STATE_ID,
  type DrawnState,
  putSessionBack,
  sessionMark,
  TMA_ENTRY,
  VISITOR_MARK,
} from '@shared/first-screen.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../features/planner/state/selection.ts';
import { chosenLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { renderHints } from '../lib/render-hints.ts';
import { setSessionId } from '../lib/session-store.ts';
import { framePlatform } from './app-frame.tsx';
import { deviceValues } from './first-screen-cookie.ts';

/** A page the server drew for this browser's session, ready to hydrate. */
export interface DrawnForUs {
  sessionId: string;
  language: DrawnState['language'];
}

/**
 * A drawing this browser may hydrate: for its stored session, or (`sessionId` null) for a
 * visitor, which this browser becomes by creating its anonymous session first.
 */
export interface Drawing {
  sessionId: string | null;
  language: DrawnState['language'];
  /** The address drawn: the opened one, or for the Mini App's `/tma` the page it opens. */
  path: string;
  /** Drawn for the Mini App inside Telegram (its platform and theme), or null for a browser. */
  telegram: DrawnState['telegram'];
  /** The state as sent: the session id taken out of its queries (`sessionPlaces` says where it goes). */
  state: DrawnState;
}

/**
 * The page the server drew into #root (server/http/static.ts), when this browser
 * may take it: drawn for the session it holds, or for a visitor when it holds none (a shared link
 * opened for the first time), with what it remembers (the language it chose, the device's
 * values). Any other drawing is taken away and the app renders from scratch. Either way the
 * state element goes; `adoptDrawnPage` then puts the state in place.
 */
export function takeDrawnPage(root: HTMLElement, storedSessionId: string | null): Drawing | null {
  const element = document.getElementById(DRAWN_STATE_ID);
  if (!element) return null;
  element.remove();
  const text = element.textContent ?? '';
  let state: DrawnState | null = null;
  try {
    state = JSON.parse(text) as DrawnState;
  } catch {
    state = null;
  }
  const ours =
    state &&
    (state.mark === VISITOR_MARK
      ? !storedSessionId && (chosenLanguage() ?? state.language) === state.language
      : !!storedSessionId && state.mark === sessionMark(storedSessionId));
  if (!state || !ours || !drawnAsStored(state)) {
    dropDrawnPage(root);
    return null;
  }
  return {
    sessionId: state.mark === VISITOR_MARK ? null : storedSessionId,
    language: state.language,
    path: state.path,
    telegram: state.telegram ?? null,
    state,
  };
}

let drawnData: { sessionId: string; at: number } | null = null;
/**
 * When the drawn page's data was read (the server's clock), while `sessionId` is the session it
 * was adopted for: the realtime stream asks for the changes since then (lib/realtime-stream.ts).
 */
export const drawnDataAt = (sessionId: string): number | undefined =>
  drawnData?.sessionId === sessionId ? drawnData.at : undefined;

/**
 * The drawing's state where the app's first render reads it (the query cache, the selection, the
 * screen hints), for `sessionId`: the one it was drawn for, or the visitor's new anonymous one
 * (what a visitor was shown is what any anonymous session is).
 */
export function adoptDrawnPage(drawing: Drawing, sessionId: string): DrawnForUs {
  const { state } = drawing;
  drawnData = { sessionId, at: state.now };
  // The session back into the places it was taken from, and each query's hash from its whole key.
  const queries = putSessionBack(state.queries as DehydratedState, state.sessionPlaces, sessionId);
  for (const query of queries.queries) query.queryHash = hashKey(query.queryKey);
  hydrate(queryClient, queries);
  renderHints.phone = state.phone;
  renderHints.appearance = state.appearance;
  renderHints.now = state.now;
  renderHints.timeZone = state.timeZone;
  setSessionId(sessionId);
  // A browser that remembered no selection takes the one the server drew (the person's, kept on
  // the server so another device opens where they left off).
  const store = getDefaultStore();
  if (store.get(selectedSpaceIdAtom) === null) {
    store.set(selectedSpaceIdAtom, state.planner.spaceId);
    store.set(selectedProjectIdAtom, state.planner.projectId);
  }
  return { sessionId, language: state.language };
}

/**
 * Whether the drawing was made for where the app runs: for the Mini App inside Telegram in the
 * frame of this client's platform, or for a browser. The theme may differ (a
 * day/night switch since): the page hydrates in the drawing's and follows Telegram's a render later.
 */
export function drawnForHere(drawing: Drawing, telegram: { platform: string } | null): boolean {
  if (!drawing.telegram || !telegram) return !drawing.telegram && !telegram;
  return framePlatform(drawing.telegram) === framePlatform(telegram);
}

/**
 * The Mini App's entry `/tma` drawn as the page its start parameter opens (server/http/first-screen-drawing.ts):
 * the address becomes that page's before the app renders it, keeping the fragment, whose launch
 * data the SDK has read by then (lib/telegram). True when it moved.
 */
export function moveToDrawnPage(drawing: Drawing): boolean {
  const { pathname, search, hash } = window.location;
  if (pathname !== TMA_ENTRY || drawing.path === pathname + search) return false;
  window.history.replaceState(window.history.state, '', drawing.path + hash);
  return true;
}

/** The app renders from scratch: the server's drawing goes. */
export function dropDrawnPage(root: HTMLElement): void {
  root.replaceChildren();
  delete root.dataset.drawn;
}

/**
 * Whether the page was drawn with what this browser remembers: the cookie that told the server
 * is written as the page is left (first-screen-cookie.ts), so a choice made since, or local
 * storage changed another way, makes the drawing differ from the app's first render, which would
 * then not hydrate.
 */
function drawnAsStored(state: DrawnState): boolean {
  const device = deviceValues();
  if (DRAWN_DEVICE_KEYS.some((k) => (device[k] ?? null) !== (state.device[k] ?? null))) return false;
  const store = getDefaultStore();
  const space = store.get(selectedSpaceIdAtom);
  return (
    space === null || (space === state.planner.spaceId && store.get(selectedProjectIdAtom) === state.planner.projectId)
  );
}

let pageHydrated = () => {};
/**
 * Resolves once the drawn page itself is hydrated: React hydrates the frame first and commits it
 * (its effects run), and the page's Suspense boundary after, at a lower priority. What start-up
 * learns (a visitor's new session has its own time zone, not the drawing's) must not reach the
 * page's components before they have hydrated, or they would render it and not match the HTML.
 */
export const drawnPageHydrated = new Promise<void>((resolve) => (pageHydrated = resolve));

/** Rendered beside the routes, inside the page's boundary (app/routes.tsx): says when it has committed. */
export function PageCommitted(): null {
  useEffect(() => pageHydrated(), []);
  return null;
}

/**
 * Says on `<html>` that the drawn page is hydrated: until then its controls are the server's
 * HTML, and a tap on them does nothing (the e2e tests wait for this after opening a page,
 * tests/e2e/support/test.ts).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}
