import { useSyncExternalStore } from 'react';
import type { DeviceValues, DrawnDeviceKey } from '@shared/first-screen.ts';

/**
 * What the server's render (server-render.tsx) knows of the screen it draws for: the browser's
 * last word on its width and appearance (the first-screen cookie, app/first-screen-cookie.ts).
 * Hooks that ask the browser in the app (`useSyncExternalStore`) answer from it in their server
 * snapshot. The server sets it before each synchronous render; the browser sets it to the same
 * values before it hydrates that render (main.tsx), so its first render matches the HTML.
 */
export const renderHints = {
  phone: true,
  appearance: 'light' as 'light' | 'dark',
  /** What the device remembers, as the cookie told the server (null in the browser: it reads its own). */
  device: null as DeviceValues | null,
  /**
   * When the server drew the page (ms): "5 minutes ago" is counted from it while the drawing is
   * rendered (useDrawnNow), so a minute passing before the browser hydrates changes no text.
   */
  now: null as number | null,
  /** The time zone the server drew in (the person's setting): the device's own zone is not known to it. */
  timeZone: null as string | null,
  /** A media query as the hinted screen would answer it: width queries only, the rest false. */
  matches(query: string): boolean {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (max && !min) return this.phone;
    if (min && !max && !/hover|pointer/.test(query)) return !this.phone;
    return false;
  },
};

/**
 * A value this device remembers that a drawn page shows (DRAWN_DEVICE_KEYS): local storage in the
 * browser, the cookie's copy of it in the server's render.
 */
export function readDevice(key: DrawnDeviceKey): string | null {
  if (renderHints.device) return renderHints.device[key] ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const unchanging = () => () => {};
/**
 * True while the page is the server's drawing: on the server, and in the browser while it
 * hydrates that drawing. React then renders once more with false, at once (a store whose
 * browser snapshot differs from its server snapshot), so what the server draws short is whole
 * in the app a moment later, and the hydration still matches the HTML. In a page the browser
 * renders itself, false from the first render.
 */
export function useServerDrawing(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/**
 * A long list as the server draws it: only what a first screen shows (a planner of 300 rows would
 * cost more to render and send than it saves). In the app, the whole list.
 */
export function useFirstScreenOf<T>(items: T[], perScreen: number): T[] {
  return useServerDrawing() ? items.slice(0, perScreen) : items;
}

/** The time "ago" counts from: the drawing's while it is the server's drawing, else now (undefined). */
export function useDrawnNow(): Date | undefined {
  return useDrawnClock().now;
}

/**
 * The clock a page's "today", "yesterday" and "5 minutes ago" read: while the page is the
 * server's drawing, the moment and the time zone it was drawn in; then the device's own (both
 * undefined), a render later.
 */
export function useDrawnClock(): { now?: Date; timeZone?: string } {
  const drawing = useServerDrawing();
  if (!drawing) return {};
  return {
    now: renderHints.now !== null ? new Date(renderHints.now) : undefined,
    timeZone: renderHints.timeZone ?? undefined,
  };
}
