import { expect, test, type Locator, type Page } from './support/test.ts';
import { openBoard, seedBoard } from './support/boards-fixtures.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';

const LABELS = {
  ru: ['Лента', 'Планер', 'Карьера', 'Профиль', 'Ещё'],
  en: ['Feed', 'Planner', 'Career', 'Profile', 'More'],
} as const;

/** The tab labels' boxes: cut ones, and the narrowest gap between two neighbours. */
async function labelLayout(page: Page) {
  const labels = page.locator('[data-testid^="tab-"] > :last-child');
  return labels.evaluateAll((els) => {
    const boxes = els.map((el) => el.getBoundingClientRect());
    const cut = els
      .filter((el, i) => el.scrollWidth > el.clientWidth || boxes[i].width < 1)
      .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`);
    // The text's own width, not its box's: measured with a range around the words.
    const text = els.map((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return r.getBoundingClientRect();
    });
    const gaps = text.slice(1).map((b, i) => Math.round(b.left - text[i].right));
    return { cut, minGap: Math.min(...gaps) };
  });
}

for (const width of [360, 390]) {
  test.describe(`bottom tabs on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const lang of ['ru', 'en'] as const) {
      test(`show all five labels in full, at least 4 px apart (${lang})`, async ({ page }, info) => {
        test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
        if (lang === 'en') {
          // A visitor gets Russian; English is a person's setting (Elena reads English in every test).
          const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
          await setUserSettings(page, sessionId, { language: 'en' });
        }
        await page.goto('/');
        // Each tab is an icon and its label (the item's last element).
        await expect(page.locator('[data-testid^="tab-"] > :last-child')).toHaveText([...LABELS[lang]]);
        const { cut, minGap } = await labelLayout(page);
        expect(cut).toEqual([]);
        expect(minGap).toBeGreaterThanOrEqual(4);
      });
    }

    test('the tab bar is opaque; "More" opens above it, fully visible, active, with no "+" over it', async ({
      page,
    }, info) => {
      test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
      // Signed in: a visitor's "Настройки" leads to sign-in (/auth), as the page needs a session.
      await signInAsDemo(page, { username: 'igor_volkov', goto: '/' });
      // The app's own bar, not the server-drawn first screen's copy a signed-in open shows first.
      const tabs = page.locator('#root .bottom-tabs');
      await expect(tabs).toBeVisible();
      const bg = await tabs.evaluate((el) => getComputedStyle(el).backgroundColor);
      // rgb(…) is opaque; rgba(…, a) only with a = 1.
      expect(bg.startsWith('rgb(') || /, 1\)$/.test(bg), `tab bar background ${bg}`).toBe(true);
      await expect(page.locator('#root .app-fab')).toBeVisible();

      await page.getByTestId('tab-more').click();
      const sheet = page.getByRole('dialog');
      const settings = sheet.getByText('Настройки', { exact: true });
      await expect(settings).toBeInViewport({ ratio: 1 });
      const bar = (await tabs.boundingBox())!;
      // The sheet slides up: its last item ends above the tabs once it has settled.
      await expect
        .poll(async () => {
          const item = (await settings.boundingBox())!;
          return item.y + item.height;
        })
        .toBeLessThanOrEqual(bar.y);
      await expect(page.locator('#root .app-fab')).toBeHidden();
      await expect(page.getByTestId('tab-more')).toHaveAttribute('data-selected', 'true');
      await expect(page.getByTestId('tab-/')).toHaveAttribute('data-selected', 'false');
      // telegram-ui's Cell lays its ripple over the label: the tap lands on the ripple, inside the cell.
      await settings.click({ force: true });
      await expect(page).toHaveURL(/\/settings$/);
    });
  });
}

test.describe('the "More" sheet on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('lists its sections as links: with addresses, reached by Tab, opened inside the app', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    // The sheet's code comes once the page is idle, before the tap asks for it; a phone builds no
    // side navigation (it would only be hidden).
    const sheetCode = page.waitForRequest(/\/assets\/more-sheet-[\w-]+\.js$/);
    await signInAsDemo(page, { username: 'igor_volkov', goto: '/' });
    await sheetCode;
    await expect(page.locator('#root .side-nav')).toHaveCount(0);
    // Its code (and what it imports) in, the sheet opens in the tap's own frame: a part still lazy
    // there would suspend, and React shows it no sooner than 300 ms later.
    await page.waitForLoadState('networkidle');
    const inTheTapsFrame = await page.getByTestId('tab-more').evaluate(
      (tab) =>
        new Promise<boolean>((resolve) => {
          (tab as HTMLElement).click();
          requestAnimationFrame(() => resolve(!!document.querySelector('[role=dialog]')));
        }),
    );
    expect(inTheTapsFrame).toBe(true);
    const sheet = page.getByRole('dialog');
    const links = sheet.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/network', '/messenger', '/split', '/check', '/settings']));
    await expect(sheet.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/settings');

    // Tab walks through every one of them.
    const reached = new Set<string>();
    for (let i = 0; i < hrefs.length + 6 && reached.size < hrefs.length; i++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() =>
        document.activeElement?.closest('[role="dialog"]') ? document.activeElement.getAttribute('href') : null,
      );
      if (href) reached.add(href);
    }
    expect([...reached].sort()).toEqual([...hrefs].sort());

    // A click (a tap) navigates in the app: the page is not loaded anew, and the sheet closes.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await sheet.getByRole('link', { name: 'Проверка контрагента' }).click({ force: true });
    await expect(page).toHaveURL(/\/check$/);
    await expect(page.getByTestId('check-query')).toBeVisible();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

test.describe('the "More" sheet over the planner', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('covers the planner\'s sticky header and its "+": every section is the topmost thing where it shows', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    const board = await seedBoard(page, sessionId, [{ title: 'Отзыв на иск', status: 0, position: 0 }]);
    await openBoard(page, board, '/planner');
    await expect(page.getByTestId('task-row').first()).toBeVisible();
    await page.getByTestId('task-row').first().click();
    await expect(page.getByTestId('entity-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('entity-dialog')).toBeHidden();
    await page.getByTestId('tab-more').click();
    const sheet = page.getByRole('dialog');
    const items = sheet.getByRole('link');
    await expect(items.last()).toBeInViewport({ ratio: 1 });
    // Once the sheet has slid up, every section is drawn above what the planner keeps over its
    // page (the header with the project's name, the floating "+"). The open sheet makes the rest
    // of the page ignore the pointer, so a covered section would still take a tap: what is drawn
    // on top is asked with the page taking the pointer again for that moment.
    await expect
      .poll(() =>
        items.evaluateAll((els) => {
          const body = document.body.style.pointerEvents;
          document.body.style.pointerEvents = 'auto';
          try {
            return els
              .filter((el) => {
                const r = el.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return !hit || !el.contains(hit);
              })
              .map((el) => el.textContent);
          } finally {
            document.body.style.pointerEvents = body;
          }
        }),
      )
      .toEqual([]);
  });
});

test.describe('the floating "+" on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  /** Scrolled to the very end: how far the target's bottom edge is above the "+"'s top (negative: under it). */
  async function clearanceAtEnd(page: Page, target: Locator): Promise<number> {
    return target.evaluate((el) => {
      window.scrollTo(0, document.scrollingElement!.scrollHeight);
      const fab = document.querySelector('#root .app-fab')!.getBoundingClientRect();
      return Math.round(fab.top - el.getBoundingClientRect().bottom);
    });
  }

  test('leaves the end of a post, its quiz card and the profile’s last post above it', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    await signInAsDemo(page, { username: 'igor_volkov', goto: '/post/rec' });
    await expect(page.locator('#root .app-fab')).toBeVisible();
    const quiz = page.getByTestId('quiz-block');
    await quiz.scrollIntoViewIfNeeded();
    // Igor took the contest: one sentence each, each with its full stop.
    await expect(quiz.getByTestId('quiz-done')).toHaveText(/^Вы уже прошли этот квиз\. Ваш результат: \d+%$/);
    await expect.poll(() => clearanceAtEnd(page, quiz)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => clearanceAtEnd(page, page.getByTestId('post-page'))).toBeGreaterThanOrEqual(0);

    await page.goto('/profile');
    await expect(page.locator('#root .app-fab')).toBeVisible();
    const cards = page.getByTestId('post-card');
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => clearanceAtEnd(page, cards.last())).toBeGreaterThanOrEqual(0);
    await expect.poll(() => clearanceAtEnd(page, page.getByTestId('profile-settings-link'))).toBeGreaterThanOrEqual(0);
  });
});

test.describe('an address no page owns', () => {
  // Which router turns an address away is the same at any size: the phone sees its own layout's
  // "not found" once, which keeps the suite's time down.
  for (const [path, where] of [
    ['/career/x', ' @desktop-only'],
    ['/a/b/c', ''],
    ['/planner/1/2', ' @desktop-only'],
  ]) {
    test(`${path} shows "not found" with a way home${where}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('fields on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('every text field is at least 16 px, so iOS does not zoom into it', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    await signInAsDemo(page);
    for (const path of ['/career', '/pro', '/catalog', '/check', '/split']) {
      await page.goto(path);
      await expect(page.locator('input, textarea').first()).toBeVisible();
      const small = await page
        .locator('input:not([type=checkbox]):not([type=radio]):not([type=range]), textarea, select')
        .evaluateAll((els) =>
          els
            .filter((el) => el.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(el).fontSize) < 16)
            .map((el) => `${el.outerHTML.slice(0, 80)}: ${getComputedStyle(el).fontSize}`),
        );
      expect(small, path).toEqual([]);
    }
  });
});
