/**
 * The first screen of a cold open, drawn by the server. The app itself
 * (its frame and its routes, as main.tsx renders them) renders to HTML here (built by
 * `vite build --ssr`, server/http/first-screen-drawing.ts calls it), with the person's data asked from
 * the server's own functions in-process; the server puts the HTML into index.html's #root and the
 * query cache it was drawn from beside it, so the browser paints the page with the HTML, before
 * any script has arrived, and the app then hydrates it (main.tsx): no second render from scratch.
 * The pages drawn here are the route table's `serverRendered` ones (app/route-table.ts), their
 * first data their page module's `loader`.
 *
 * The render is synchronous (renderToString), so the few module-level values it sets first
 * (the language, the screen hints) cannot mix two requests; what is asynchronous (the data)
 * is per request: its own query cache, its own jotai store, its own session on every call.
 */
import { dehydrate, QueryClient, QueryClientProvider, skipToken, type Query } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import {
  type DrawnPage,
  type DrawnState,
  type FirstScreenRequest,
  type RouteFacts,
  sessionMark,
  takeSessionOut,
  VISITOR_MARK,
} from '@shared/first-screen.ts';
import { AppFrame, framePlatform } from './app/app-frame.tsx';
import { AppRoutes, readyPage } from './app/routes.tsx';
import {
  type AppRoute,
  loadRoute,
  manifestKey,
  modulesOf,
  NOT_FOUND_PAGE,
  type PageModule,
  routeAt,
  ROUTES,
} from './app/route-table.ts';
import {
  selectedProjectIdAtom,
  selectedSpaceIdAtom,
  SELECTION_KEYS,
  sidebarCollapsedAtom,
} from './features/planner/state/selection.ts';
import { answerError, callInput } from './lib/api-client.ts';
import { setQueryCaller } from './lib/call-query.ts';
import type { RouteSession } from './lib/route-loader.ts';
import { setServerConfig } from './lib/config.ts';
import { i18next } from './lib/i18n.ts';
import { renderHints } from './lib/render-hints.ts';
import { sessionIdAtom } from './lib/session-store.ts';
import { drawAsTelegram } from './lib/telegram/index.ts';
import { sessionQueryKey, userSettingsQueryKey } from './lib/session.ts';
import { readyEveryHydrationPart } from './lib/preloadable-lazy.tsx';

/**
 * What the server reads of the route table (app/route-table.ts) for an address: its page's
 * modules as the build manifest names them (server/http/route-preloads.ts), with what its query
 * opens over the page, and whether it is drawn here.
 */
export function routeFacts(pathname: string, search = ''): RouteFacts | null {
  const opened = routeAt(pathname);
  if (!opened) return null;
  const { route } = opened;
  return {
    path: route.path,
    modules: [...modulesOf(route), ...openedBy(route, search)].map(manifestKey),
    serverRendered: !!route.serverRendered,
    visitors: !!route.serverRendered && !route.needsSession,
    section: route.section ?? route.path,
    notFound: route.page === NOT_FOUND_PAGE,
  };
}

/**
 * What the address's query (`search`, '' or '?…') opens over a route's page (`AppRoute.opens`): its
 * modules come with the page's. Here, not in the route table: the browser's own loading never
 * asks (the page loads what it opens), and the entry script carries the table.
 */
function openedBy(route: AppRoute, search: string): PageModule[] {
  const query = new URLSearchParams(search);
  return Object.entries(route.opens ?? {})
    .filter(([param]) => query.has(param))
    .map(([, module]) => module);
}

/**
 * The pages drawn here and the lazy parts they draw (a post's Markdown; lib/preloadable-lazy.tsx),
 * loaded with the renderer: a page renders once, so nothing in it may still be loading, and the
 * first request must not wait for their code.
 */
const drawnRoutes = ROUTES.filter((r) => r.serverRendered);
const loaded = Promise.all(drawnRoutes.map(readyPage)).then(readyEveryHydrationPart);

/**
 * The server waits for this before it draws anything: the pages are chunks of their own (the
 * route table's lazy modules), and importing them all on the first request would spend the
 * render's time limit on loading code.
 */
export async function ready(): Promise<void> {
  await loaded;
}
/** renderToString's mark of a Suspense boundary that suspended (it draws the fallback instead). */
const SUSPENDED = '<!--$!-->';

let textsLoaded = false;
function setLanguage(r: FirstScreenRequest): boolean {
  if (!textsLoaded) {
    // Synchronous (no backend, initAsync off): the first request renders at once too.
    void i18next.use(initReactI18next).init({
      lng: r.settings.language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    for (const [lang, texts] of Object.entries(r.texts))
      i18next.addResourceBundle(lang, 'translation', texts, true, true);
    textsLoaded = true;
  }
  // With the texts in memory the switch is immediate (no backend): checked, not trusted.
  void i18next.changeLanguage(r.settings.language);
  return i18next.language === r.settings.language;
}

const waiting = (q: Query) => {
  // The options a hook built the query with (enabled is an observer's option, kept on the query).
  const option = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  const enabled = typeof option === 'function' ? option(q) : option;
  return (
    q.state.status === 'pending' &&
    q.state.fetchStatus === 'idle' &&
    enabled !== false &&
    !!q.options.queryFn &&
    q.options.queryFn !== skipToken
  );
};

/**
 * The page at `pathname` as HTML with its state, or null when it is not one drawn here or when
 * any of its data could not be read (an error screen is not worth painting). It renders once,
 * after the route's loaders (app/route-table.ts `loadRoute`): a page that asks for more while it
 * renders, or draws a part still loading, is a mistake in its loader, thrown for the server's log.
 */
export async function renderFirstScreen(r: FirstScreenRequest): Promise<DrawnPage | null> {
  const opened = routeAt(r.pathname);
  if (!opened?.route.serverRendered) return null;
  const { route, params } = opened;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  // Every query of this render asks the server's own functions, as this request's session.
  // A call that would take the stored session (the browser's) takes the request's; a visitor's none.
  setQueryCaller(queryClient, async (call, args, opts) => {
    const sessionId = r.visitor ? null : opts?.sessionId === undefined ? r.sessionId : opts.sessionId;
    // A refusal as the browser would meet it (an ApiError with its status), for the query's retry rules.
    return r
      .callInProcess(call.fn, callInput(call, args, sessionId))
      .catch((err: { status?: unknown; code?: unknown }) => {
        throw answerError(typeof err.status === 'number' ? err.status : 500, { code: err.code });
      }) as never;
  });
  queryClient.setQueryData(sessionQueryKey(r.sessionId), r.session);
  queryClient.setQueryData(userSettingsQueryKey(r.sessionId), r.settings);
  const store = createStore();
  store.set(sessionIdAtom, r.sessionId);
  store.set(selectedSpaceIdAtom, r.planner.spaceId);
  store.set(selectedProjectIdAtom, r.planner.projectId);
  store.set(sidebarCollapsedAtom, r.device['planner.sidebarCollapsed'] === 'true');
  const remembered: Record<string, unknown> = {
    [SELECTION_KEYS.space]: r.planner.spaceId,
    [SELECTION_KEYS.project]: r.planner.projectId,
  };
  const session: RouteSession = {
    sessionId: r.sessionId,
    isAuth: r.session.isAuth,
    language: r.settings.language,
    search: r.search,
    remembered: (key) => remembered[key] ?? null,
  };
  await loaded;

  const drawnAt = Date.now();
  // A page that sends the person elsewhere (a post address without its url) is not drawn.
  const ssrContext: { redirectTo?: string } = {};
  const draw = () => {
    if (!setLanguage(r)) return null;
    setServerConfig(r.config);
    renderHints.phone = r.phone;
    renderHints.appearance = r.appearance;
    renderHints.device = r.device;
    renderHints.now = drawnAt;
    renderHints.timeZone = r.settings.timezone;
    // Inside Telegram the components that ask for Telegram during render (the back link, "send to
    // chat", the share dialog…) find a stand-in of the environment the browser will have.
    drawAsTelegram(r.telegram);
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <Router ssrPath={r.pathname} ssrSearch={r.search.replace(/^\?/, '')} ssrContext={ssrContext}>
            {/* The browser's frame, or Telegram's platform's inside the Mini App (app.tsx draws the same). */}
            <AppFrame platform={framePlatform(r.telegram)}>
              <AppRoutes />
            </AppFrame>
          </Router>
        </Provider>
      </QueryClientProvider>,
    );
  };

  // A failure shows in the query's state below (the page is then not drawn).
  await loadRoute(route, queryClient, params, session).catch(() => undefined);
  const html = draw();
  if (html === null || ssrContext.redirectTo) return null;
  if (html.includes(r.sessionId)) throw new Error(`${route.path} draws the session id into its HTML`);
  const all = queryClient.getQueryCache().getAll();
  if (all.some((q) => q.state.status === 'error')) return null;
  const asked = all.filter(waiting).map((q) => JSON.stringify(takeSessionOut(q.queryKey, r.sessionId).value));
  if (asked.length > 0) throw new Error(`${route.path} asks while it renders for ${asked.join(', ')}: its loader must`);
  const suspended = html.indexOf(SUSPENDED);
  if (suspended >= 0) {
    // What follows the part's placeholder says where it is.
    const after = html.indexOf('</template>', suspended) + '</template>'.length;
    throw new Error(`${route.path} draws a lazy part still loading, before ${html.slice(after, after + 200)}`);
  }
  return { html, state: stateOf(r, queryClient, drawnAt) };
}

/**
 * What the browser hydrates the page with (main.tsx): the query cache as drawn and the values the
 * render read. The session id is taken out of the queries by place (`takeSessionOut`), and their
 * hashes go with it (each is its key as text). JSON inside a `<script>` element: `<` escaped, so
 * no text in it can end the element.
 */
function stateOf(r: FirstScreenRequest, queryClient: QueryClient, drawnAt: number): string {
  const dehydrated = dehydrate(queryClient);
  const { value: queries, places } = takeSessionOut(
    { ...dehydrated, queries: dehydrated.queries.map(({ queryHash: _, ...query }) => query) },
    r.sessionId,
  );
  const state: DrawnState = {
    mark: r.visitor ? VISITOR_MARK : sessionMark(r.sessionId),
    path: r.pathname + r.search,
    telegram: r.telegram,
    language: r.settings.language,
    phone: r.phone,
    appearance: r.appearance,
    planner: r.planner,
    device: r.device,
    now: drawnAt,
    timeZone: r.settings.timezone,
    queries,
    sessionPlaces: places,
  };
  const text = JSON.stringify(state);
  // What no place can mend (the id inside some other text of the state) is never sent.
  if (text.includes(r.sessionId)) throw new Error('the drawn state carries the session id outside its queries');
  return text.replaceAll('<', '\\u003c');
}
