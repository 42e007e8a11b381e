import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_DRAWING } from '@shared/drawn-routes.ts';
import type { FirstScreenRenderer } from '@shared/first-screen.ts';
import { requireBuiltApp } from '../support/built-app.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const dist = requireBuiltApp();
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
const renderer = (await import(
  pathToFileURL(resolve('dist/server-render/server-render.js')).href
)) as unknown as FirstScreenRenderer & { ready(): Promise<void> };
await renderer.ready();

/** The modules a page's code may load later: the dynamic imports of its chunks and of their static imports. */
function loadableFrom(modules: string[]): Set<string> {
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const d of chunk.dynamicImports ?? []) dynamic.add(d);
    for (const i of chunk.imports ?? []) visit(i);
  };
  modules.forEach(visit);
  return dynamic;
}

describe("the code a page's first taps open", () => {
  const drawn = ROUTE_DRAWING.filter(([path, isDrawn]) => isDrawn && path !== '/tma').map(([path]) => path);

  it('is named as the build names it, and is code the page itself loads later, for every page the server draws', () => {
    for (const path of drawn) {
      const facts = renderer.routeFacts(path.replace(':url?', 'x'));
      expect(facts, path).not.toBeNull();
      const loadable = loadableFrom(facts!.modules);
      for (const key of facts!.firstTaps) {
        expect(manifest[key]?.isDynamicEntry, `${path}: ${key} is not a chunk of its own`).toBe(true);
        expect(loadable.has(key), `${path}: ${key} is not what the page loads`).toBe(true);
      }
    }
  });

  it("names the task dialog for the planner's four views", () => {
    for (const path of ['/planner', '/kanban', '/calendar', '/list'])
      expect(renderer.routeFacts(path)!.firstTaps).toEqual(['src/features/planner/dialogs/planner-dialogs.tsx']);
  });
});
