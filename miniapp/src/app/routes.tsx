import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, type RouteComponentProps } from 'wouter';
import { NotAvailablePage } from '../ui/not-available-page.tsx';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { prefetchWhenSignedIn } from './startup.ts';
import { registerSessionPages } from '../lib/api-errors.ts';
import { useTelegramBackButton } from '../lib/telegram/use-back-button.ts';

const ProfilePageLazy = lazy(() => import('../features/profile/profile-page.tsx'));
// The profile's Posts tab is the posts feature's: the app hands it to the profile page (features never import each other).
const ProfilePostsTab = lazy(() => import('../features/posts/pages/profile-posts-tab.tsx'));
const ProfileRoute = (props: RouteComponentProps<{ username?: string }>) => <ProfilePageLazy {...props} postsTab={ProfilePostsTab} />;

/** A section later issues build: an honest placeholder until its feature folder lands. */
const soon = (title: string) => () => <NotAvailablePage title={title} />;

// Every page is its own lazy chunk: the entry stays small (150 KB gzipped budget).
const pages = {
  home: lazy(() => import('../features/posts/pages/feed-page.tsx')),
  profile: ProfileRoute,
  post: lazy(() => import('../features/posts/pages/post-page.tsx')),
  catalog: lazy(() => import('../features/catalog/catalog-page.tsx')),
  planner: lazy(() => import('../features/planner/pages/table-page.tsx')),
  kanban: lazy(() => import('../features/planner/pages/kanban-page.tsx')),
  calendar: lazy(() => import('../features/planner/pages/calendar-page.tsx')),
  list: lazy(() => import('../features/planner/pages/list-page.tsx')),
  network: lazy(() => import('../features/network/network-page.tsx')),
  settings: lazy(() => import('../features/settings/settings-page.tsx')),
  auth: lazy(() => import('../features/auth/auth-page.tsx')),
  career: lazy(() => import('../features/career/career-page.tsx')),
  pro: lazy(() => import('../features/pro/pro-page.tsx')),
  about: lazy(() => import('../features/about/about-page.tsx')),
  tracker: lazy(() => import('../features/tracker/tracker-page.tsx')),
  messenger: lazy(() => import('../features/messenger/messenger-page.tsx')),
  split: lazy(() => import('../features/split/split-page.tsx')),
  check: lazy(() => import('../features/check/check-page.tsx')),
  partner: lazy(() => import('../features/partner/partner-page.tsx')),
  tma: lazy(() => import('../features/tma/tma-page.tsx')),
  notFound: lazy(() => import('../ui/not-found-page.tsx')),
} satisfies Record<string, ComponentType<any>>;

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
                </Switch>
              </Suspense>
            </RootLayout>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
