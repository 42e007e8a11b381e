import { useEffect, useSyncExternalStore } from 'react';
import { canFullscreen, isFullscreen, onFullscreen, setFullscreen } from './index.ts';

/**
 * A page that offers Telegram's fullscreen (issue 34 §8; Bot API 8.0): whether it can, whether
 * it is, and the toggle. Leaving the page leaves fullscreen. `supported` is false in a
 * browser and on older clients, where the page shows no toggle.
 */
export function useTelegramFullscreen(): { supported: boolean; on: boolean; toggle: () => void } {
  const on = useSyncExternalStore(onFullscreen, isFullscreen, () => false);
  useEffect(() => () => void setFullscreen(false), []);
  return { supported: canFullscreen(), on, toggle: () => void setFullscreen(!isFullscreen()) };
}
