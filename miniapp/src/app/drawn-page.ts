import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { DRAWN_STATE_ID, type DrawnState, SESSION_SLOT, sessionMark } from '@shared/first-screen.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../features/planner/state/selection.ts';
import { queryClient } from '../lib/query-client.ts';
import { renderHints } from '../lib/render-hints.ts';
import { setSessionId } from '../lib/session-store.ts';

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
  if (!storedSessionId || !state || state.mark !== sessionMark(storedSessionId)) {
    root.replaceChildren();
    delete root.dataset.drawn;
    return null;
  }
  hydrate(queryClient, state.queries as DehydratedState);
  renderHints.phone = state.phone;
  renderHints.appearance = state.appearance;
  setSessionId(storedSessionId);
  const store = getDefaultStore();
  store.set(selectedSpaceIdAtom, state.planner.spaceId);
  store.set(selectedProjectIdAtom, state.planner.projectId);
  return { sessionId: storedSessionId, language: state.language };
}

/**
 * Says on `<html>` that the drawn page is hydrated: until then its controls are the server's
 * HTML, and a tap on them does nothing (the e2e tests wait for this after opening a page,
 * tests/e2e/support/test.ts).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}
