import { expect, type Page } from '@playwright/test';
import { E2E_ANON_KEY } from '../../support/test-bot.ts';

/** The key the test servers run with (not the default), which the page gets from the server. */
export const ANON_KEY = E2E_ANON_KEY;

export interface DemoPerson {
  id: number;
  user_id: number | null;
  name: string;
  username: string;
  avatar: string | null;
  about: string | null;
}

/**
 * Calls a function of the host from inside the page, as the app does (same origin, anon key).
 * Throws with the server's `{ error }` on a non-OK answer.
 */
export async function callFunction<T = unknown>(page: Page, name: string, body: Record<string, unknown>): Promise<T> {
  const { ok, status, data } = await page.evaluate(
    async ({ name, body, key }) => {
      const res = await fetch(`/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { ok: res.ok, status: res.status, data: await res.json().catch(() => null) };
    },
    { name, body, key: ANON_KEY },
  );
  if (!ok)
    throw new Error(
      `${name} ${String(body.action ?? '')}: ${status} ${(data as { error?: string } | null)?.error ?? ''}`,
    );
  return data as T;
}

/** Opens the app (at `/` unless it is open already) and waits for start-up to store a session. */
export async function appSession(page: Page): Promise<string> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const handle = await page.waitForFunction(() => localStorage.getItem('sessionId'));
  return (await handle.jsonValue()) as string;
}

export async function demoPeople(page: Page): Promise<DemoPerson[]> {
  await appSession(page);
  return (await callFunction<{ people: DemoPerson[] }>(page, 'auth', { action: 'demoPeople' })).people;
}

/**
 * A page not opened yet gets its session as the app's start-up makes one (initSession, with the
 * device's time zone), from a same-origin address that loads no app (robots.txt): a test that
 * signs in then loads the app once, at its own page, instead of twice, which keeps the suite's time down.
 */
async function sessionWithoutTheApp(page: Page): Promise<string> {
  await page.goto('/robots.txt');
  // Inside the Telegram stand-in, Telegram's launch data come in the first page's hash, and the
  // app keeps them for the next loads: the app opens first there, as Telegram opens it.
  if (/tgWebAppData=/.test(new URL(page.url()).hash)) {
    await page.goto('/');
    return appSession(page);
  }
  const sessionId = await page.evaluate(async (key) => {
    const res = await fetch('/functions/v1/auth', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      body: JSON.stringify({ action: 'initSession' }),
    });
    const { sessionId } = (await res.json()) as { sessionId: string };
    localStorage.setItem('sessionId', sessionId);
    return sessionId;
  }, ANON_KEY);
  return sessionId;
}

/**
 * Signs the page's session in as a demo person (by username; the first one by default),
 * then opens `goto` (a full load, so start-up sees the signed-in session). A page not opened
 * yet is left on robots.txt without `goto`: the app is not loaded until the test opens a page.
 *
 * Seeded people: anna_smirnova, igor_volkov, maria_kuz, dmitry_orlov, elena_petrova,
 * olga_sokolova, pavel_lebedev, sergey_ivanov, natalia_popova; and the about page's golden
 * experts (server/demo/experts.ts), who are in no planner space. Tests run in parallel against
 * one server: a test that changes someone's settings uses a person no other test uses
 * (settings.spec.ts owns the last four).
 */
export async function signInAsDemo(
  page: Page,
  opts: { username?: string; goto?: string } = {},
): Promise<{ sessionId: string; person: DemoPerson }> {
  const anonymous = page.url().startsWith('http') ? await appSession(page) : await sessionWithoutTheApp(page);
  const people = (await callFunction<{ people: DemoPerson[] }>(page, 'auth', { action: 'demoPeople' })).people;
  const person = opts.username ? people.find((p) => p.username === opts.username) : people[0];
  if (!person)
    throw new Error(`No demo person ${opts.username}; there are ${people.map((p) => p.username).join(', ')}`);
  // Sign-in answers a new session (the anonymous one is ended): the page keeps it, as the app does.
  const answer = await callFunction<{ sessionId: string }>(page, 'auth', {
    action: 'demoSignIn',
    sessionId: anonymous,
    profileId: person.id,
  });
  const sessionId = answer.sessionId;
  await page.evaluate((id) => localStorage.setItem('sessionId', id), sessionId);
  if (opts.goto) {
    await page.goto(opts.goto);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
  }
  return { sessionId, person };
}

/** Sets a signed-in user's settings directly, for a test's starting point or clean-up. */
export async function setUserSettings(
  page: Page,
  sessionId: string,
  change: { language?: 'ru' | 'en'; timezone?: string },
) {
  if (change.language)
    await callFunction(page, 'settings', { action: 'updateLanguage', sessionId, data: { language: change.language } });
  if (change.timezone)
    await callFunction(page, 'settings', { action: 'updateTimezone', sessionId, data: { timezone: change.timezone } });
}
