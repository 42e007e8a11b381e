import { expect, test, type Page } from './support/test.ts';
import { openBoard, seedBoard } from './support/boards-fixtures.ts';
import { signInAsDemo } from './support/sign-in.ts';

test.use({ reuseContext: false });
for (const [w, h] of [[360, 740], [390, 844], [1280, 800]] as const) {
  test(`shots ${w}`, async ({ page, context }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    const { sessionId } = await signInAsDemo(page, { username: 'sergey_ivanov' });
    const board = await seedBoard(page, sessionId, [
      { title: 'Отзыв на исковое заявление по делу № А40-123456/2026', status: 0, position: 0 },
      { title: 'Ходатайство об отложении', status: 0, position: 1 },
    ]);
    await openBoard(page, board, '/planner');
    await expect(page.getByTestId('task-row').first()).toBeVisible();
    await context.setOffline(true);
    await page.getByTestId('task-row').first().click();
    await page.getByTestId('entity-title').fill('Отзыв на исковое заявление (редакция офлайн) по делу № А40-123456/2026');
    await page.getByTestId('entity-save').click();
    await expect(page.getByTestId('unsent-mark').first()).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `tests/e2e/artifacts/offline-table-${w}.png` });
    await page.goto('/kanban').catch(() => {});
    await expect(page.getByTestId('unsent-mark').first()).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/offline-kanban-${w}.png` });
    await page.getByTestId('unsent-button').click();
    await expect(page.getByTestId('unsent-list')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `tests/e2e/artifacts/offline-list-${w}.png` });
  });
}
