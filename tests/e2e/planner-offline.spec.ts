import { expect, test, type BrowserContext, type Page, type TestInfo } from './support/test.ts';
import { columnCards, drag, openBoard, plannerData, seedBoard, type SeededBoard } from './support/boards-fixtures.ts';
import { savedQueryCopies } from './support/caches.ts';
import { ANON_KEY, signInAsDemo } from './support/sign-in.ts';
import { mockTelegram, telegramSends } from './support/telegram-mock.ts';

/*
 * The planner offline: what a person changes with no connection shows at once with a "not
 * sent" mark, survives a reload made offline, and reaches the server once, in order, when the
 * connection is back; a lost answer is not applied twice; a change someone else overlapped is
 * told; a refused one waits in the "Not sent" list; sign-out erases what the device kept.
 *
 * What "offline" means here: Playwright's offline switch covers the page's own requests, but not
 * the service worker's (it asks the server for a drawn page first), so the tests also refuse
 * every request of the context, which in Chromium includes the worker's. The reload offline then
 * gets the shell from the worker's precache, as a phone with no signal does.
 */

test.use({ serviceWorkers: 'allow' });
// A new context for each test: the reset between tests leaves Cache Storage (support/test.ts).
test.use({ reuseContext: false });

const SENT_LATER = 'Нет связи: изменения сохранятся и отправятся, когда связь появится';

async function goOffline(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}
async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The page is under the service worker, which can now serve the shell offline. */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });

/** How many changes the device keeps (IndexedDB), as the app wrote them. */
const keptChanges = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('legal-platform');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(0);
          const all = db.transaction('kept').objectStore('kept').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as Array<{ mutations?: unknown[] }>).reduce((n, q) => n + (q.mutations?.length ?? 0), 0),
            );
          all.onerror = () => resolve(-1);
        };
      }),
  );

/** The planner as last seen is saved on the device (the query cache), so a reload offline can show it. */
const savedWith = (page: Page, text: string) =>
  expect.poll(async () => (await savedQueryCopies(page)).some((c) => c.body.includes(text))).toBe(true);

const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ hasText: title });
const cardNamed = (page: Page, title: string) => page.getByTestId('kanban-card').filter({ hasText: title });

async function save(page: Page, inTelegram: boolean) {
  if (inTelegram) await telegramSends(page, 'main_button_pressed');
  else await page.getByTestId('entity-save').click();
  await expect(page.getByTestId('entity-dialog')).toBeHidden();
}

async function newTask(page: Page, title: string, inTelegram: boolean) {
  await page.getByTestId('create-menu').click();
  await page.getByRole('menuitem', { name: 'Задача', exact: true }).click();
  await page.getByTestId('entity-title').fill(title);
  await save(page, inTelegram);
}

async function rename(page: Page, from: string, to: string, inTelegram: boolean) {
  await row(page, from).click();
  await page.getByTestId('entity-title').fill(to);
  await save(page, inTelegram);
}

async function setup(page: Page, username: string): Promise<{ sessionId: string; board: SeededBoard }> {
  const { sessionId } = await signInAsDemo(page, { username });
  const board = await seedBoard(page, sessionId, [
    { title: 'Отзыв на иск', status: 0, position: 0 },
    { title: 'Ходатайство об отложении', status: 0, position: 1 },
  ]);
  return { sessionId, board };
}

const isPhone = (info: TestInfo) => info.project.name === 'phone';

for (const where of ['browser', 'telegram'] as const) {
  test(`offline in ${where === 'telegram' ? 'Telegram' : 'a browser'}: create, rename, move to done and edit what was made offline; a reload keeps it all; back online each reaches the server once, in order`, async ({
    page,
    context,
  }, info) => {
    // Telegram's stand-in runs on the phone, where the Mini App is used.
    test.skip(where === 'telegram' && !isPhone(info), 'the Mini App on a phone');
    const inTelegram = where === 'telegram';
    if (inTelegram) await mockTelegram(page);
    await page.goto('/');
    const { sessionId, board } = await setup(page, inTelegram ? 'olga_sokolova' : 'anna_smirnova');
    await openBoard(page, board, '/planner');
    await expect(row(page, 'Отзыв на иск')).toBeVisible();
    await controlled(page);
    await savedWith(page, 'Ходатайство об отложении');

    await goOffline(context);
    await expect(page.getByTestId('offline-banner')).toHaveText(SENT_LATER);
    await newTask(page, 'Апелляционная жалоба', inTelegram);
    await expect(page.getByText('Сохранено на устройстве: отправится, когда появится связь')).toBeVisible();
    await rename(page, 'Отзыв на иск', 'Отзыв на исковое заявление', inTelegram);
    // The task made offline, edited before the server has it.
    await rename(page, 'Апелляционная жалоба', 'Апелляционная жалоба на решение', inTelegram);
    for (const title of ['Апелляционная жалоба на решение', 'Отзыв на исковое заявление'])
      await expect(row(page, title).getByRole('img', { name: 'Не отправлено' })).toBeVisible();
    await expect(row(page, 'Ходатайство об отложении').getByTestId('unsent-mark')).toHaveCount(0);

    // Done, by moving the card to the last column of the board.
    const [todo, , done] = board.options.map((o) => o.id);
    await page.goto('/kanban').catch(() => {});
    // The reload put the kept changes back (after the first screen): the board has settled.
    await expect(cardNamed(page, 'Апелляционная жалоба на решение').getByTestId('unsent-mark')).toBeVisible();
    await expect(cardNamed(page, 'Ходатайство об отложении')).toBeVisible();
    await drag(page, info, cardNamed(page, 'Ходатайство об отложении'), async () => {
      await page
        .locator(`[data-testid=kanban-column][data-column-key="${done}"]`)
        .evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest', behavior: 'instant' }));
      const col = (await page.locator(`[data-testid=kanban-column][data-column-key="${done}"]`).boundingBox())!;
      return {
        x: Math.max(col.x + 24, Math.min(col.x + col.width / 2, page.viewportSize()!.width - 64)),
        y: col.y + 80,
      };
    });
    const moved = board.tasks['Ходатайство об отложении'];
    await expect.poll(() => columnCards(page, done)).toEqual([moved]);
    await expect(cardNamed(page, 'Ходатайство об отложении').getByTestId('unsent-mark')).toBeVisible();
    await expect(page.getByTestId('unsent-button')).toHaveText('Не отправлено: 4');

    // Kept on the device: a reload with no connection shows every change, still marked.
    await expect.poll(() => keptChanges(page)).toBe(4);
    await page.goto('/planner').catch(() => {});
    await expect(page.getByTestId('offline-banner')).toHaveText(SENT_LATER);
    await expect(row(page, 'Апелляционная жалоба на решение').getByTestId('unsent-mark')).toBeVisible();
    await expect(row(page, 'Отзыв на исковое заявление').getByTestId('unsent-mark')).toBeVisible();
    await expect(row(page, 'Ходатайство об отложении').getByTestId('unsent-mark')).toBeVisible();

    // Back online: sent in order, the marks go, and the server has each change once.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/functions/v1/tasks') && r.method() === 'POST')
        sent.push(JSON.parse(r.postData() ?? '{}').action as string);
    });
    await goOnline(context);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('unsent-mark')).toHaveCount(0);
    await expect(page.getByTestId('unsent-button')).toHaveCount(0);
    expect(sent).toEqual(['create', 'update', 'update', 'updateBatch']);
    const server = await plannerData(page, sessionId, board.projectId);
    const titles = server.tasks.map((t) => t.title).sort();
    expect(titles).toEqual(
      ['Апелляционная жалоба на решение', 'Ходатайство об отложении', 'Отзыв на исковое заявление'].sort(),
    );
    expect(server.tasks.find((t) => t.id === moved)?.value_select).toBe(done);
    expect(server.tasks.filter((t) => t.value_select === todo)).toHaveLength(1);
    await expect.poll(() => keptChanges(page)).toBe(0);
  });
}

test('a change whose answer was lost is sent again and applied once @desktop-only', async ({ page, context }) => {
  await page.goto('/');
  const { sessionId, board } = await setup(page, 'pavel_lebedev');
  await openBoard(page, board, '/planner');
  await expect(row(page, 'Отзыв на иск')).toBeVisible();

  // The create reaches the server, and the connection dies before its answer comes back.
  let cut = true;
  await page.route('**/functions/v1/tasks', async (route) => {
    if (!cut || !(route.request().postData() ?? '').includes('"create"')) return route.fallback();
    cut = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await newTask(page, 'Возражения на отзыв', false);
  await expect(row(page, 'Возражения на отзыв')).toBeVisible();
  // Sent again under the same key, it gets the first answer: one task, the mark gone.
  await expect(row(page, 'Возражения на отзыв').getByTestId('unsent-mark')).toHaveCount(0, { timeout: 15_000 });
  await expect(row(page, 'Возражения на отзыв')).toHaveCount(1);
  const server = await plannerData(page, sessionId, board.projectId);
  expect(server.tasks.filter((t) => t.title === 'Возражения на отзыв')).toHaveLength(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('someone else’s overlapping change is told, a refused change waits in the list, and sign-out asks, then erases it @desktop-only', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const { sessionId, board } = await setup(page, 'natalia_popova');
  await openBoard(page, board, '/planner');
  await expect(row(page, 'Отзыв на иск')).toBeVisible();
  await controlled(page);

  await goOffline(context);
  await rename(page, 'Отзыв на иск', 'Отзыв (моя редакция)', false);
  await rename(page, 'Ходатайство об отложении', 'Ходатайство (уточнено)', false);

  // Meanwhile a colleague, on the server: the first task's title and description, and the second archived.
  const [first, second] = [board.tasks['Отзыв на иск'], board.tasks['Ходатайство об отложении']];
  // Asked from outside the browser: the page's offline switch and routes do not apply.
  const asColleague = async (body: Record<string, unknown>) => {
    const res = await page.request.post('/functions/v1/tasks', {
      headers: { Authorization: `Bearer ${ANON_KEY}`, 'X-Session-Id': sessionId },
      data: body,
    });
    expect(res.status()).toBe(200);
  };
  await asColleague({
    action: 'update',
    id: first,
    title: 'Отзыв (редакция коллеги)',
    description: 'Добавить ссылку на практику ВС РФ',
  });
  await asColleague({ action: 'archive', id: second });
  await goOnline(context);

  // The title both changed keeps the person's value, and they are told what the colleague wrote;
  // the description only the colleague changed stays the colleague's.
  await expect(
    page.getByText(/меняли, пока вы были без связи: название \(было «Отзыв \(редакция коллеги\)»\)/),
  ).toBeVisible();
  await expect
    .poll(async () => (await plannerData(page, sessionId, board.projectId)).tasks.find((t) => t.id === first))
    .toMatchObject({
      title: 'Отзыв (моя редакция)',
      description: 'Добавить ссылку на практику ВС РФ',
    });

  // The rename of the archived task is refused on the way, and kept: never dropped silently.
  await expect(page.getByTestId('unsent-button')).toHaveText('Не отправлено: 1');
  await page.getByTestId('unsent-button').click();
  const item = page.getByTestId('unsent-item');
  await expect(item).toContainText('Ходатайство (уточнено)');
  await expect(page.getByTestId('unsent-list')).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign-out says the unsent change will be lost, and erases it and the kept planner.
  await page.goto('/settings');
  await page.getByTestId('sign-out').click();
  await expect(page.getByText(/изменения в планировщике, которые ещё не отправлены: 1/)).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).last().click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => keptChanges(page)).toBe(0);
  await expect.poll(async () => (await savedQueryCopies(page)).some((c) => c.key.endsWith(sessionId))).toBe(false);
});
