import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../support/bundle-size.ts';
import { requireBuiltApp } from '../support/built-app.ts';

// The whole script a first open runs before the page's own: the entry with the chunks index.html
// preloads beside it (the build puts the entry's static imports in the entry itself, one request:
// miniapp/vite.config.ts). The budget began at 120 KB gzipped, raised by half a KB when the
// Telegram helpers (haptics, the theme's colours, safe areas) met the route table with 41
// bytes left: 122,905 bytes measured, 25 over. Then TanStack's persister
// (@tanstack/react-query-persist-client) replaced the hand-written one in
// miniapp/src/lib/query-persist.ts; the worker's registration and Workbox's page side load after
// the first screen, in a chunk of their own. Raised to 121 KB by the search, which is on
// every page from the first paint (the phone's top bar with its icon, the side navigation's button,
// Ctrl+K / ⌘K and `?search=`; the palette itself is a chunk of its own): 123,733 bytes measured
// with it, 341 over 120.5 KB. Hydration (the drawn page's state put in place,
// `hydrateRoot`, the pages readied before it) against the overlay's takeover it replaced: 123,948
// bytes measured, 212 more than before and 44 over 121 KB; raised to 121.5 KB. Then
// the Mini App's /tma drawn by the server: Telegram's platform and theme in the hints cookie, the
// drawing checked against where the app runs, /tma moved to the drawn page, and the (lazy)
// confirmation's chunk: 124,723 bytes measured, 325 more than the 124,398 before and 307 over
// 121.5 KB; raised to 122 KB. Then the route table's `opens` (a planner view's `?task=<id>` opens the
// task's dialog, whose code the server's HTML loads with the page's, so a task tapped before the
// app runs is drawn open): 124,968 bytes measured, 71 more than the 124,897 before and 40 over
// 122 KB (what reads it is the server's, not the entry's); raised to 122.5 KB.
const INITIAL_BUDGET_BYTES = 122.5 * 1024;

describe('bundle budget', () => {
  requireBuiltApp();
  it('keeps the script of a first open under 122.5 KB gzipped, so the app opens fast on a phone', () => {
    const { initial } = measureBundle();
    expect(initial.gzipBytes).toBeLessThan(INITIAL_BUDGET_BYTES);
  });

  // miniapp/vite.config.ts: React's development renderer took twice the server's CPU a page
  // (72 against 36-43 ms over 120 drawn pages, NODE_ENV=test), and `npm start` runs outside production.
  it("draws on the server with React's production build, whatever NODE_ENV the server runs with", () => {
    const renderer = readFileSync('dist/server-render/server-render.js', 'utf8');
    expect(renderer).toContain('react-dom-server.node.production');
    expect(renderer).not.toMatch(/react(-dom-server)?(\.node)?\.development/);
  });
});
