import { expect, type Page } from '@playwright/test';

/** The graph's surface (the first on the page unless a container is given). */
export const graphSurface = (page: Page, within = 'body') =>
  page.locator(`${within} [data-testid=graph-surface]`).first();

/** Waits until the graph's layout has come to rest (the engine stops every timer then). */
export async function expectSettled(page: Page, within = 'body') {
  await expect(graphSurface(page, within)).toHaveAttribute('data-state', 'settled', { timeout: 20_000 });
}

/**
 * Where the central node ('me', drawn in the group's blue #3b82f6) is on screen, read from the
 * canvas itself: the middle of its blue pixels. Null when none is drawn.
 */
export async function centralNode(page: Page, within = 'body'): Promise<{ x: number; y: number } | null> {
  const canvas = graphSurface(page, within).locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) return null;
  const found = await canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')!;
    const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
    let sx = 0;
    let sy = 0;
    let count = 0;
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if (
          Math.abs(data[i] - 59) < 10 &&
          Math.abs(data[i + 1] - 130) < 10 &&
          Math.abs(data[i + 2] - 246) < 10 &&
          data[i + 3] > 240
        ) {
          sx += x;
          sy += y;
          count++;
        }
      }
    }
    return count > 20
      ? { x: sx / count / (c.width / c.clientWidth), y: sy / count / (c.height / c.clientHeight) }
      : null;
  });
  return found && { x: box.x + found.x, y: box.y + found.y };
}
