import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { DRAWN_DEVICE_KEYS, DRAWN_STATE_ID, type DrawnState, SESSION_SLOT, sessionMark } from '@shared/first-screen.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../features/planner/state/selection.ts';
import { queryClient } from '../lib/query-client.ts';
import { renderHints } from '../lib/render-hints.ts';
import { setSessionId } from '../lib/session-store.ts';
import { deviceValues } from './first-screen-cookie.ts';

/** A page the server drew for this browser's session, ready to hydrate. */
export interface DrawnForUs {
  sessionId: string;
  language: DrawnState['language'];
}

/**
 * Issue 32 step C: the page the server drew into #root (server/http/static.ts), when it was drawn
 * for the session this browser holds; its state then goes where the app's first render reads it
 * (the query cache, the selection, the screen hints), so that render matches the HTML. A drawing
 * for another session, or one whose state cannot be read, is taken away and the app renders
 * from scratch. Either way the state element goes.
 */
export function takeDrawnPage(root: HTMLElement, storedSessionId: string | null): DrawnForUs | null {
  const element = document.getElementById(DRAWN_STATE_ID);
  if (!element) return null;
  element.remove();
  let state: DrawnState | null = null;
  try {
    if (storedSessionId)
      state = JSON.parse((element.textContent ?? '').replaceAll(SESSION_SLOT, storedSessionId)) as DrawnState;
  } catch {
    state = null;
  }
  if (!storedSessionId || !state || state.mark !== sessionMark(storedSessionId) || !drawnAsStored(state)) {
    dropDrawnPage(root);
    return null;
  }
  hydrate(queryClient, state.queries as DehydratedState);
  renderHints.phone = state.phone;
  renderHints.appearance = state.appearance;
  setSessionId(storedSessionId);
  // A browser that remembered no selection takes the one the server drew (the person's, kept on
  // the server: issue 33 §2).
  const store = getDefaultStore();
  if (store.get(selectedSpaceIdAtom) === null) {
    store.set(selectedSpaceIdAtom, state.planner.spaceId);
    store.set(selectedProjectIdAtom, state.planner.projectId);
  }
  return { sessionId: storedSessionId, language: state.language };
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

/**
 * Says on `<html>` that the drawn page is hydrated: until then its controls are the server's
 * HTML, and a tap on them does nothing (the e2e tests wait for this after opening a page,
 * tests/e2e/support/test.ts).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}
