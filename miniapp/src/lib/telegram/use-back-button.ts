import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { onBackButton, setBackButton, telegramEnv } from './index.ts';

/** Dialogs register here so Telegram's back button closes the top one before navigating. */
const closers: Array<() => void> = [];
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());

export function pushBackHandler(close: () => void): () => void {
  closers.push(close);
  notify();
  return () => {
    const i = closers.lastIndexOf(close);
    if (i >= 0) closers.splice(i, 1);
    notify();
  };
}

/** Shows Telegram's back button on every route but the root, or while a dialog is open. */
export function useTelegramBackButton(): void {
  const [location] = useLocation();
  const open = useSyncExternalStore(
    (cb) => (subscribers.add(cb), () => subscribers.delete(cb)),
    () => closers.length,
    () => 0,
  );
  useEffect(() => {
    if (telegramEnv()) setBackButton(location !== '/' || open > 0);
  }, [location, open]);
  useEffect(
    () =>
      onBackButton(() => {
        const top = closers.at(-1);
        if (top) top();
        else if (window.history.length > 1) window.history.back();
        else window.location.assign('/');
      }),
    [],
  );
}
