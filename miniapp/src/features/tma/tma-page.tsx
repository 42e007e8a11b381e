import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import {
  cloudDelete,
  cloudSet,
  rawInitData,
  telegramEnv,
  TMA_INIT_EVENT,
  type TmaInitDetail,
} from '@app/lib/telegram/index.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { getSessionId, setSessionId } from '@app/lib/session-store.ts';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { tmaAuth } from './api/tma-auth.ts';

/** Only the path part of redirectTo is ours to follow: never another site. */
const safePath = (to: string) => (to.startsWith('/') && !to.startsWith('//') ? to : '/');

/**
 * /tma, the mini-app entry (spec sections §2 and §4 Mini-app): only a spinner. Outside
 * Telegram → /. Inside: clear the CloudStorage session, send the raw init data, keep the
 * new session in local storage and CloudStorage, announce it (start-up runs again with
 * it), follow redirectTo.
 */
export default function TmaPage() {
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!telegramEnv()) {
        navigate('/', { replace: true });
        return;
      }
      // The session this sign-in replaces: the server ends it rather than leave it alive.
      const replacing = getSessionId();
      try {
        await cloudDelete('sessionId');
      } catch (err) {
        console.error('CloudStorage error', err);
      }
      const initData = rawInitData();
      let answer;
      try {
        if (!initData) throw new ApiError('No init data', 0);
        answer = await tmaAuth(initData, replacing);
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError(String(err), 0);
        console.error(`Error validating initData: ${e.status} ${e.message}`);
        navigate('/', { replace: true });
        return;
      }
      setSessionId(answer.sessionId);
      try {
        await cloudSet('sessionId', answer.sessionId);
      } catch (err) {
        console.error('CloudStorage error', err);
      }
      window.dispatchEvent(new CustomEvent<TmaInitDetail>(TMA_INIT_EVENT, { detail: { sessionId: answer.sessionId } }));
      navigate(safePath(answer.redirectTo), { replace: true });
    })();
  }, [navigate]);

  return <PageSpinner />;
}
