import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  DRAWN_DEVICE_KEYS,
  type DrawnPage,
  type DrawnTelegram,
  FIRST_SCREEN_SHELL_HEADER,
  SCREEN_HINTS_COOKIE,
  TMA_ENTRY,
  type FirstScreenRenderer as Renderer,
  type RouteFacts,
} from '@shared/first-screen.ts';
import type { CheckSessionAnswer, PlannerSelectionAnswer, UserSettings } from '@shared/schemas/session.ts';
import { DEFAULT_TIMEZONE, LANGUAGE_COOKIE, type Language } from '@shared/constants.ts';
import { translations } from '@shared/locales/index.ts';
import type { AppDeps } from '../deps.ts';
import { tmaLanding } from '../features/auth/tma-landing.ts';
import { metricsOf, type UndrawnReason } from '../metrics/metrics.ts';
import { publicAppConfig } from './app-config.ts';
import type { CallInProcess } from './in-process.ts';
import { chosenLanguage, visitorLanguage } from './language.ts';
import { sessionCookieOf } from './session-cookie.ts';

/** What the browser tells of itself in the first-screen cookie (app/first-screen-cookie.ts). */
const hintsSchema = z.object({
  phone: z.boolean().default(true),
  dark: z.boolean().default(false),
  space: z.number().int().positive().nullable().default(null),
  project: z.number().int().positive().nullable().default(null),
  device: z.partialRecord(z.enum(DRAWN_DEVICE_KEYS), z.string().max(16)).default({}),
  // Inside Telegram (app/first-screen-cookie.ts): its platform (`ios`, `tdesktop`, …) and theme.
  tg: z
    .object({ platform: z.string().regex(/^[a-z_]{1,16}$/), dark: z.boolean() })
    .nullable()
    .default(null),
});

/** Telegram's copy of the start parameter in the entry's query (the launch data's is in the fragment). */
const startParamSchema = z.string().max(512).nullable().catch(null);

/**
 * A page being drawn: the drawing (null when it ends without one), the modules of the page drawn
 * (for `/tma`, the page it opens), and whether it is drawn for the Mini App inside Telegram.
 */
export interface FirstScreen {
  drawn: Promise<DrawnPage | null>;
  modules: string[];
  telegram: boolean;
}

/** The renderer's own work for one page, once it has begun (null before): its place is held until it ends. */
interface Rendering {
  render: Promise<unknown> | null;
}

/** A first visit: no cookie has told the screen yet, so the phone's (a Telegram-first app is opened mostly on one). */
const FIRST_VISIT = hintsSchema.parse({});
/** What a visitor's page is drawn as: an anonymous session, before it exists. */
const VISITOR: CheckSessionAnswer = { exists: true, isAuth: false, userId: null };

/**
 * The app's server renderer, built by `vite build --ssr` into dist/server-render/:
 * loaded once, at start (it takes a second or two), not by the first person to open a page.
 * It also carries the route table the server reads (RouteFacts). Null when it is not built.
 */
export function loadRenderer(deps: AppDeps, bundle: string): () => Promise<Renderer | null> {
  const loaded = existsSync(bundle)
    ? (import(pathToFileURL(bundle).href) as Promise<Renderer>)
        .then(async (r) => {
          await r.ready();
          return r;
        })
        .catch((err: unknown) => {
          deps.logger.error('first-screen renderer failed to load', { error: String(err) });
          return null;
        })
    : Promise.resolve(null);
  return () => loaded;
}

/**
 * The server's first screen: for a person whose browser sent the
 * first-screen cookie, the opened page drawn by the app itself into index.html's #root, with the
 * state the app hydrates it from, so a cold open paints its content with the HTML. Null whenever there is nothing to draw: no
 * renderer built, a page the route table does not mark `serverRendered`, no cookie or a session
 * that is gone, data that failed or came too late. The person's data is asked of this server's
 * own functions in-process, as that session, so the overlay shows exactly what the app would.
 */
export function firstScreenRenderer(
  deps: AppDeps,
  renderer: () => Promise<Renderer | null>,
  inProcess: (headers: Record<string, string>) => CallInProcess,
) {
  /** Pages being drawn right now (`SERVER_DRAWING_CONCURRENCY` at most). */
  let drawing = 0;
  /** Counts a page sent without its drawing, and why (/metrics); null, for the caller to answer. */
  const undrawn = (reason: UndrawnReason): null => {
    metricsOf(deps.db.db)?.undrawn(reason);
    return null;
  };
  /**
   * Null when nothing will be drawn (no renderer, not a page drawn here, no cookie, the service
   * worker's shell request), decided at once; else the drawing under way, which ends null when
   * the session is gone, data failed or the render took too long.
   */
  return async (c: Context): Promise<FirstScreen | null> => {
    if (!deps.config.serverDrawing || c.req.header(FIRST_SCREEN_SHELL_HEADER)) return undrawn('off');
    const r = await renderer();
    if (!r) return undrawn('no_renderer');
    // The session from the server's HttpOnly cookie only, never one a script wrote: the id stays out of scripts' reach.
    const sessionId = sessionCookieOf(c) ?? null;
    const told = parseHints(getCookie(c, SCREEN_HINTS_COOKIE));
    // The Mini App's entry: for a returning person inside Telegram, the page its start parameter
    // names (or the feed), drawn at once; tma-auth confirms the session behind it.
    // Without a session cookie, or not seen inside Telegram, /tma is the app's as before.
    let address = { pathname: c.req.path, search: new URL(c.req.url).search };
    if (c.req.path === TMA_ENTRY) {
      if (!sessionId || !told?.tg) return undrawn('not_drawn_here');
      const landing = await tmaLanding(deps, startParamSchema.parse(c.req.query('tgWebAppStartParam') ?? null)).catch(
        () => null,
      );
      if (!landing) return undrawn('not_drawn_here');
      const target = new URL(landing, 'http://x');
      address = { pathname: target.pathname, search: target.search };
    }
    const route = r.routeFacts(address.pathname, address.search);
    if (!route?.serverRendered || route.path === TMA_ENTRY) return undrawn('not_drawn_here');
    // Someone with no session yet (a shared link opened for the first time) sees the page as
    // any visitor does, on a phone's screen unless their browser told otherwise.
    const hints = told ?? (sessionId ? null : FIRST_VISIT);
    if (!hints || (!sessionId && !route.visitors)) return undrawn('not_drawn_here');
    // Drawing costs the server's time: past this many at once, the app draws the page itself.
    if (drawing >= deps.config.serverDrawingConcurrency) return undrawn('busy');
    drawing++;
    const who = sessionId ? { sessionId } : { visitor: { language: visitorLanguage(c) } };
    const work: Rendering = { render: null };
    const drawn = draw(r, route, who, hints, address.pathname, address.search, languageHeaders(c), work).then(
      (page) => {
        if (page) metricsOf(deps.db.db)?.drawn();
        return page;
      },
      (err: unknown) => {
        deps.logger.error('first-screen render failed', { path: c.req.path, error: String(err) });
        return undrawn('failed');
      },
    );
    // The place is held until the render itself ends, not only until the page stops waiting
    // for it: a render past SERVER_DRAWING_WAIT_MS goes on (it cannot be stopped), and the limit
    // bounds the renders under way, so a slow database cannot pile up more of them.
    const free = () => drawing--;
    void drawn.then(() => (work.render ?? Promise.resolve()).then(free, free));
    return { drawn, modules: route.modules, telegram: hints.tg !== null };
  };

  async function draw(
    r: Renderer,
    route: RouteFacts,
    who: { sessionId: string } | { visitor: { language: Language } },
    hints: z.infer<typeof hintsSchema>,
    pathname: string,
    search: string,
    language: Record<string, string>,
    work: Rendering,
  ): Promise<DrawnPage | null> {
    const sessionId = 'sessionId' in who ? who.sessionId : null;
    // A browser that remembers no selection (another device, cleared storage) opens the planner
    // where the person left it elsewhere, as the app will.
    const askSelection = sessionId !== null && hints.space === null && route.section === '/planner';
    const asked = inProcess(language);
    const [session, settings, kept] =
      sessionId === null
        ? [
            VISITOR,
            { language: (who as { visitor: { language: Language } }).visitor.language, timezone: DEFAULT_TIMEZONE },
            null,
          ]
        : await Promise.all([
            answer<CheckSessionAnswer>(asked('check-session', { sessionId })),
            answer<UserSettings>(asked('settings', { action: 'getUserSettings', sessionId })),
            askSelection
              ? answer<PlannerSelectionAnswer>(asked('settings', { action: 'getPlannerSelection', sessionId }))
              : null,
          ]);
    if (!session?.exists || !settings) return undrawn('no_session');
    const planner = kept?.selection ?? { spaceId: hints.space, projectId: hints.project };
    const telegram: DrawnTelegram | null = hints.tg
      ? { platform: hints.tg.platform, appearance: hints.tg.dark ? 'dark' : 'light' }
      : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>(
      (resolve) => (timer = setTimeout(() => resolve(undrawn('late')), deps.config.serverDrawingWaitMs)),
    );
    try {
      const rendering = r.renderFirstScreen({
        pathname,
        search,
        // A visitor's stand-in is made for this drawing alone: no content can equal it.
        sessionId: sessionId ?? randomUUID(),
        visitor: sessionId === null,
        session,
        settings,
        config: publicAppConfig(deps),
        texts: translations,
        phone: hints.phone,
        appearance: telegram?.appearance ?? (hints.dark ? 'dark' : 'light'),
        telegram,
        planner,
        device: hints.device,
        // The page's data as this person asks it: their language and time zone.
        callInProcess: inProcess({ 'Accept-Language': settings.language, 'x-timezone': settings.timezone }),
      });
      work.render = rendering;
      return await Promise.race([rendering, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** An answer, or null when the call was refused (the page is then not drawn). */
  function answer<T>(asked: Promise<unknown>): Promise<T | null> {
    return asked.then(
      (a) => a as T,
      () => null,
    );
  }
}

/**
 * What of the opened page's request tells a visitor's language (language.ts visitorLanguage):
 * the language chosen with the switch (its cookie) and the browser's Accept-Language. A session's
 * settings are asked with them, as the app asks them, so a visitor whose anonymous session has
 * no language of its own is drawn in their language, not the default one.
 */
function languageHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  const accept = c.req.header('accept-language');
  if (accept) headers['accept-language'] = accept.slice(0, 256);
  const chosen = chosenLanguage(c);
  if (chosen) headers.cookie = `${LANGUAGE_COOKIE}=${chosen}`;
  return headers;
}

function parseHints(raw: string | undefined) {
  if (!raw || raw.length > 512) return null;
  try {
    const parsed = hintsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
