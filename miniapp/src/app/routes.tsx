import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, type RouteComponentProps } from 'wouter';
import { NotAvailablePage } from '../ui/not-available-page.tsx';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { prefetchWhenSignedIn } from './startup.ts';
import { routePage } from '@shared/route-pages.ts';
import { registerSessionPages } from '../lib/api-errors.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSessionId } from '../lib/session-store.ts';
import { useTelegramBackButton } from '../lib/telegram/use-back-button.ts';

/** A section later issues build: an honest placeholder until its feature folder lands. */
const soon = (title: string) => () => <NotAvailablePage title={title} />;

// Every page is its own lazy chunk: the entry stays small (120 KB gzipped budget).
const load = {
  home: () => import('../features/posts/pages/feed-page.tsx'),
  profile: () => import('../features/profile/profile-page.tsx'),
  // The profile's Posts tab is the posts feature's: the app hands it to the profile page (features never import each other).
  profilePosts: () => import('../features/posts/pages/profile-posts-tab.tsx'),
  post: () => import('../features/posts/pages/post-page.tsx'),
  catalog: () => import('../features/catalog/catalog-page.tsx'),
  planner: () => import('../features/planner/pages/table-page.tsx'),
  kanban: () => import('../features/planner/pages/kanban-page.tsx'),
  calendar: () => import('../features/planner/pages/calendar-page.tsx'),
  list: () => import('../features/planner/pages/list-page.tsx'),
  network: () => import('../features/network/network-page.tsx'),
  settings: () => import('../features/settings/settings-page.tsx'),
  auth: () => import('../features/auth/auth-page.tsx'),
  career: () => import('../features/career/career-page.tsx'),
  pro: () => import('../features/pro/pro-page.tsx'),
  about: () => import('../features/about/about-page.tsx'),
  tracker: () => import('../features/tracker/tracker-page.tsx'),
  messenger: () => import('../features/messenger/messenger-page.tsx'),
  split: () => import('../features/split/split-page.tsx'),
  check: () => import('../features/check/check-page.tsx'),
  partner: () => import('../features/partner/partner-page.tsx'),
  tma: () => import('../features/tma/tma-page.tsx'),
  notFound: () => import('../ui/not-found-page.tsx'),
};
type Page = keyof typeof load;

const ProfilePageLazy = lazy(load.profile);
const ProfilePostsTab = lazy(load.profilePosts);
const ProfileRoute = (props: RouteComponentProps<{ username?: string }>) => (
  <ProfilePageLazy {...props} postsTab={ProfilePostsTab} />
);

const pages = {
  home: lazy(load.home),
  profile: ProfileRoute,
  post: lazy(load.post),
  catalog: lazy(load.catalog),
  planner: lazy(load.planner),
  kanban: lazy(load.kanban),
  calendar: lazy(load.calendar),
  list: lazy(load.list),
  network: lazy(load.network),
  settings: lazy(load.settings),
  auth: lazy(load.auth),
  career: lazy(load.career),
  pro: lazy(load.pro),
  about: lazy(load.about),
  tracker: lazy(load.tracker),
  messenger: lazy(load.messenger),
  split: lazy(load.split),
  check: lazy(load.check),
  partner: lazy(load.partner),
  tma: lazy(load.tma),
  notFound: lazy(load.notFound),
} satisfies Record<string, ComponentType<any>>;

/**
 * Issue 20: the opened page's code starts loading with the app itself, beside the session
 * check and the texts, not after them (Vite preloads the chunk's own imports with it).
 */
const pagesOf = (pathname: string): Page[] => {
  const page = routePage(pathname);
  return page === 'profile' ? ['profile', 'profilePosts'] : [page];
};

export function preloadRoute(pathname: string): void {
  for (const p of pagesOf(pathname)) void load[p]().catch(() => {});
}

/**
 * The first data a page asks for, under the page's own keys: start-up starts it as soon as the
 * session is known, beside the texts and the page's code (issue 20). Session pages only when
 * signed in (an anonymous session would only earn a 401).
 */
const routeData: Partial<Record<Page, (isAuth: boolean) => Promise<unknown> | null>> = {
  home: () =>
    import('../features/posts/api/feed.ts').then((m) =>
      queryClient.prefetchInfiniteQuery(m.feedQueryOptions(getSessionId())),
    ),
  planner: (isAuth) =>
    isAuth ? import('../features/planner/api/route-prefetch.ts').then((m) => m.prefetchPlannerRoute()) : null,
  career: () => import('../features/career/api/route-prefetch.ts').then((m) => m.prefetchCareerRoute()),
};

export function prefetchRouteData(pathname: string, isAuth: boolean): void {
  for (const p of pagesOf(pathname)) void routeData[p]?.(isAuth)?.catch(() => {});
}

// Pages that need a session: a 401 there means it is gone, and the person signs in again.
registerSessionPages(['/profile', '/planner', '/kanban', '/calendar', '/list', '/settings']);

// The planner's spaces are warm by the time the tab is opened (a small lazy chunk).
prefetchWhenSignedIn(() => import('../features/planner/api/spaces.ts').then((m) => m.prefetchSpaces()));

function ScrollToTop() {
  const [location] = useLocation();
  // Braces matter: newer Chromium's scrollTo returns a promise, which React would take for a clean-up.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  useTelegramBackButton();
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/tma" component={pages.tma} />
          <Route>
            <RootLayout>
              <Suspense fallback={<PageSpinner />}>
                <Switch>
                  <Route path="/" component={pages.home} />
                  <Route path="/profile" component={pages.profile} />
                  <Route path="/post/:url" component={pages.post} />
                  {/* A post address without its url (spec community §2): nothing to find. */}
                  <Route path="/post">
                    <Redirect to="/404" replace />
                  </Route>
                  <Route path="/404" component={pages.notFound} />
                  <Route path="/catalog" component={pages.catalog} />
                  <Route path="/planner" component={pages.planner} />
                  <Route path="/kanban" component={pages.kanban} />
                  <Route path="/calendar" component={pages.calendar} />
                  <Route path="/list" component={pages.list} />
                  <Route path="/network" component={pages.network} />
                  <Route path="/settings" component={pages.settings} />
                  <Route path="/auth" component={pages.auth} />
                  <Route path="/career" component={pages.career} />
                  <Route path="/pro" component={pages.pro} />
                  <Route path="/about" component={pages.about} />
                  <Route path="/tracker" component={pages.tracker} />
                  <Route path="/messenger" component={pages.messenger} />
                  <Route path="/split" component={pages.split} />
                  <Route path="/check" component={pages.check} />
                  <Route path="/partner" component={pages.partner} />
                  <Route path="/:username" component={pages.profile} />
                  {/* Any deeper address no page owns (/career/x, /a/b/c): "not found", never a blank page. */}
                  <Route component={pages.notFound} />
                </Switch>
              </Suspense>
            </RootLayout>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
