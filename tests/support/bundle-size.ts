import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/** The built app's entry chunk (the one index.html loads) and every lazy chunk, gzipped. */
export function measureBundle(distDir = 'dist/miniapp'): {
  entry: ChunkSize;
  initial: ChunkSize;
  css: ChunkSize[];
  lazy: ChunkSize[];
} {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entryFile = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('No entry script in index.html');
  const size = (file: string): ChunkSize => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  });
  const assets = readdirSync(join(distDir, 'assets'));
  // The entry with the chunks index.html preloads beside it: the script every first open fetches.
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const initial = [entryFile, ...preloaded].map(size);
  return {
    entry: size(entryFile),
    initial: {
      file: `${entryFile} + ${preloaded.length} preloaded`,
      gzipBytes: initial.reduce((s, c) => s + c.gzipBytes, 0),
    },
    css: assets.filter((f) => f.endsWith('.css')).map((f) => size(`assets/${f}`)),
    lazy: assets
      .filter((f) => f.endsWith('.js') && `assets/${f}` !== entryFile)
      .map((f) => size(`assets/${f}`))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
