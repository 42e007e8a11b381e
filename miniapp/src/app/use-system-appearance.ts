import { useSyncExternalStore } from 'react';
import { renderHints } from '../lib/render-hints.ts';
import { onTelegramAppearance, telegramEnv } from '../lib/telegram/index.ts';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

function subscribe(cb: () => void): () => void {
  if (telegramEnv()) return onTelegramAppearance(cb);
  const mq = query();
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

/**
 * telegram-ui's appearance: inside Telegram, Telegram's, followed live (a day/night switch
 * sends `theme_changed` while the app is open, and lib/telegram/sdk.ts updates the
 * environment's `appearance`); outside, the system's light or dark setting.
 * While a server drawing hydrates, the appearance it was drawn with (lib/render-hints.ts).
 */
export function useAppearance(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => telegramEnv()?.appearance ?? (query().matches ? 'dark' : 'light'),
    // The drawing's: inside Telegram too, the theme the server drew with (renderHints holds it on
    // both sides), so a theme switched since the drawing changes it only after hydration.
    () => renderHints.appearance,
  );
}
