import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Marks the block, so the service worker can keep a shell without one route's links. */
export const ROUTE_PRELOADS_START = '<!--lp-route-->';
export const ROUTE_PRELOADS_END = '<!--/lp-route-->';

interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * index.html names the opened page's chunks (and their imports, and their styles) as
 * preloads, from Vite's build manifest, so they download beside the entry script instead of
 * after it has run. The page's modules are the route table's (miniapp/src/app/route-table.ts,
 * read through the server's renderer: first-screen-drawing.ts). What index.html already loads is left
 * out. No manifest (a build without one): no links.
 */
export function routeAssets(root: string, index: string) {
  const path = join(root, '.vite', 'manifest.json');
  const manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : null;
  const inIndex = new Set([...index.matchAll(/\/(assets\/[^"]+)"/g)].map((m) => m[1]));
  const known = new Map<string, PageAssets>();

  /** The page's own chunks and stylesheets (with their imports'), once per set of modules. */
  const assetsOf = (modules: readonly string[]): PageAssets => {
    const key = modules.join(' ');
    let found = known.get(key);
    if (found) return found;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest?.[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const m of modules) visit(m);
    const own = (files: Set<string>) => [...files].filter((f) => !inIndex.has(f)).map((f) => `/${f}`);
    found = { scripts: own(scripts), styles: own(styles) };
    known.set(key, found);
    return found;
  };

  return {
    /**
     * The preload links of a page's modules, as one marked block. Only the page's own: what its
     * first taps open is asked for by the app once its own code is in (`PageExports.firstTaps`).
     * Preloaded here, even at low priority, it shared a slow phone's bandwidth with the entry
     * script, which then came 0.6 s later, and the page listened 0.6 s later with it.
     */
    preloads(modules: readonly string[]): string {
      const { scripts, styles } = assetsOf(modules);
      const links = [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
        ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
      ];
      return links.length ? `${ROUTE_PRELOADS_START}${links.join('')}${ROUTE_PRELOADS_END}` : '';
    },
    /** A page's own stylesheets: a page the server drew (first-screen-drawing.ts) paints with them. */
    styles: (modules: readonly string[]): string[] => assetsOf(modules).styles,
  };
}

/** index.html with the block at the end of <head>. */
export const withRoutePreloads = (html: string, block: string) =>
  block ? html.replace('</head>', () => `  ${block}\n  </head>`) : html;
