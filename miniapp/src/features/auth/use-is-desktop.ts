import { useSyncExternalStore } from 'react';

/** A wide window with a mouse: where a QR code makes sense (the phone is the scanner). */
const QUERY = '(min-width: 768px) and (hover: hover) and (pointer: fine)';

const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};

export const useIsDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
