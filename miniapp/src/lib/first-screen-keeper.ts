import { getDefaultStore } from 'jotai';
import {
  FIRST_SCREEN_COPY_TESTID as COPY_TESTID,
  FIRST_SCREEN_DROPPED_ATTRIBUTES as DROPPED_ATTRIBUTES,
  sessionMark,
} from '@shared/first-screen.ts';
import { buildId } from './query-persist.ts';
import { sessionIdAtom } from './session-store.ts';
import { whenIdle } from './when-idle.ts';
import { FIRST_SCREEN_ID, loading } from './first-screen.ts';

/**
 * Issue 20: a repeat open paints the last-seen screen before the app's script has even run.
 *
 * While the app runs, the visible part of each page (what lies within its first screen) is
 * copied from the DOM into the browser's Cache Storage, per path, marked with the session and
 * the build. On the next open of that path the service worker (public/sw.js) puts
 * the copy into the shell it serves, as an inert overlay: the browser paints it with the HTML,
 * and the moment the app has rendered the page itself (no page spinner left) the overlay goes.
 *
 * Why it is safe: the copy is our own DOM serialised (text escaped by the serialiser), with
 * scripts, frames, dialogs, toasts and form secrets left out; the Content-Security-Policy allows
 * no inline script, so even a copy tampered with could run nothing; it is inert and hidden from
 * assistive technology; it lives only for the session that wrote it (a sign-out or another
 * session clears it with the saved answers, query-persist.ts, and the page drops a copy of
 * another session before painting anything of its own) and for the build that wrote it.
 */
// The same names in public/sw.js, which reads what this module writes.
const FIRST_SCREEN_CACHE = 'lp-first-screen';
const KEY_PREFIX = '/__first-screen';
/** How far down a copy reaches, in screen heights: what a first look shows, no more to parse. */
const FOLD_SCREENS = 1;
/** A bigger copy is not kept: it would cost more to parse than it saves. */
const MAX_CHARS = 300_000;
const MAX_COPIES = 20;
const SAVE_DELAY_MS = 1000;
/** Pages whose screen is not worth keeping: sign-in flows. */
const SKIP_PATH = /^\/(tma|auth)(\/|$)/;

/**
 * What a copy never holds: script, embedded documents, secrets, and what belongs to the moment
 * rather than the page (dialogs, toasts, the offline banner; a component marks its own such
 * parts with data-no-snapshot).
 */
const LEFT_OUT = [
  'script',
  'noscript',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'input[type=password]',
  'input[type=file]',
  '[role=dialog]',
  '[role=alertdialog]',
  '.lp-toasts',
  '.offline-banner',
  '[data-no-snapshot]',
].join(',');

/**
 * The visible part of `root` as inert HTML, wrapped in an element that carries the document's
 * inline style (Telegram's theme variables live there), or null while the page is loading or a
 * dialog is open.
 */
export function captureFirstScreen(root: HTMLElement, doc: Document = document): string | null {
  // A dialog open over the page: the page under it is not what the next open should show.
  if (loading(root) || !root.firstElementChild || root.querySelector('[role=dialog]')) return null;
  const win = doc.defaultView ?? window;
  const limit = win.innerHeight * FOLD_SCREENS;
  const scrollY = win.scrollY;
  const copy = (node: Node): Node | null => {
    if (node.nodeType === Node.TEXT_NODE) return node.cloneNode(false);
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const el = node as Element;
    if (el.matches(LEFT_OUT)) return null;
    if (el.getBoundingClientRect().top + scrollY > limit) return null;
    if (el instanceof HTMLImageElement && el.src.startsWith('blob:')) return null;
    const out = el.cloneNode(false) as Element;
    for (const name of DROPPED_ATTRIBUTES) out.removeAttribute(name);
    const testId = out.getAttribute('data-testid');
    if (testId !== null) {
      out.removeAttribute('data-testid');
      out.setAttribute(COPY_TESTID, testId);
    }
    for (const child of el.childNodes) {
      const c = copy(child);
      if (c) out.appendChild(c);
    }
    return out;
  };
  const wrapper = doc.createElement('div');
  const style = doc.documentElement.getAttribute('style');
  if (style) wrapper.setAttribute('style', style);
  for (const child of root.childNodes) {
    const c = copy(child);
    if (c) wrapper.appendChild(c);
  }
  const html = wrapper.outerHTML;
  return html.length <= MAX_CHARS ? html : null;
}

const keyOf = (path: string) => new Request(new URL(KEY_PREFIX + path, window.location.origin));
const available = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/**
 * The page's own stylesheets (a page's chunk brings its styles when it loads): the copy paints
 * with them, or it would paint unstyled and jump when they arrive.
 */
export function pageStyles(doc: Document = document): string[] {
  const origin = doc.location?.origin ?? window.location.origin;
  const paths = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].flatMap((l) => {
    // Vite names a chunk's styles by their full address, index.html by the path.
    const url = new URL(l.href, origin);
    return url.origin === origin && /^\/assets\/[\w.-]+\.css$/.test(url.pathname) ? [url.pathname] : [];
  });
  return [...new Set(paths)];
}

/** Keeps `html` as the first screen of `path` for this session and build (the newest 20 paths). */
export async function keepFirstScreen(
  path: string,
  html: string,
  sessionId: string,
  build = buildId(),
  styles = pageStyles(),
): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(FIRST_SCREEN_CACHE);
  await cache.put(
    keyOf(path),
    new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Its session's hash, not the id (issue 31 §7): public/sw.js writes it into the page.
        'x-lp-mark': sessionMark(sessionId),
        'x-lp-build': build,
        'x-lp-styles': styles.join(' '),
        'x-lp-saved': String(Date.now()),
      },
    }),
  );
  const keys = await cache.keys();
  if (keys.length <= MAX_COPIES) return;
  const dated = await Promise.all(
    keys.map(async (k) => ({ k, at: Number((await cache.match(k))?.headers.get('x-lp-saved') ?? 0) })),
  );
  dated.sort((a, b) => a.at - b.at);
  await Promise.all(dated.slice(0, keys.length - MAX_COPIES).map(({ k }) => cache.delete(k)));
}

/** Drops every kept first screen but those of `keep` (a sign-out, another session). */
export async function forgetFirstScreens(keep: string | null = null): Promise<void> {
  if (!available()) return;
  if (!keep) {
    await caches.delete(FIRST_SCREEN_CACHE);
    return;
  }
  const cache = await caches.open(FIRST_SCREEN_CACHE);
  for (const k of await cache.keys()) {
    const res = await cache.match(k);
    if (res?.headers.get('x-lp-mark') !== sessionMark(keep)) await cache.delete(k);
  }
}

/**
 * Keeps the current page's first screen while the app runs: now, a second after it changed (when
 * the browser is idle), and when the page is hidden or left. Another session
 * (sign-out, sign-in, a lost session) drops the copies of the one before at once.
 */
export function watchFirstScreen(root: HTMLElement): () => void {
  if (!available()) return () => {};
  const store = getDefaultStore();
  const sessionOf = () => store.get(sessionIdAtom);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let kept = '';
  const opened = window.location.pathname + window.location.search;
  // Changed since the last copy: leaving an unchanged page costs no second copy.
  let changed = false;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const sessionId = sessionOf();
    const path = window.location.pathname + window.location.search;
    // While the previous copy still shows, the page under it is not done yet.
    if (!changed || !sessionId || SKIP_PATH.test(path) || document.getElementById(FIRST_SCREEN_ID)) return;
    const html = captureFirstScreen(root);
    if (html) changed = false;
    const key = `${sessionId} ${path} ${html}`;
    if (!html || key === kept) return;
    kept = key;
    void keepFirstScreen(path, html, sessionId).catch(() => (kept = ''));
    // The app rewrote the address it was opened at (/career became /career?tab=jobs): the
    // address opened is the one the next open asks for.
    if (opened !== path && opened.split('?')[0] === window.location.pathname)
      void keepFirstScreen(opened, html, sessionId).catch(() => {});
  };
  // At most once a second while the page changes (a page that never stops changing, a clock
  // or a live feed, is still kept), and only when the browser is idle.
  const schedule = () => {
    changed = true;
    if (!timer) timer = setTimeout(() => whenIdle(save), SAVE_DELAY_MS);
  };
  const onHidden = () => document.visibilityState === 'hidden' && save();
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', save);
  const unsubscribeSession = store.sub(sessionIdAtom, () => void forgetFirstScreens(sessionOf()).catch(() => {}));
  // Started once the browser was idle: the page drawn before that is worth a copy too.
  schedule();
  return () => {
    unsubscribeSession();
    observer.disconnect();
    if (timer) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', save);
  };
}
