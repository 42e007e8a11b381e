import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { PageCommitted } from './drawn-page.ts';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { loadRoute, modulesOf, pageModules, routeAt, ROUTES, type AppRoute, type PageModule } from './route-table.ts';
import { prefetchWhenSignedIn } from './startup.ts';
import { registerSessionPages } from '../lib/api-errors.ts';
import { i18next } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import type { RouteSession } from '../lib/route-loader.ts';
import { getSessionId } from '../lib/session-store.ts';
import { useTelegramBackButton } from '../lib/telegram/use-back-button.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';

/**
 * A page module's lazy component, made once per module (React keeps a component's state by its
 * identity); drawn at once when its code was readied first (`readyRoute`).
 */
const lazyPages = new Map<string, ReturnType<typeof preloadableLazy>>();
function lazyOf(module: PageModule) {
  let page = lazyPages.get(module);
  if (!page) lazyPages.set(module, (page = preloadableLazy(pageModules[module])));
  return page;
}
const lazyPage = (module: PageModule): ComponentType<any> => lazyOf(module).Component;

/**
 * The opened page's code loaded, so it is drawn without suspending: by the server before it draws
 * (server-render.tsx) and by the browser before it hydrates that drawing (main.tsx).
 */
export async function readyRoute(pathname: string): Promise<void> {
  const opened = routeAt(pathname);
  if (opened) await readyPage(opened.route);
}
export const readyPage = async (route: AppRoute): Promise<void> => {
  await Promise.all(modulesOf(route).map((m) => lazyOf(m).ready()));
};

/** A route's page, with its lazy parts as props: one component per set of parts (/profile and /:username share theirs). */
const withParts = new WeakMap<object, ComponentType<any>>();
function componentOf({ page, parts }: AppRoute): ComponentType<any> {
  const Page = lazyPage(page);
  if (!parts) return Page;
  let component = withParts.get(parts);
  if (!component) {
    const props = Object.fromEntries(Object.entries(parts).map(([name, m]) => [name, lazyPage(m)]));
    withParts.set(parts, (component = (own: object) => <Page {...own} {...props} />));
  }
  return component;
}

const element = (route: AppRoute) => <Route key={route.path} path={route.path} component={componentOf(route)} />;
const bare = ROUTES.filter((r) => r.bare).map(element);
const framed = ROUTES.filter((r) => !r.bare).map(element);

/**
 * The opened page's code starts loading with the app itself, beside the session check and the
 * texts, not after them (Vite preloads the chunk's own imports with it); what its first taps open
 * follows it (`PageExports.firstTaps`).
 */
export function preloadRoute(pathname: string): void {
  const opened = routeAt(pathname);
  if (!opened) return;
  for (const m of modulesOf(opened.route))
    void pageModules[m]()
      .then((page) => page.firstTaps?.())
      .catch(() => {});
}

/** The browser's side of a loader's session: the stored session, the texts' language, local storage. */
function browserSession(isAuth: boolean, search: string): RouteSession {
  return {
    sessionId: getSessionId(),
    isAuth,
    language: i18next.language,
    search,
    remembered(key) {
      try {
        return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
  };
}

/** The route's first data, from its page module (already on its way: `preloadRoute`). */
async function loadRouteAt(pathname: string, search: string, isAuth: boolean): Promise<void> {
  const opened = routeAt(pathname);
  if (opened) await loadRoute(opened.route, queryClient, opened.params, browserSession(isAuth, search));
}

/**
 * The opened page's first data (its route's loader): start-up starts it as soon as the session
 * is known, beside the texts and the page's code, rather than after them. A failure is the page's to show.
 */
export function loadRouteData(isAuth: boolean): void {
  void loadRouteAt(window.location.pathname, window.location.search, isAuth).catch(() => {});
}

// Pages that need a session: a 401 there means it is gone, and the person signs in again.
registerSessionPages(ROUTES.filter((r) => r.needsSession).map((r) => r.path));

// The planner's tab is warm by the time it is tapped: its loader (and its code) once the first screen is idle.
prefetchWhenSignedIn(() => loadRouteAt('/planner', '', true));
// The planner's changes kept on this device go out (once online), whatever page opened, in a
// chunk of their own after the first screen.
prefetchWhenSignedIn(() =>
  import('../features/planner/offline/queue.ts').then((m) => m.restoreQueue(queryClient, getSessionId()!)),
);

function ScrollToTop() {
  const [location] = useLocation();
  // Braces matter: newer Chromium's scrollTo returns a promise, which React would take for a clean-up.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * Its own component: the back button follows every dialog's opening and closing, and in the
 * routes' own render each of them would render the whole page again.
 */
function TelegramBackButton() {
  useTelegramBackButton();
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <TelegramBackButton />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {bare}
          <Route>
            <RootLayout>
              <Suspense fallback={<PageSpinner />}>
                <Switch>{framed}</Switch>
                <PageCommitted />
              </Suspense>
            </RootLayout>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
