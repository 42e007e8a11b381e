import { expect, test, type Page } from './support/test.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';

/**
 * The search as a person uses it: from the header of any page (Ctrl+K on a wide
 * window, the top bar's icon on a phone), results grouped with the matched words marked, the
 * keyboard or a tap opens one, the last searches are offered again. Who finds what, word forms
 * and the limits are the API tests' (tests/api/search.test.ts). anna_smirnova reads Russian,
 * elena_petrova English.
 */
const SHOTS = 'tests/e2e/artifacts/search';

async function openSearch(page: Page, phone: boolean) {
  const palette = page.getByTestId('search-palette');
  // A page drawn by the server answers keys and taps once it has hydrated: until then, again.
  await expect(async () => {
    if (phone) await page.getByTestId('search-open-phone').click();
    else await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByTestId('search-input')).toBeFocused();
  return palette;
}

/** Every text of the palette fits its box: nothing cut at the right edge, nothing under another element. */
async function expectNothingCut(page: Page) {
  const problems = await page.getByTestId('search-palette').evaluate((root) => {
    const out: string[] = [];
    const box = root.getBoundingClientRect();
    // What the list has scrolled out of sight is not on screen to be covered.
    const view = root.querySelector('.lp-search-palette__body')!.getBoundingClientRect();
    for (const el of root.querySelectorAll<HTMLElement>('input, button, a, h2, p, mark, span')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > box.right + 0.5 || r.left < box.left - 0.5) out.push(`${el.className || el.tagName} sticks out`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === 'hidden')
        out.push(`${el.className || el.tagName} cut`);
      const x = r.left + Math.min(r.width / 2, 8);
      const y = r.top + r.height / 2;
      const inBody = root.querySelector('.lp-search-palette__body')!.contains(el);
      if (inBody && (y < view.top || y > view.bottom)) continue;
      if (y < window.innerHeight && x < window.innerWidth) {
        const top = document.elementFromPoint(x, y);
        if (top && !root.contains(top)) out.push(`${el.className || el.tagName} covered by ${top.className}`);
      }
    }
    return out;
  });
  expect(problems).toEqual([]);
}

test('finds a task in Russian from the header, opens it by keyboard or tap, and offers the search again', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  await signInAsDemo(page, { username: 'anna_smirnova', goto: phone ? '/career' : '/pro' });
  const palette = await openSearch(page, phone);
  await expect(palette).toContainText('Введите слова');
  await page.getByTestId('search-input').fill('претензия');

  const tasks = palette.getByTestId('search-group-tasks');
  await expect(tasks.getByRole('heading', { name: 'Задачи' })).toBeVisible();
  const first = tasks.getByTestId('search-result').first();
  await expect(first.locator('mark').first()).toHaveText(/^претензи/i);
  await expect(first).toHaveAttribute('href', /^\/planner\?task=\d+$/);
  const title = (await first.locator('.lp-search-palette__item-title').textContent())!;
  await expectNothingCut(page);

  if (phone) {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNothingCut(page);
      await page.screenshot({ path: `${SHOTS}-ru-${width}.png` });
    }
    await first.click();
  } else {
    await page.screenshot({ path: `${SHOTS}-ru-desktop.png` });
    // The first result is chosen; ↓ and ↑ walk the list and come back to it.
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
  }
  await expect(palette).toBeHidden();
  // The planner opens the task in its project (the ?task= deep link).
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox').first()).toHaveValue(title);
  await expect(page).toHaveURL(/\/planner$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openSearch(page, phone);
  await expect(page.getByTestId('search-recent')).toContainText('претензия');
  await page.getByTestId('search-recent').getByRole('button', { name: 'претензия' }).click();
  await expect(page.getByTestId('search-input')).toHaveValue('претензия');
  await expect(palette.getByTestId('search-group-tasks')).toBeVisible();
});

test('in English: a search_ start link opens the search with its words; finds a person and opens the profile @desktop-only', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
  await setUserSettings(page, sessionId, { language: 'en' });
  // Where Telegram's startapp=search_<base64url words> lands (shared/start-param.ts): the search, open with them.
  await page.goto(`/?find=${encodeURIComponent('Смирнова')}`);
  const palette = page.getByTestId('search-palette');
  await expect(palette).toBeVisible();
  await expect(page.getByTestId('search-input')).toHaveValue('Смирнова');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', 'Tasks, posts, people, jobs');
  const people = palette.getByTestId('search-group-people');
  await expect(people.getByRole('heading', { name: 'People' })).toBeVisible();
  const anna = people.getByTestId('search-result').filter({ hasText: '@anna_smirnova' });
  await expect(anna.locator('mark')).toHaveText('Смирнова');
  await expectNothingCut(page);
  if (phone) {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNothingCut(page);
      await page.screenshot({ path: `${SHOTS}-en-${width}.png` });
    }
  } else {
    await page.screenshot({ path: `${SHOTS}-en-desktop.png` });
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.getByTestId('search-open').click();
    await page.getByTestId('search-input').fill('Смирнова');
    await expect(people).toBeVisible();
    await expect(page.getByTestId('search-open')).toContainText('Search');
  }
  await anna.click();
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/anna_smirnova$/);
});
