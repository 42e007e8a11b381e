import { expect, test, type Page } from './support/test.ts';
import { centralNode, expectSettled, graphSurface } from './support/graph.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';
import { backButtonVisible, mockTelegram } from './support/telegram-mock.ts';

/** The network map and the network calculator: /network on demo data, desktop and phone. */

const NBSP = '\u00a0';

async function openNetwork(page: Page) {
  await page.goto('/network');
  await expect(page.getByRole('heading', { level: 1, name: 'Нетворк' })).toBeVisible();
  await expectSettled(page);
}

test(
  'shows the demo map: banner, tiles, contact count, a settled graph at 80%, stats and the development block',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openNetwork(page);
    // The map runs on demo data: using it calls nothing (the live-updates stream aside).
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/functions/v1/') && path !== '/functions/v1/realtime') calls.push(path);
    });
    await expect(page.getByTestId('demo-banner')).toContainText('Демо-режим');
    const tiles = page.getByTestId('network-tiles').locator('h3');
    await expect(tiles).toHaveText(['Новые контакты', 'Коммуникации', 'Рост бизнеса']);
    await expect(page.getByTestId('contact-count')).toHaveText('Контактов на карте: 24');
    await expect(page.getByTestId('graph-zoom-level')).toHaveText('80%');
    await expect(page.getByTestId('stat-links')).toContainText('Связи');
    await expect(page.getByTestId('stat-links')).toContainText('44');
    await expect(page.getByTestId('stat-sources')).toContainText('Источники контактов');
    await expect(page.getByTestId('stat-potential')).toContainText('Потенциал');
    const development = page.getByTestId('network-development');
    await expect(development.getByRole('heading', { name: 'Развитие нетворка' })).toBeVisible();
    await expect(development).toContainText('Кто из ваших контактов может порекомендовать вас');
    // The screen-reader text names everyone on the map and their links.
    const text = page.getByTestId('graph-text');
    await expect(text).toContainText('Участников на карте: 25, связей: 44');
    await expect(text).toContainText('Ольга Николаева (Работа): Вы — по работе, сильная связь');
    await page.getByTestId('graph-zoom-in').click();
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-group-work').getByRole('checkbox').uncheck();
    await expect(page.getByTestId('contact-count')).toHaveText('Контактов на карте: 20');
    expect(calls).toEqual([]);
  },
);

test(
  'zooms with the buttons by ×1.2 and ×0.8, and shows the percentage',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openNetwork(page);
    const level = page.getByTestId('graph-zoom-level');
    await page.getByTestId('graph-zoom-in').click();
    await expect(level).toHaveText('96%');
    await page.getByTestId('graph-zoom-in').click();
    await expect(level).toHaveText('115%');
    await page.getByTestId('graph-zoom-out').click();
    await page.getByTestId('graph-zoom-out').click();
    await page.getByTestId('graph-zoom-out').click();
    await expect(level).toHaveText('59%');
    // Zooming draws once: the layout stays at rest.
    await expect(graphSurface(page)).toHaveAttribute('data-state', 'settled');
  },
);

test(
  'drags the central node: the layout wakes while it is held and comes to rest again',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openNetwork(page);
    await graphSurface(page).scrollIntoViewIfNeeded();
    const start = await centralNode(page);
    expect(start).not.toBeNull();
    await page.mouse.move(start!.x, start!.y);
    await page.mouse.down();
    await page.mouse.move(start!.x + 40, start!.y + 30, { steps: 5 });
    await page.mouse.move(start!.x + 80, start!.y + 60, { steps: 5 });
    await expect(graphSurface(page)).toHaveAttribute('data-state', 'running');
    await page.mouse.up();
    await expectSettled(page);
    const end = await centralNode(page);
    expect(Math.hypot(end!.x - start!.x, end!.y - start!.y)).toBeGreaterThan(5);
  },
);

test(
  'filters: all on at first; switching a group or a link type off takes it off the map, the count and the text',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openNetwork(page);
    await expect(page.getByTestId('network-filters')).toHaveCount(0);
    await page.getByTestId('filters-toggle').click();
    const filters = page.getByTestId('network-filters');
    await expect(filters.getByRole('checkbox')).toHaveCount(13);
    for (const box of await filters.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(page.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'true');

    await page.getByTestId('filter-group-client').getByRole('checkbox').uncheck();
    await expect(page.getByTestId('contact-count')).toHaveText('Контактов на карте: 19');
    await expect(page.getByTestId('graph-text')).not.toContainText('Михаил Степанов');
    await page.getByTestId('filter-link-family').getByRole('checkbox').uncheck();
    await expect(page.getByTestId('graph-text')).not.toContainText('семья,');
    await expect(page.getByTestId('stat-sources')).not.toContainText('Клиенты');

    await page.getByTestId('filter-group-client').getByRole('checkbox').check();
    await expect(page.getByTestId('contact-count')).toHaveText('Контактов на карте: 24');
    // The fade ends and nothing keeps running.
    await expectSettled(page);
  },
);

test(
  'the calculator: defaults, the spec formulas in roubles, bounds, reset to 1,000,000 and the method',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await openNetwork(page);
    const calc = page.getByTestId('network-calculator');
    await calc.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('calc-networkSize')).toHaveValue('100');
    await expect(page.getByTestId('calc-regularClients')).toHaveValue('10');
    await expect(page.getByTestId('calc-monthlyRevenue')).toHaveValue('100000');
    await expect(page.getByTestId('calc-multiplier-value')).toHaveText('×2');
    await expect(page.getByTestId('calc-results')).toHaveCount(0);

    await calc.getByRole('button', { name: 'Рассчитать' }).click();
    const results = page.getByTestId('calc-results');
    await expect(page.getByTestId('result-newNetworkSize')).toHaveText('200');
    await expect(page.getByTestId('result-newClients')).toHaveText('26');
    await expect(page.getByTestId('result-newRevenue')).toHaveText(`298${NBSP}006${NBSP}₽`);
    await expect(page.getByTestId('result-additionalRevenue')).toHaveText(`198${NBSP}006${NBSP}₽`);
    await expect(page.getByTestId('result-yearlyAdditionalRevenue')).toHaveText(`2${NBSP}376${NBSP}072${NBSP}₽`);
    await expect(results).toContainText('+159');

    // Out of bounds: the network is cut to 10,000; the slider steps by 0.5.
    await page.getByTestId('calc-networkSize').fill('20000');
    await page.getByTestId('calc-multiplier').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('calc-multiplier-value')).toHaveText('×2,5');
    await calc.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByTestId('calc-networkSize')).toHaveValue('10000');
    await expect(page.getByTestId('result-newNetworkSize')).toHaveText(`25${NBSP}000`);
    // An empty field is 0: no regular clients, no client growth to show.
    await page.getByTestId('calc-regularClients').fill('');
    await calc.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByTestId('calc-regularClients')).toHaveValue('0');
    await expect(page.getByTestId('result-clientGrowth')).toHaveText('—');

    await calc.getByRole('button', { name: 'Сбросить' }).click();
    await expect(page.getByTestId('calc-results')).toHaveCount(0);
    await expect(page.getByTestId('calc-monthlyRevenue')).toHaveValue('1000000');
    await expect(page.getByTestId('calc-networkSize')).toHaveValue('100');
    await expect(page.getByTestId('calc-multiplier-value')).toHaveText('×2');

    const method = page.getByTestId('calc-methodology');
    await expect(method.getByText('Новый размер сети = размер сети × мультипликатор')).toBeHidden();
    await method.getByText('Методология расчета').click();
    await expect(method.getByText('Новый размер сети = размер сети × мультипликатор')).toBeVisible();
  },
);

test.describe('on a desktop', { tag: '@desktop-only' }, () => {
  test('the wheel zooms around the pointer and the back link goes back', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'a mouse wheel');
    await page.goto('/about');
    await expect(page.getByTestId('about-page')).toBeVisible();
    await page.getByRole('link', { name: 'Нетворк' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Нетворк' })).toBeVisible();
    await expectSettled(page);
    const box = (await graphSurface(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect(page.getByTestId('graph-zoom-level')).not.toHaveText('80%');
    const zoomed = Number((await page.getByTestId('graph-zoom-level').textContent())!.replace('%', ''));
    expect(zoomed).toBeGreaterThan(80);
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('on a phone', () => {
  test('two fingers pinch the graph in', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'touch');
    await openNetwork(page);
    await graphSurface(page).scrollIntoViewIfNeeded();
    const box = (await graphSurface(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - d, y: cy, id: 1 },
                { x: cx + d, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 30);
    for (const d of [45, 60, 75, 90]) await touch('touchMove', d);
    await touch('touchEnd', 0);
    // Fingers 60 px apart, then 180: three times the zoom (80% → 240%).
    await expect(page.getByTestId('graph-zoom-level')).toHaveText('240%');
  });
});

test(
  'inside Telegram: Telegram’s back button instead of the page’s own',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await mockTelegram(page);
    await openNetwork(page);
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await expect(page.getByTestId('back-link')).toHaveCount(0);
  },
);

test(
  'in English: texts from the en file, money still in roubles in Russian digit grouping',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Elena reads English in every test (see phone-tabs.spec.ts).
    const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
    await setUserSettings(page, sessionId, { language: 'en' });
    await page.goto('/network');
    await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
    await expect(page.getByTestId('contact-count')).toHaveText('Contacts on the map: 24');
    await page.getByTestId('network-calculator').getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('result-yearlyAdditionalRevenue')).toHaveText(`2${NBSP}376${NBSP}072${NBSP}₽`);
    await expect(page.getByTestId('network-development').getByRole('heading', { level: 2 })).toHaveText(
      'Growing your network',
    );
  },
);
