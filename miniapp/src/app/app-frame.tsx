import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { useAppearance } from './use-system-appearance.ts';

/** telegram-ui's platform inside Telegram (Apple's clients look like iOS), else the browser's 'base'. */
export const framePlatform = (telegram: { platform: string } | null): 'ios' | 'base' =>
  telegram?.platform === 'ios' || telegram?.platform === 'macos' ? 'ios' : 'base';

/**
 * What the app draws around its pages, in the browser and in the server's drawing
 * (server-render.tsx) alike: the two must match for the browser to hydrate the server's HTML.
 */
export function AppFrame({ platform, children }: { platform: 'ios' | 'base'; children: ReactNode }) {
  const appearance = useAppearance();
  return (
    <AppRoot appearance={appearance} platform={platform} className="app-root">
      <OfflineBanner />
      {children}
      <Toaster />
    </AppRoot>
  );
}
