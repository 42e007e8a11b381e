import { useEffect } from 'react';

/**
 * Forms holding changes not saved yet: a new version of the app reloads the page only
 * once there are none (app/register-service-worker.ts), so nobody loses what they typed. Every
 * form built with useZodForm registers itself while dirty; a form of another kind calls
 * useDirtyForm with its own state.
 */
const dirty = new Set<object>();
const waiting: Array<() => void> = [];
const watchers = new Set<(anyDirty: boolean) => void>();

/**
 * Hears every change between "no form dirty" and "some form dirty" (Telegram's closing
 * confirmation is on exactly while something typed is unsaved); called once at once with the
 * current state. Returns the unsubscribe.
 */
export function onDirtyChange(fn: (anyDirty: boolean) => void): () => void {
  watchers.add(fn);
  fn(dirty.size > 0);
  return () => void watchers.delete(fn);
}

export const anyFormDirty = (): boolean => dirty.size > 0;

/** Runs `fn` now when no form is dirty, else once the last dirty form is saved, reset or closed. */
export function whenNoFormDirty(fn: () => void): void {
  if (dirty.size === 0) fn();
  else waiting.push(fn);
}

/** Marks a form dirty from now until `release` is called; the handle for code outside React. */
export function holdDirty(): () => void {
  const token = {};
  dirty.add(token);
  if (dirty.size === 1) for (const w of watchers) w(true);
  return () => {
    if (!dirty.delete(token) || dirty.size > 0) return;
    for (const w of watchers) w(false);
    for (const fn of waiting.splice(0)) fn();
  };
}

/** Registers the calling form while `isDirty`. */
export function useDirtyForm(isDirty: boolean): void {
  useEffect(() => (isDirty ? holdDirty() : undefined), [isDirty]);
}
