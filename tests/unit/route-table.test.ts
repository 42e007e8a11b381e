import { existsSync, readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawnByServer, ROUTE_DRAWING } from '@shared/drawn-routes.ts';
import { routeAssets } from '@server/http/route-preloads.ts';
import { manifestKey, modulesOf, pageModules, routeAt, ROUTES } from '@app/app/route-table.ts';
import { activeSection, SECTIONS } from '@app/app/sections.ts';
import { setQueryCaller, type Caller } from '@app/lib/call-query.ts';
import type { RouteSession } from '@app/lib/route-loader.ts';
import { requireBuiltApp } from '../support/built-app.ts';
import { getPlannerDataQueryOptions } from '@app/features/planner/api/planner-data.ts';
import { getSpacesQueryOptions } from '@app/features/planner/api/spaces.ts';

/** The loader of the route an address opens, as its page module exports it, with the address's parameters. */
const loaderAt = async (address: string) => {
  const { route, params } = routeAt(address)!;
  const { loader } = await pageModules[route.page]();
  return { loader: loader!, params };
};
const session = (over: Partial<RouteSession> = {}): RouteSession => ({
  sessionId: 'session-1',
  isAuth: true,
  language: 'ru',
  search: '',
  remembered: () => null,
  ...over,
});

describe('the route table: one entry per page', () => {
  it('gives every path once, and every page a module the build makes a chunk of', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const missing = ROUTES.flatMap((r) => modulesOf(r)).filter(
      (m) => !(m in pageModules) || !existsSync(`miniapp/${manifestKey(m)}`),
    );
    expect(missing).toEqual([]);
  });

  it('draws on the server only pages whose first data a loader asks for', async () => {
    const drawn = ROUTES.filter((r) => r.serverRendered);
    expect(drawn.map((r) => r.path)).toEqual([
      '/',
      '/planner',
      '/career',
      '/profile',
      '/catalog',
      '/pro',
      '/deadlines',
      '/kanban',
      '/calendar',
      '/list',
      '/post/:url?',
      '/:username',
    ]);
    const withoutLoader = [];
    for (const r of drawn) if (typeof (await pageModules[r.page]()).loader !== 'function') withoutLoader.push(r.path);
    expect(withoutLoader).toEqual([]);
  });

  it('opens each page at its own address, a post by its url, a person by a username, and "not found" deeper', () => {
    for (const r of ROUTES.filter((r) => !r.path.includes(':') && r.path !== '*'))
      expect(routeAt(r.path)?.route, r.path).toBe(r);
    expect(routeAt('/post/abc-slug')).toMatchObject({ route: { path: '/post/:url?' }, params: { url: 'abc-slug' } });
    // The route matches without a url, and the post page then sends the person to /404.
    expect(routeAt('/post')?.route.path).toBe('/post/:url?');
    expect(routeAt('/anna_smirnova')).toMatchObject({
      route: { path: '/:username' },
      params: { username: 'anna_smirnova' },
    });
    expect(routeAt('/career/x')?.route.path).toBe('*');
    expect(routeAt('/a/b/c')?.route.path).toBe('*');
    // A person's profile and one's own are the same page with the posts feature's tab.
    const profile = routeAt('/profile')!.route;
    expect(modulesOf(routeAt('/anna_smirnova')!.route)).toEqual(modulesOf(profile));
    expect(modulesOf(profile)).toContain('../features/posts/pages/profile-posts-tab.tsx');
  });

  it('builds the navigation from the table: its order, the phone tabs, and the planner views under the planner', () => {
    expect(SECTIONS).toEqual(ROUTES.filter((r) => r.nav).map((r) => ({ path: r.path, ...r.nav })));
    expect(SECTIONS.filter((s) => s.tab).map((s) => s.path)).toEqual(['/', '/planner', '/career', '/profile']);
    expect(SECTIONS.at(-1)?.path).toBe('/settings');
    for (const view of ['/planner', '/kanban', '/calendar', '/list'])
      expect(activeSection(view), view).toBe('/planner');
    expect(activeSection('/catalog')).toBe('/catalog');
    // Neither a deeper address nor a longer one is that section; a post lights none.
    for (const other of ['/career/x', '/careers', '/post/abc', '/auth']) expect(activeSection(other), other).toBe('');
  });

  it("gives the service worker the table's drawn pages, in its order (shared/drawn-routes.ts)", () => {
    // The Mini App's entry is drawn as the page it opens.
    const drawn = (path: string) => path === '/tma' || !!routeAt(path)?.route.serverRendered;
    expect(ROUTE_DRAWING).toEqual(ROUTES.map((r) => [r.path, drawn(r.path)]));
    for (const path of [
      '/',
      '/planner',
      '/kanban',
      '/post/a-b',
      '/anna_smirnova',
      '/pro',
      '/settings',
      '/about',
      '/tma',
      '/a/b',
      '/404',
    ])
      expect(drawnByServer(path), path).toBe(drawn(path));
  });

  it('marks the pages that show nothing without a session', () => {
    expect(ROUTES.filter((r) => r.needsSession).map((r) => r.path)).toEqual([
      '/planner',
      '/profile',
      '/settings',
      '/kanban',
      '/calendar',
      '/list',
    ]);
  });
});

describe("a route's loader", () => {
  /** A client whose queries answer through `answer` (where the server draws a page, its in-process caller takes this place). */
  const clientAnswering = (answer: (fn: string, action: string | undefined, args: object) => unknown) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked: Array<[string, string | undefined, object]> = [];
    const caller: Caller = async (call, args) => {
      asked.push([call.fn, call.action, args as object]);
      return answer(call.fn, call.action, args as object) as never;
    };
    setQueryCaller(client, caller);
    return { client, asked };
  };

  it("asks the planner's data through the client's own caller, under the keys the page reads", async () => {
    const { client, asked } = clientAnswering((fn) =>
      fn === 'spaces' ? { spaces: [] } : fn === 'projects' ? { projects: [] } : { project: { id: 7 }, tasks: [] },
    );
    const remembered = { 'planner.spaceId': 3, 'planner.projectId': 7 } as Record<string, unknown>;
    const { loader, params } = await loaderAt('/planner');
    await loader(client, params, session({ remembered: (k) => remembered[k] ?? null }));
    expect(asked.map(([fn]) => fn).sort()).toEqual(['planner-data', 'projects', 'spaces']);
    expect(asked).toContainEqual(['projects', 'get', { spaceId: 3 }]);
    expect(client.getQueryData(getSpacesQueryOptions('session-1').queryKey)).toEqual({ spaces: [] });
    expect(client.getQueryData(getPlannerDataQueryOptions(7).queryKey)).toMatchObject({ project: { id: 7 } });
  });

  it('asks nothing of a session page for an anonymous visitor, and a post by the url its address names', async () => {
    const { client, asked } = clientAnswering(() => ({ post: { id: 1 } }));
    await (await loaderAt('/kanban')).loader(client, {}, session({ isAuth: false }));
    expect(asked).toEqual([]);
    const post = await loaderAt('/post/abc-%D0%BD%D0%B5%D1%83%D1%81%D1%82%D0%BE%D0%B9%D0%BA%D0%B0');
    await post.loader(client, post.params, session({ isAuth: false, language: 'en' }));
    expect(asked).toEqual([['posts', 'get', { url: 'abc', lang: 'en' }]]);
  });
});

describe("the server's preload links", () => {
  it("finds every page's module in the build and preloads the opened page's chunks", () => {
    requireBuiltApp();
    const manifest = JSON.parse(readFileSync('dist/miniapp/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
    // With what each page's query may open over it (a planner view's `?task=`).
    const missing = ROUTES.flatMap((r) => [...modulesOf(r), ...Object.values(r.opens ?? {})])
      .map(manifestKey)
      .filter((m) => !(m in manifest));
    expect(missing).toEqual([]);
    const assets = routeAssets('dist/miniapp', readFileSync('dist/miniapp/index.html', 'utf8'));
    const planner = assets.preloads(modulesOf(routeAt('/planner')!.route).map(manifestKey));
    expect(planner).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/table-page-[^"]+\.js">/);
    expect(planner).not.toContain('feed-page');
  });
});
