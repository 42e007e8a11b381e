import type { AppConfig } from './app-config.ts';
import type { Language } from './constants.ts';
import type { CheckSessionAnswer, UserSettings } from './schemas/session.ts';

/**
 * The server's first screen (server/http/first-screen-drawing.ts): the cookie in which the
 * browser tells the server what it needs to draw the opened page before the app runs (the
 * screen and the planner's selection; the session comes from the server's own HttpOnly cookie,
 * server/http/session-cookie.ts), and the header with which an earlier release's service worker
 * asks for its shell, which never carries a drawn page (the kept shell opens every route). That
 * worker repeats the header's name (tests/e2e/fixtures/legacy-sw.js is a copy); today's
 * (miniapp/src/sw.ts) keeps the built shell.html instead.
 */
export const SCREEN_HINTS_COOKIE = 'lp_screen';
/** The cookie of earlier releases, which carried the session id readable by scripts: the server expires it. */
export const FIRST_SCREEN_COOKIE = 'lp_first_screen';
export const FIRST_SCREEN_SHELL_HEADER = 'x-lp-shell';
/** The Mini App's entry (the route table's `/tma`): never drawn itself, but drawn as the page it opens. */
export const TMA_ENTRY = '/tma';

/**
 * The drawn page's state, in a `<script type="application/json">` after the
 * page's HTML: the query cache the page was drawn from and the values the browser must render with
 * to hydrate it as drawn. Not a script that runs (the CSP allows none inline).
 */
export const DRAWN_STATE_ID = 'lp-drawn';
/**
 * Where the reader's session id stood in the drawn state's queries (their keys), as paths into
 * them: no HTML carries the id, so the server takes it out of exactly these places and the browser
 * puts its own stored session back into them, after parsing. A replacement of values, never of
 * text: what someone wrote (a title, a link, a profile's text) is shown as written, whatever it
 * contains.
 */
export type SessionPlaces = (string | number)[][];

/**
 * `value` (JSON data) with every string equal to `sessionId` made null, and where they were. A
 * string that merely contains the id is a leak no path can mend (a query's hash, which the browser
 * computes again): it throws, and the page is not drawn.
 */
export function takeSessionOut(value: unknown, sessionId: string): { value: unknown; places: SessionPlaces } {
  const places: SessionPlaces = [];
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      if (v === sessionId) {
        places.push(path);
        return null;
      }
      if (v.includes(sessionId)) throw new Error(`the session id is inside a text at ${path.join('.')}`);
      return v;
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, i]));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) if (item !== undefined) out[k] = walk(item, [...path, k]);
      return out;
    }
    return v;
  };
  return { value: walk(value, []), places };
}

/** `value` with `sessionId` put back at `places` (in place: a freshly parsed copy is expected). */
export function putSessionBack<T>(value: T, places: SessionPlaces, sessionId: string): T {
  for (const path of places) {
    const last = path.at(-1);
    if (last === undefined) return sessionId as T;
    let parent: unknown = value;
    for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown> | null)?.[step];
    if (parent && typeof parent === 'object') (parent as Record<string | number, unknown>)[last] = sessionId;
  }
  return value;
}

/**
 * The mark of a page drawn for someone with no session yet (a shared post opened for the first
 * time): it was drawn as any visitor sees it, so the browser adopts it for the anonymous session
 * it creates (app/drawn-page.ts).
 */
export const VISITOR_MARK = 'visitor';

/**
 * Telegram's values a page inside the Mini App is drawn with: its platform
 * (telegram-ui's frame) and its light or dark theme, as the app last saw them there.
 */
export interface DrawnTelegram {
  platform: string;
  appearance: 'light' | 'dark';
}

export interface DrawnState {
  /** `sessionMark` of the session drawn for, or VISITOR_MARK. */
  mark: string;
  /**
   * The address drawn (path and query): the opened one, or for the Mini App's entry `/tma` the
   * page its start parameter names, which the browser moves to before it hydrates.
   */
  path: string;
  /** Drawn for the Mini App inside Telegram; null for a browser. */
  telegram: DrawnTelegram | null;
  language: Language;
  phone: boolean;
  appearance: 'light' | 'dark';
  planner: { spaceId: number | null; projectId: number | null };
  /** The device's values the page was drawn with (DRAWN_DEVICE_KEYS). */
  device: DeviceValues;
  /** When it was drawn (ms since 1970): what "ago" counts from while the browser hydrates it. */
  now: number;
  /** The time zone it was drawn in (the person's setting). */
  timeZone: string;
  /**
   * TanStack Query's dehydrated cache without the session id (null at `sessionPlaces`) and
   * without the queries' hashes, which the browser computes from the keys it restores.
   */
  queries: unknown;
  sessionPlaces: SessionPlaces;
}

/** A page the renderer drew: its HTML (the content of #root) and its state as JSON text. */
export interface DrawnPage {
  html: string;
  state: string;
}

/**
 * Which session a drawn page belongs to, without the session id (no HTML carries it, so a
 * saved or shared page gives none away): a 53-bit hash, so the page can drop a drawing of another session at once and
 * synchronously. It leaves the other 69 random bits of the id unknown.
 */
export function sessionMark(sessionId: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < sessionId.length; i++) {
    const ch = sessionId.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * What this device remembers that a drawn page shows (the planner's collapsed sidebar, its table's
 * "Hide done"), by their local-storage keys: the cookie carries them, so the server draws the page
 * as the browser will render it.
 */
export const DRAWN_DEVICE_KEYS = [
  'planner.sidebarCollapsed',
  'planner.table.hideDone',
  'planner.kanban.cardVariant',
  'planner.calendar.view',
] as const;
export type DrawnDeviceKey = (typeof DRAWN_DEVICE_KEYS)[number];
export type DeviceValues = Partial<Record<DrawnDeviceKey, string>>;

/** What the cookie holds, as JSON. */
export interface FirstScreenHints {
  phone: boolean;
  dark: boolean;
  space: number | null;
  project: number | null;
  device?: DeviceValues;
  /** Inside Telegram, its platform and theme (`dark`); null or absent in a browser. */
  tg?: { platform: string; dark: boolean } | null;
}

/** What the server hands the renderer (miniapp/src/server-render.tsx) to draw one page. */
export interface FirstScreenRequest {
  pathname: string;
  search: string;
  /**
   * For a visitor, a stand-in made for this drawing alone (random, so no content can equal it): the
   * page renders with it, no call carries it, and the browser puts its new session in its places.
   */
  sessionId: string;
  /** Drawn for someone without a session (VISITOR_MARK). */
  visitor: boolean;
  session: CheckSessionAnswer;
  settings: UserSettings;
  /** The public configuration the page carries (server/http/app-config.ts). */
  config: AppConfig;
  /** Every language's texts (the files the app would fetch). */
  texts: Record<Language, Record<string, unknown>>;
  phone: boolean;
  appearance: 'light' | 'dark';
  /** Drawn for the Mini App inside Telegram (its frame, and a stand-in Telegram environment for the render). */
  telegram: DrawnTelegram | null;
  planner: { spaceId: number | null; projectId: number | null };
  device: DeviceValues;
  /**
   * One function's answer, asked inside the server (server/http/in-process.ts): `input` as a
   * request carries it (`action`, the arguments, `sessionId`). Rejects when refused.
   */
  callInProcess: (fn: string, input: Record<string, unknown>) => Promise<unknown>;
}

/** What the app's route table (miniapp/src/app/route-table.ts) says of the route an address opens. */
export interface RouteFacts {
  /** The route's pattern (`/post/:url`). */
  path: string;
  /** Its page's modules, as Vite's build manifest names them (`src/features/…/feed-page.tsx`). */
  modules: string[];
  serverRendered: boolean;
  /** Drawn also for someone without a session: a page of the route table that needs none. */
  visitors: boolean;
  /** The navigation section it belongs to: its own path, or the one it lights (the planner's views light `/planner`). */
  section: string;
  /** Its page is the app's "not found" (the catch-all, /404): the server answers it with 404. */
  notFound: boolean;
}

/** The renderer's module, as the server loads it from dist/server-render/. */
export interface FirstScreenRenderer {
  /** Null for an address no route takes; `search` ('' or '?…') may open a part over its page. */
  routeFacts(pathname: string, search?: string): RouteFacts | null;
  renderFirstScreen(r: FirstScreenRequest): Promise<DrawnPage | null>;
  /** Resolves once the drawn pages' code (one chunk each) and their lazy parts are loaded. */
  ready(): Promise<void>;
}
