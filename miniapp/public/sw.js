// Legal Platform service worker (issue 20: a repeat open shows content at once).
// - Hashed assets (/assets/*): cache-first, kept for the build that names them.
// - The app shell (index.html): cache-first with a refresh in the background, so a repeat
//   open paints from the cache without a round trip. The shell is the same for every route
//   (the app routes on the client); its configuration block changes only with the server's
//   configuration, and the background refresh picks that up for the next open.
// - The translation files: stale-while-revalidate (the app reads them before its first paint).
// - API calls are never cached (the app keeps its own saved answers, lib/query-persist.ts).
// A new build changes BUILD below (the build writes it), so the browser installs this worker
// anew: it takes over at once and the page reloads itself (register-service-worker.ts).
const BUILD = '__LP_BUILD__';
const VERSION = `lp-${BUILD}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(fetchShell('reload').catch(() => {}));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept when it is a good one. */
function fetchAndKeep(req, key = req) {
  return fetch(req).then((res) => {
    if (res.ok) {
      const copy = res.clone();
      caches.open(VERSION).then((c) => c.put(key, copy));
    }
    return res;
  });
}

/**
 * The shell from the network, kept without the preload links the server adds for one route
 * (between <!--lp-route--> marks): the kept shell opens every route.
 */
function fetchShell(cache = 'no-cache') {
  return fetch(new Request(SHELL, { cache })).then(async (res) => {
    if (!res.ok) return res;
    const html = (await res.text()).replace(/<!--lp-route-->[\s\S]*?<!--\/lp-route-->/, '');
    const shell = new Response(html, { status: res.status, statusText: res.statusText, headers: res.headers });
    await caches.open(VERSION).then((c) => c.put(SHELL, shell.clone()));
    return shell;
  });
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/functions/')) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(req).then((hit) => hit || fetchAndKeep(req)));
    return;
  }
  if (url.pathname.startsWith('/locales/')) {
    const refresh = fetchAndKeep(req);
    event.waitUntil(refresh.catch(() => {}));
    event.respondWith(caches.match(req).then((hit) => hit || refresh));
    return;
  }
  // The app's own routes only: a file (an image opened in a tab) or a probe goes to the network.
  if (req.mode === 'navigate' && !/\.\w{2,5}$/.test(url.pathname) && url.pathname !== '/healthz' && url.pathname !== '/readyz') {
    // The shell of '/', whatever the route: a post's page only adds crawler tags to it.
    const refresh = fetchShell();
    event.waitUntil(refresh.catch(() => {}));
    event.respondWith(caches.match(SHELL).then((hit) => hit || refresh).catch(() => Response.error()));
  }
});
