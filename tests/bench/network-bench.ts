import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';

/**
 * The network graph's benchmarks, in headless Chromium at phone size (390×800) with
 * the CPU slowed 4× through the DevTools protocol (Emulation.setCPUThrottlingRate), standing in
 * for a mid-range phone:
 *
 * - settle: navigation start → the graph of /network settled (its layout stopped), on the
 *   production build and server; then 2 s of idling: the page's CPU, and the animation frames and
 *   timers the page asked for (target: none).
 * - drag: a node dragged in circles for about 2 s on a generated graph of 1,000 nodes and 3,000
 *   links (tests/bench/network-harness: the app's own engine, CSS and renderers alone on a page),
 *   for each renderer: the frame interval p50/p95 (target p95 under 33 ms, 30 frames a second) and
 *   the script time per frame (layout tick + drawing); the demo data's settle time too.
 *
 * `npm run bench -- network` (or network:settle, network:drag, network:drag-canvas). The machine is shared: figures
 * come with the load average.
 */

interface Bench {
  baseUrl: string;
  chromiumPath: string;
  only?: string;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE = { viewport: { width: 390, height: 800 }, deviceScaleFactor: 2, locale: 'ru-RU' };
const CPU_SLOWDOWN = 4;
const SETTLE_RUNS = 5;
const DRAG_RUNS = 3;

const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};
const median = (xs: number[]) => pct(xs, 50);
const load = () => loadavg().map((v) => round(v, 2));

async function throttled(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  return { context, page, taskMs };
}

/** /network on the real server: navigation → settled, then the CPU an idle settled page spends. */
async function settleOnPage(browser: Browser, b: Bench) {
  const settled: number[] = [];
  const idle: number[] = [];
  const asked: number[] = [];
  for (let i = 0; i <= SETTLE_RUNS; i++) {
    const { context, page, taskMs } = await throttled(browser);
    // Animation frames and timers the page asks for, counted (as text: tsx's helpers do not exist in the page).
    await page.addInitScript(`(() => {
      window.__asked = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => (window.__asked++, raf(cb));
      const st = window.setTimeout.bind(window);
      window.setTimeout = (f, d, ...a) => (window.__asked++, st(f, d, ...a));
    })()`);
    await page.goto(`${b.baseUrl}/network`);
    const surface = page.locator('[data-testid=graph-surface][data-settled-ms]');
    await surface.waitFor({ timeout: 60_000 });
    const at = Number(await surface.getAttribute('data-settled-ms'));
    const before = await taskMs();
    const askedBefore = (await page.evaluate('window.__asked')) as number;
    await page.waitForTimeout(2000);
    const after = await taskMs();
    const askedAfter = (await page.evaluate('window.__asked')) as number;
    await context.close();
    if (i === 0) continue; // the first load fills the HTTP cache: reported runs are warm
    settled.push(at);
    idle.push((after - before) / 2);
    asked.push(askedAfter - askedBefore);
  }
  return {
    navigationToSettledMs: { median: Math.round(median(settled)), runs: settled.map(Math.round) },
    // The browser's own work on an idle page (whole page, not only the graph): compare /settings, about as much.
    idleCpuMsPerSecondAfterSettled: { median: round(median(idle)), runs: idle.map((v) => round(v)) },
    framesAndTimersAskedWhileIdle: Math.max(...asked),
  };
}

/** Serves the built harness from a made-up origin (no server: the page's requests are answered here). */
async function harnessPage(browser: Browser, dir: string, query: string) {
  const { context, page, taskMs } = await throttled(browser);
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  // On the context: the layout worker's script is fetched through it too.
  await context.route('http://bench.invalid/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      return route.fulfill({
        body: readFileSync(file),
        contentType: types[extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(`http://bench.invalid/?${query}`);
  const surface = page.locator('#graph[data-settled-ms]');
  await surface.waitFor({ timeout: 120_000 });
  const settledMs =
    Number(await surface.getAttribute('data-settled-ms')) - (await page.evaluate(() => window.__createdAt));
  return { context, page, taskMs, settledMs };
}

/** Drags the node nearest the middle around a circle, a move every 16 ms, and records the frames. */
async function drag(page: Page) {
  const start = await page.evaluate(() => {
    const g = window.__graph;
    const cx = innerWidth / 2;
    const cy = innerHeight / 2;
    let best = g.nodes[0];
    let bestD = Infinity;
    for (const n of g.nodes) {
      const d = Math.hypot(n.x * g.t.k + g.t.x - cx, n.y * g.t.k + g.t.y - cy);
      if (d < bestD) [best, bestD] = [n, d];
    }
    return { x: best.x * g.t.k + g.t.x, y: best.y * g.t.k + g.t.y };
  });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const began = await page.evaluate(() => {
    window.__frames = [];
    window.__steps = 0;
    window.__moves = 0;
    window.__recording = true;
    return performance.now();
  });
  const moves = 120;
  for (let i = 1; i <= moves; i++) {
    const a = (i / moves) * Math.PI * 4;
    await page.mouse.move(start.x + Math.sin(a) * 80, start.y + (1 - Math.cos(a)) * 60);
    await new Promise((r) => setTimeout(r, 16));
  }
  const {
    frames,
    steps,
    moves: moved,
    ended,
  } = await page.evaluate(() => {
    window.__recording = false;
    return { frames: window.__frames, steps: window.__steps, moves: window.__moves, ended: performance.now() };
  });
  await page.mouse.up();
  const intervals = frames.slice(1).map((f, i) => f.at - frames[i].at);
  return {
    intervals,
    scripts: frames.map((f) => f.script),
    stepsPerSecond: (steps / (ended - began)) * 1000,
    movesPerSecond: (moved / (ended - began)) * 1000,
  };
}

async function harness(browser: Browser, renderers: ReadonlyArray<'canvas' | 'svg'>) {
  const dir = mkdtempSync(join(tmpdir(), 'lp-network-bench-'));
  try {
    await build({
      root: new URL('./network-harness', import.meta.url).pathname,
      configFile: false,
      logLevel: 'warn',
      base: './',
      build: { outDir: dir, emptyOutDir: true },
    });
    const out: Record<string, unknown> = {};
    for (const renderer of renderers) {
      const demo: number[] = [];
      for (let i = 0; i < SETTLE_RUNS; i++) {
        const h = await harnessPage(browser, dir, `graph=demo&renderer=${renderer}`);
        demo.push(h.settledMs);
        await h.context.close();
      }
      const intervals: number[] = [];
      const scripts: number[] = [];
      const bigSettled: number[] = [];
      const stepRates: number[] = [];
      const moveRates: number[] = [];
      for (let i = 0; i < DRAG_RUNS; i++) {
        const h = await harnessPage(browser, dir, `graph=big&renderer=${renderer}`);
        bigSettled.push(h.settledMs);
        const d = await drag(h.page);
        intervals.push(...d.intervals);
        scripts.push(...d.scripts);
        stepRates.push(d.stepsPerSecond);
        moveRates.push(d.movesPerSecond);
        await h.context.close();
      }
      out[renderer] = {
        demoSettleMs: Math.round(median(demo)),
        big: {
          settleMs: Math.round(median(bigSettled)),
          dragFrames: intervals.length,
          frameIntervalMs: {
            p50: round(pct(intervals, 50)),
            p95: round(pct(intervals, 95)),
            max: round(Math.max(...intervals)),
          },
          scriptPerFrameMs: { p50: round(pct(scripts, 50)), p95: round(pct(scripts, 95)) },
          layoutStepsPerSecond: round(median(stepRates)),
          pointerMovesPerSecond: round(median(moveRates)),
          p95Under33ms: pct(intervals, 95) < 33,
        },
      };
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function networkBench(b: Bench) {
  const browser = await chromium.launch({ executablePath: b.chromiumPath, args: ARGS });
  const result: Record<string, unknown> = {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: '390x800@2x',
    loadAverageBefore: load(),
  };
  try {
    if (!b.only || b.only === 'settle') result.settle = await settleOnPage(browser, b);
    // network:drag-canvas or network:drag-svg: one renderer alone.
    if (!b.only || b.only.startsWith('drag')) {
      const one = b.only?.match(/^drag-(canvas|svg)$/)?.[1] as 'canvas' | 'svg' | undefined;
      result.drag = await harness(browser, one ? [one] : ['canvas', 'svg']);
    }
  } finally {
    await browser.close();
  }
  result.loadAverageAfter = load();
  return result;
}
