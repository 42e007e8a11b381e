// telegram-ui's CSS first, our own after it (STACK.md).
import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { initTelegram } from './lib/telegram/index.ts';
import { initI18n } from './lib/i18n.ts';

async function boot() {
  const [telegram] = await Promise.all([initTelegram().catch((err) => (console.error('Telegram init failed', err), null)), initI18n()]);
  createRoot(document.getElementById('root')!).render(<App telegram={telegram} />);
  registerServiceWorker();
}

void boot();
