import { useSyncExternalStore } from 'react';
import { renderHints } from './render-hints.ts';

/** Whether a CSS media query matches now, re-rendering when that changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => renderHints.matches(query),
  );
}

/** The app's phone layout: below 768 px the side navigation gives way to bottom tabs. */
export const PHONE_QUERY = '(max-width: 767px)';
