import { expect, test } from './support/test.ts';
import { expectSettled, graphSurface } from './support/graph.ts';

/** The about page: mission, participants, offerings, seven golden experts, the graph, PR/MR/GR/HR. */

const EXPERTS = [
  'anna_smirnova',
  'aleksey_morozov',
  'ekaterina_belova',
  'viktor_novikov',
  'irina_fedorova',
  'andrey_kozlov',
  'tatiana_grigorieva',
];

test(
  'tells the mission, the participants, the offerings and the business tracking areas',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О платформе' })).toBeVisible();
    await expect(page.getByTestId('about-mission').getByRole('heading', { name: 'Миссия' })).toBeVisible();
    await expect(page.getByTestId('about-participants').locator('h3')).toHaveText([
      'Юристы и адвокаты',
      'Юридические фирмы',
      'Выпускники',
      'Смежные эксперты',
    ]);
    await expect(page.getByTestId('about-offerings').getByRole('listitem')).toHaveCount(5);
    const tracking = page.getByTestId('about-tracking');
    for (const area of ['PR', 'MR', 'GR', 'HR']) await expect(tracking.getByText(area, { exact: true })).toBeVisible();
  },
);

test(
  'shows seven golden experts, real profiles, each card opening its profile',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/about');
    const cards = page.getByTestId('experts-track').locator('a');
    await expect(cards).toHaveCount(7);
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(EXPERTS.map((u) => `/${u}`));
    for (const card of await cards.all()) await expect(card).toContainText('Золотой уровень');
    await expect(cards.first()).toContainText('Анна Смирнова');
    await page.getByTestId('expert-aleksey_morozov').scrollIntoViewIfNeeded();
    await page.getByTestId('expert-aleksey_morozov').click();
    await expect(page).toHaveURL(/\/aleksey_morozov$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Алексей Морозов');
    await expect(page.getByTestId('level-badge')).toHaveText('Золотой уровень');
  },
);

test('the carousel arrows scroll 280 px a click', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/about');
  const track = page.getByTestId('experts-track');
  await expect(track.locator('a')).toHaveCount(7);
  const left = () => track.evaluate((el) => Math.round(el.scrollLeft));
  await expect(page.getByTestId('experts-prev')).toBeDisabled();
  await page.getByTestId('experts-next').click();
  await expect.poll(left).toBe(280);
  await page.getByTestId('experts-next').click();
  await expect.poll(left).toBe(560);
  await expect(page.getByTestId('experts-prev')).toBeEnabled();
  await page.getByTestId('experts-prev').click();
  await expect.poll(left).toBe(280);
});

test('the connection graph is 600 px high and zooms with its buttons', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/about');
  const graph = page.getByTestId('about-graph');
  await graph.scrollIntoViewIfNeeded();
  await expectSettled(page, '[data-testid=about-graph]');
  expect((await graphSurface(page, '[data-testid=about-graph]').boundingBox())!.height).toBe(600);
  await expect(graph.getByTestId('graph-zoom-level')).toHaveText('80%');
  await graph.getByTestId('graph-zoom-in').click();
  await expect(graph.getByTestId('graph-zoom-level')).toHaveText('96%');
  await graph.getByTestId('graph-zoom-out').click();
  await graph.getByTestId('graph-zoom-out').click();
  await expect(graph.getByTestId('graph-zoom-level')).toHaveText('61%');
  await expect(graph.getByTestId('graph-text')).toContainText('Legal Platform');
});

// A failed experts call, said in place with a retry: tests/component/about.

test.describe('on a phone', () => {
  test('a swipe scrolls the experts', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'touch');
    await page.goto('/about');
    const track = page.getByTestId('experts-track');
    await expect(track.locator('a')).toHaveCount(7);
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    // A finger from the right edge to the left, as a person swipes.
    await finger('touchStart', 340);
    for (let x = 320; x >= 40; x -= 20) await finger('touchMove', x);
    await finger('touchEnd', 40);
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  });
});
