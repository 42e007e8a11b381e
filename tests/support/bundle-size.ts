import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/** The built app's entry chunk (the one index.html loads) and every lazy chunk, gzipped. */
export function measureBundle(distDir = 'dist/miniapp'): { entry: ChunkSize; css: ChunkSize[]; lazy: ChunkSize[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entryFile = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('No entry script in index.html');
  const size = (file: string): ChunkSize => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length });
  const assets = readdirSync(join(distDir, 'assets'));
  return {
    entry: size(entryFile),
    css: assets.filter((f) => f.endsWith('.css')).map((f) => size(`assets/${f}`)),
    lazy: assets
      .filter((f) => f.endsWith('.js') && `assets/${f}` !== entryFile)
      .map((f) => size(`assets/${f}`))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
