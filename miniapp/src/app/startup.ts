import type { CheckSessionAnswer } from '../../../shared/schemas/session.ts';
import { callFunction } from '../lib/api-client.ts';
import { authCalls, checkSessionCall, settingsCalls } from '../lib/calls.ts';
import { cachedLanguage, isLanguage, loadLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { readStoredSessionId, setSessionId } from '../lib/session-store.ts';
import { sessionQueryKey, userSettingsQueryKey } from '../lib/session.ts';
import { cloudGet, telegramEnv } from '../lib/telegram/index.ts';

/** Feature hooks that prefetch after start-up when signed in (the planner adds spaces). */
const prefetchers: Array<() => Promise<unknown>> = [];
export function prefetchWhenSignedIn(fn: () => Promise<unknown>): void {
  prefetchers.push(fn);
}

/**
 * Spec sections §4 Startup: check the stored session (inside Telegram the one in
 * CloudStorage), drop a missing one, create an anonymous one, load the user's language.
 */
export async function startup(): Promise<{ sessionId: string; isAuth: boolean }> {
  let sessionId = readStoredSessionId();
  if (telegramEnv()) {
    try {
      sessionId = (await cloudGet('sessionId')) ?? sessionId;
    } catch (err) {
      console.error('CloudStorage error', err);
    }
  }
  let state: CheckSessionAnswer = { exists: false, isAuth: false, userId: null };
  if (sessionId) {
    try {
      state = await callFunction(checkSessionCall, { sessionId }, { sessionId: null });
    } catch (err) {
      console.error('Session check failed', err);
    }
  }
  if (!sessionId || !state.exists) {
    setSessionId(null);
    const created = await callFunction(authCalls.initSession, {}, { sessionId: null });
    sessionId = created.sessionId;
    state = { exists: true, isAuth: false, userId: null };
  }
  setSessionId(sessionId);
  queryClient.setQueryData(sessionQueryKey(sessionId), state);

  let language = cachedLanguage();
  try {
    const settings = await callFunction(settingsCalls.getUserSettings, {}, { sessionId });
    queryClient.setQueryData(userSettingsQueryKey(sessionId), settings);
    if (isLanguage(settings.language)) language = settings.language;
  } catch (err) {
    console.error(`Error getting user settings: ${(err as { status?: number }).status ?? ''}`);
  }
  await loadLanguage(language);
  if (state.isAuth) for (const p of prefetchers) void p().catch(() => {});
  return { sessionId, isAuth: state.isAuth };
}
