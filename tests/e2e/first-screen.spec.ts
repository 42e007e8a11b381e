import { expect, test, type Page } from './support/test.ts';
import { builtShell, expectNoPageButTheShell, savedQueryCopies } from './support/caches.ts';
import { openBoard, seedBoard } from './support/boards-fixtures.ts';
import { ANON_KEY, signInAsDemo } from './support/sign-in.ts';
import { DARK_THEME, mockTelegram, postedParams, pressTelegramBack } from './support/telegram-mock.ts';

/**
 * A cold open is the server's page, hydrated; a repeat open shows the last-seen page at once
 * from the saved query cache (and refreshes it in the background), a sign-out leaves nothing of the person behind, the
 * service worker keeps no page but the built shell, and offline the shell still opens and says
 * there is no connection. Speed itself is the bench's (tests/bench/first-screen-bench.ts).
 */

const savedCopies = savedQueryCopies;

/**
 * A saved copy's answers but the sign-in page's list of demo people, which any visitor sees (a
 * signed-out person's name in it is no trace of them).
 */
function personal(body: string): string {
  try {
    const { queries } = (JSON.parse(body) as { clientState: { queries: Array<{ queryHash: string }> } }).clientState;
    return JSON.stringify(queries.filter((q) => !q.queryHash.includes('demoPeople')));
  } catch {
    return body;
  }
}

/** Waits until the app saved its cache for this session, holding `text`. */
async function savedWith(page: Page, sessionId: string, text: string) {
  await expect
    .poll(async () =>
      (await savedCopies(page)).some((c) => c.key === `lp-query-cache:${sessionId}` && c.body.includes(text)),
    )
    .toBe(true);
}

// The suite runs without a service worker (playwright.config.ts); the tests after this block are about it.
test.use({ serviceWorkers: 'allow' });
// A new context for each test, as in pwa-update.spec.ts: the reset between tests leaves Cache Storage.
test.use({ reuseContext: false });

test.describe('the first screen', () => {
  // The saved answers alone, without the service worker's caches in play.
  test.use({ serviceWorkers: 'block' });

  test('a repeat open shows the last-seen profile while the server has not answered yet @desktop-only', async ({
    page,
  }) => {
    const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await savedWith(page, sessionId, person.name);

    // The server now answers nothing: what shows comes from the saved cache.
    await page.route('**/functions/v1/**', () => {});
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test(
    'signing out drops the saved cache: the next person does not see the first one',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const first = await signInAsDemo(page, { username: 'igor_volkov', goto: '/profile' });
      await expect(page.getByTestId('profile-name')).toHaveText(first.person.name);
      await savedWith(page, first.sessionId, first.person.name);

      await page.goto('/settings');
      await page.getByTestId('sign-out').click();
      await page.getByTestId('sign-out-dialog-confirm').click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect
        .poll(async () => (await savedCopies(page)).filter((c) => personal(c.body).includes(first.person.name)).length)
        .toBe(0);

      const second = await signInAsDemo(page, { username: 'dmitry_orlov', goto: '/profile' });
      await expect(page.getByTestId('profile-name')).toHaveText(second.person.name);
      await savedWith(page, second.sessionId, second.person.name);
      expect((await savedCopies(page)).map((c) => c.key)).toEqual([`lp-query-cache:${second.sessionId}`]);
    },
  );

  test('a cold open paints the page the server drew for this person before any script ran, and the app hydrates it', async ({
    page,
    context,
    browser,
  }) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/' });
    const firstTitle =
      (await page.getByTestId('post-card').first().getByTestId('post-title-link').textContent())?.trim() ?? '';
    expect(firstTitle).not.toBe('');
    // The app told the server what it needs to draw this person's first screen; the session is
    // in the server's HttpOnly cookie alone, in no cookie a script reads, so no script can take it.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_session' && c.httpOnly)?.value)
      .toBe(sessionId);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'lp_screen')).toBe(true);
    expect((await context.cookies()).filter((c) => !c.httpOnly && c.value.includes(sessionId))).toEqual([]);

    await page.addInitScript(() => {
      const w = window as unknown as { __parsed: Record<string, unknown> | null; __firstCard: Element | null };
      w.__parsed = null;
      // The page as parsed (the drawn part streams in after the head), before the app starts: the
      // drawn state follows the drawn page, and the scripts are named only after it.
      const parsed = new MutationObserver(() => {
        if (!document.getElementById('lp-drawn')) return;
        parsed.disconnect();
        const root = document.getElementById('root');
        w.__firstCard = root?.querySelector('[data-testid=post-card]') ?? null;
        w.__parsed = {
          text: root?.textContent,
          cards: root?.querySelectorAll('[data-testid=post-card]').length,
          state: true,
          drawn: root?.hasAttribute('data-drawn'),
          scripts: document.querySelectorAll('script[type=module]').length,
        };
      });
      parsed.observe(document, { childList: true, subtree: true });
    });
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 1500)));
    await page.reload();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const parsed = await page.evaluate(() => (window as unknown as { __parsed: Record<string, unknown> }).__parsed);
    expect(parsed).toMatchObject({ state: true, drawn: true, scripts: 0 });
    expect(parsed.cards).toBeGreaterThan(0);
    expect(parsed.text).toContain(firstTitle);
    // Hydrated, not drawn again: the card the HTML brought is the live one, and the state element is gone.
    await expect(page.locator('#lp-drawn')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const card = (window as unknown as { __firstCard: Element | null }).__firstCard;
          return !!card && card.isConnected && card === document.querySelector('[data-testid=post-card]');
        }),
      )
      .toBe(true);
    // The live page works: a card opens its post.
    await page.getByTestId('post-card').first().getByTestId('post-title-link').click();
    await expect(page).toHaveURL(/\/post\//);

    // With scripts off, the server's page still shows the post and the feed: the page is drawn, not built by a script.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const still = await noScript.newPage();
    await still.goto(page.url());
    await expect(still.getByTestId('post-title')).toBeVisible();
    await still.goto('/');
    await expect(still.getByTestId('post-card').first()).toContainText(firstTitle);
    // And the first screen of her planner: her project's tasks.
    await still.goto('/planner');
    await expect(still.getByTestId('task-table').locator('tbody tr').first()).toBeVisible();
    await noScript.close();

    // Signed out: the cookie holds the new anonymous session, no longer the person's.
    await page.goto('/settings');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    const anonymous = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(anonymous).not.toBe(sessionId);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_session')?.value)
      .toBe(anonymous);
  });

  /**
   * Reloads `page` with `what` held back until `release` is called: by default the app's entry
   * script, so none of the app's code runs meanwhile.
   */
  async function reloadHeld(page: Page, what = /\/assets\/index-[\w-]+\.js$/): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(what, async (route) => {
      await held;
      // Gone with a page that was left meanwhile.
      await route.continue().catch(() => {});
    });
    await page.reload({ waitUntil: 'commit' });
    return release;
  }

  test('a drawn page asks for its scripts only once its stylesheets are in: on a slow line they would share it with what the page paints with', async ({
    page,
  }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/' });
    const release = await reloadHeld(page, /\/assets\/[\w-]+\.css$/);
    // The new page's, from its start on (the one left asked for its own).
    const scripts: string[] = [];
    page.on('request', (r) => /\/assets\/[\w-]+\.js$/.test(r.url()) && scripts.push(r.url()));
    // The whole drawn page is in, its state after it: the parser has gone past where the scripts
    // were named, and none of them is in the document or was asked for. (Polled on a timer: a page
    // whose stylesheets are not in paints no frame.)
    await page.waitForFunction(() => !!document.getElementById('lp-drawn')?.nextElementSibling, undefined, {
      polling: 50,
    });
    expect(await page.evaluate(() => document.querySelectorAll('script[type=module]').length)).toBe(0);
    expect(scripts).toEqual([]);

    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    await page.getByTestId('post-card').first().getByTestId('post-title-link').click();
    await expect(page).toHaveURL(/\/post\//);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a tap on the drawn planner before the app listens is answered once it does: the filters open', async ({
    page,
  }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/planner' });
    // The app's code held back: the drawn page stands there, listening to nothing of the app's.
    const release = await reloadHeld(page);
    const toggle = page.locator('#root[data-drawn] [data-testid=filters-toggle]');
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(page.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("a task tapped before the app listens opens at once, drawn by the server at the task's address; its fields take typing once the app listens", async ({
    page,
  }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/planner' });
    const release = await reloadHeld(page);
    const row = page.locator('#root[data-drawn] [data-testid=task-row]').first();
    await expect(row).toBeVisible();
    const title = (await row.locator('.pl-task-title').textContent())!;
    const taskId = await row.getAttribute('data-task-id');
    await row.click();

    // Still before any of the app's code ran: the task's address, drawn with its dialog open.
    await expect(page).toHaveURL(new RegExp(`/planner\\?task=${taskId}$`));
    const dialog = page.locator('#root[data-drawn] [data-testid=entity-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('entity-title')).toHaveValue(title);
    // Held until the app listens: typing now would be lost to the hydration.
    await expect(dialog.getByTestId('entity-title')).toBeDisabled();

    release();
    const field = page.getByTestId('entity-title');
    await expect(field).toBeEditable();
    // The address goes back to the view's, so a reload does not reopen the task.
    await expect(page).toHaveURL(/\/planner$/);
    await field.fill(`${title} — черновик`);
    await expect(field).toHaveValue(`${title} — черновик`);
    await page.getByTestId('entity-dialog-close').click();
    await page.getByTestId('unsaved-dialog-discard').click();
    await expect(page.getByTestId('entity-dialog')).toHaveCount(0);
    await expect(page.locator(`[data-testid=task-row][data-task-id="${taskId}"] .pl-task-title`)).toHaveText(title);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a task tapped before the app listens whose page never comes leaves the planner as it was, and the app listens after all', async ({
    page,
  }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/planner' });
    // The app's code runs, and waits for its texts before it hydrates the drawn page.
    const release = await reloadHeld(page, /\/locales\/ru\/translations\.json$/);
    const row = page.locator('#root[data-drawn] [data-testid=task-row]').first();
    await expect(row).toBeVisible();
    // Its scripts have run (they run before DOMContentLoaded). A tap before then, followed by a
    // navigation that never comes, leaves a page whose loading the navigation stopped: its code
    // never runs.
    await page.waitForFunction(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd > 0,
    );
    // The task's address answers nothing to show, as a stopped navigation would: the page stays.
    await page.route(/\/planner\?task=/, (route) => route.fulfill({ status: 204 }));
    await row.click();
    // Being left, the page holds its hydration back for the next one's sake (app/leaving-page.ts).
    await expect(page.locator('#root')).toHaveAttribute('data-leaving', '');

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-leaving');
    await expect(page).toHaveURL(/\/planner$/);
    const toggle = page.getByTestId('filters-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The task opens now, in the app.
    await row.click();
    await expect(page.getByTestId('entity-dialog')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("inside Telegram, a kanban card tapped before the app listens opens drawn in Telegram's frame; once the app listens, Telegram's buttons save and its back button closes it", async ({
    page,
  }) => {
    await mockTelegram(page, { theme: DARK_THEME, platform: 'android' });
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    // A board of its own: other tests change the demo person's projects and selection meanwhile.
    const board = await seedBoard(page, sessionId, [{ title: 'Ходатайство об отложении', status: 0 }]);
    await openBoard(page, board, '/kanban');
    const taskId = board.tasks['Ходатайство об отложении']!;
    await expect(page.locator(`[data-testid=kanban-card][data-card-id="${taskId}"]`)).toBeVisible();

    const release = await reloadHeld(page);
    const card = page.locator(`#root[data-drawn] [data-testid=kanban-card][data-card-id="${taskId}"]`);
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/kanban\\?task=${taskId}$`));
    const dialog = page.locator('#root[data-drawn] [data-testid=entity-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('entity-title')).toHaveValue('Ходатайство об отложении');
    await expect(page.locator('html')).toHaveClass(/in-telegram/);

    release();
    await expect(page.getByTestId('entity-title')).toBeEditable();
    await expect(page).toHaveURL(/\/kanban$/);
    // Telegram's own button saves the task, the app's footer is not drawn.
    await expect
      .poll(async () => (await postedParams(page, 'web_app_setup_main_button')).at(-1)?.is_visible)
      .toBe(true);
    await pressTelegramBack(page);
    await expect(page.getByTestId('entity-dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/kanban$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a drawn planner asks again only for what changed since it was drawn: a task renamed before its live updates opened shows its new name', async ({
    page,
  }) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/' });
    // A board of its own: other tests change the demo person's projects and selection meanwhile.
    const board = await seedBoard(page, sessionId, [{ title: 'Отзыв на иск', status: 0 }]);
    await openBoard(page, board, '/planner');
    const taskId = board.tasks['Отзыв на иск']!;
    await expect(page.locator(`[data-testid=task-row][data-task-id="${taskId}"]`)).toBeVisible();
    const renamed = `Переименовано до потока ${Date.now()}`;
    const asked: string[] = [];
    page.on('request', (r) => {
      const name = /\/functions\/v1\/(planner-data)\b/.exec(r.url())?.[1];
      if (name) asked.push(name);
    });
    // The live updates' ticket waits until the task is renamed elsewhere: the change falls after
    // the drawing and before the stream, which asks for what happened since the drawing.
    let done = false;
    await page.route(/\/functions\/v1\/realtime$/, async (route) => {
      if (!done && route.request().method() === 'POST') {
        done = true;
        const res = await page.request.post('/functions/v1/tasks', {
          headers: { Authorization: `Bearer ${ANON_KEY}` },
          data: { action: 'update', sessionId, id: taskId, title: renamed },
        });
        expect(res.ok()).toBe(true);
      }
      await route.continue();
    });
    await page.reload();
    await expect(page.locator(`[data-testid=task-row][data-task-id="${taskId}"] .pl-task-title`)).toHaveText(renamed);
    // The project's tasks asked for again because they changed. (The board was made a moment
    // before the drawing, within the margin the replay reaches back, so its lists may come again
    // too; that nothing unchanged is asked is the unit tests' of the saved copy and the client.)
    expect(asked).toContain('planner-data');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('someone who never opened the app follows a shared post link: the server draws the post as any visitor sees it, and the app hydrates it', async ({
    page,
    context,
    browser,
  }) => {
    // The link, as someone else would share it.
    const other = await browser.newContext();
    const finder = await other.newPage();
    await finder.goto('/');
    const link = (await finder.getByTestId('post-card').first().getByTestId('post-title-link').getAttribute('href'))!;
    const title = (await finder.getByTestId('post-card').first().getByTestId('post-title-link').textContent())!.trim();
    await other.close();

    await page.addInitScript(() => {
      const w = window as unknown as { __parsed: Record<string, unknown> | null; __title: Element | null };
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        w.__title = root?.querySelector('[data-testid=post-title]') ?? null;
        w.__parsed = { text: root?.textContent, state: !!document.getElementById('lp-drawn') };
      });
    });
    expect(await context.cookies()).toEqual([]);
    await page.goto(link);
    await expect(page.getByTestId('post-title')).toHaveText(title);
    const parsed = await page.evaluate(() => (window as unknown as { __parsed: Record<string, unknown> }).__parsed);
    expect(parsed).toMatchObject({ state: true });
    expect(parsed.text).toContain(title);
    // Hydrated for the anonymous session the app made meanwhile, not drawn again.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const drawn = (window as unknown as { __title: Element | null }).__title;
          return !!drawn && drawn.isConnected && drawn === document.querySelector('[data-testid=post-title]');
        }),
      )
      .toBe(true);
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toBeTruthy();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lp_session' && c.httpOnly)?.value)
      .toBe(sessionId);
    // The live page works: the feed is a tap away.
    await page.goto('/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();

    // With scripts off, a first-time reader still gets the post.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(link);
    await expect(still.getByTestId('post-title')).toHaveText(title);
    await noScript.close();
  });
});

test('offline, the app opens from the service worker and says there is no connection', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    'Нет связи: изменения сохранятся и отправятся, когда связь появится',
  );
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });

test(
  "under the service worker a repeat open of a page the server draws is the server's drawing, a page it does not draw renders from the saved cache at once, and Cache Storage holds no page but the built shell",
  { tag: '@desktop-only' },
  async ({ page }) => {
    const { sessionId, person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await controlled(page);
    await savedWith(page, sessionId, person.name);

    // The worker asks the server for a page it draws (sw.ts `drawnOrShell`): the drawing arrives
    // with the HTML, before any script.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __drawn: boolean }).__drawn = !!document.getElementById('lp-drawn');
      });
    });
    const drawnAtParse = () => page.evaluate(() => (window as unknown as { __drawn?: boolean }).__drawn);
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    expect(await drawnAtParse()).toBe(true);

    // A page the server does not draw: the shell comes from the worker, what it shows from the
    // saved cache, while the server answers nothing.
    await page.goto('/settings');
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await page.route('**/functions/v1/**', () => {});
    await page.reload();
    await expect(page.getByTestId('sign-out')).toBeVisible();
    expect(await drawnAtParse()).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // More of the app: the feed, a post, the planner; then what the device keeps.
    await page.goto('/');
    await page.getByTestId('post-card').first().getByTestId('post-title-link').click();
    await expect(page.getByTestId('post-title')).toBeVisible();
    await page.goto('/planner');
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    await expectNoPageButTheShell(page, builtShell(), [person.name]);

    // Signed out: nothing of the person is kept.
    await page.goto('/settings');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-dialog-confirm').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect
      .poll(async () => (await savedCopies(page)).filter((c) => personal(c.body).includes(person.name)).length)
      .toBe(0);
    await expectNoPageButTheShell(page, builtShell(), [person.name]);
  },
);

test(
  'under the service worker an address nobody owns still opens the app’s "not found": the server’s 404 gives way to the shell',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await controlled(page);
    // A page the server draws (a profile): the worker asks the server, which answers 404, and
    // the page gets the shell instead (sw.ts `drawnOrShell`).
    await page.goto('/nobody_here_at_all');
    await expect(page.getByTestId('profile-not-found')).toContainText('Профиль не найден');
    // A page it does not draw: the worker's shell, and the app's own "not found".
    await page.goto('/foo/bar');
    await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  },
);
