import { useCallback, useEffect, useRef, useState } from 'react';
import type { InitAuthAnswer } from '../../../../shared/schemas/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/api-errors.ts';
import { i18next } from '../../lib/i18n.ts';
import { onChange } from '../../lib/realtime.ts';
import { initAuth } from './api/auth.ts';

/** Spec sections §4 Auth: 3 retries after 1 s, 2 s and 4 s (1000 ms × 2^attempt). */
export const AUTH_MAX_RETRIES = 3;
const backoffMs = (attempt: number) => 1000 * 2 ** attempt;
/** A new link (and QR) a minute before the old one expires, so a slow scan still works. */
const REFRESH_BEFORE_EXPIRY_MS = 60_000;

export interface SignInLinkState {
  /** The current link; kept on screen while a refresh is being retried. */
  link: InitAuthAnswer | null;
  /** 1..3 while retrying, else 0. */
  retry: number;
  /** The last server error text once every retry failed. */
  failed: string | null;
  /** The server has no bot: no link will ever come. */
  unavailable: boolean;
  /** The person pressed Cancel in the bot; a fresh link has been asked for. */
  cancelled: boolean;
}

const initial: SignInLinkState = { link: null, retry: 0, failed: null, unavailable: false, cancelled: false };

/**
 * The sign-in link of an anonymous session: asked for on mount, retried with back-off,
 * renewed before it expires, and renewed at once when the tab comes back after it expired.
 */
export function useSignInLink(sessionId: string | null, enabled: boolean): SignInLinkState {
  const [state, setState] = useState<SignInLinkState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = useRef(0);
  const latest = useRef<SignInLinkState>(initial);
  latest.current = state;

  const fetchLink = useCallback(
    (attempt: number) => {
      if (!sessionId) return;
      const current = run.current;
      clearTimeout(timer.current);
      initAuth(sessionId).then(
        (answer) => {
          if (current !== run.current) return;
          setState((s) => ({ link: answer, retry: 0, failed: null, unavailable: false, cancelled: s.cancelled }));
          const wait = Math.max(10_000, Date.parse(answer.expiresAt) - Date.now() - REFRESH_BEFORE_EXPIRY_MS);
          timer.current = setTimeout(() => fetchLink(0), wait);
        },
        (err: unknown) => {
          if (current !== run.current) return;
          if (err instanceof ApiError && err.code === 'bot_not_configured') {
            setState({ ...initial, unavailable: true });
            return;
          }
          if (attempt < AUTH_MAX_RETRIES) {
            setState((s) => ({ ...s, retry: attempt + 1, failed: null }));
            timer.current = setTimeout(() => fetchLink(attempt + 1), backoffMs(attempt));
            return;
          }
          console.error('Failed to initialize authentication', err);
          setState({ ...initial, failed: errorText(err, (key) => i18next.t(key)) });
        },
      );
    },
    [sessionId],
  );

  useEffect(() => {
    if (!enabled || !sessionId) return;
    run.current += 1;
    setState(initial);
    fetchLink(0);
    // Background tabs throttle timers: renew as soon as the page is looked at again.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const { link, retry } = latest.current;
      if (link && retry === 0 && Date.parse(link.expiresAt) - Date.now() < REFRESH_BEFORE_EXPIRY_MS) fetchLink(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    // Cancel in the bot voided the link on screen: say so and offer a fresh one.
    const offCancel = onChange((ev) => {
      if (ev.table !== 'sign_in_tokens') return;
      setState((s) => ({ ...s, cancelled: true }));
      fetchLink(0);
    });
    return () => {
      run.current += 1;
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisible);
      offCancel();
    };
  }, [enabled, sessionId, fetchLink]);

  return state;
}
