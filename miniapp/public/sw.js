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
// The last-seen screen of each path, written by the page (lib/first-screen-keeper.ts, which uses the
// same names). Not versioned: each copy names its build, and a copy of another build is never used.
const FIRST_SCREENS = 'lp-first-screen';
const FIRST_SCREEN_PREFIX = '/__first-screen';
const FIRST_SCREEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// Starts the app one painted frame after the copy (public/after-paint.js says why).
const AFTER_PAINT = '/after-paint.js';

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([fetchShell('reload'), fetchAndKeep(new Request(AFTER_PAINT, { cache: 'reload' }), AFTER_PAINT)]).catch(() => {}));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION && k !== FIRST_SCREENS).map((k) => caches.delete(k))))
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
  // The header asks for the bare shell: never a page the server drew for one route and person
  // (server/http/first-screen.ts; shared/first-screen.ts names it).
  return fetch(new Request(SHELL, { cache, headers: { 'x-lp-shell': '1' } })).then(async (res) => {
    if (!res.ok) return res;
    const html = (await res.text()).replace(/<!--lp-route-->[\s\S]*?<!--\/lp-route-->/, '');
    const shell = new Response(html, { status: res.status, statusText: res.statusText, headers: res.headers });
    await caches.open(VERSION).then((c) => c.put(SHELL, shell.clone()));
    return shell;
  });
}

/**
 * The shell with the path's last-seen screen in it, as an inert overlay the browser paints with
 * the HTML (the app removes it once it has drawn the page). Only a copy of this very build (its
 * entry script is the shell's) and younger than a week; anything else: the shell as it is.
 */
async function withFirstScreen(shell, url) {
  try {
    const copy = await caches.open(FIRST_SCREENS).then((c) => c.match(FIRST_SCREEN_PREFIX + url.pathname + url.search));
    if (!copy || !shell.ok) return shell;
    const build = copy.headers.get('x-lp-build') || '';
    const savedAt = Number(copy.headers.get('x-lp-saved') || 0);
    const html = await shell.clone().text();
    if (!build.startsWith('/assets/') || !html.includes(`src="${build}"`) || !(Date.now() - savedAt < FIRST_SCREEN_MAX_AGE_MS)) return shell;
    // The session's hash, never its id (issue 31 §7); a copy from before has none and is dropped.
    const mark = (copy.headers.get('x-lp-mark') || '').replace(/[^\w-]/g, '');
    const overlay = `<div id="lp-first-screen" inert aria-hidden="true" data-mark="${mark}">${await copy.text()}</div>`;
    // The page's own stylesheets, which its chunk would add only later: the copy paints styled.
    const styles = (copy.headers.get('x-lp-styles') || '')
      .split(' ')
      .filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href) && !html.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
    const entry = `<script type="module" crossorigin src="${build}"></script>`;
    const afterPaint = `<link rel="modulepreload" crossorigin href="${build}"><script defer src="${AFTER_PAINT}" data-entry="${build}"></script>`;
    const body = html
      .replace(entry, () => afterPaint)
      .replace('</head>', () => `${styles}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root"></div>${overlay}`);
    const headers = new Headers(shell.headers);
    headers.delete('content-length');
    return new Response(body, { status: shell.status, statusText: shell.statusText, headers });
  } catch {
    return shell;
  }
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/functions/')) return;
  // A calendar subscription (issue 36 §1) is the server's to answer, fresh, every time.
  if (url.pathname.startsWith('/ics/')) return;
  if (url.pathname.startsWith('/assets/') || url.pathname === AFTER_PAINT) {
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
  // So does /tracker: its own answer carries the Permissions-Policy that lets its chat use the
  // camera and microphone (server/http/security-headers.ts), which the shell of '/' does not.
  if (
    req.mode === 'navigate' &&
    !/\.\w{2,5}$/.test(url.pathname) &&
    !['/healthz', '/readyz', '/tracker', '/tracker/'].includes(url.pathname)
  ) {
    // The shell of '/', whatever the route: a post's page only adds crawler tags to it.
    const refresh = fetchShell();
    event.waitUntil(refresh.catch(() => {}));
    event.respondWith(
      caches
        .match(SHELL)
        .then((hit) => hit || refresh)
        .then((shell) => withFirstScreen(shell, url))
        .catch(() => Response.error()),
    );
  }
});
