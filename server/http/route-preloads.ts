import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_MODULES, routePage, type RoutePage } from '@shared/route-pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Marks the block, so the service worker can keep a shell without one route's links. */
export const ROUTE_PRELOADS_START = '<!--lp-route-->';
export const ROUTE_PRELOADS_END = '<!--/lp-route-->';

/** Each page's own chunks and stylesheets (with their imports'), leaving out what index.html loads. */
function pageAssets(root: string, index: string): Map<RoutePage, { scripts: string[]; styles: string[] }> | null {
  const path = join(root, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const inIndex = new Set([...index.matchAll(/\/(assets\/[^"]+)"/g)].map((m) => m[1]));
  const pages = new Map<RoutePage, { scripts: string[]; styles: string[] }>();
  for (const page of Object.keys(PAGE_MODULES) as RoutePage[]) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const m of PAGE_MODULES[page]) visit(m);
    const own = (files: Set<string>) => [...files].filter((f) => !inIndex.has(f)).map((f) => `/${f}`);
    pages.set(page, { scripts: own(scripts), styles: own(styles) });
  }
  return pages;
}

/**
 * Issue 20: index.html names the opened page's chunks (and their imports, and their styles) as
 * preloads, from Vite's build manifest, so they download beside the entry script instead of
 * after it has run. What index.html already loads is left out. No manifest (a build without
 * one): no links.
 */
export function routePreloads(root: string, index: string): (pathname: string) => string {
  const blocks = new Map<RoutePage, string>();
  for (const [page, { scripts, styles }] of pageAssets(root, index) ?? []) {
    const links = [
      ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
      ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    ];
    blocks.set(page, links.length ? `${ROUTE_PRELOADS_START}${links.join('')}${ROUTE_PRELOADS_END}` : '');
  }
  return (pathname) => blocks.get(routePage(pathname)) ?? '';
}

/** The opened page's own stylesheets, by address: a page the server drew (first-screen.ts) paints with them. */
export function routeStyles(root: string, index: string): (pathname: string) => string[] {
  const pages = pageAssets(root, index);
  return (pathname) => pages?.get(routePage(pathname))?.styles ?? [];
}

/** index.html with the block at the end of <head>. */
export const withRoutePreloads = (html: string, block: string) =>
  block ? html.replace('</head>', () => `  ${block}\n  </head>`) : html;
