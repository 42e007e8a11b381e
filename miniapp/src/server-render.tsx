/**
 * Issue 20: the first screen of a cold open, drawn by the server. The app's own pages render to
 * HTML here (built by `vite build --ssr`, server/http/first-screen.ts calls it), with the
 * person's data asked from the server's own functions in-process; the server puts the result
 * into index.html as the same inert overlay a repeat open paints from the service worker
 * (lib/first-screen.ts), so the browser paints the page with the HTML, before any script has
 * arrived. Nothing hydrates: the app starts as always and takes over from the overlay once it
 * has drawn the page itself. The pages drawn here are the route table's `serverRendered` ones
 * (app/route-table.ts), their first data their page module's `loader`.
 *
 * The render is synchronous (renderToString), so the few module-level values it sets first
 * (the language, the screen hints) cannot mix two requests; what is asynchronous (the data)
 * is per request: its own query cache, its own jotai store, its own session on every call.
 */
import { QueryClient, QueryClientProvider, skipToken, type Query } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import type { FirstScreenRequest, RouteFacts } from '@shared/first-screen.ts';
import { RootLayout } from './app/root-layout.tsx';
import { manifestKey, modulesOf, pageModules, routeAt, ROUTES } from './app/route-table.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom, SELECTION_KEYS } from './features/planner/state/selection.ts';
import { callFunction, type RequestParts } from './lib/api-client.ts';
import { setQueryCaller } from './lib/call-query.ts';
import type { RouteSession } from './lib/route-loader.ts';
import { i18next } from './lib/i18n.ts';
import { renderHints } from './lib/render-hints.ts';
import { sessionIdAtom } from './lib/session-store.ts';
import { sessionQueryKey, userSettingsQueryKey } from './lib/session.ts';
import { loadMarkdown } from './ui/markdown/markdown.tsx';

/**
 * What the server reads of the route table (app/route-table.ts) for an address: its page's
 * modules as the build manifest names them (server/http/route-preloads.ts) and whether it is
 * drawn here.
 */
export function routeFacts(pathname: string): RouteFacts | null {
  const opened = routeAt(pathname);
  if (!opened) return null;
  const { route } = opened;
  return { path: route.path, modules: modulesOf(route).map(manifestKey), serverRendered: !!route.serverRendered };
}

/**
 * Data that depends on other data (the planner's spaces, then projects, then tasks) takes a few
 * passes, and so does a lazy part met for the first time (below).
 */
const MAX_PASSES = 5;
/**
 * The lazy parts these pages draw (a post's Markdown), loaded with the renderer: React's lazy
 * component still suspends the first time it is drawn, but then resolves at once.
 */
const lazyParts = Promise.all([loadMarkdown()]);
/** The pages drawn here, loaded with the renderer too: the first request must not wait for their code. */
const drawnPages = Promise.all(ROUTES.filter((r) => r.serverRendered).map((r) => pageModules[r.page]()));

/**
 * The server waits for this before it draws anything: the pages are chunks of their own (the
 * route table's lazy modules), and importing them all on the first request would spend the
 * render's time limit on loading code.
 */
export async function ready(): Promise<void> {
  await Promise.all([lazyParts, drawnPages]);
}
/** renderToString's mark of a Suspense boundary that suspended (it draws the fallback instead). */
const SUSPENDED = '<!--$!-->';
const nextTask = () => new Promise((r) => setTimeout(r, 1));

renderHints.server = true;

/** The request's session on a call that would have taken the stored one (the browser's). */
function withSession(req: RequestParts, sessionId: string): RequestParts {
  return req.headers['X-Session-Id'] ? req : { ...req, headers: { ...req.headers, 'X-Session-Id': sessionId } };
}

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
 * The page at `pathname` as HTML, or null when it is not one drawn here, when any of its data
 * could not be read (an error screen is not worth painting) or when it still waits for data
 * after the last pass.
 */
export async function renderFirstScreen(r: FirstScreenRequest): Promise<string | null> {
  const opened = routeAt(r.pathname);
  if (!opened?.route.serverRendered) return null;
  const { route, params } = opened;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  // Every query of this render asks the server's own functions, as this request's session.
  setQueryCaller(queryClient, (call, args, opts) =>
    callFunction(call, args, { ...opts, transport: (req, signal) => r.call(withSession(req, r.sessionId), signal) }),
  );
  queryClient.setQueryData(sessionQueryKey(r.sessionId), r.session);
  queryClient.setQueryData(userSettingsQueryKey(r.sessionId), r.settings);
  const store = createStore();
  store.set(sessionIdAtom, r.sessionId);
  store.set(selectedSpaceIdAtom, r.planner.spaceId);
  store.set(selectedProjectIdAtom, r.planner.projectId);
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
  const [{ default: Page, loader }] = await Promise.all([pageModules[route.page](), lazyParts, drawnPages]);

  // A page that sends the person elsewhere (a post address without its url) is not drawn.
  const ssrContext: { redirectTo?: string } = {};
  const draw = () => {
    if (!setLanguage(r)) return null;
    renderHints.phone = r.phone;
    renderHints.appearance = r.appearance;
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <Router ssrPath={r.pathname} ssrSearch={r.search.replace(/^\?/, '')} ssrContext={ssrContext}>
            <AppRoot appearance={r.appearance} platform="base" className="app-root">
              <RootLayout>
                <Switch>
                  <Route path={route.path} component={Page} />
                </Switch>
              </RootLayout>
            </AppRoot>
          </Router>
        </Provider>
      </QueryClientProvider>,
    );
  };

  // The route's loader asks at once, in parallel, what the page would find only pass by pass; a
  // failure shows in the query's state below (the page is then not drawn).
  await loader?.(queryClient, params, session).catch(() => undefined);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = draw();
    if (html === null || ssrContext.redirectTo) return null;
    const all = queryClient.getQueryCache().getAll();
    if (all.some((q) => q.state.status === 'error')) return null;
    const next = all.filter(waiting);
    const suspended = html.includes(SUSPENDED);
    if (next.length === 0 && (!suspended || pass === MAX_PASSES - 1)) return html;
    // A lazy part drawn for the first time suspends; it resolves once its (loaded) module has been
    // handed over, by the next task. Its placeholder is drawn only if it never does.
    await Promise.all([Promise.all(next.map((q) => q.fetch().catch(() => undefined))), suspended ? nextTask() : null]);
  }
  return null;
}
