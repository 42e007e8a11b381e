import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, routePage } from '@shared/route-pages.ts';
import { routePreloads } from '@server/http/route-preloads.ts';

describe('the page a path opens', () => {
  it('follows the routes: the feed, a post, the sections, and a username for anything else', () => {
    expect(routePage('/')).toBe('home');
    expect(routePage('/post/abc-slug')).toBe('post');
    expect(routePage('/post')).toBe('notFound');
    expect(routePage('/404')).toBe('notFound');
    expect(routePage('/planner')).toBe('planner');
    expect(routePage('/career')).toBe('career');
    expect(routePage('/profile')).toBe('profile');
    expect(routePage('/anna_smirnova')).toBe('profile');
  });

  it.runIf(existsSync('dist/miniapp/.vite/manifest.json'))(
    "names every page's module as the build does, and preloads the opened page's chunks",
    () => {
      const manifest = JSON.parse(readFileSync('dist/miniapp/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
      const missing = Object.values(PAGE_MODULES)
        .flat()
        .filter((m) => !(m in manifest));
      expect(missing).toEqual([]);
      const preloads = routePreloads('dist/miniapp', readFileSync('dist/miniapp/index.html', 'utf8'));
      expect(preloads('/planner')).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/table-page-[^"]+\.js">/,
      );
      expect(preloads('/planner')).not.toContain('feed-page');
    },
  );
});
