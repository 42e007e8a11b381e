// Before any schema parses (lib/zod-jitless.ts says why).
import './lib/zod-jitless.ts';
// telegram-ui's CSS first, our own after it (docs/stack.md).
import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepFirstScreenCookie } from './app/first-screen-cookie.ts';
import { preloadRoute, readyRoute } from './app/routes.tsx';
import { initTelegram } from './lib/telegram/index.ts';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { loadAppConfig } from './lib/config.ts';
import {
  adoptDrawnPage,
  drawnForHere,
  drawnPageHydrated,
  dropDrawnPage,
  moveToDrawnPage,
  takeDrawnPage,
} from './app/drawn-page.ts';
import { untilPageStays } from './app/leaving-page.ts';
import { createVisitorSession } from './app/startup.ts';
import { readyHydrationParts } from './lib/preloadable-lazy.tsx';
import { queryClient } from './lib/query-client.ts';
import { readStoredSessionId } from './lib/session-store.ts';
import { whenIdle } from './lib/when-idle.ts';

async function boot() {
  const root = document.getElementById('root')!;
  // The page the server drew for this session or for a visitor.
  let drawing = takeDrawnPage(root, readStoredSessionId());
  // The opened page's code first: it loads while start-up checks the session, not after it; for the
  // Mini App's /tma drawn as the page it opens, that page's too.
  preloadRoute(window.location.pathname);
  if (drawing) preloadRoute(new URL(drawing.path, window.location.origin).pathname);
  const [telegram] = await Promise.all([
    initTelegram().catch((err) => (console.error('Telegram init failed', err), null)),
    initI18n(),
    loadAppConfig(),
  ]);
  keepFirstScreenCookie(telegram);
  // The server paints a page as inside Telegram when the cookie says so (server/http/static.ts).
  if (!telegram) document.documentElement.classList.remove('in-telegram');
  // Drawn for the Mini App in Telegram's frame, or for a browser: hydrated only where it fits.
  if (drawing && !drawnForHere(drawing, telegram)) {
    dropDrawnPage(root);
    drawing = null;
  }
  // /tma drawn as the page it opens: the app starts there, and tma-auth confirms the session.
  const launched = !!drawing && moveToDrawnPage(drawing);
  // The drawing's texts and the code of what it shows before the first render, which must match
  // it node for node (a part still lazy would be drawn anew); a visitor's session meanwhile.
  const [sessionId] = drawing
    ? await Promise.all([
        drawing.sessionId ?? createVisitorSession(),
        loadLanguage(drawing.language),
        readyRoute(window.location.pathname),
      ])
    : [null];
  if (drawing && !sessionId) dropDrawnPage(root);
  if (drawing && sessionId) {
    const drawn = adoptDrawnPage(drawing, sessionId);
    await readyHydrationParts(root);
    await untilPageStays(root);
    hydrateRoot(root, <App telegram={telegram} drawn={drawn} />, {
      // Logged as an error: the e2e tests fail on any (tests/e2e/support/test.ts).
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
    // In a chunk of its own, once the page has hydrated: it changes nothing when Telegram's user
    // is the drawn session's, which is the usual case.
    if (launched)
      void drawnPageHydrated
        .then(() => import('./features/tma/confirm-launch.ts'))
        .then((m) => m.confirmTelegramLaunch(sessionId));
  } else {
    createRoot(root).render(<App telegram={telegram} />);
  }
  // The worker (and Workbox's page side) in a chunk of their own, after the first screen.
  whenIdle(() => void import('./app/register-service-worker.ts').then((m) => m.registerServiceWorker()));
}

void boot();
