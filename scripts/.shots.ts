import { chromium, devices } from 'playwright-core';
const base = 'http://127.0.0.1:3302';
const out = '/work/main/tests/e2e/artifacts/settings-profile';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const only = process.argv[2];
const variants = [
  { name: 'desktop-light', opts: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const } },
  { name: 'desktop-dark', opts: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const } },
  { name: 'phone-light', opts: { ...devices['Pixel 7'], colorScheme: 'light' as const } },
  { name: 'phone-dark', opts: { ...devices['Pixel 7'], colorScheme: 'dark' as const } },
].filter((v) => !only || v.name.startsWith(only));
for (const v of variants) {
  const ctx = await browser.newContext({ ...v.opts, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(v.name, 'pageerror', e.message));
  await page.goto(base + '/');
  await page.waitForFunction(() => localStorage.getItem('sessionId'));
  await page.evaluate(async () => {
    const h = { Authorization: 'Bearer lp-dev-anon-key', 'Content-Type': 'application/json' };
    const sessionId = localStorage.getItem('sessionId');
    const people = await (await fetch('/functions/v1/auth', { method: 'POST', headers: h, body: JSON.stringify({ action: 'demoPeople' }) })).json();
    await fetch('/functions/v1/auth', { method: 'POST', headers: h, body: JSON.stringify({ action: 'demoSignIn', sessionId, profileId: people.people[0].id }) });
  });
  const shot = async (n: string) => { await page.waitForTimeout(700); await page.screenshot({ path: `${out}/${v.name}-${n}.png` }); };
  await page.goto(base + '/settings'); await page.getByTestId('session-current').waitFor(); await shot('settings');
  await page.getByTestId('open-language').click(); await shot('settings-language');
  await page.keyboard.press('Escape'); await page.waitForTimeout(600);
  await page.getByTestId('open-timezone').click(); await shot('settings-timezone');
  await page.getByRole('searchbox').fill('моск'); await shot('settings-timezone-search');
  await page.keyboard.press('Escape'); await page.waitForTimeout(600);
  await page.getByTestId('sign-out').click(); await shot('settings-signout');
  await page.keyboard.press('Escape'); await page.waitForTimeout(600);
  await page.goto(base + '/profile'); await page.getByTestId('profile-name').waitFor(); await shot('profile');
  await page.goto(base + '/elena_petrova'); await page.getByTestId('profile-name').waitFor(); await shot('profile-other');
  await page.goto(base + '/nobody_here'); await page.getByTestId('profile-not-found').waitFor(); await shot('profile-notfound');
  await ctx.close();
}
await browser.close();
