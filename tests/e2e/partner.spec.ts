import { expect, test, type Page } from './support/test.ts';

/** The partner pitch. */

const slide = (page: Page) => page.getByTestId('partner-slide');

async function openPaused(page: Page) {
  await page.clock.install({ time: new Date('2024-03-05T10:00:00+03:00') });
  await page.goto('/partner');
  await expect(slide(page)).toHaveAttribute('data-slide', 'intro');
  // Frozen from here: the 15 s auto-advance runs only when the test moves the clock.
  await page.clock.pauseAt(new Date('2024-03-05T10:00:05+03:00'));
}

test.describe('partner pitch', () => {
  test(
    'advances every 15 s and wraps around, with the counter, dots and progress bar following',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openPaused(page);
      const counter = page.getByTestId('partner-counter');
      await expect(counter).toHaveText('1 / 5');
      await expect(page.getByTestId('partner-dot-1')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('partner-progress')).toHaveAttribute('style', /width: 20%/);

      const order = ['network', 'hr', 'ai', 'benefits', 'intro'];
      for (const [i, id] of order.entries()) {
        await page.clock.runFor(15_000);
        await expect(slide(page)).toHaveAttribute('data-slide', id);
        await expect(counter).toHaveText(`${((i + 1) % 5) + 1} / 5`);
      }
      await expect(page.getByTestId('partner-progress')).toHaveAttribute('style', /width: 20%/);
    },
  );

  test(
    'stops the auto-advance on any manual navigation; arrows and dots wrap around',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openPaused(page);
      await page.clock.runFor(15_000);
      await expect(page.getByTestId('partner-counter')).toHaveText('2 / 5');

      await page.getByTestId('partner-prev').click();
      await expect(page.getByTestId('partner-counter')).toHaveText('1 / 5');
      await expect(page.getByTestId('partner-auto')).toHaveText('Автопрокрутка остановлена');
      await page.getByTestId('partner-prev').click();
      await expect(page.getByTestId('partner-counter')).toHaveText('5 / 5');
      await expect(slide(page)).toHaveAttribute('data-slide', 'benefits');
      // The premium tariff and the verification badge, as text.
      await expect(slide(page)).toContainText('Премиум-тариф: компания и 10 сотрудников');
      await expect(slide(page)).toContainText('Значок проверенного партнёра');
      await expect(page.getByTestId('partner-progress')).toHaveAttribute('style', /width: 100%/);

      await page.getByTestId('partner-next').click();
      await expect(page.getByTestId('partner-counter')).toHaveText('1 / 5');
      await page.getByTestId('partner-dot-4').click();
      await expect(slide(page)).toHaveAttribute('data-slide', 'ai');

      // No more auto-advance.
      await page.clock.runFor(60_000);
      await expect(page.getByTestId('partner-counter')).toHaveText('4 / 5');
      // The keyboard works too.
      await page.getByTestId('partner-deck').press('ArrowRight');
      await expect(page.getByTestId('partner-counter')).toHaveText('5 / 5');
    },
  );

  test('a swipe changes the slide on a phone and stops the auto-advance', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a touch gesture');
    await openPaused(page);
    const deck = page.getByTestId('partner-deck');
    const box = (await deck.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await deck.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: fromX, clientY: y }],
        changedTouches: [{ identifier: 1, clientX: fromX, clientY: y }],
      });
      await deck.dispatchEvent('touchend', {
        touches: [],
        changedTouches: [{ identifier: 1, clientX: toX, clientY: y + 10 }],
      });
    };
    await swipe(box.x + box.width - 40, box.x + 60);
    await expect(page.getByTestId('partner-counter')).toHaveText('2 / 5');
    await swipe(box.x + 60, box.x + box.width - 40);
    await swipe(box.x + 60, box.x + box.width - 40);
    await expect(page.getByTestId('partner-counter')).toHaveText('5 / 5');
    // A short move is a tap, not a swipe.
    await swipe(box.x + 100, box.x + 80);
    await expect(page.getByTestId('partner-counter')).toHaveText('5 / 5');
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('partner-counter')).toHaveText('5 / 5');
    // The controls are in sight on a phone.
    await expect(page.getByTestId('partner-next')).toBeInViewport();
  });
});
