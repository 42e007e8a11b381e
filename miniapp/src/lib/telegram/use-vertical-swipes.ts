import { useEffect } from 'react';
import { holdVerticalSwipes } from './index.ts';

/** Telegram's swipe-down-to-close stays off while `off` holds (issue 34 §3); nothing outside Telegram. */
export function useVerticalSwipesOff(off: boolean): void {
  useEffect(() => (off ? holdVerticalSwipes() : undefined), [off]);
}
