import { expect, test } from './support/test.ts';
import { signInAsDemo } from './support/sign-in.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Settings → Calendar: the address a calendar app subscribes to, copied and
 * opened as webcal://, the scope, and a new address after a confirmation. The feed's contents
 * and rules are the API tests' (tests/api/calendar-feed.test.ts); the phone draws the same
 * cells in the same list, so this runs on the desktop only.
 */
test(
  'the calendar subscription: copy, webcal link, scope and a new address',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await signInAsDemo(page, { username: 'maria_kuz', goto: '/settings' });
    const section = page.getByTestId('calendar-settings');
    await expect(section.getByText('Календарь', { exact: true })).toBeVisible();
    const address = section.getByTestId('calendar-url');
    await expect(address).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = (await address.textContent())!;

    // The address is the feed: a calendar app gets iCalendar text from it.
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('X-WR-CALNAME:Legal Platform — планер');

    await section.getByTestId('calendar-copy').click();
    await expect(page.getByText('Адрес скопирован')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(section.getByTestId('calendar-webcal')).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));
    await expect(section.getByTestId('calendar-google')).toContainText('раз в несколько часов');

    await expect(page.getByTestId('calendar-scope-cell-all')).toContainText('Все задачи проектов, которые я вижу');
    await page.getByTestId('calendar-scope-cell-all').click();
    await expect(page.getByTestId('calendar-scope-all')).toBeChecked();
    await page.reload();
    await expect(page.getByTestId('calendar-scope-all')).toBeChecked();

    await page.getByTestId('calendar-rotate').click();
    const dialog = page.getByTestId('calendar-rotate-dialog');
    await expect(dialog).toContainText('Старый адрес сразу перестанет работать');
    await dialog.getByRole('button', { name: 'Выдать новый' }).click();
    await expect(dialog).toBeHidden();
    await expect(address).not.toHaveText(url);
    await expect(address).toHaveText(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get((await address.textContent())!)).status()).toBe(200);
    await expect(page.getByTestId('calendar-scope-all')).toBeChecked();
  },
);
