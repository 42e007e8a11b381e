import { expect, test } from './support/test.ts';
import { E2E_BOT_URL, E2E_TRACKER_CHAT_URL } from '../support/test-bot.ts';

/**
 * The tracker. The main test server has no TRACKER_CHAT_URL;
 * the bot server has one (E2E_TRACKER_CHAT_URL), answered here by a stand-in chat page so
 * nothing leaves the machine.
 */

test.describe('tracker', { tag: '@desktop-only' }, () => {
  test('tells a person the assistant is not available yet when TRACKER_CHAT_URL is unset, with no frame and no admin hint', async ({
    page,
  }) => {
    await page.goto('/tracker');
    await expect(page.getByTestId('tracker-page')).toContainText('Трекер помогает не терять сроки');
    await expect(page.getByTestId('tracker-not-configured')).toContainText('Ассистент пока недоступен');
    await expect(page.getByTestId('tracker-page')).not.toContainText('TRACKER_CHAT_URL');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('frames the configured AI chat with microphone and camera allowed, within the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/content security policy/i.test(msg.text())) violations.push(msg.text());
    });
    const chatOrigin = new URL(E2E_TRACKER_CHAT_URL).origin;
    await page.route(`${chatOrigin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Юридический ассистент</h1><p>Чем помочь?</p></body></html>',
      }),
    );
    const res = await page.goto(`${E2E_BOT_URL}/tracker`);
    expect(res?.headers()['content-security-policy']).toContain(`frame-src 'self' ${chatOrigin}`);

    const frame = page.getByTestId('tracker-frame');
    await expect(frame).toHaveAttribute('src', E2E_TRACKER_CHAT_URL);
    await expect(frame).toHaveAttribute('allow', 'microphone; camera');
    await expect(page.frameLocator('[data-testid="tracker-frame"]').getByRole('heading')).toHaveText(
      'Юридический ассистент',
    );
    await expect(page.getByTestId('tracker-loading')).toHaveCount(0);
    await expect(page.getByTestId('tracker-open')).toHaveAttribute('href', E2E_TRACKER_CHAT_URL);
    expect(violations).toEqual([]);
  });

  test('lets the chat use the camera and microphone on /tracker alone, also when reached inside the app', async ({
    page,
  }) => {
    // The Permissions-Policy denies them to every other page, so no other page can listen or watch.
    const chatOrigin = new URL(E2E_TRACKER_CHAT_URL).origin;
    await page.route(`${chatOrigin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Юридический ассистент</h1>' }),
    );
    const allows = (feature: string, origin?: string) =>
      page.evaluate(
        ([f, o]) =>
          (
            document as unknown as { featurePolicy: { allowsFeature(f: string, o?: string): boolean } }
          ).featurePolicy.allowsFeature(f, o),
        [feature, origin] as const,
      );
    const home = await page.goto(`${E2E_BOT_URL}/`);
    expect(home?.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(await allows('camera')).toBe(false);
    // Into the tracker without a page load of its own: it loads itself once, and the chat gets them.
    await page.evaluate(() => {
      history.pushState(null, '', '/tracker');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('tracker-frame')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('navigation')[0].name))
      .toMatch(/\/tracker$/);
    for (const feature of ['camera', 'microphone']) {
      expect(await allows(feature, chatOrigin), feature).toBe(true);
      expect(await allows(feature, 'https://elsewhere.example'), feature).toBe(false);
    }
    expect(await allows('geolocation', chatOrigin)).toBe(false);
  });
});
