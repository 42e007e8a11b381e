import { useSyncExternalStore } from 'react';
import { renderHints } from '../lib/render-hints.ts';

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
