import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { queryClient, reportError, sessionRestored } from '../lib/query-client.ts';
import { connectRealtimeSoon } from '../lib/realtime.ts';
import { onSessionLost, sessionIdAtom, setSessionId } from '../lib/session-store.ts';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { StartupError } from '../ui/startup-error.tsx';
import { AppRoutes, loadRouteData } from './routes.tsx';
import { startup } from './startup.ts';
import { type TelegramEnv, telegramReady, TMA_INIT_EVENT, type TmaInitDetail } from '../lib/telegram/index.ts';
import { AppFrame, framePlatform } from './app-frame.tsx';
import { drawnDataAt, drawnPageHydrated, markHydrated } from './drawn-page.ts';

type Phase = { kind: 'starting' } | { kind: 'ready'; sessionId: string } | { kind: 'failed'; error: Error };

/**
 * `drawn`: the session of the page the server drew (main.tsx hydrates it): the app starts on it at
 * once, as the server drew it, and start-up confirms the session behind it.
 */
export function App({ telegram, drawn }: { telegram: TelegramEnv | null; drawn?: { sessionId: string } }) {
  const [location, navigate] = useLocation();
  // /tma runs its own sign-in and announces the session when done.
  const skipStartup = location === '/tma';
  const [phase, setPhase] = useState<Phase>(() =>
    drawn ? { kind: 'ready', sessionId: drawn.sessionId } : { kind: 'starting' },
  );
  // A drawn page is not put back behind a spinner by the start-up that confirms it.
  const confirming = useRef(!!drawn);
  useEffect(() => {
    if (drawn) void drawnPageHydrated.then(markHydrated);
  }, [drawn]);
  const [restart, setRestart] = useState(0);

  useEffect(() => {
    const onInit = (e: Event) => {
      const detail = (e as CustomEvent<TmaInitDetail>).detail;
      if (detail?.sessionId) setSessionId(detail.sessionId);
      setRestart((n) => n + 1);
    };
    window.addEventListener(TMA_INIT_EVENT, onInit);
    return () => window.removeEventListener(TMA_INIT_EVENT, onInit);
  }, []);

  // A 401 on a page that needs a session (lib/query-client.ts): nothing of the gone session
  // stays cached; start-up runs again and makes an anonymous one; the person signs in at /auth.
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.removeQueries();
        navigate('/auth', { replace: true });
        setRestart((n) => n + 1);
      }),
    [navigate],
  );

  useEffect(() => {
    if (skipStartup) return;
    let cancelled = false;
    // The drawn page stays if its confirmation cannot reach the server (it shows what it can).
    const keepPage = confirming.current;
    if (keepPage) confirming.current = false;
    else setPhase({ kind: 'starting' });
    // Behind a drawn page, once the page has hydrated (drawn-page.ts says why).
    (keepPage ? drawnPageHydrated.then(() => startup(loadRouteData, false)) : startup(loadRouteData)).then(
      (s) => {
        sessionRestored();
        if (!cancelled) setPhase({ kind: 'ready', sessionId: s.sessionId });
        // Shown from the saved cache, the stored session turned out to be gone: start again.
        void s.verified.then((v) => {
          if (v !== 'gone' || cancelled) return;
          void import('../lib/query-persist.ts').then((m) => m.clearPersistedQueries());
          queryClient.clear();
          setSessionId(null);
          setRestart((n) => n + 1);
        });
      },
      (error: Error) => {
        if (cancelled) return;
        if (keepPage) console.error('Start-up behind the drawn page failed', error);
        else setPhase({ kind: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [restart, skipStartup]);

  // Follows the stored session: sign-out swaps it for a fresh anonymous one without a restart.
  const storedSessionId = useAtomValue(sessionIdAtom);
  const sessionId = phase.kind === 'ready' ? (storedSessionId ?? phase.sessionId) : null;
  // The stream's ticket answering 401 (session gone) goes the way of any 401: on a page that
  // needs a session, to /auth with a fresh one; elsewhere quietly.
  useEffect(
    () =>
      sessionId
        ? connectRealtimeSoon(sessionId, queryClient, {
            onSessionGone: (err) => reportError(err, { errorToast: false }),
            since: drawnDataAt(sessionId),
          })
        : undefined,
    [sessionId],
  );
  useEffect(() => {
    if (phase.kind !== 'starting') telegramReady();
  }, [phase.kind]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame platform={framePlatform(telegram)}>
        {skipStartup || phase.kind === 'ready' ? (
          <AppRoutes />
        ) : phase.kind === 'failed' ? (
          <StartupError error={phase.error} onRetry={() => setRestart((n) => n + 1)} />
        ) : (
          <PageSpinner />
        )}
      </AppFrame>
    </QueryClientProvider>
  );
}
