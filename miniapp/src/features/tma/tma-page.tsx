import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import {
  keepSessionId,
  rawInitData,
  telegramEnv,
  TMA_INIT_EVENT,
  type TmaInitDetail,
} from '@app/lib/telegram/index.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { getSessionId, setSessionId } from '@app/lib/session-store.ts';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { tmaAuth } from './api/tma-auth.ts';
import { safePath } from './safe-path.ts';

/**
 * /tma, the mini-app entry: only a spinner. Outside
 * Telegram → /. Inside: send the raw init data, keep the new session in local storage and,
 * on iOS/Android with Bot API 9.0, SecureStorage (for a WebView that loses local storage), announce it (start-up runs again with
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
      await keepSessionId(answer.sessionId);
      window.dispatchEvent(new CustomEvent<TmaInitDetail>(TMA_INIT_EVENT, { detail: { sessionId: answer.sessionId } }));
      navigate(safePath(answer.redirectTo), { replace: true });
    })();
  }, [navigate]);

  return <PageSpinner />;
}
