/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (Workbox) into /sw.js with the
 * build's file list injected.
 *
 * - The shell (shell.html: index.html exactly as built, never a page the server drew or one
 *   person's) and every built asset are precached per build: a repeat open of a page the server
 *   does not draw starts from the device, and so does any page offline. What the page shows then
 *   comes from the saved query cache (lib/query-persist.ts), refreshed in the background.
 * - A page the server draws is asked of the server first (`drawnOrShell` below), never kept.
 * - The translations and the server's public configuration: from the cache at once, refreshed
 *   behind (the shell carries no configuration block: lib/config.ts reads it from there).
 * - Nothing else is kept: API answers, uploads and the server's own pages go to the network.
 * - A new build waits until the page says no form holds unsaved changes
 *   (app/register-service-worker.ts), then takes over and the page reloads into it.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import * as navigationPreload from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { APP_CONFIG_PATH } from '@shared/app-config.ts';
import { LANGUAGES } from '@shared/constants.ts';
import { drawnByServer } from '@shared/drawn-routes.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/**
 * The caches of the worker before this one (an earlier, hand-written sw.js): `lp-<build>`
 * and `lp-first-screen`, which held copies of people's screens. This worker names none of its
 * own caches so.
 */
const isLegacyCache = (name: string) => name.startsWith('lp-');
const dropLegacyCaches = async () => {
  const names = (await caches.keys()).filter(isLegacyCache);
  await Promise.all(names.map((n) => caches.delete(n)));
  return names.length > 0;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/**
 * A page the server draws (shared/drawn-routes.ts) is asked of the server first on a repeat open
 * too: its drawing paints before any script runs, where the shell waits for the app's code to
 * run at all (`npm run bench -- first-screen` prints that script time: 0.4–1.1 s at a phone's
 * CPU). Navigation preload starts the request while the worker itself starts. The drawing goes
 * to the page and never into a cache. Offline, on an error, or with no answer's head within this
 * many ms, the shell from the cache. 0 switches it off: every navigation gets the shell.
 */
const ASK_SERVER_FIRST_MS = 1000;
if (ASK_SERVER_FIRST_MS > 0) navigationPreload.enable();
const shell = createHandlerBoundToURL('/shell.html');

const drawnOrShell: RouteHandlerCallback = async (options) => {
  const { event, request, url } = options as RouteHandlerCallbackOptions & { event: FetchEvent; request: Request };
  const preloaded = (event as FetchEvent).preloadResponse as Promise<Response | undefined> | undefined;
  if (ASK_SERVER_FIRST_MS <= 0 || !drawnByServer(url.pathname)) {
    // Not waited for: the shell needs no network.
    void preloaded?.catch(() => undefined);
    return shell(options);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ASK_SERVER_FIRST_MS)));
  const network = Promise.resolve(preloaded)
    .then((res) => res ?? fetch(request))
    .catch(() => undefined);
  const answer = await Promise.race([network, late]);
  clearTimeout(timer);
  return answer?.ok ? answer : shell(options);
};

registerRoute(
  new NavigationRoute(drawnOrShell, {
    // Not the app's routes: the API, files (uploads, downloads by signed link, the calendar feed),
    // probes, and /tracker, whose own answer carries the
    // Permissions-Policy that lets its chat use the camera and microphone
    // (server/http/security-headers.ts), which the shell does not.
    denylist: [
      /^\/(functions|uploads|files|ics|assets|locales|avatars|\.vite)\//,
      /^\/(healthz|readyz)$/,
      /^\/tracker\/?$/,
      /\.\w{2,5}$/,
    ],
  }),
);
const TRANSLATIONS = 'translations';
const CONFIG = 'app-config';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/locales/'),
  new StaleWhileRevalidate({ cacheName: TRANSLATIONS }),
);
// The configuration as the page asks for it at start; `?fresh` (a changed key) goes to the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === APP_CONFIG_PATH && !url.search,
  new StaleWhileRevalidate({ cacheName: CONFIG }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A device that ran the worker before this one: its pages know nothing of the message above
// (they reloaded themselves when a new worker took over), so this one takes over at once.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.keys().then((names) => {
        if (names.some(isLegacyCache)) return self.skipWaiting();
      }),
      // The open that installed this worker had both from the server (its page carried the
      // configuration): without them here the next open would wait on the network for them.
      caches
        .open(TRANSLATIONS)
        .then((c) => c.addAll(LANGUAGES.map((l) => `/locales/${l}/translations.json`)))
        .catch(() => {}),
      caches
        .open(CONFIG)
        .then((c) => c.add(APP_CONFIG_PATH))
        .catch(() => {}),
    ]),
  );
});

// Its caches go when this worker takes over, and again on any later open: a page of the old
// version may still write its last copy while it unloads.
self.addEventListener('activate', (event) => event.waitUntil(dropLegacyCaches()));
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(dropLegacyCaches());
});
