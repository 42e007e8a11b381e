import { expect, test } from './support/test.ts';
import { E2E_ANON_KEY } from '../support/test-bot.ts';
import { signInAsDemo } from './support/sign-in.ts';

test(
  'the page takes the anon key from the server at run time, and signed-in calls work with it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Every call's key: the Authorization header, or ?apikey= on the realtime stream (EventSource sends no headers).
    const sent: string[] = [];
    page.on('request', (req) => {
      if (!req.url().includes('/functions/v1/')) return;
      const header = req.headers().authorization;
      sent.push(header ? header.replace(/^Bearer /, '') : (new URL(req.url()).searchParams.get('apikey') ?? ''));
    });
    await page.goto('/');
    const config = await page.evaluate(() => JSON.parse(document.getElementById('lp-config')?.textContent ?? 'null'));
    // The test server runs with a key that is not the default one; the build knows no key.
    expect(E2E_ANON_KEY).not.toBe('lp-dev-anon-key');
    expect(config).toMatchObject({ anonKey: E2E_ANON_KEY, demo: true });

    await signInAsDemo(page, { username: 'igor_volkov', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toBeVisible();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([E2E_ANON_KEY]));
  },
);
