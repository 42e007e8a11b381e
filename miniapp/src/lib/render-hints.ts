/**
 * What the server's first-screen render (server-render.tsx) knows of the screen it draws for:
 * the browser's last word on its width and appearance (the first-screen cookie,
 * app/first-screen-cookie.ts). Read only on the server, by hooks that ask the browser in the
 * app (`useSyncExternalStore`'s server snapshot); set just before each synchronous render.
 */
export const renderHints = {
  /** True in the server's renderer only. */
  server: false,
  phone: true,
  appearance: 'light' as 'light' | 'dark',
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
 * A long list as the server draws it: only what a first screen shows (the overlay is one screen,
 * and a planner of 300 rows would cost more to render and send than it saves). In the app, the
 * whole list.
 */
export function firstScreenOf<T>(items: T[], perScreen: number): T[] {
  return renderHints.server ? items.slice(0, perScreen) : items;
}
