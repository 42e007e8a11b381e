import { expect, test, type Browser, type Locator, type Page, type TestInfo } from './support/test.ts';
import { MONTH_NAMES_EN, MONTH_NAMES_RU } from '@shared/planner/calendar.ts';
import {
  center,
  columnCards,
  drag,
  getFunction,
  moscow,
  moscowDay,
  openBoard,
  pickUpCard,
  plannerData,
  seedBoard,
  type Point,
  serverColumns,
} from './support/boards-fixtures.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';
import { mockTelegram, telegramEvents } from './support/telegram-mock.ts';

/*
 * Issue #6 in a real browser against the live server: the kanban (drag by mouse, touch and
 * keyboard, optimistic moves, live updates, refusals) and the calendar (views, navigation,
 * Other Tasks, '<n> more', team view, reschedule by drag). Every test seeds a board of its own.
 */

const column = (page: Page, optionId: number | null) =>
  page.locator(`[data-testid=kanban-column][data-column-key="${optionId ?? 'none'}"]`);
const card = (page: Page, taskId: number) => page.locator(`[data-card-id="${taskId}"]`);

/**
 * A phone shows one column and a bit of the next: scroll the board so that the border
 * between two columns is mid-screen, away from the edges where dragging scrolls the board.
 */
async function showBoth(page: Page, fromOption: number | null, toOption: number | null) {
  const vw = page.viewportSize()!.width;
  const [a, b] = [(await column(page, fromOption).boundingBox())!, (await column(page, toOption).boundingBox())!];
  if (Math.min(a.x, b.x) >= 0 && Math.max(a.x + a.width, b.x + b.width) <= vw) return;
  const border = a.x < b.x ? (a.x + a.width + b.x) / 2 : (b.x + b.width + a.x) / 2;
  await page
    .getByTestId('kanban-columns')
    .evaluate((el, dx) => el.scrollBy({ left: dx, behavior: 'instant' }), border - vw / 2);
}

/** A point in `col` just above the card at `index` among the cards other than the dragged one, or below the last. */
async function slot(page: Page, optionId: number | null, index: number): Promise<Point> {
  const rects = await column(page, optionId)
    .locator('.kb-card:not(.is-source)')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  const col = (await column(page, optionId).boundingBox())!;
  // A phone shows a column and a bit of the next: aim inside the visible part.
  // (Not too near the screen's edge either: there the board scrolls under the finger.)
  const x = Math.max(col.x + 16, Math.min(col.x + col.width / 2, page.viewportSize()!.width - 64));
  if (index < rects.length) return { x, y: rects[index].top + 6 };
  const last = rects.at(-1);
  return { x, y: last ? last.bottom + 30 : col.y + 70 };
}

const waitForBatch = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/functions/v1/tasks') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('updateBatch'),
  );

async function ownerBoard(page: Page, titles: [string, number | null, number][]) {
  const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova' });
  const board = await seedBoard(
    page,
    sessionId,
    titles.map(([title, status, position]) => ({ title, status, position })),
  );
  return { sessionId, person, board };
}

async function newSignedInPage(browser: Browser, info: TestInfo, username: string) {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    hasTouch: use.hasTouch,
    isMobile: use.isMobile,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
  });
  const page = await context.newPage();
  const signed = await signInAsDemo(page, { username });
  return { context, page, ...signed };
}

test.describe('demo practice', () => {
  test('draws the seeded practice: kanban, month and year with a few hundred tasks', async ({ page }, info) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    const { projects } = await getFunction<{ projects: { id: number; title: string; space_id: number }[] }>(
      page,
      'projects',
      { action: 'get', sessionId },
    );
    const project = projects.find((p) => p.title === 'Судебные споры');
    test.skip(!project, 'no demo practice on this server');
    const board = { spaceId: project!.space_id, projectId: project!.id };
    await page.evaluate(() => localStorage.setItem('planner.sidebarCollapsed', 'true'));
    await openBoard(page, board, '/kanban');
    await expect(page.getByTestId('kanban-card').first()).toBeVisible();
    await expect(page.getByTestId('kanban-column').first()).toHaveCSS('width', '320px');
    await page.screenshot({ path: `tests/e2e/artifacts/boards-demo-kanban-${info.project.name}.png` });
    await openBoard(page, board, '/calendar');
    await expect(page.getByTestId('calendar-task').first()).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/boards-demo-month-${info.project.name}.png` });
    await page.getByTestId('calendar-views').locator('[data-view=week]').click();
    await page.screenshot({ path: `tests/e2e/artifacts/boards-demo-week-${info.project.name}.png` });
    await page.getByTestId('calendar-views').locator('[data-view=daily]').click();
    await page.getByTestId('calendar-team-toggle').click();
    await expect(page.getByTestId('calendar-column-head').first()).toHaveText('Без исполнителя');
    await page.screenshot({ path: `tests/e2e/artifacts/boards-demo-team-${info.project.name}.png` });
    await page.getByTestId('calendar-views').locator('[data-view=year]').click();
    await expect(page.getByTestId('calendar-year-month')).toHaveCount(12);
    await page.screenshot({ path: `tests/e2e/artifacts/boards-demo-year-${info.project.name}.png` });
  });
});

test.describe('kanban', () => {
  test('shows a column per status with counts, a leading No Status column and the remembered card variant', async ({
    page,
  }, info) => {
    const { board } = await ownerBoard(page, [
      ['Иск', 0, 0],
      ['Отзыв', 0, 1],
      ['Договор', 1, 0],
      ['Без статуса', null, 0],
    ]);
    await openBoard(page, board, '/kanban');
    const titles = page.getByTestId('kanban-column-title');
    await expect(titles).toHaveText(['Без статуса (1)', 'К выполнению (2)', 'В работе (1)', 'Готово (0)']);
    const first = column(page, board.options[0].id);
    await expect(first).toHaveCSS('width', '320px');
    await expect(first).toHaveCSS('border-top-color', 'rgb(59, 130, 246)');
    await expect(column(page, board.options[2].id)).toContainText('Нет задач');

    await page.locator('[data-variant=minimal]').click();
    await expect(page.locator('.kb-card--minimal')).toHaveCount(4);
    await page.reload();
    await expect(page.locator('[data-variant=minimal]')).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.kb-card--minimal')).toHaveCount(4);
    await page.locator('[data-variant=full]').click();
    await expect(page.locator('.kb-card--full')).toHaveCount(4);
    await page.screenshot({ path: `tests/e2e/artifacts/boards-kanban-${info.project.name}.png` });

    // A click opens the Edit Task dialog.
    await card(page, board.tasks['Договор']).click();
    await expect(page.getByTestId('entity-title')).toHaveValue('Договор');
  });

  test('moves a card to another column and within a column by mouse or touch, and keeps it after a reload', async ({
    page,
  }, info) => {
    const { sessionId, board } = await ownerBoard(page, [
      ['A', 0, 0],
      ['B', 0, 1],
      ['C', 0, 2],
      ['D', 1, 0],
    ]);
    const [todo, doing] = board.options.map((o) => o.id);
    const { A, B, C, D } = board.tasks;
    await openBoard(page, board, '/kanban');
    await expect(card(page, A)).toBeVisible();

    // Across: A below D in "В работе".
    let answered = waitForBatch(page);
    await showBoth(page, todo, doing);
    const calls: string[] = [];
    page.on('request', (r) => {
      const name = /\/functions\/v1\/([\w-]+)/.exec(r.url())?.[1];
      if (name === 'planner-data' || name === 'tasks') calls.push(name);
    });
    await drag(page, info, card(page, A), () => slot(page, doing, 1));
    await expect.poll(() => columnCards(page, doing)).toEqual([D, A]);
    await expect.poll(() => columnCards(page, todo)).toEqual([B, C]);
    const sent = JSON.parse((await answered).request().postData()!);
    expect(sent.updates).toContainEqual({ id: A, value_select_position: 1, value_select: doing });
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('kanban-column-title').nth(1)).toHaveText('В работе (2)');
    // The move cost one request (issue 35 §5): its answer is the new board, and its own live
    // event, which reaches this page too, fetches nothing. The marker: a settings change made
    // after the move; events arrive in order, so once the page asks for its settings again,
    // the move's event has been handled.
    const { timezone } = await callFunction<{ timezone: string }>(page, 'settings', {
      action: 'getUserSettings',
      sessionId,
    });
    const marker = page.waitForRequest(
      (r) => r.url().includes('/functions/v1/settings') && (r.postData() ?? '').includes('getUserSettings'),
    );
    await callFunction(page, 'settings', { action: 'updateTimezone', sessionId, data: { timezone } });
    await marker;
    // (What the page asked before the move, its first load under a slow machine, is not the move's.)
    expect(calls.slice(calls.indexOf('tasks'))).toEqual(['tasks']);

    // Within: C above B; only positions change.
    answered = waitForBatch(page);
    await drag(page, info, card(page, C), () => slot(page, todo, 0));
    await expect.poll(() => columnCards(page, todo)).toEqual([C, B]);
    const within = JSON.parse((await answered).request().postData()!);
    // Only positions change: the moved card names its own column, the others no column.
    expect(within.updates).toContainEqual({ id: C, value_select_position: 0, value_select: todo });
    expect(within.updates.filter((u: Record<string, unknown>) => 'value_select' in u)).toHaveLength(1);

    await page.reload();
    await expect.poll(() => columnCards(page, todo)).toEqual([C, B]);
    await expect.poll(() => columnCards(page, doing)).toEqual([D, A]);
    const server = await serverColumns(page, sessionId, board.projectId);
    expect(server.get(todo)).toEqual([C, B]);
    expect(server.get(doing)).toEqual([D, A]);
  });

  test('on a phone a card held at the edge scrolls the board at most a column per 600 ms (issue 33)', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'a thumb on a touch screen');
    const { board } = await ownerBoard(page, [
      ['Иск', null, 0],
      ['Отзыв', 0, 0],
      ['Договор', 1, 0],
    ]);
    await openBoard(page, board, '/kanban');
    const boardEl = page.getByTestId('kanban-columns');
    const [a, b] = [
      (await column(page, null).boundingBox())!,
      (await column(page, board.options[0].id).boundingBox())!,
    ];
    const pitch = b.x - a.x; // one column and its gap
    const from = await center(card(page, board.tasks['Иск']));
    const vw = page.viewportSize()!.width;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [],
      });
    await touch('touchStart', from); // a long press picks the card up
    await expect(page.getByTestId('kanban-drag-overlay')).toBeVisible();
    // The board's scroll position, sampled every frame with the page's own clock.
    await boardEl.evaluate((el) => {
      const samples: [number, number][] = [];
      (window as unknown as { __scroll: [number, number][] }).__scroll = samples;
      const tick = () => {
        samples.push([performance.now(), el.scrollLeft]);
        if (samples.length < 2000) requestAnimationFrame(tick);
      };
      tick();
    });
    // The thumb rests at the right edge, where the board scrolls fastest.
    for (let i = 1; i <= 5; i++) await touch('touchMove', { x: from.x + ((vw - 4 - from.x) * i) / 5, y: from.y });
    const samples = () => page.evaluate(() => (window as unknown as { __scroll: [number, number][] }).__scroll);
    // Held for 1.5 s of the page's time (or until the board's end).
    await expect
      .poll(async () => {
        const s = await samples();
        const last = s.at(-1)!;
        const maxScroll = await boardEl.evaluate((el) => el.scrollWidth - el.clientWidth);
        return last[0] - s[0][0] >= 1500 || last[1] >= maxScroll - 1;
      })
      .toBe(true);
    await touch('touchEnd');
    await cdp.detach();
    const s = await samples();
    expect(s.at(-1)![1] - s[0][1]).toBeGreaterThan(0); // it did scroll
    // Over any 600 ms of holding, at most one column.
    let fastest = 0;
    for (let i = 0; i < s.length; i++)
      for (let j = i + 1; j < s.length && s[j][0] - s[i][0] <= 600; j++) fastest = Math.max(fastest, s[j][1] - s[i][1]);
    expect(fastest).toBeLessThanOrEqual(pitch);
  });

  test(
    'moves cards with the keyboard: Space picks up, arrows move, Space drops',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const { sessionId, board } = await ownerBoard(page, [
        ['K1', 0, 0],
        ['K2', 0, 1],
        ['K3', 1, 0],
        ['K4', 1, 1],
      ]);
      const [todo, doing, done] = board.options.map((o) => o.id);
      const { K1, K2, K3, K4 } = board.tasks;
      await openBoard(page, board, '/kanban');

      await card(page, K1).focus();
      let answered = waitForBatch(page);
      await pickUpCard(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expect(column(page, doing).getByTestId('kanban-placeholder')).toBeVisible();
      await page.keyboard.press('Space');
      await answered;
      await expect.poll(() => columnCards(page, doing)).toEqual([K3, K1, K4]);
      await expect.poll(() => columnCards(page, todo)).toEqual([K2]);
      // The moved card keeps the focus: move it on, to the end of "Готово".
      await expect(card(page, K1)).toBeFocused();
      answered = waitForBatch(page);
      await pickUpCard(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await answered;
      await expect.poll(() => columnCards(page, done)).toEqual([K1]);

      // Within a column: K4 up above K3.
      await card(page, K4).focus();
      answered = waitForBatch(page);
      await pickUpCard(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await answered;
      await expect.poll(() => columnCards(page, doing)).toEqual([K4, K3]);

      // Escape cancels: nothing is sent.
      await card(page, K2).focus();
      await pickUpCard(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('kanban-placeholder')).toHaveCount(0);
      await expect.poll(() => columnCards(page, todo)).toEqual([K2]);

      await page.reload();
      await expect.poll(() => columnCards(page, doing)).toEqual([K4, K3]);
      expect((await serverColumns(page, sessionId, board.projectId)).get(done)).toEqual([K1]);
    },
  );

  test('another browser sees the move live', { tag: '@desktop-only' }, async ({ page, browser }, info) => {
    const { board } = await ownerBoard(page, [
      ['L1', 0, 0],
      ['L2', 0, 1],
      ['L3', 1, 0],
    ]);
    const [todo, doing] = board.options.map((o) => o.id);
    const other = await newSignedInPage(browser, info, 'anna_smirnova');
    try {
      // The other page listens before the move happens (the stream, opened with its ticket, answers once subscribed).
      const listening = other.page.waitForResponse((r) => r.url().includes('/functions/v1/realtime?ticket='));
      await openBoard(other.page, board, '/kanban');
      await listening;
      await expect.poll(() => columnCards(other.page, doing)).toEqual([board.tasks.L3]);
      await openBoard(page, board, '/kanban');
      const answered = waitForBatch(page);
      await showBoth(page, todo, doing);
      await drag(page, info, card(page, board.tasks.L2), () => slot(page, doing, 0));
      await answered;
      await expect
        .poll(() => columnCards(other.page, doing), { timeout: 15_000 })
        .toEqual([board.tasks.L2, board.tasks.L3]);
      await expect.poll(() => columnCards(other.page, todo)).toEqual([board.tasks.L1]);
    } finally {
      await other.context.close();
    }
  });

  test(
    "rolls a viewer's refused move back with an error toast",
    { tag: '@desktop-only' },
    async ({ page, browser }, info) => {
      const { sessionId, board } = await ownerBoard(page, [
        ['V1', 0, 0],
        ['V2', 1, 0],
      ]);
      const [todo, doing] = board.options.map((o) => o.id);
      const viewer = await newSignedInPage(browser, info, 'dmitry_orlov');
      try {
        await callFunction(page, 'members', {
          action: 'add',
          sessionId,
          spaceId: board.spaceId,
          profileId: viewer.person.id,
          roleId: 4,
        });
        await callFunction(page, 'members', {
          action: 'add',
          sessionId,
          projectId: board.projectId,
          profileId: viewer.person.id,
          roleId: 4,
        });
        await openBoard(viewer.page, board, '/kanban');
        await expect.poll(() => columnCards(viewer.page, todo)).toEqual([board.tasks.V1]);
        const answered = waitForBatch(viewer.page);
        await showBoth(viewer.page, todo, doing);
        await drag(viewer.page, info, card(viewer.page, board.tasks.V1), () => slot(viewer.page, doing, 1));
        expect((await answered).status()).toBe(403);
        await expect(viewer.page.getByTestId('toast-error')).toBeVisible();
        await expect.poll(() => columnCards(viewer.page, todo)).toEqual([board.tasks.V1]);
        await expect.poll(() => columnCards(viewer.page, doing)).toEqual([board.tasks.V2]);
      } finally {
        await viewer.context.close();
      }
    },
  );

  test('rolls back the move of a task archived meanwhile', { tag: '@desktop-only' }, async ({ page }, info) => {
    const { sessionId, board } = await ownerBoard(page, [
      ['R1', 0, 0],
      ['R2', 0, 1],
    ]);
    const [todo, doing] = board.options.map((o) => o.id);
    // No live refresh on this page: it still shows the task when it is archived elsewhere.
    await page.route('**/functions/v1/realtime**', (r) => r.abort());
    await openBoard(page, board, '/kanban');
    await expect.poll(() => columnCards(page, todo)).toEqual([board.tasks.R1, board.tasks.R2]);
    await callFunction(page, 'tasks', { action: 'archive', sessionId, id: board.tasks.R1 });
    const answered = waitForBatch(page);
    await showBoth(page, todo, doing);
    await drag(page, info, card(page, board.tasks.R1), () => slot(page, doing, 0));
    expect((await answered).ok()).toBe(false);
    await expect(page.getByTestId('toast-error')).toBeVisible();
    // Rolled back, then refreshed: the archived task is gone, nothing moved.
    await expect.poll(() => columnCards(page, doing)).toEqual([]);
    await expect.poll(() => columnCards(page, todo)).toEqual([board.tasks.R2]);
  });

  test("inside Telegram: the theme's colours, and a light haptic tap on drop", async ({ page }, info) => {
    await mockTelegram(page);
    const { board } = await ownerBoard(page, [
      ['T1', 0, 0],
      ['T2', 1, 0],
    ]);
    const [, doing] = board.options.map((o) => o.id);
    await openBoard(page, board, '/kanban');
    await expect(card(page, board.tasks.T1)).toBeVisible();
    // Telegram Desktop's dark theme: cards on its bg_color.
    await expect(card(page, board.tasks.T1)).toHaveCSS('background-color', 'rgb(23, 33, 43)');
    await page.screenshot({ path: `tests/e2e/artifacts/boards-kanban-telegram-${info.project.name}.png` });
    const answered = waitForBatch(page);
    await showBoth(page, board.options[0].id, doing);
    await drag(page, info, card(page, board.tasks.T1), () => slot(page, doing, 1));
    await answered;
    const haptics = (await telegramEvents(page)).filter((e) => e.name === 'web_app_trigger_haptic_feedback');
    expect(haptics).toContainEqual({
      name: 'web_app_trigger_haptic_feedback',
      params: { type: 'impact', impact_style: 'light' },
    });
  });

  test('says what is missing: no project, no select property', { tag: '@desktop-only' }, async ({ page }) => {
    // Signed in on a page without the planner: nothing there writes the selection back meanwhile.
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    // A space without projects: nothing to open (the planner opens on work otherwise, issue 33).
    const empty = await callFunction<{ space: { id: number } }>(page, 'spaces', {
      action: 'create',
      sessionId,
      title: 'Пустое пространство',
    });
    await page.evaluate((id) => {
      localStorage.setItem('planner.spaceId', String(id));
      localStorage.removeItem('planner.projectId');
    }, empty.space.id);
    await page.goto('/kanban');
    await expect(page.getByText('Выберите проект, чтобы увидеть задачи').first()).toBeVisible();
    const { space } = await callFunction<{ space: { id: number } }>(page, 'spaces', {
      action: 'create',
      sessionId,
      title: 'Без статусов',
    });
    const { project } = await callFunction<{ project: { id: number } }>(page, 'projects', {
      action: 'create',
      sessionId,
      space_id: space.id,
      title: 'Без статусов',
    });
    await openBoard(page, { spaceId: space.id, projectId: project.id }, '/kanban');
    await expect(page.getByTestId('kanban-no-select')).toContainText('В выбранном проекте нет свойства-списка');
  });
});

test.describe('calendar', () => {
  const today = moscowDay();
  const monthTitle = (day: string) => `${MONTH_NAMES_RU[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
  const addMonths = (day: string, n: number) => {
    const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.toISOString().slice(0, 10);
  };
  const dayPlus = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const mondayOf = (day: string) => dayPlus(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

  async function calendarBoard(page: Page, tasks: { title: string; date: string; assignee?: number }[]) {
    const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova' });
    const board = await seedBoard(
      page,
      sessionId,
      tasks.map((t) => ({ ...t, status: 0 })),
    );
    await openBoard(page, board, '/calendar');
    await expect(page.getByTestId('calendar')).toBeVisible();
    return { sessionId, person, board };
  }

  const view = (page: Page, v: 'daily' | 'week' | 'month' | 'year') =>
    page.getByTestId('calendar-views').locator(`[data-view=${v}]`).click();

  test(
    'navigates each view with its title: day, week, month, year',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await calendarBoard(page, [{ title: 'Сегодня в 10', date: moscow(today, 10, 0) }]);
      const title = page.getByTestId('calendar-title');

      // Month (the default): 42 cells from Monday, today highlighted, ±1 month.
      await expect(title).toHaveText(monthTitle(today));
      const cells = page.getByTestId('calendar-month-cell');
      await expect(cells).toHaveCount(42);
      await expect(cells.first()).toHaveAttribute('data-date', mondayOf(`${today.slice(0, 7)}-01`));
      await expect(page.locator(`[data-testid=calendar-month-cell][data-date="${today}"]`)).toHaveClass(/is-today/);
      await page.screenshot({ path: `tests/e2e/artifacts/boards-calendar-month-${info.project.name}.png` });
      await page.getByTestId('calendar-next').click();
      await expect(title).toHaveText(monthTitle(addMonths(today, 1)));
      await page.getByTestId('calendar-prev').click();
      await page.getByTestId('calendar-prev').click();
      await expect(title).toHaveText(monthTitle(addMonths(today, -1)));
      await page.getByTestId('calendar-today').click();

      // Daily: ±1 day, 17 hour rows.
      await view(page, 'daily');
      await expect(page.getByTestId('calendar-hour-row')).toHaveCount(17);
      await expect(page.getByTestId('calendar-hour-row').first()).toContainText('06:00');
      await expect(page.getByTestId('calendar-hour-row').last()).toContainText('22:00');
      await page.getByTestId('calendar-next').click();
      await expect(title).toHaveText(monthTitle(dayPlus(today, 1)));
      await expect(page.getByTestId('calendar-subtitle')).toContainText(String(Number(dayPlus(today, 1).slice(8))));
      await page.getByTestId('calendar-prev').click();
      await expect(page.getByTestId('calendar-task')).toHaveText(/10:00\s*Сегодня в 10/);

      // Week: 7 columns from Monday, ±7 days.
      await view(page, 'week');
      const heads = page.getByTestId('calendar-column-head');
      await expect(heads).toHaveCount(7);
      await expect(heads.first()).toContainText('Пн');
      await expect(heads.first()).toContainText(String(Number(mondayOf(today).slice(8))));
      await page.getByTestId('calendar-next').click();
      await expect(heads.first()).toContainText(String(Number(dayPlus(mondayOf(today), 7).slice(8))));
      await expect(title).toHaveText(monthTitle(dayPlus(today, 7)));
      await page.screenshot({ path: `tests/e2e/artifacts/boards-calendar-week-${info.project.name}.png` });

      // Year: 12 tiles with Russian month names, ±1 year; a tile opens its month.
      await view(page, 'year');
      await expect(title).toHaveText(dayPlus(today, 7).slice(0, 4));
      await expect(page.getByTestId('calendar-year-month')).toHaveCount(12);
      await expect(page.getByTestId('calendar-year-month').first()).toContainText('Январь');
      await page.getByTestId('calendar-next').click();
      const nextYear = String(Number(dayPlus(today, 7).slice(0, 4)) + 1);
      await expect(title).toHaveText(nextYear);
      await page.getByTestId('calendar-year-month').nth(2).click();
      await expect(title).toHaveText(`Март ${nextYear}`);
      await expect(page.getByTestId('calendar-month')).toBeVisible();
    },
  );

  test(
    "puts 00:00, early and late tasks under 'Other Tasks' and folds shared hours behind 'more'",
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await calendarBoard(page, [
        { title: 'Полночь', date: moscow(today, 0, 0) },
        { title: 'Рано', date: moscow(today, 5, 30) },
        { title: 'Поздно', date: moscow(today, 23, 0) },
        { title: 'Почти 23', date: moscow(today, 22, 59) },
        { title: 'Шесть', date: moscow(today, 6, 0) },
        { title: 'Девять А', date: moscow(today, 9, 0) },
        { title: 'Девять Б', date: moscow(today, 9, 30) },
      ]);
      await view(page, 'daily');
      const other = page.getByTestId('calendar-other-cell');
      await expect(other.getByTestId('calendar-task')).toHaveCount(1);
      await other.getByTestId('calendar-more').click();
      await expect(other.getByTestId('calendar-task')).toHaveText([/Полночь/, /05:30\s*Рано/, /23:00\s*Поздно/]);
      await expect(other.getByTestId('calendar-hide')).toHaveText('Скрыть');
      const row = (h: number) => page.locator(`[data-hour-row="${h}"]`);
      await expect(row(22).getByTestId('calendar-task')).toHaveText(/22:59\s*Почти 23/);
      await expect(row(6).getByTestId('calendar-task')).toHaveText(/06:00\s*Шесть/);
      // Two tasks in one hour: the first, then 'ещё' opens the rest and 'Скрыть' folds them.
      await expect(row(9).getByTestId('calendar-task')).toHaveCount(1);
      await row(9).getByTestId('calendar-more').click();
      await expect(row(9).getByTestId('calendar-task')).toHaveCount(2);
      await row(9).getByTestId('calendar-hide').click();
      await expect(row(9).getByTestId('calendar-task')).toHaveCount(1);
      await page.screenshot({ path: `tests/e2e/artifacts/boards-calendar-daily-${info.project.name}.png` });

      // Week: an Other Tasks area per day, 'Нет задач' where empty.
      await view(page, 'week');
      const otherCells = page.getByTestId('calendar-other-cell');
      await expect(otherCells).toHaveCount(7);
      const empty = today === mondayOf(today) ? otherCells.nth(1) : otherCells.first();
      await expect(empty).toHaveText('Нет задач');
    },
  );

  test(
    "shows the first task and '<n> more' in a crowded month cell, and only this month's tasks",
    { tag: '@desktop-only' },
    async ({ page }) => {
      const busy = `${today.slice(0, 7)}-15`;
      const pair = `${today.slice(0, 7)}-16`;
      const nextMonthDay = `${addMonths(today, 1).slice(0, 7)}-01`;
      await calendarBoard(page, [
        { title: 'Пятнадцатое 1', date: moscow(busy, 9, 0) },
        { title: 'Пятнадцатое 2', date: moscow(busy, 10, 0) },
        { title: 'Пятнадцатое 3', date: moscow(busy, 11, 0) },
        { title: 'Пятнадцатое 4', date: moscow(busy, 12, 0) },
        { title: 'Шестнадцатое 1', date: moscow(pair, 9, 0) },
        { title: 'Шестнадцатое 2', date: moscow(pair) },
        { title: 'Следующий месяц', date: moscow(nextMonthDay, 9, 0) },
      ]);
      const cell = (d: string) => page.locator(`[data-testid=calendar-month-cell][data-date="${d}"]`);
      await expect(cell(busy).getByTestId('calendar-task')).toHaveText([/Пятнадцатое 1/]);
      await expect(cell(busy).getByTestId('calendar-month-more')).toHaveText('ещё 3');
      await cell(busy).getByTestId('calendar-month-more').click();
      await expect(cell(busy).getByTestId('calendar-task')).toHaveCount(4);
      await cell(busy).getByTestId('calendar-hide').click();
      await expect(cell(busy).getByTestId('calendar-task')).toHaveCount(1);
      await expect(cell(pair).getByTestId('calendar-task')).toHaveCount(2);
      await expect(cell(pair).getByTestId('calendar-month-more')).toHaveCount(0);
      // The grid's trailing days of the next month stay empty.
      const trailing = cell(nextMonthDay);
      if ((await trailing.count()) > 0) await expect(trailing.getByTestId('calendar-task')).toHaveCount(0);
    },
  );

  test(
    "team view: 'Unassigned' and a column per member, and the error text when members fail",
    { tag: '@desktop-only' },
    async ({ page }) => {
      const { sessionId, person, board } = await calendarBoard(page, []);
      const people = await getFunction<{ people: { id: number; name: string; username: string }[] }>(page, 'auth', {
        action: 'demoPeople',
      });
      const igor = people.people.find((p) => p.username === 'igor_volkov')!;
      await callFunction(page, 'members', { action: 'add', sessionId, spaceId: board.spaceId, profileId: igor.id });
      await callFunction(page, 'members', {
        action: 'add',
        sessionId,
        projectId: board.projectId,
        profileId: igor.id,
      }).catch(() => {});
      for (const [title, assignee] of [
        ['Анне', person.id],
        ['Игорю', igor.id],
        ['Никому', undefined],
      ] as const) {
        await callFunction(page, 'tasks', {
          action: 'create',
          sessionId,
          project_id: board.projectId,
          title,
          value_date: moscow(today, 11, 0),
          ...(assignee ? { value_people: assignee } : {}),
        });
      }
      const members = (await plannerData(page, sessionId, board.projectId)).members.map((m) => m.profile.name);
      await page.reload();
      await view(page, 'daily');
      await expect(page.getByTestId('calendar-team-toggle')).toBeVisible();
      await page.getByTestId('calendar-team-toggle').click();
      const heads = page.getByTestId('calendar-column-head');
      await expect(heads).toHaveText(['Без исполнителя', ...members]);
      const col = (i: number) => page.locator(`[data-hour-row="11"] [data-testid=calendar-hour-cell]`).nth(i);
      await expect(col(0)).toContainText('Никому');
      await expect(col(members.indexOf(person.name) + 1)).toContainText('Анне');
      await expect(col(members.indexOf(igor.name) + 1)).toContainText('Игорю');
      await expect(page.getByTestId('calendar-views').locator('[data-view=week]')).toBeVisible();

      // The toggle is for the daily view only.
      await view(page, 'week');
      await expect(page.getByTestId('calendar-team-toggle')).toHaveCount(0);

      await page.route('**/functions/v1/get-members**', (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await page.reload();
      await view(page, 'daily');
      await page.getByTestId('calendar-team-toggle').click();
      await expect(page.getByTestId('team-error')).toHaveText('Ошибка загрузки участников команды: 500');

      // No answer at all: the other text.
      await page.unroute('**/functions/v1/get-members**');
      await page.route('**/functions/v1/get-members**', (r) => r.abort());
      await page.reload();
      await view(page, 'daily');
      await page.getByTestId('calendar-team-toggle').click();
      await expect(page.getByTestId('team-error')).toHaveText('Не удалось загрузить участников команды', {
        timeout: 15_000,
      });
    },
  );

  test("draws the current-time line in today's hour row", { tag: '@desktop-only' }, async ({ page }) => {
    await page.clock.install({ time: new Date(moscow(today, 10, 30)) });
    await calendarBoard(page, [{ title: 'Утро', date: moscow(today, 9, 0) }]);
    await view(page, 'daily');
    const line = page.locator('[data-hour-row="10"]').getByTestId('calendar-now-line');
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('style', /top: 50%/);
    await expect(page.getByTestId('calendar-now-line')).toHaveCount(1);
    await page.getByTestId('calendar-next').click();
    await expect(page.getByTestId('calendar-now-line')).toHaveCount(0);
  });

  test(
    'speaks English: month names, Other Tasks, "<n> more" and the team texts',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The user's language comes from settings: answer English without changing anyone's.
      await page.route('**/functions/v1/settings', async (route) => {
        if (!(route.request().postData() ?? '').includes('getUserSettings')) return route.continue();
        const res = await route.fetch();
        return route.fulfill({ response: res, json: { ...(await res.json()), language: 'en' } });
      });
      const busy = `${today.slice(0, 7)}-15`;
      const { sessionId, board } = await calendarBoard(
        page,
        [1, 2, 3, 4].map((n) => ({ title: `Task ${n}`, date: moscow(busy, 8 + n, 0) })),
      );
      await callFunction(page, 'tasks', { action: 'create', sessionId, project_id: board.projectId, title: 'Loose' });
      await expect(page.getByTestId('calendar-title')).toHaveText(
        `${MONTH_NAMES_EN[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`,
      );
      await expect(page.getByTestId('calendar-views').locator('[data-view]')).toHaveText([
        'Day',
        'Week',
        'Month',
        'Year',
      ]);
      await expect(
        page.locator(`[data-testid=calendar-month-cell][data-date="${busy}"]`).getByTestId('calendar-month-more'),
      ).toHaveText('3 more');
      await view(page, 'week');
      await expect(page.getByTestId('calendar-other-row')).toContainText('Other Tasks');
      await expect(page.getByTestId('calendar-other-cell').first()).toContainText(/No tasks|Task/);
      await view(page, 'year');
      await expect(page.getByTestId('calendar-year-month').first()).toContainText('January');
      await view(page, 'daily');
      await page.getByTestId('calendar-team-toggle').click();
      await expect(page.getByTestId('calendar-column-head').first()).toHaveText('Unassigned');
      await page.route('**/functions/v1/get-members**', (r) =>
        r.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
      );
      await page.reload();
      await view(page, 'daily');
      await page.getByTestId('calendar-team-toggle').click();
      await expect(page.getByTestId('team-error')).toHaveText('Error fetching team members: 503');
      await page.goto('/kanban');
      // Option titles are the user's own; the built-in texts are English.
      await expect(page.getByTestId('kanban-column-title')).toHaveText([
        'No Status (1)',
        'К выполнению (4)',
        'В работе (0)',
        'Готово (0)',
      ]);
      await expect(page.getByTestId('card-variant-switch').locator('[data-variant]')).toHaveText([
        'Minimal',
        'Compact',
        'Compact full',
        'Full',
      ]);
      await expect(page.getByTestId('kanban-column').nth(2)).toContainText('No tasks');
    },
  );

  test('reschedules a task by dragging it to another day and to another hour', async ({ page }, info) => {
    const from = `${today.slice(0, 7)}-10`;
    const to = `${today.slice(0, 7)}-12`;
    const { sessionId, board } = await calendarBoard(page, [{ title: 'Перенести', date: moscow(from, 14, 30) }]);
    const id = board.tasks['Перенести'];
    const chip = page.locator(`[data-testid=calendar-task][data-task-id="${id}"]`);
    const target = page.locator(`[data-testid=calendar-month-cell][data-date="${to}"]`);
    const saved = () =>
      plannerData(page, sessionId, board.projectId).then((d) => d.tasks.find((t) => t.id === id)!.value_date);

    let answered = page.waitForResponse(
      (r) => r.url().includes('/functions/v1/tasks') && (r.request().postData() ?? '').includes('"update"'),
    );
    await drag(page, info, chip, () => center(target));
    await expect(target.getByTestId('calendar-task')).toHaveText(/Перенести/);
    expect((await answered).status()).toBe(200);
    expect(await saved()).toBe(moscow(to, 14, 30));

    // Week view: onto the 9:00 row of the same day; minutes stay.
    await page.evaluate(() => localStorage.setItem('planner.calendar.view', 'week'));
    await page.reload();
    while (!(await page.locator(`[data-drop-day="${to}"][data-drop-hour="9"]`).count())) {
      await page.getByTestId(to < mondayOf(today) ? 'calendar-prev' : 'calendar-next').click();
    }
    const nine = page.locator(`[data-drop-day="${to}"][data-drop-hour="9"]`);
    answered = page.waitForResponse(
      (r) => r.url().includes('/functions/v1/tasks') && (r.request().postData() ?? '').includes('"update"'),
    );
    await drag(page, info, page.locator(`[data-testid=calendar-task][data-task-id="${id}"]`), async () => {
      await nine.scrollIntoViewIfNeeded();
      return center(nine);
    });
    await expect(nine.getByTestId('calendar-task')).toHaveText(/09:30\s*Перенести/);
    expect((await answered).status()).toBe(200);
    expect(await saved()).toBe(moscow(to, 9, 30));
  });
});
