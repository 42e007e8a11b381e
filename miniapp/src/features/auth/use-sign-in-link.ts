import { useCallback, useEffect, useRef, useState } from 'react';
import type { InitAuthAnswer } from '@shared/schemas/auth.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { i18next } from '@app/lib/i18n.ts';
import { onChange } from '@app/lib/realtime.ts';
import { collectSession, initAuth } from './api/auth.ts';

/** A failed link request gets 3 retries after 1 s, 2 s and 4 s (1000 ms × 2^attempt). */
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
  /** The link died in the bot (Cancel, or a wrong number tapped); a fresh link has been asked for. */
  cancelled: false | 'cancelled' | 'wrong_code';
}

const initial: SignInLinkState = { link: null, retry: 0, failed: null, unavailable: false, cancelled: false };

/**
 * The sign-in link of an anonymous session: asked for on mount, retried with back-off,
 * renewed before it expires, and renewed at once when the tab comes back after it expired.
 * Its secret (`state`) lives only here, in memory: when the realtime channel says the bot
 * confirmed, the page collects its new signed-in session with it (`onSignedIn`).
 */
export function useSignInLink(
  sessionId: string | null,
  enabled: boolean,
  onSignedIn: (newSessionId: string) => void,
): SignInLinkState {
  const [state, setState] = useState<SignInLinkState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = useRef(0);
  const latest = useRef<SignInLinkState>(initial);
  latest.current = state;
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  // Asked on the bot's confirmation (and when the tab is looked at again, in case the event
  // was missed); before it, or with a stale secret, the answer simply has no session.
  const collect = useCallback(() => {
    const link = latest.current.link;
    if (!sessionId || !link) return;
    collectSession(sessionId, link.state).then(
      (answer) => {
        if (answer.sessionId) signedIn.current(answer.sessionId);
      },
      (err: unknown) => console.error('Could not collect the signed-in session', err),
    );
  }, [sessionId]);

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
      collect();
      const { link, retry } = latest.current;
      if (link && retry === 0 && Date.parse(link.expiresAt) - Date.now() < REFRESH_BEFORE_EXPIRY_MS) fetchLink(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    // The bot confirmed: collect the new session. Cancel or a wrong number voided the link
    // on screen: say which and offer a fresh one (a new number too).
    const offCancel = onChange((ev) => {
      if (ev.table !== 'sign_in_tokens') return;
      if (!ev.void_reason) {
        collect();
        return;
      }
      setState((s) => ({ ...s, cancelled: ev.void_reason === 'wrong_code' ? 'wrong_code' : 'cancelled' }));
      fetchLink(0);
    });
    return () => {
      run.current += 1;
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisible);
      offCancel();
    };
  }, [enabled, sessionId, fetchLink, collect]);

  return state;
}
