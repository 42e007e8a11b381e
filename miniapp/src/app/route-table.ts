import {
  Briefcase,
  CalendarClock,
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
import type { Loader, PartLoader, RouteParams, RouteSession } from '../lib/route-loader.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one route table (docs/architecture.md "Painting a page"). The
 * router (app/routes.tsx), the navigation (app/sections.ts), the server's preload links
 * (server/http/route-preloads.ts) and its first screen (server-render.tsx) all read it: a new
 * page is one entry here.
 */

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

export interface AppRoute {
  /** wouter's pattern. */
  path: string;
  page: PageModule;
  /** Lazy parts handed to the page as props, which belong to another feature (features never import each other). */
  parts?: Record<string, PageModule>;
  /** A 401 here means the session is gone: the person signs in again (lib/api-errors.ts). */
  needsSession?: boolean;
  /** Drawn by the server on a cold open (server-render.tsx): the page module must export a `loader`. */
  serverRendered?: boolean;
  /** Drawn without the app's navigation. */
  bare?: boolean;
  /** The page's own item in the navigation, in the table's order. */
  nav?: NavItem;
  /** The navigation item this page lights instead (the planner's views light the planner's). */
  section?: string;
  /**
   * What a query parameter opens over the page, by parameter (`?task=<id>`: a task's dialog): the
   * module that draws it. The server draws it open with the page, and the page's HTML loads its
   * code and styles beside the page's, which its hydration waits for.
   */
  opens?: Record<string, PageModule>;
}

/**
 * What a page module exports: the page, and the page's first data (lib/route-loader.ts). The
 * loader sits in the page's own chunk, beside the query options it uses, so it costs the entry
 * nothing and splits no chunk; the page's code is on its way from the first byte of the HTML
 * (the server's preload links, and `preloadRoute`), so the data waits for nothing more than it
 * did from a loader of its own.
 */
export interface PageExports {
  default: ComponentType<any>;
  loader?: Loader;
  /** A part's (`AppRoute.parts`) first data, from the props its page's loader answered for it. */
  partLoader?: PartLoader;
  /**
   * The code the page's first taps open (a task's dialog): fetched as soon as the page's own code
   * is in when the page is the one opened, so a tap as the page hydrates is answered without it.
   * The page's HTML does not preload it: on a slow phone's network it shared the bandwidth with
   * the entry script, which then came 0.6 s later, and hydration with it.
   */
  firstTaps?: () => Promise<unknown>;
}

/** The page modules the table may name: one lazy chunk each (the entry stays small). */
export const pageModules = import.meta.glob<PageExports>([
  '../features/*/*-page.tsx',
  '../features/*/pages/*.tsx',
  '../ui/not-found-page.tsx',
]);

/** A page module as Vite's manifest names it (relative to miniapp/, the build's root). */
export const manifestKey = (module: PageModule) => `src/${module.slice('../'.length)}`;

/** The app's "not found" page: the server answers the addresses it opens with 404 (server/http/page-status.ts). */
export const NOT_FOUND_PAGE: PageModule = '../ui/not-found-page.tsx';

/** A planner view's `?task=<id>`: the task's dialog, over the view (features/planner/state/drawn-dialog.ts). */
const PLANNER_OPENS = { task: '../features/planner/dialogs/planner-dialogs.tsx' } as const;

const profile = {
  page: '../features/profile/profile-page.tsx',
  // The profile's Posts tab is the posts feature's: the app hands it to the profile page.
  parts: { postsTab: '../features/posts/pages/profile-posts-tab.tsx' },
} as const;

/**
 * The table, in the navigation's order. wouter takes the first route that
 * matches, so `/:username` and the catch-all come last.
 */
export const ROUTES: readonly AppRoute[] = [
  // The Mini App's own sign-in: it runs before start-up, without the navigation.
  { path: '/tma', page: '../features/tma/tma-page.tsx', bare: true },
  {
    path: '/',
    page: '../features/posts/pages/feed-page.tsx',
    serverRendered: true,
    nav: { title: 'nav.feed', icon: Home, tab: true },
  },
  {
    path: '/planner',
    page: '../features/planner/pages/table-page.tsx',
    needsSession: true,
    serverRendered: true,
    nav: { title: 'nav.planner', icon: CheckSquare, tab: true },
    opens: PLANNER_OPENS,
  },
  {
    path: '/career',
    page: '../features/career/career-page.tsx',
    serverRendered: true,
    nav: { title: 'nav.career', icon: Briefcase, tab: true },
  },
  {
    path: '/profile',
    ...profile,
    needsSession: true,
    serverRendered: true,
    nav: { title: 'nav.profile', icon: User, tab: true },
  },
  {
    path: '/catalog',
    page: '../features/catalog/catalog-page.tsx',
    serverRendered: true,
    nav: { title: 'nav.catalog', icon: LayoutGrid },
  },
  { path: '/pro', page: '../features/pro/pro-page.tsx', serverRendered: true, nav: { title: 'nav.pro', icon: Users } },
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
  {
    path: '/deadlines',
    page: '../features/deadlines/deadlines-page.tsx',
    serverRendered: true,
    nav: { title: 'nav.deadlines', icon: CalendarClock },
  },
  { path: '/about', page: '../features/about/about-page.tsx', nav: { title: 'nav.about', icon: Info } },
  {
    path: '/settings',
    page: '../features/settings/settings-page.tsx',
    needsSession: true,
    nav: { title: 'nav.settings', icon: Settings },
  },
  // The planner's other views share its tab (and its loader, and what they open).
  {
    path: '/kanban',
    page: '../features/planner/pages/kanban-page.tsx',
    needsSession: true,
    serverRendered: true,
    section: '/planner',
    opens: PLANNER_OPENS,
  },
  {
    path: '/calendar',
    page: '../features/planner/pages/calendar-page.tsx',
    needsSession: true,
    serverRendered: true,
    section: '/planner',
    opens: PLANNER_OPENS,
  },
  {
    path: '/list',
    page: '../features/planner/pages/list-page.tsx',
    needsSession: true,
    serverRendered: true,
    section: '/planner',
    opens: PLANNER_OPENS,
  },
  // A post address without its url is the post page's to turn into /404.
  { path: '/post/:url?', page: '../features/posts/pages/post-page.tsx', serverRendered: true },
  { path: '/404', page: NOT_FOUND_PAGE },
  { path: '/auth', page: '../features/auth/auth-page.tsx' },
  { path: '/:username', ...profile, serverRendered: true },
  // Any deeper address no page owns (/career/x, /a/b/c): "not found", never a blank page.
  { path: '*', page: NOT_FOUND_PAGE },
];

/** The route an address opens and its parameters, as wouter's `<Switch>` picks it (the first that matches). */
export function routeAt(pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params: params as RouteParams };
  }
  return null;
}

/**
 * A route's first data, in the browser and in the server's render alike: its page's loader,
 * then the loaders of its parts with the props that loader says the page will give them.
 */
export async function loadRoute(
  route: AppRoute,
  queryClient: QueryClient,
  params: RouteParams,
  session: RouteSession,
): Promise<void> {
  const { loader } = await pageModules[route.page]();
  const answer = await loader?.(queryClient, params, session);
  await Promise.all(
    Object.entries(route.parts ?? {}).map(async ([name, module]) => {
      const props = answer?.parts?.[name];
      if (!props) return;
      const { partLoader } = await pageModules[module]();
      await partLoader?.(queryClient, props, session);
    }),
  );
}

/** Every module a route loads with its page: the page and its parts. */
export const modulesOf = (r: AppRoute): PageModule[] => [r.page, ...Object.values(r.parts ?? {})];
