/**
 * Issue 20: the first screen of a cold open, drawn by the server. The app's own pages render to
 * HTML here (built by `vite build --ssr`, server/http/first-screen.ts calls it), with the
 * person's data asked from the server's own functions in-process; the server puts the result
 * into index.html as the same inert overlay a repeat open paints from the service worker
 * (lib/first-screen.ts), so the browser paints the page with the HTML, before any script has
 * arrived. Nothing hydrates: the app starts as always and takes over from the overlay once it
 * has drawn the page itself.
 *
 * The render is synchronous (renderToString), so the few module-level values it sets first
 * (the language, the screen hints) cannot mix two requests; what is asynchronous (the data)
 * is per request: its own query cache, its own jotai store, its own session on every call.
 */
import { type FetchQueryOptions, QueryClient, QueryClientProvider, skipToken, type Query } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { createStore, Provider } from 'jotai';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import type { FirstScreenRequest } from '@shared/first-screen.ts';
import { routePage, type RoutePage } from '@shared/route-pages.ts';
import { RootLayout } from './app/root-layout.tsx';
import CareerPage from './features/career/career-page.tsx';
import { getPlannerDataQueryOptions } from './features/planner/api/planner-data.ts';
import { getSpacesQueryOptions } from './features/planner/api/spaces.ts';
import TablePage from './features/planner/pages/table-page.tsx';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from './features/planner/state/selection.ts';
import FeedPage from './features/posts/pages/feed-page.tsx';
import { postQueryOptions } from './features/posts/api/post.ts';
import { ownProfileQueryOptions } from './features/posts/api/profile-posts.ts';
import PostPage from './features/posts/pages/post-page.tsx';
import { postUrlKey } from '@shared/posts/post-url.ts';
import { setCallTransport, type RequestParts } from './lib/api-client.ts';
import { i18next } from './lib/i18n.ts';
import { renderHints } from './lib/render-hints.ts';
import { sessionIdAtom } from './lib/session-store.ts';
import { sessionQueryKey, userSettingsQueryKey } from './lib/session.ts';
import { loadMarkdown } from './ui/markdown/markdown.tsx';

interface DrawnPage {
  path: string;
  component: ComponentType<any>;
  /**
   * Data the page is known to ask for, asked at once: what it would find only pass by pass
   * (the planner: spaces, then the selected project's tasks), in parallel instead.
   */
  prefetch?: (r: FirstScreenRequest) => Array<FetchQueryOptions<any, any, any, any>>;
}

/** The pages a cold open is drawn for: the ones people open first (issue 20's four). */
const PAGES: Partial<Record<RoutePage, DrawnPage>> = {
  home: { path: '/', component: FeedPage },
  post: {
    path: '/post/:url',
    component: PostPage,
    // The post and the reader's own profile (is it theirs?) at once: one pass draws the page, and
    // its Markdown is parsed once (issue 31 §1), instead of a pass for each.
    prefetch: (r) => {
      const key = postUrlKey(decodeSegment(r.pathname.slice('/post/'.length)).trim());
      return key
        ? [
            noRetry(postQueryOptions(key, r.settings.language, r.sessionId)),
            ...(r.session.isAuth ? [noRetry(ownProfileQueryOptions(r.sessionId))] : []),
          ]
        : [];
    },
  },
  planner: {
    path: '/planner',
    component: TablePage,
    prefetch: (r) =>
      r.session.isAuth
        ? [
            getSpacesQueryOptions(r.sessionId),
            ...(r.planner.projectId === null ? [] : [getPlannerDataQueryOptions(r.planner.projectId)]),
          ]
        : [],
  },
  career: { path: '/career', component: CareerPage },
};

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A hook's query options as a prefetch: a failure is final here (the page is then not drawn). */
const noRetry = (q: object) => ({ ...q, retry: false }) as FetchQueryOptions<any, any, any, any>;

export const renders = (pathname: string): boolean => PAGES[routePage(pathname)] !== undefined;

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
/** renderToString's mark of a Suspense boundary that suspended (it draws the fallback instead). */
const SUSPENDED = '<!--$!-->';
const nextTask = () => new Promise((r) => setTimeout(r, 1));

renderHints.server = true;
const requests = new AsyncLocalStorage<FirstScreenRequest>();

/** The request's session on a call that would have taken the stored one (the browser's). */
function withSession(req: RequestParts, sessionId: string): RequestParts {
  return req.headers['X-Session-Id'] ? req : { ...req, headers: { ...req.headers, 'X-Session-Id': sessionId } };
}

setCallTransport((req, signal) => {
  const r = requests.getStore();
  if (!r) return Promise.reject(new Error('A call outside a first-screen render'));
  return r.call(withSession(req, r.sessionId), signal);
});

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
  const page = PAGES[routePage(r.pathname)];
  if (!page) return null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(sessionQueryKey(r.sessionId), r.session);
  queryClient.setQueryData(userSettingsQueryKey(r.sessionId), r.settings);
  const store = createStore();
  store.set(sessionIdAtom, r.sessionId);
  store.set(selectedSpaceIdAtom, r.planner.spaceId);
  store.set(selectedProjectIdAtom, r.planner.projectId);

  const draw = () => {
    if (!setLanguage(r)) return null;
    renderHints.phone = r.phone;
    renderHints.appearance = r.appearance;
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <Router ssrPath={r.pathname} ssrSearch={r.search.replace(/^\?/, '')}>
            <AppRoot appearance={r.appearance} platform="base" className="app-root">
              <RootLayout>
                <Switch>
                  <Route path={page.path} component={page.component} />
                </Switch>
              </RootLayout>
            </AppRoot>
          </Router>
        </Provider>
      </QueryClientProvider>,
    );
  };

  await lazyParts;
  const known = page.prefetch?.(r) ?? [];
  if (known.length) await requests.run(r, () => Promise.all(known.map((q) => queryClient.prefetchQuery(q))));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = draw();
    if (html === null) return null;
    const all = queryClient.getQueryCache().getAll();
    if (all.some((q) => q.state.status === 'error')) return null;
    const next = all.filter(waiting);
    const suspended = html.includes(SUSPENDED);
    if (next.length === 0 && (!suspended || pass === MAX_PASSES - 1)) return html;
    // A lazy part drawn for the first time suspends; it resolves once its (loaded) module has been
    // handed over, by the next task. Its placeholder is drawn only if it never does.
    await Promise.all([
      requests.run(r, () => Promise.all(next.map((q) => q.fetch().catch(() => undefined)))),
      suspended ? nextTask() : null,
    ]);
  }
  return null;
}
