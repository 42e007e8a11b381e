import { useSyncExternalStore } from 'react';
import { renderHints } from '../lib/render-hints.ts';
import { onTelegramAppearance, type TelegramEnv, telegramIsDark } from '../lib/telegram/index.ts';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Outside Telegram the system's light or dark setting decides the appearance. */
export function useSystemAppearance(): 'light' | 'dark' {
  return useSyncExternalStore(
    (cb) => {
      const mq = query();
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => (query().matches ? 'dark' : 'light'),
    () => renderHints.appearance,
  );
}

const noTelegram = () => () => {};
/**
 * telegram-ui's appearance: Telegram's inside it, followed live (a day/night switch sends
 * `theme_changed` while the app is open; issue 34 §8), the system's outside.
 */
export function useAppearance(telegram: TelegramEnv | null): 'light' | 'dark' {
  const system = useSystemAppearance();
  const inTelegram = useSyncExternalStore(
    telegram ? onTelegramAppearance : noTelegram,
    () => (telegram ? (telegramIsDark() ? 'dark' : 'light') : null),
    () => telegram?.appearance ?? null,
  );
  return inTelegram ?? system;
}
