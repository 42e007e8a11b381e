import type { Kysely } from 'kysely';
import { createSession } from '@server/services/sessions.ts';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The boards' benchmarks, run by tests/bench/run.ts against a production server:
 * in headless Chromium with 500 tasks in one project, the time to first render of the
 * kanban and of the month calendar, and the time from a drop to the server's
 * acknowledgement, counting the requests a drop sends (target: one).
 *
 * "First render" is counted from the planner-data answer to the first card (or chip) on
 * screen, and from navigation start; the kanban also reports when all 500 cards are drawn.
 * Each drop is timed on a quiet board (the refresh after the previous one settled); the
 * planner-data refetches a drop causes (mutation + live events) are counted beside it.
 *
 * The built app carries the development anon key; the bench server has its own, so the
 * page's calls are re-signed on the way out (a route handler, part of every figure here).
 */

interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  chromiumPath: string;
}

const TASKS = 500;
const RUNS = 5;
const DROPS = 5;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function seed(db: Kysely<any>) {
  const user = await db
    .insertInto('users')
    .values({ first_name: 'Boards', username: 'boards_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_settings')
    .values({ user_id: user.id, timezone: 'Europe/Moscow', language: 'ru' })
    .execute();
  const profile = await db
    .insertInto('profiles')
    .values({ user_id: user.id, name: 'Boards Bench', username: 'boards_bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = await createSession(db as never, { userId: user.id });

  const space = await db
    .insertInto('spaces')
    .values({ title: 'Доски', created_by: profile.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values({ object_type: 'space', space_id: space.id, profile_id: profile.id, role_id: 1 })
    .execute();
  await db.updateTable('spaces').set({ updated_at: new Date() }).where('id', '=', space.id).execute(); // rebuilds its stored answer
  const project = await db
    .insertInto('projects')
    .values({ space_id: space.id, title: '500 задач', created_by: profile.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values({ object_type: 'project', space_id: space.id, project_id: project.id, profile_id: profile.id, role_id: 2 })
    .execute();
  const slot = async (type: number, title: string) =>
    (
      await db
        .insertInto('properties')
        .values({ project_id: project.id, property_type_id: type, title })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const status = await slot(3, 'Статус');
  const options = (
    await db
      .insertInto('property_options')
      .values(
        ['Новая', 'В работе', 'На проверке', 'Готово'].map((title, i) => ({
          property_id: status,
          number: i + 1,
          title,
          color: ['blue', 'orange', 'purple', 'green'][i],
        })),
      )
      .returning('id')
      .execute()
  ).map((o: { id: number }) => o.id);
  await slot(1, 'Срок');
  await slot(5, 'Исполнитель');

  // 500 tasks over four columns and No Status, dated across this month (the calendar's view).
  const positions = new Map<number | null, number>();
  const now = new Date();
  const rows = Array.from({ length: TASKS }, (_, i) => {
    const select = [options[0], options[1], options[2], options[3], null][i % 5];
    const position = positions.get(select) ?? 0;
    positions.set(select, position + 1);
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1 + (i % 28), 6 + (i % 12), (i * 7) % 60));
    return {
      project_id: project.id,
      title: `Подготовить документы по делу № А40-${100_000 + i}/2026`,
      description: i % 3 ? null : 'Клиент ждёт ответа до конца недели.',
      subtasks: JSON.stringify(
        i % 5
          ? []
          : [
              { id: 1, title: 'Черновик', is_completed: true, number: 1, date: null },
              { id: 2, title: 'Согласовать', is_completed: false, number: 2, date: null },
            ],
      ),
      value_date: day.toISOString(),
      value_select: select,
      value_select_position: position,
      value_people: profile.id,
      created_by: profile.id,
    };
  });
  await db.insertInto('tasks').values(rows).execute();
  return { sessionId, spaceId: space.id, projectId: project.id, options };
}

async function openContext(
  browser: Browser,
  s: { sessionId: string; spaceId: number; projectId: number },
  calendarView?: string,
) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  await context.addInitScript(
    ({ sessionId, spaceId, projectId, calendarView }) => {
      localStorage.setItem('sessionId', sessionId);
      localStorage.setItem('planner.spaceId', String(spaceId));
      localStorage.setItem('planner.projectId', String(projectId));
      localStorage.setItem('planner.sidebarCollapsed', 'true');
      if (calendarView) localStorage.setItem('planner.calendar.view', calendarView);
      // 500 cards' avatars would fill the default 250-entry buffer before the drops.
      performance.setResourceTimingBufferSize(100_000);
    },
    { ...s, calendarView },
  );
  return context;
}

/**
 * Loads `path` and reports, from the page's own clock: navigation start → the first board
 * element drawn, and the planner-data answer's arrival → that moment (the board's render).
 */
async function firstRender(page: Page, path: string, selector: string, allCount?: number) {
  // Page-side code as text: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`(() => {
    const sel = ${JSON.stringify(selector)};
    const mark = () => {
      if (window.__drawnAt === undefined && document.querySelector(sel)) window.__drawnAt = performance.now();
    };
    const poll = () => { mark(); if (window.__drawnAt === undefined) requestAnimationFrame(poll); };
    requestAnimationFrame(poll);
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  })()`);
  await page.goto(path);
  await page.waitForSelector(selector, { timeout: 30_000 });
  // And when every one of them is drawn (the kanban draws its first cards first).
  const allAt = allCount
    ? ((await page.evaluate(`new Promise((resolve) => {
        const check = () => document.querySelectorAll(${JSON.stringify(selector)}).length >= ${allCount} ? resolve(performance.now()) : requestAnimationFrame(check);
        check();
      })`)) as number)
    : null;
  return page.evaluate((allAt) => {
    const drawnAt = (window as unknown as { __drawnAt: number }).__drawnAt;
    const data = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/functions/v1/planner-data'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return {
      fromNavigation: drawnAt,
      afterData: data ? drawnAt - data.responseEnd : null,
      allAfterData: data && allAt !== null ? allAt - data.responseEnd : null,
    };
  }, allAt);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10;
};

async function measureView(
  browser: Browser,
  b: Bench,
  s: Awaited<ReturnType<typeof seed>>,
  path: string,
  selector: string,
  opts: { calendarView?: string; allCount?: number } = {},
) {
  // One browser profile, as a returning user has: the first load fills the caches (and is
  // reported as the cold figure), the next ones are measured warm.
  const context = await openContext(browser, s, opts.calendarView);
  const nav: number[] = [];
  const render: number[] = [];
  const all: number[] = [];
  let cold: Awaited<ReturnType<typeof firstRender>> | null = null;
  for (let i = 0; i <= RUNS; i++) {
    const page = await context.newPage();
    const r = await firstRender(page, `${b.baseUrl}${path}`, selector, opts.allCount);
    await page.close();
    if (i === 0) {
      cold = r;
      continue;
    }
    nav.push(r.fromNavigation);
    if (r.afterData !== null) render.push(r.afterData);
    if (r.allAfterData != null) all.push(r.allAfterData);
  }
  await context.close();
  const round = (v: number | null | undefined) => (v == null ? null : Math.round(v));
  return {
    navigationToBoardMs: median(nav),
    dataToBoardMs: median(render),
    ...(all.length ? { dataToAllCardsMs: median(all) } : {}),
    coldNavigationToBoardMs: round(cold?.fromNavigation),
    coldDataToBoardMs: round(cold?.afterData),
    runs: RUNS,
  };
}

/** Drags the top card of one column under the top card of the other, back and forth, by mouse; times the server's answer. */
async function measureDrops(context: BrowserContext, b: Bench, s: Awaited<ReturnType<typeof seed>>) {
  const page = await context.newPage();
  const batchRequests: number[] = [];
  let otherTasksRequests = 0;
  let refetches = 0;
  let inFlight = 0;
  let lastRefetchAt = 0;
  const settled = (req: { url(): string }) => {
    if (req.url().includes('/functions/v1/planner-data')) inFlight--;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('request', (req) => {
    if (req.url().includes('/functions/v1/planner-data')) {
      refetches++;
      inFlight++;
      lastRefetchAt = Date.now();
    }
    if (!req.url().includes('/functions/v1/tasks') || req.method() !== 'POST') return;
    if ((req.postData() ?? '').includes('updateBatch')) batchRequests.push(Date.now());
    else otherTasksRequests++;
  });
  await page.goto(`${b.baseUrl}/kanban`);
  await page.waitForSelector('[data-testid=kanban-card]');
  await page.evaluate(() =>
    window.addEventListener(
      'mouseup',
      () => ((window as unknown as { __dropAt: number }).__dropAt = performance.now()),
      true,
    ),
  );

  const ack: number[] = [];
  const optimistic: number[] = [];
  const sent: number[] = [];
  const refetchesPerDrop: number[] = [];
  const server: number[] = [];
  let requestsPerDrop = 0;
  for (let i = 0; i < DROPS; i++) {
    const from = s.options[i % 2];
    const to = s.options[(i + 1) % 2];
    const source = page
      .locator(`[data-testid=kanban-column][data-column-key="${from}"] [data-testid=kanban-card]`)
      .first();
    const taskId = Number(await source.getAttribute('data-card-id'));
    const sb = (await source.boundingBox())!;
    const target = page
      .locator(`[data-testid=kanban-column][data-column-key="${to}"] [data-testid=kanban-card]`)
      .first();
    await target.scrollIntoViewIfNeeded();
    const tb = (await target.boundingBox())!;
    const before = batchRequests.length;
    const refetchesBefore = refetches;
    await page.mouse.move(sb.x + sb.width / 2, sb.y + sb.height / 2);
    await page.mouse.down();
    await page.mouse.move(sb.x + sb.width / 2 + 10, sb.y + sb.height / 2 + 10, { steps: 2 });
    await page.mouse.move(tb.x + tb.width / 2, tb.y + tb.height * 0.9, { steps: 8 });
    await page.waitForTimeout(100);
    // Watch for the card in its new column from the page itself, frame by frame.
    const drawn = page
      .evaluate(
        `new Promise((resolve) => {
      const check = () => {
        const card = document.querySelector('[data-card-id="${taskId}"]');
        if (card && card.closest('[data-column-key="${to}"]')) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    })`,
      )
      .catch(() => Number.NaN) as Promise<number>;
    const answered = page.waitForResponse(
      (r) => r.url().includes('/functions/v1/tasks') && (r.request().postData() ?? '').includes('updateBatch'),
    );
    await page.mouse.up();
    const res = await answered;
    if (!res.ok()) throw new Error(`updateBatch answered ${res.status()}`);
    const drawnAt = await drawn;
    const timing = await page.evaluate(() => {
      const dropAt = (window as unknown as { __dropAt: number }).__dropAt;
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/functions/v1/tasks'))
        .at(-1) as PerformanceResourceTiming;
      return {
        dropAt,
        responseEnd: entry.responseEnd,
        sentAt: entry.startTime,
        serverStart: entry.requestStart,
        firstByte: entry.responseStart,
      };
    });
    ack.push(timing.responseEnd - timing.dropAt);
    sent.push(timing.sentAt - timing.dropAt);
    server.push(timing.firstByte - timing.serverStart);
    optimistic.push(drawnAt - timing.dropAt);
    // The refresh after the move (the mutation's and the live one) settles before the next drop.
    await page.waitForTimeout(300);
    for (let t = 0; t < 600 && (inFlight > 0 || Date.now() - lastRefetchAt < 500); t++) await page.waitForTimeout(50);
    requestsPerDrop = Math.max(requestsPerDrop, batchRequests.length - before);
    refetchesPerDrop.push(refetches - refetchesBefore);
  }
  await page.close();
  return {
    dropToAckMs: median(ack),
    dropToRequestSentMs: median(sent),
    serverWaitMs: median(server),
    dropToOptimisticRenderMs: median(optimistic),
    updateBatchRequestsPerDrop: requestsPerDrop,
    otherTaskWrites: otherTasksRequests,
    plannerDataRefetchesPerDrop: median(refetchesPerDrop),
    drops: DROPS,
  };
}

export async function boardsBench(b: Bench): Promise<Record<string, unknown>> {
  const s = await seed(b.db);
  const browser = await chromium.launch({ executablePath: b.chromiumPath, args: ARGS, headless: true });
  try {
    const kanban = await measureView(browser, b, s, '/kanban', '[data-testid=kanban-card]', { allCount: TASKS });
    const month = await measureView(browser, b, s, '/calendar', '[data-testid=calendar-task]', {
      calendarView: 'month',
    });
    const context = await openContext(browser, s);
    const drops = await measureDrops(context, b, s);
    await context.close();
    return {
      tasks: TASKS,
      'kanban first render (median)': { ...kanban, target: 'board under 500 ms' },
      'month calendar first render (median)': { ...month, target: 'under 500 ms' },
      'drop → server acknowledgement (median)': { ...drops, target: 'one updateBatch request per drop' },
    };
  } finally {
    await browser.close();
  }
}
