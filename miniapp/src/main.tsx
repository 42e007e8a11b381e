// Before any schema parses (lib/zod-jitless.ts says why).
import './lib/zod-jitless.ts';
// telegram-ui's CSS first, our own after it (docs/stack.md).
import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepFirstScreenCookie } from './app/first-screen-cookie.ts';
import { preloadRoute } from './app/routes.tsx';
import { initTelegram } from './lib/telegram/index.ts';
import { initI18n } from './lib/i18n.ts';
import { loadAppConfig } from './lib/config.ts';
import { takeOverFirstScreen } from './lib/first-screen.ts';
import { queryClient } from './lib/query-client.ts';
import { persistQueries } from './lib/query-persist.ts';
import { readStoredSessionId } from './lib/session-store.ts';
import { whenIdle } from './lib/when-idle.ts';

async function boot() {
  // The opened page's code first: it loads while start-up checks the session (issue 20).
  preloadRoute(window.location.pathname);
  const root = document.getElementById('root')!;
  // The last-seen screen (the service worker's) or the first screen the server drew stays until
  // the app has drawn the page.
  takeOverFirstScreen(root, readStoredSessionId());
  persistQueries(queryClient);
  keepFirstScreenCookie();
  const [telegram] = await Promise.all([
    initTelegram().catch((err) => (console.error('Telegram init failed', err), null)),
    initI18n(),
    loadAppConfig(),
  ]);
  createRoot(root).render(<App telegram={telegram} />);
  // The worker (and Workbox's page side) in a chunk of their own, after the first screen.
  whenIdle(() => void import('./app/register-service-worker.ts').then((m) => m.registerServiceWorker()));
}

void boot();
