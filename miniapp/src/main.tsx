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
import { adoptDrawnPage, dropDrawnPage, takeDrawnPage } from './app/drawn-page.ts';
import { createVisitorSession } from './app/startup.ts';
import { readyHydrationParts } from './lib/preloadable-lazy.tsx';
import { queryClient } from './lib/query-client.ts';
import { persistQueries } from './lib/query-persist.ts';
import { readStoredSessionId } from './lib/session-store.ts';
import { whenIdle } from './lib/when-idle.ts';

async function boot() {
  // The opened page's code first: it loads while start-up checks the session (issue 20).
  preloadRoute(window.location.pathname);
  const root = document.getElementById('root')!;
  // The page the server drew for this session or for a visitor (issue 32 step C).
  let drawing = takeDrawnPage(root, readStoredSessionId());
  persistQueries(queryClient);
  keepFirstScreenCookie();
  const [telegram] = await Promise.all([
    initTelegram().catch((err) => (console.error('Telegram init failed', err), null)),
    initI18n(),
    loadAppConfig(),
  ]);
  // Inside Telegram the frame follows Telegram's theme and platform, which the server cannot know.
  if (drawing && telegram) {
    dropDrawnPage(root);
    drawing = null;
  }
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
    hydrateRoot(root, <App telegram={telegram} drawn={drawn} />, {
      // Logged as an error: the e2e tests fail on any (tests/e2e/support/hydration.ts).
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  } else {
    createRoot(root).render(<App telegram={telegram} />);
  }
  // The worker (and Workbox's page side) in a chunk of their own, after the first screen.
  whenIdle(() => void import('./app/register-service-worker.ts').then((m) => m.registerServiceWorker()));
}

void boot();
