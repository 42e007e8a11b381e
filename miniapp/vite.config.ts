import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_CONFIG_PATH, type AppConfig, withAppConfig } from '../shared/app-config.ts';
import { EARLY_TAPS_SCRIPT } from '../shared/early-taps.ts';

const root = resolve(import.meta.dirname);
const outDir = resolve(root, '../dist/miniapp');
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** Writes .gz and .br beside every text asset, for the server's precompressed serving. */
function precompress(): Plugin {
  let dir = outDir;
  return {
    name: 'lp-precompress',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * shell.html: index.html exactly as built, which the service worker keeps (src/sw.ts). The
 * server answers /index.html with the configuration and the visitor's language written in,
 * and may draw a person's page into it (server/http/static.ts); this file it serves as it is.
 */
function shellCopy(): Plugin {
  return {
    name: 'lp-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
    },
  };
}

/**
 * The service worker (src/sw.ts): Workbox, with the build's shell, scripts, styles and
 * icons precached. It does not register itself: app/register-service-worker.ts does, so that a
 * new version waits for unsaved forms.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    // public/manifest.webmanifest, as index.html links it.
    manifest: false,
    injectManifest: {
      // One classic script, as the worker is registered: the plugin's module build of it sets
      // Rollup's deprecated inlineDynamicImports, and every build warned about it.
      rollupFormat: 'iife',
      globPatterns: ['shell.html', 'assets/**/*.{js,css}', 'icons/*', 'manifest.webmanifest'],
      // The markdown renderer's chunk is the biggest, well under this.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

/**
 * A tap on a drawn page before the app listens is kept and answered once it does
 * (shared/early-taps.ts): false leaves the script out, and such a tap is lost again.
 */
const EARLY_TAPS = true;
function earlyTaps(): Plugin {
  return {
    name: 'lp-early-taps',
    // Before the stylesheets: an inline script after one waits for it, and holds the parser meanwhile.
    transformIndexHtml: (html) =>
      EARLY_TAPS
        ? html.replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}\n    <script>${EARLY_TAPS_SCRIPT}</script>`)
        : html,
  };
}

/**
 * `npm run dev`: the API server hands the page its configuration in production; here Vite
 * serves index.html, so it asks the API server (which may still be starting) for the same block.
 */
function runtimeConfig(): Plugin {
  return {
    name: 'lp-runtime-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      for (let attempt = 0; attempt < 30; attempt++) {
        try {
          const res = await fetch(`${api}${APP_CONFIG_PATH}`);
          if (res.ok) return withAppConfig(html, (await res.json()) as AppConfig);
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      console.warn(`No configuration from ${api}${APP_CONFIG_PATH}: the page falls back to the development key`);
      return html;
    },
  };
}

/** Every build of the app builds its server's first-screen renderer too (below), after it. */
function serverRenderBuild(): Plugin {
  return {
    name: 'lp-server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async closeBundle() {
      await build({ configFile: resolve(root, 'vite.config.ts'), build: { ssr: 'src/server-render.tsx' } });
    },
  };
}

/**
 * `vite build --ssr`: the first-screen renderer the server runs (src/server-render.tsx),
 * one self-contained module (every package bundled: the server loads nothing of the app's
 * dependencies itself, and CSS imports are the browser build's business).
 */
const serverRender = defineConfig({
  root,
  plugins: [react()],
  logLevel: 'warn',
  ssr: { noExternal: true },
  // React's production renderer whatever NODE_ENV the server runs with, as the browser's build
  // (React picks its build by process.env.NODE_ENV at run time otherwise: `npm start` and the
  // browser tests run the server outside production, and React's development renderer is the
  // slower one. The markup is the same, so the browser's production React hydrates either).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // @shared/… and @app/… (tsconfig.json's paths), as everywhere else in the repository.
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/server-render.tsx',
    outDir: resolve(root, '../dist/server-render'),
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});

const app = defineConfig({
  root,
  plugins: [react(), earlyTaps(), shellCopy(), serviceWorker(), precompress(), runtimeConfig(), serverRenderBuild()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      // React 19's own hook for wouter's shim of it (src/lib/use-sync-external-store.ts says why).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(root, 'src/lib/use-sync-external-store.ts'),
      },
      // telegram-ui Spinner's iOS icons load when first shown (src/ui/ios-spinner.tsx says why).
      { find: /^\.\/components\/IOSSpinner\/IOSSpinner$/, replacement: resolve(root, 'src/ui/ios-spinner.tsx') },
    ],
  },
  // The manifest names each page's chunks: the server preloads them with index.html.
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    // Every browser the app supports reads <link rel="modulepreload"> itself (Safari since 17);
    // an older one only loads the chunks a little later. Not worth 0.5 KB of the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically travels in the entry, not in two dozen
            // small chunks: on a phone's 150 ms round trips the count of requests, not the bytes,
            // held the first screen back (first-screen bench: 82 → 48 requests for /).
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Icons are a few hundred bytes each: one chunk for those the pages use, not one each.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/functions': { target: api, changeOrigin: false },
      '/locales': api,
      '/avatars': api,
      '/healthz': api,
      [APP_CONFIG_PATH]: api,
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRender : app));
