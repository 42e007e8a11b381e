import type { QueryClient } from '@tanstack/react-query';
import {
  Briefcase,
  CheckSquare,
  CreditCard,
  FileSearch,
  Handshake,
  Home,
  Info,
  LayoutGrid,
  MessageCircle,
  Network,
  Settings,
  Target,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/**
 * The app's one route table (issue 32 step A; docs/architecture.md "Painting a page"). The
 * router (app/routes.tsx), the navigation (app/sections.ts), the server's preload links
 * (server/http/route-preloads.ts) and its first screen (server-render.tsx) all read it: a new
 * page is one entry here.
 */

/** Who opens a page, and what their browser tells of itself: a loader's third argument. */
export interface RouteSession {
  sessionId: string | null;
  isAuth: boolean;
  /** The language the page renders in (a post is asked for in it). */
  language: string;
  /** The address's query string: '' or '?…'. */
  search: string;
  /**
   * What this browser keeps between visits under `key` (local storage, as jotai's
   * atomWithStorage writes it), or null; on the server, what the first-screen cookie told.
   */
  remembered(key: string): unknown;
}

/** The address's parameters, as wouter gives them to the page (undecoded). */
export type RouteParams = Record<string, string | undefined>;

/**
 * A page's first data, asked beside its code (issue 20) through `ensureQueryData` with the
 * feature's own query options, so it lands under the keys the page reads. The client's caller
 * answers it (lib/call-query.ts): HTTP in the browser, in-process in the server's render. It
 * may fail: the page then asks again and shows its own error.
 */
export type Loader = (queryClient: QueryClient, params: RouteParams, session: RouteSession) => Promise<unknown>;

/**
 * A page's module as a path from this file (`../features/<feature>/<name>-page.tsx`, or a file
 * under `../features/<feature>/pages/`), whose default export is the page: `pageModules` below
 * finds it, and `manifestKey` names it as Vite's build manifest does.
 */
export type PageModule = `../${string}.tsx`;

export interface NavItem {
  /** i18n key of the section's title */
  title: string;
  icon: LucideIcon;
  /** A bottom tab on a phone (the others are under "More"). */
  tab?: boolean;
}

interface RouteBase {
  /** wouter's pattern. */
  path: string;
  /** A 401 here means the session is gone: the person signs in again (lib/api-errors.ts). */
  needsSession?: boolean;
}

export interface PageRoute extends RouteBase {
  page: PageModule;
  /** Lazy parts handed to the page as props, which belong to another feature (features never import each other). */
  parts?: Record<string, PageModule>;
  loader?: Loader;
  /** Drawn by the server on a cold open (server-render.tsx): the page must have a loader. */
  serverRendered?: boolean;
  /** Drawn without the app's navigation. */
  bare?: boolean;
  /** The page's own item in the navigation, in the table's order. */
  nav?: NavItem;
  /** The navigation item this page lights instead (the planner's views light the planner's). */
  section?: string;
}

export interface RedirectRoute extends RouteBase {
  redirect: string;
}

export type AppRoute = PageRoute | RedirectRoute;

/** The page modules the table may name: one lazy chunk each (the entry stays small). */
export const pageModules = import.meta.glob<{ default: ComponentType<any> }>([
  '../features/*/*-page.tsx',
  '../features/*/pages/*.tsx',
  '../ui/not-found-page.tsx',
]);

/** A page module as Vite's manifest names it (relative to miniapp/, the build's root). */
export const manifestKey = (module: PageModule) => `src/${module.slice('../'.length)}`;

const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/** The feed's first page (spec community §2). */
const feed: Loader = async (client, _params, s) => {
  if (!s.sessionId) return;
  const { feedQueryOptions } = await import('../features/posts/api/feed.ts');
  return client.ensureInfiniteQueryData({ ...feedQueryOptions(s.sessionId), revalidateIfStale: true });
};

/** One post and, signed in, the reader's own profile (is it theirs?): the page draws in one pass. */
const post: Loader = async (client, params, s) => {
  const [{ postQueryOptions, postKeyOf }, { ownProfileQueryOptions }] = await Promise.all([
    import('../features/posts/api/post.ts'),
    import('../features/posts/api/profile-posts.ts'),
  ]);
  const key = postKeyOf(params.url ?? '');
  if (!key) return;
  return Promise.all([
    client.ensureQueryData({ ...postQueryOptions(key, s.language, s.sessionId), revalidateIfStale: true }),
    s.isAuth ? client.ensureQueryData({ ...ownProfileQueryOptions(s.sessionId), revalidateIfStale: true }) : null,
  ]);
};

/** The spaces, and the remembered space's projects and project's tasks, at once rather than one after another. */
const planner: Loader = async (client, _params, s) => {
  if (!s.isAuth || !s.sessionId) return;
  const [{ getSpacesQueryOptions }, { getProjectsQueryOptions }, { getPlannerDataQueryOptions }, { SELECTION_KEYS }] =
    await Promise.all([
      import('../features/planner/api/spaces.ts'),
      import('../features/planner/api/projects.ts'),
      import('../features/planner/api/planner-data.ts'),
      import('../features/planner/state/selection.ts'),
    ]);
  const spaceId = idOrNull(s.remembered(SELECTION_KEYS.space));
  const projectId = idOrNull(s.remembered(SELECTION_KEYS.project));
  return Promise.all([
    client.ensureQueryData({ ...getSpacesQueryOptions(s.sessionId), revalidateIfStale: true }),
    spaceId === null
      ? null
      : client.ensureQueryData({ ...getProjectsQueryOptions(s.sessionId, spaceId), revalidateIfStale: true }),
    projectId === null
      ? null
      : client.ensureQueryData({ ...getPlannerDataQueryOptions(projectId), revalidateIfStale: true }),
  ]);
};

/** The first page of the board the address names (its tab, search and filters). */
const career: Loader = async (client, _params, s) => {
  const [{ careerListOptions }, { careerViewOf }, { careerListArgs }] = await Promise.all([
    import('../features/career/api/career-list.ts'),
    import('../features/career/hooks/use-career-view.ts'),
    import('@shared/career/career-query.ts'),
  ]);
  return client.ensureInfiniteQueryData({
    ...careerListOptions(careerListArgs(careerViewOf(s.search))),
    revalidateIfStale: true,
  });
};

const profile = {
  page: '../features/profile/profile-page.tsx',
  // The profile's Posts tab is the posts feature's: the app hands it to the profile page.
  parts: { postsTab: '../features/posts/pages/profile-posts-tab.tsx' },
} as const;

/**
 * The table, in the navigation's order (spec sections §2). wouter takes the first route that
 * matches, so `/:username` and the catch-all come last.
 */
export const ROUTES: readonly AppRoute[] = [
  // The Mini App's own sign-in: it runs before start-up, without the navigation.
  { path: '/tma', page: '../features/tma/tma-page.tsx', bare: true },
  {
    path: '/',
    page: '../features/posts/pages/feed-page.tsx',
    loader: feed,
    serverRendered: true,
    nav: { title: 'nav.feed', icon: Home, tab: true },
  },
  {
    path: '/planner',
    page: '../features/planner/pages/table-page.tsx',
    loader: planner,
    needsSession: true,
    serverRendered: true,
    nav: { title: 'nav.planner', icon: CheckSquare, tab: true },
  },
  {
    path: '/career',
    page: '../features/career/career-page.tsx',
    loader: career,
    serverRendered: true,
    nav: { title: 'nav.career', icon: Briefcase, tab: true },
  },
  { path: '/profile', ...profile, needsSession: true, nav: { title: 'nav.profile', icon: User, tab: true } },
  { path: '/catalog', page: '../features/catalog/catalog-page.tsx', nav: { title: 'nav.catalog', icon: LayoutGrid } },
  { path: '/pro', page: '../features/pro/pro-page.tsx', nav: { title: 'nav.pro', icon: Users } },
  { path: '/network', page: '../features/network/network-page.tsx', nav: { title: 'nav.network', icon: Network } },
  {
    path: '/messenger',
    page: '../features/messenger/messenger-page.tsx',
    nav: { title: 'nav.messenger', icon: MessageCircle },
  },
  { path: '/split', page: '../features/split/split-page.tsx', nav: { title: 'nav.split', icon: CreditCard } },
  { path: '/check', page: '../features/check/check-page.tsx', nav: { title: 'nav.check', icon: FileSearch } },
  { path: '/partner', page: '../features/partner/partner-page.tsx', nav: { title: 'nav.partner', icon: Handshake } },
  { path: '/tracker', page: '../features/tracker/tracker-page.tsx', nav: { title: 'nav.tracker', icon: Target } },
  { path: '/about', page: '../features/about/about-page.tsx', nav: { title: 'nav.about', icon: Info } },
  {
    path: '/settings',
    page: '../features/settings/settings-page.tsx',
    needsSession: true,
    nav: { title: 'nav.settings', icon: Settings },
  },
  // The planner's other views share its tab and its first data.
  {
    path: '/kanban',
    page: '../features/planner/pages/kanban-page.tsx',
    loader: planner,
    needsSession: true,
    section: '/planner',
  },
  {
    path: '/calendar',
    page: '../features/planner/pages/calendar-page.tsx',
    loader: planner,
    needsSession: true,
    section: '/planner',
  },
  {
    path: '/list',
    page: '../features/planner/pages/list-page.tsx',
    loader: planner,
    needsSession: true,
    section: '/planner',
  },
  { path: '/post/:url', page: '../features/posts/pages/post-page.tsx', loader: post, serverRendered: true },
  // A post address without its url (spec community §2): nothing to find.
  { path: '/post', redirect: '/404' },
  { path: '/404', page: '../ui/not-found-page.tsx' },
  { path: '/auth', page: '../features/auth/auth-page.tsx' },
  { path: '/:username', ...profile },
  // Any deeper address no page owns (/career/x, /a/b/c): "not found", never a blank page.
  { path: '*', page: '../ui/not-found-page.tsx' },
];

export const isPage = (r: AppRoute): r is PageRoute => 'page' in r;

/** The route an address opens and its parameters, as wouter's `<Switch>` picks it (the first that matches). */
export function routeAt(pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params: params as RouteParams };
  }
  return null;
}

/** Every module a page route loads with its page: the page and its parts. */
export const modulesOf = (r: PageRoute): PageModule[] => [r.page, ...Object.values(r.parts ?? {})];
