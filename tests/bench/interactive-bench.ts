import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sql } from 'kysely';
import type { FirstScreenHints } from '@shared/first-screen.ts';
import {
  ARGS,
  type Bench,
  load,
  median,
  OBSERVE,
  round,
  seed,
  signedInCookies,
  signedInStart,
  step,
  type Surface,
  throttledTab,
} from './first-screen-bench.ts';
import { startTlsFront } from './tls-front.ts';
import { TRACE_CATEGORIES, traceBreakdown } from './trace-breakdown.ts';

/**
 * The first tap answered (the interactive first screen), on the phone profile of the first-screen
 * bench: headless Chromium at 390×800, the CPU slowed 4×, a 1.6 Mbps, 150 ms network, through the
 * recommended front (nginx, TLS and HTTP/2: tls-front.ts; INTERACTIVE_FRONT=direct for none).
 *
 * A returning person opens `/planner` (a 300-task project) and `/` (the feed), in the browser and
 * inside the Telegram stand-in; a new reader opens a shared post. From the moment the page's
 * content is in the page, the bench taps its first task (a post's title, the post's author) every
 * 150 ms, as an impatient thumb would, until the tap is answered: the task's dialog, the post's
 * page, the author's profile shows. Cold (no service worker, an empty HTTP cache) and repeat (the
 * worker and the HTTP cache warm), RUNS each, medians.
 *
 * Then, on the settled planner, the common taps (open a task, switch the view, open "More", tick a
 * subtask, open the editor) with web-vitals' INP (`onINP`, `reportAllChanges`): the worst one.
 *
 * Targets: answered within 2.0 s of navigation and 1.0 s of the content cold, 1.0 s repeat; INP
 * 200 ms. `npm run bench -- interactive` (interactive:planner, :feed, :post, :inp for one case).
 */

const RUNS = Number(process.env.INTERACTIVE_RUNS ?? 3);
/** INTERACTIVE_TRACE=<folder>: a Chrome trace of every measured open, cold and repeat, with its breakdown in the log (trace-breakdown.ts), and of every INP run. */
const TRACE = process.env.INTERACTIVE_TRACE;
const TAP_EVERY_MS = 150;
/**
 * The browser reaches the server through the front a phone meets in production: nginx with TLS
 * and HTTP/2, as operations.md sets it up (tls-front.ts). INTERACTIVE_FRONT=direct: the server
 * itself over HTTP/1.1, where the planner's forty-odd scripts queue six at a time.
 */
const FRONT = process.env.INTERACTIVE_FRONT === 'direct' ? 'direct' : 'h2';
const FRONT_PORT = Number(process.env.BENCH_TLS_PORT ?? 3843);
const TARGET = { coldMs: 2000, afterContentMs: 1000, repeatMs: 1000, inpMs: 200 };
const require = createRequire(import.meta.url);
// The IIFE build with attribution (it sets webVitals; each report says where the time went),
// beside the package's main file: its path is not exported.
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'), 'utf8');

interface Case {
  name: string;
  path: string;
  surface: Surface;
  /** The page's content: from its appearance the bench taps. */
  content: string;
  /** What is tapped. */
  tap: string;
  /** What shows when the tap is answered. */
  answer: string;
}

interface Tapped {
  contentMs: number;
  liveMs: number;
  answeredMs: number;
  taps: number;
  /** The answer showed in another document than the content (a drawn link followed before hydration, /tma moving on). */
  navigated: boolean;
}

/** In the page before any script: when the answer to the tap first shows. */
const WATCH_ANSWER = (selector: string) => `(() => {
  window.__answered = null;
  const check = () => {
    if (window.__answered === null && document.querySelector(${JSON.stringify(selector)})) (window.__answered = performance.now()), performance.mark('bench:answered');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Opens the case's page and taps until answered. Every mark is timed from the navigation's start
 * on the wall clock (a document's `performance.timeOrigin` plus its `now()`), so a tap that opens
 * another document (a drawn link followed before the app runs, /tma moving to the page it opens)
 * is still timed from the first one's start.
 */
async function tapUntilAnswered(page: Page, c: Case, url: string): Promise<Tapped> {
  const started = Date.now();
  await step('goto', page.goto(url, { waitUntil: 'commit' }));
  await step(
    'content',
    page.waitForFunction(() => (window as unknown as { __content: number | null }).__content !== null, undefined, {
      timeout: 60_000,
      polling: 20,
    }),
  );
  // Where the thumb lands, read as the content is first painted (a frame's callback): the first
  // tap goes then, as a thumb's does, and not after the page has answered a few more questions
  // (each waits for a busy main thread). Before its first paint a page takes no tap at all.
  const first = await page.evaluate(
    (tap) =>
      new Promise<{
        origin: number;
        content: number;
        box: { x: number; y: number; width: number; height: number } | null;
      }>((resolve) =>
        requestAnimationFrame(() => {
          const r = document.querySelector(tap)?.getBoundingClientRect();
          resolve({
            origin: performance.timeOrigin,
            content: (window as unknown as { __content: number }).__content,
            box: r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
          });
        }),
      ),
    c.tap,
  );
  let taps = 0;
  let box = first.box;
  const answered = () =>
    page.evaluate(() => (window as unknown as { __answered: number | null }).__answered != null).catch(() => false);
  const deadline = Date.now() + 30_000;
  do {
    if (Date.now() > deadline) throw new Error(`${c.name}: no answer to ${taps} taps (at ${page.url()})`);
    if (box) {
      await page.mouse.click(box.x + Math.min(box.width / 2, 40), box.y + box.height / 2);
      taps++;
    }
    await new Promise((r) => setTimeout(r, TAP_EVERY_MS));
    // A tap that opened another page was answered by it: a person waits for that page, and does
    // not tap the same kind of link on it (a profile lists its author's posts).
    const moved = await page
      .evaluate((origin) => Math.abs(performance.timeOrigin - origin) > 1, first.origin)
      .catch(() => true);
    box = moved
      ? null
      : await page
          .locator(c.tap)
          .first()
          .boundingBox()
          .catch(() => null);
  } while (!(await answered()));
  const last = await page.evaluate(() => {
    const w = window as unknown as { __live: number | null; __answered: number };
    return { origin: performance.timeOrigin, live: w.__live ?? Number.NaN, answered: w.__answered };
  });
  const since = (origin: number, at: number) => round(origin + at - started);
  return {
    contentMs: since(first.origin, first.content),
    liveMs: since(last.origin, last.live),
    answeredMs: since(last.origin, last.answered),
    taps,
    navigated: Math.abs(last.origin - first.origin) > 1,
  };
}

/** One run as the log says it. */
const said = (r: Tapped) =>
  `content ${r.contentMs} ms, ${Number.isNaN(r.liveMs) ? 'its app not yet listening' : `live ${r.liveMs} ms`}, answered ${r.answeredMs} ms after ${r.taps} taps${r.navigated ? ' (in the page it opened)' : ''}`;

async function measureCase(browser: Browser, c: Case, baseUrl: string) {
  const init = `${OBSERVE(c.content)};${WATCH_ANSWER(c.answer)}`;
  const cold: Tapped[] = [];
  const repeat: Tapped[] = [];
  for (let i = 0; i < RUNS; i++) {
    const coldTab = await throttledTab(browser, c.surface, init, 'block');
    const trace = TRACE && `${TRACE}/${c.name.replace(/\W+/g, '-')}-cold-${i + 1}.json`;
    try {
      if (trace) await browser.startTracing(coldTab.page, { path: trace, categories: TRACE_CATEGORIES });
      cold.push(await tapUntilAnswered(coldTab.page, c, baseUrl + c.path));
      console.log(`  ${c.name} cold #${i + 1}: ${said(cold.at(-1)!)}`);
      if (trace) {
        await browser.stopTracing();
        console.log(traceBreakdown(JSON.parse(readFileSync(trace, 'utf8'))).replace(/^/gm, '    '));
      }
    } catch (err) {
      console.log(`  ${c.name} cold #${i + 1} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (trace) await browser.stopTracing().catch(() => {});
    } finally {
      await step('close', coldTab.context.close(), 20_000).catch(() => {});
    }
    const tab = await throttledTab(browser, c.surface, init, 'allow');
    try {
      // A first open (not counted) installs the worker and fills the HTTP cache.
      await step('first open', tab.page.goto(baseUrl + c.path, { waitUntil: 'load' }));
      await step(
        'service worker',
        tab.page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 }),
      );
      const trace = TRACE && `${TRACE}/${c.name.replace(/\W+/g, '-')}-repeat-${i + 1}.json`;
      if (trace) await browser.startTracing(tab.page, { path: trace, categories: TRACE_CATEGORIES });
      repeat.push(await tapUntilAnswered(tab.page, c, baseUrl + c.path));
      console.log(`  ${c.name} repeat #${i + 1}: ${said(repeat.at(-1)!)}`);
      if (trace) {
        await browser.stopTracing();
        console.log(traceBreakdown(JSON.parse(readFileSync(trace, 'utf8'))).replace(/^/gm, '    '));
      }
    } catch (err) {
      console.log(`  ${c.name} repeat #${i + 1} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (TRACE) await browser.stopTracing().catch(() => {});
    } finally {
      await step('close', tab.context.close(), 20_000).catch(() => {});
    }
  }
  const sum = (runs: Tapped[]) =>
    runs.length === 0
      ? null
      : {
          contentMs: median(runs.map((r) => r.contentMs)),
          liveMs: median(runs.map((r) => r.liveMs)),
          answeredMs: median(runs.map((r) => r.answeredMs)),
          afterContentMs: median(runs.map((r) => r.answeredMs - r.contentMs)),
          runs: runs.map(
            (r) => `${r.contentMs}/${r.liveMs}/${r.answeredMs} (${r.taps} taps${r.navigated ? ', another page' : ''})`,
          ),
        };
  const c1 = sum(cold);
  const r1 = sum(repeat);
  return {
    path: c.path,
    cold: c1,
    repeat: r1,
    meetsTarget:
      !!c1 &&
      !!r1 &&
      c1.answeredMs <= TARGET.coldMs &&
      c1.afterContentMs <= TARGET.afterContentMs &&
      r1.answeredMs <= TARGET.repeatMs,
  };
}

/** The worst INP so far, once the last tap's frames are painted and the page is idle. */
const settledInp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => r((window as unknown as { __inp: number }).__inp), { timeout: 3000 }),
          ),
        ),
      ),
  );

/** The common taps on a settled planner, one after another, and the worst interaction's INP. */
async function worstInp(browser: Browser, surface: Surface, baseUrl: string) {
  const results: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // In the same init script as the library, so its `var webVitals` is at hand however the script is wrapped.
    const watchInp = `${WEB_VITALS};window.__inp = 0; window.__interactions = 0; window.__inpWhy = '';
      webVitals.onINP((m) => {
        window.__interactions++;
        if (m.value <= window.__inp) return;
        window.__inp = m.value;
        const a = m.attribution;
        window.__inpWhy = 'waiting ' + Math.round(a.inputDelay) + ' ms, handlers ' + Math.round(a.processingDuration) +
          ' ms, to the paint ' + Math.round(a.presentationDelay) + ' ms, on ' + a.interactionTarget;
      }, { reportAllChanges: true });`;
    const tab = await throttledTab(browser, surface, `${OBSERVE('[data-testid=task-row]')};${watchInp}`, 'block');
    const { page } = tab;
    try {
      if (TRACE) await browser.startTracing(page, { path: `${TRACE}/inp-${i + 1}.json`, categories: TRACE_CATEGORIES });
      await step('open', page.goto(`${baseUrl}/planner`, { waitUntil: 'load' }));
      await step(
        'hydrated',
        page.waitForFunction(() => (window as unknown as { __live: number | null }).__live !== null),
      );
      await page.waitForLoadState('networkidle');
      // A tap that cannot land (covered, not there) or is not answered is logged and skipped.
      const TAP = { timeout: 5000 };
      const shown = (testId: string) => () => page.getByTestId(testId).first().waitFor(TAP);
      const gone = (testId: string) => () =>
        page
          .getByTestId(testId)
          .first()
          .waitFor({ state: 'hidden', ...TAP });
      // Each tap, and what shows when it is answered: the next tap waits for it, as a person would.
      const taps: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
        ['open a task', () => page.getByTestId('task-row').first().click(TAP), shown('entity-dialog')],
        ['tick a subtask', () => page.getByTestId('subtask-toggle').first().click(TAP), async () => {}],
        ['close it', () => page.keyboard.press('Escape'), async () => {}],
        // The ticked subtask is unsaved typing: closing asks first, and the bench lets it go.
        [
          'discard',
          async () => {
            // The question, or the dialog already gone when nothing was left unsaved.
            await page.waitForFunction(
              () =>
                !!document.querySelector('[data-testid=unsaved-dialog-discard]') ||
                !document.querySelector('[data-testid=entity-dialog]'),
              undefined,
              TAP,
            );
            const discard = page.getByTestId('unsaved-dialog-discard');
            if (await discard.isVisible()) await discard.click(TAP);
          },
          gone('entity-dialog'),
        ],
        [
          'the kanban',
          () => page.locator('[data-testid=view-kanban]:visible').first().click(TAP),
          shown('kanban-board'),
        ],
        ['More', () => page.getByTestId('tab-more').click(TAP), shown('more-/network')],
        ['close More', () => page.keyboard.press('Escape'), gone('more-/network')],
        [
          'open the editor',
          () => page.getByTestId('create-menu').click(TAP),
          () => page.getByRole('menuitem').first().waitFor(TAP),
        ],
      ];
      let raisedTo = 0;
      for (const [what, tap, answered] of taps) {
        await step(
          what,
          tap()
            .then(answered)
            .catch(() => console.log(`    (${what}: not there or not answered)`)),
          20_000,
        );
        // Settled: the tap's next frames painted and the page idle (web-vitals reads its entries
        // then); which tap raised the worst so far.
        const worst = await settledInp(page);
        if (worst > raisedTo) {
          const why = await page.evaluate(() => (window as unknown as { __inpWhy: string }).__inpWhy);
          console.log(`    ${what}: INP ${(raisedTo = worst)} ms (${why})`);
        }
      }
      results.push(await settledInp(page));
      const reports = await page.evaluate(() => (window as unknown as { __interactions: number }).__interactions);
      console.log(`  INP #${i + 1}: worst ${results.at(-1)} ms (${reports} reports)`);
      if (TRACE) await browser.stopTracing();
    } catch (err) {
      console.log(`  INP #${i + 1} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (TRACE) await browser.stopTracing().catch(() => {});
    } finally {
      await step('close', tab.context.close(), 20_000).catch(() => {});
    }
  }
  const worst = results.length ? Math.max(...results) : Number.NaN;
  return { worstMs: worst, medianMs: median(results), runs: results, meetsTarget: worst <= TARGET.inpMs };
}

export async function interactiveBench(b: Bench): Promise<Record<string, unknown>> {
  const s = await seed(b.db);
  // A task with subtasks to tick.
  await sql`update tasks set subtasks = '[{"id":1,"title":"Проект","is_completed":false,"number":1},{"id":2,"title":"Подпись","is_completed":false,"number":2}]'::jsonb
    where id = (select min(id) from tasks where project_id = ${s.projectId})`.execute(b.db);
  const init = signedInStart(s);
  const hints: FirstScreenHints = { phone: true, dark: false, space: s.spaceId, project: s.projectId };
  const front = FRONT === 'h2' ? await startTlsFront(Number(new URL(b.baseUrl).port), FRONT_PORT) : null;
  const pages = front?.url ?? b.baseUrl;
  const cookiesOf = (told: FirstScreenHints) => signedInCookies(pages, s.sessionId, told);
  const browserSurface: Surface = { name: 'browser', init, cookies: cookiesOf(hints), sessionId: s.sessionId };
  const telegram: Surface = {
    name: 'telegram',
    init,
    cookies: cookiesOf({ ...hints, dark: true, tg: { platform: 'android', dark: true } }),
    sessionId: s.sessionId,
  };
  const visitor: Surface = { name: 'visitor', init: '', cookies: [], sessionId: '' };
  const planner = {
    content: '[data-testid=task-table] tbody tr',
    tap: '[data-testid=task-row]',
    answer: '[data-testid=entity-dialog]',
  };
  const feed = {
    content: '[data-testid=post-card]',
    tap: '[data-testid=post-card] [data-testid=post-title-link]',
    answer: '[data-testid=post-title]',
  };
  const cases: Case[] = [
    { name: 'planner', path: '/planner', surface: browserSurface, ...planner },
    { name: 'planner (Telegram)', path: '/planner', surface: telegram, ...planner },
    { name: 'feed', path: '/', surface: browserSurface, ...feed },
    { name: 'feed (Telegram, /tma)', path: '/tma', surface: telegram, ...feed },
    {
      name: 'post (new reader)',
      path: `/post/${s.postUrl}`,
      surface: visitor,
      content: '[data-testid=post-title]',
      tap: '[data-testid=post-author]',
      answer: '[data-testid=profile-name]',
    },
  ].filter((c) => !b.only || b.only === 'inp' || c.name.startsWith(b.only));

  const browser = await chromium.launch({
    executablePath: b.chromiumPath,
    args: [...ARGS, ...(front?.chromiumArgs ?? [])],
  });
  const result: Record<string, unknown> = {
    setup: {
      cpuSlowdown: 4,
      network: '150 ms RTT, 1.6 Mbps down',
      front: front ? 'nginx, TLS and HTTP/2 (tls-front.ts)' : 'none: the server itself, HTTP/1.1',
      viewport: '390x800@2x',
      runs: RUNS,
      target: TARGET,
    },
    loadAverageBefore: load(),
  };
  try {
    if (b.only !== 'inp') for (const c of cases) result[c.name] = await measureCase(browser, c, pages);
    if (!b.only || b.only === 'inp') result.inp = await worstInp(browser, browserSurface, pages);
  } finally {
    await browser.close();
    await front?.stop();
  }
  result.loadAverageAfter = load();
  return result;
}
