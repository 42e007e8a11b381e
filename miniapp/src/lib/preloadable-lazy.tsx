import { type ComponentType, lazy, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * What must be loaded before the browser hydrates the server's drawing (main.tsx): the parts of
 * the app the drawn HTML shows, if the drawing has them (`needed`). A part that is still lazy
 * there would suspend, and React then draws it anew instead of hydrating it.
 */
const hydrationParts: Array<{ needed: (root: HTMLElement) => boolean; ready: () => Promise<void> }> = [];

export function registerHydrationPart(needed: (root: HTMLElement) => boolean, ready: () => Promise<void>): void {
  hydrationParts.push({ needed, ready });
}

/** Loads the parts the drawing in `root` shows (their modules register as they load). */
export async function readyHydrationParts(root: HTMLElement): Promise<void> {
  await Promise.all(hydrationParts.filter((p) => p.needed(root)).map((p) => p.ready()));
}

/** Loads every part: the server's renderer draws any of them, in one render (server-render.tsx). */
export async function readyEveryHydrationPart(): Promise<void> {
  await Promise.all(hydrationParts.map((p) => p.ready()));
}

/**
 * `React.lazy`, except that a component whose code was loaded through `ready()` before it is
 * first drawn renders at once, without suspending (the server's render and the browser's
 * hydration draw it in one pass). Each mount keeps what it started with: switching from the lazy
 * component to the loaded one would remount the page.
 *
 * It is also how a part opened by a tap (a sheet, a dialog) shows in the tap's own frame: a plain
 * lazy component suspends on its first render even when its code is already in, and React then
 * holds the content back until 300 ms after the fallback was shown (its throttle of Suspense
 * reveals, against flicker). Such a part's code is fetched when the page is idle: `readyWhenIdle()`,
 * called where the tap that opens it becomes possible.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; ready: () => Promise<void>; readyWhenIdle: () => void } {
  let loaded: ComponentType<P> | null = null;
  let asked = false;
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  const ready = async () => {
    loaded = (await load()).default;
  };
  // Once per page; a fetch that failed (offline) is tried again at the next call, and the tap
  // itself still loads the part through React.lazy.
  const readyWhenIdle = () => {
    if (asked) return;
    asked = true;
    whenIdle(() => void ready().catch(() => (asked = false)));
  };
  function Preloadable(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  }
  return { Component: Preloadable, ready, readyWhenIdle };
}
