import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWN_STATE_ID, type DrawnState, SCREEN_HINTS_COOKIE } from '@shared/first-screen.ts';
import { seedDemoPeople } from '@server/demo/people.ts';
import { createApp } from '@server/http/app.ts';
import { SESSION_COOKIE } from '@server/http/session-cookie.ts';
import { confirmSignIn } from '@server/features/auth/sign-in-tokens.ts';
import { requireBuiltApp } from '../support/built-app.ts';
import { createTestApp } from '../support/test-app.ts';
import { signedInitData, TEST_BOT_TOKEN, TEST_BOT_USERNAME, tgUser } from '../support/telegram.ts';

/** The language of a visitor before sign-in, and names kept in two languages. */
const t = await createTestApp({ botToken: TEST_BOT_TOKEN, botUsername: TEST_BOT_USERNAME, initDataMaxAge: 86_400 });

const cookie = (lang: string) => ({ cookie: `lp_lang=${lang}` });
const regionTitle = async (code: string, headers: Record<string, string>, sessionId?: string) => {
  const r = await t.call('regions', sessionId ? { sessionId } : {}, { method: 'GET', headers });
  expect(r.status).toBe(200);
  return (r.body.regions as { code: string; title: string }[]).find((x) => x.code === code)?.title;
};
/** An anonymous call that fails: the catalog of a region that does not exist. */
const anonymousRefusal = async (headers: Record<string, string>) => {
  const r = await t.call('catalog', { region: '99' }, { method: 'GET', headers });
  expect(r.status).toBe(400);
  return r.body.error as string;
};

describe('an anonymous visitor’s language', () => {
  it('answers an error in the browser’s language, and in the one chosen with the switch over it', async () => {
    const en = await anonymousRefusal({ 'accept-language': 'en-US,en;q=0.9' });
    const ru = await anonymousRefusal({ 'accept-language': 'ru-RU' });
    expect(en).toBe('Unknown region');
    expect(ru).toBe('Неизвестный регион');
    expect(await anonymousRefusal({ 'accept-language': 'en-US', ...cookie('ru') })).toBe(ru);
    expect(await anonymousRefusal({ 'accept-language': 'ru-RU', ...cookie('en') })).toBe(en);
  });

  it('ignores a cookie naming any other language', async () => {
    const en = await anonymousRefusal({ 'accept-language': 'en' });
    expect(await anonymousRefusal({ 'accept-language': 'en', ...cookie('de') })).toBe(en);
    expect(await anonymousRefusal({ 'accept-language': 'en', ...cookie('en%3Bx') })).toBe(en);
  });

  it('names regions in English for an English browser, in Russian when Russian was chosen', async () => {
    expect(await regionTitle('78', { 'accept-language': 'en-GB' })).toBe('Saint Petersburg');
    expect(await regionTitle('78', { 'accept-language': 'ru' })).toBe('Санкт-Петербург');
    expect(await regionTitle('78', { 'accept-language': 'en-GB', ...cookie('ru') })).toBe('Санкт-Петербург');
    expect(await regionTitle('77', { 'accept-language': 'ru', ...cookie('en') })).toBe('Moscow');
  });

  it('has an English name for every region, in the English order', async () => {
    const r = await t.call('regions', {}, { method: 'GET', headers: { 'accept-language': 'en' } });
    const list = r.body.regions as { title: string; is_top: boolean }[];
    expect(list.every((x) => /^[\x20-\x7e–]+$/.test(x.title))).toBe(true);
    const rest = list.filter((x) => !x.is_top).map((x) => x.title);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('keeps the choice made with the switch: a cookie, the session’s settings, a brand-new person’s first language', async () => {
    const sessionId = (await t.call('auth', { action: 'initSession' })).body.sessionId as string;
    const chose = await t.call('settings', { action: 'updateLanguage', sessionId, data: { language: 'ru' } });
    expect(chose.status).toBe(200);
    expect(chose.headers.get('set-cookie')).toMatch(/^lp_lang=ru;.*Path=\//);
    const settings = await t.call(
      'settings',
      { action: 'getUserSettings', sessionId },
      { headers: { 'accept-language': 'en' } },
    );
    expect(settings.body.language).toBe('ru');

    // Signed in through the bot, from Telegram in English: the choice made before wins.
    const { body } = await t.call('auth', { action: 'initAuth', sessionId });
    const token = (body.link as string).split('signin_')[1]!;
    const tg = tgUser({ username: 'chose_russian', language_code: 'en' });
    expect((await confirmSignIn(t.db.db, token, tg, body.code as number)).status).toBe('signed_in');
    const signedIn = (await t.call('auth', { action: 'checkAuth', sessionId, state: body.state })).body
      .sessionId as string;
    const after = await t.call('settings', { action: 'getUserSettings', sessionId: signedIn });
    expect(after.body.language).toBe('ru');
  });

  it('carries the cookie’s language into the settings of a person new to the mini-app', async () => {
    const tg = tgUser({ username: 'tma_english_choice', language_code: 'ru' });
    const r = await t.call('tma-auth', { initData: signedInitData({ user: tg }) }, { headers: cookie('en') });
    expect(r.status).toBe(200);
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId: r.body.sessionId });
    expect(settings.body.language).toBe('en');
  });

  it('lets the settings of a signed-in person win over the cookie and the browser', async () => {
    const me = await t.signIn();
    await t.call('settings', { action: 'updateLanguage', sessionId: me.sessionId, data: { language: 'ru' } });
    expect(await regionTitle('78', { 'accept-language': 'en', ...cookie('en') }, me.sessionId)).toBe('Санкт-Петербург');
  });
});

describe('names kept per language', () => {
  it('answers the catalog’s practice areas and regions in the reader’s language, each kept apart', async () => {
    const read = async (lang: string) =>
      (await t.call('catalog', { region: '77' }, { method: 'GET', headers: { 'accept-language': lang } })).body as {
        serviceTypes: { title: string }[];
        regions: { code: string; title: string }[];
      };
    for (let i = 0; i < 2; i++) {
      const ru = await read('ru');
      const en = await read('en');
      expect(ru.serviceTypes.map((x) => x.title)).toContain('Нотариат');
      expect(en.serviceTypes.map((x) => x.title)).toContain('Notaries');
      expect(en.regions.find((x) => x.code === '77')?.title).toBe('Moscow');
      expect(ru.regions.find((x) => x.code === '77')?.title).toBe('Москва');
    }
  });

  it('answers the professionals’ directory with regions in the reader’s language, each kept apart', async () => {
    const me = await t.signIn('Региональный Юрист');
    const spb = await t.db.db.selectFrom('regions').select('id').where('code', '=', '78').executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('region_selected')
      .values({ profile_id: me.profileId, type: 'profile', region_id: spb.id })
      .execute();
    const read = async (lang: string) => {
      const r = await t.call('pro', { region: '78' }, { method: 'GET', headers: { 'accept-language': lang } });
      expect(r.status).toBe(200);
      return r.body as { lawyers: { region: { title: string } | null }[]; regions: { code: string; title: string }[] };
    };
    for (let i = 0; i < 2; i++) {
      const ru = await read('ru');
      const en = await read('en');
      expect(ru.lawyers[0]?.region?.title).toBe('Санкт-Петербург');
      expect(en.lawyers[0]?.region?.title).toBe('Saint Petersburg');
      expect(en.regions.find((x) => x.code === '78')?.title).toBe('Saint Petersburg');
    }
  });

  it('fills the English names of every region and seeded practice area in the database', async () => {
    const regions = await t.db.db.selectFrom('regions').select('code').where('name_en', 'is', null).execute();
    expect(regions).toEqual([]);
    const types = await t.db.db
      .selectFrom('catalog_service_types')
      .select('title')
      .where('title_en', 'is', null)
      .execute();
    expect(types).toEqual([]);
  });
});

describe('the page in the visitor’s language', () => {
  // A built app of one file is enough: the server reads index.html and writes the language in.
  const staticDir = mkdtempSync(join(tmpdir(), 'lp-static-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>LP</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{}');
  const app = createApp({ ...t.deps, config: { ...t.config, staticDir } });
  const page = async (headers: Record<string, string>) => (await app.request('/auth', { headers })).text();

  it('starts in English for an English browser and preloads the English texts', async () => {
    const html = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('href="/locales/en/translations.json"');
    expect(html).not.toContain('/locales/ru/translations.json');
  });

  it('starts in the language chosen with the switch', async () => {
    const html = await page({ 'accept-language': 'en-US', ...cookie('ru') });
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('href="/locales/ru/translations.json"');
  });
});

describe('signing in keeps the language the visitor was using', () => {
  const seeded = seedDemoPeople(t.db.db);
  /** An anonymous session made as the app makes it, on a page in `headers`' language. */
  const visitorSession = async (headers: Record<string, string>) =>
    (await t.call('auth', { action: 'initSession' }, { headers })).body.sessionId as string;
  /** Demo sign-in from a page in `headers`' language; the person's settings as the app then reads them. */
  const demoSignIn = async (username: string, headers: Record<string, string>, sessionId?: string) => {
    await seeded;
    const people = (await t.call('auth', { action: 'demoPeople' }, { method: 'GET' })).body.people as {
      id: number;
      username: string;
    }[];
    const person = people.find((p) => p.username === username)!;
    const from = sessionId ?? (await visitorSession(headers));
    const r = await t.call('auth', { action: 'demoSignIn', sessionId: from, profileId: person.id }, { headers });
    expect(r.status).toBe(200);
    return r.body.sessionId as string;
  };
  /** The signed-in person's language, asked from a page in the other language: the setting answers. */
  const settingsLanguage = async (sessionId: string) => {
    const ru = await t.call(
      'settings',
      { action: 'getUserSettings', sessionId },
      { headers: { 'accept-language': 'ru' } },
    );
    const en = await t.call(
      'settings',
      { action: 'getUserSettings', sessionId },
      { headers: { 'accept-language': 'en' } },
    );
    expect(ru.body.language).toBe(en.body.language);
    return en.body.language as string;
  };

  it('keeps the page’s English at a demo sign-in, and Russian at the next one from a Russian page, while the account has no language of its own', async () => {
    expect(await settingsLanguage(await demoSignIn('maria_kuz', { 'accept-language': 'en' }))).toBe('en');
    expect(await settingsLanguage(await demoSignIn('maria_kuz', { 'accept-language': 'ru-RU,ru;q=0.9' }))).toBe('ru');
  });

  it('makes the language chosen with the switch before sign-in the account’s own: a later sign-in elsewhere keeps it', async () => {
    const sessionId = await visitorSession({ 'accept-language': 'ru' });
    const chose = await t.call('settings', { action: 'updateLanguage', sessionId, data: { language: 'en' } });
    expect(chose.status).toBe(200);
    const page = { 'accept-language': 'en', ...cookie('en') };
    expect(await settingsLanguage(await demoSignIn('dmitry_orlov', page, sessionId))).toBe('en');
    // Another browser, in Russian, with no choice made there.
    expect(await settingsLanguage(await demoSignIn('dmitry_orlov', { 'accept-language': 'ru' }))).toBe('en');
  });

  it('keeps the language a person chose while signed in, whatever page they sign in from next', async () => {
    const first = await demoSignIn('elena_petrova', { 'accept-language': 'en' });
    await t.call('settings', { action: 'updateLanguage', sessionId: first, data: { language: 'ru' } });
    expect(await settingsLanguage(await demoSignIn('elena_petrova', { 'accept-language': 'en' }))).toBe('ru');
    expect(
      await settingsLanguage(await demoSignIn('elena_petrova', { 'accept-language': 'en', ...cookie('en') })),
    ).toBe('ru');
  });

  it('keeps the page’s language over Telegram’s at a sign-in through the bot, the first and the next', async () => {
    const tg = tgUser({ username: 'telegram_in_russian', language_code: 'ru' });
    const throughBot = async (headers: Record<string, string>) => {
      const sessionId = await visitorSession(headers);
      const { body } = await t.call('auth', { action: 'initAuth', sessionId }, { headers });
      const token = (body.link as string).split('signin_')[1]!;
      expect((await confirmSignIn(t.db.db, token, tg, body.code as number)).status).toBe('signed_in');
      const r = await t.call('auth', { action: 'checkAuth', sessionId, state: body.state }, { headers });
      return r.body.sessionId as string;
    };
    expect(await settingsLanguage(await throughBot({ 'accept-language': 'en-GB' }))).toBe('en');
    expect(await settingsLanguage(await throughBot({ 'accept-language': 'ru' }))).toBe('ru');
  });
});

describe('a visitor’s next pages, drawn by the server', () => {
  // The built app and its renderer, as in first-screen.test.ts.
  const app = createApp({ ...t.deps, config: { ...t.config, staticDir: requireBuiltApp() } });
  const hints = `${SCREEN_HINTS_COOKIE}=${encodeURIComponent(JSON.stringify({ phone: true, dark: false, space: null, project: null }))}`;
  /** A cold open of /career by a visitor whose anonymous session exists (a reload, a second page). */
  const reopen = async (sessionId: string, headers: Record<string, string>, chosen?: string) => {
    const cookies = [hints, `${SESSION_COOKIE}=${sessionId}`, ...(chosen ? [`lp_lang=${chosen}`] : [])].join('; ');
    const html = await (await app.request('/career', { headers: { ...headers, cookie: cookies } })).text();
    const state = new RegExp(`<script type="application/json" id="${DRAWN_STATE_ID}">([^<]*)</script>`).exec(html);
    expect(state, 'the page is drawn').not.toBeNull();
    return { lang: /<html lang="(\w+)"/.exec(html)?.[1], drawn: (JSON.parse(state![1]!) as DrawnState).language, html };
  };
  const session = async () => (await t.call('auth', { action: 'initSession' })).body.sessionId as string;

  it('draws the next page of an English browser in English, the page and its state alike', async () => {
    const english = await reopen(await session(), { 'accept-language': 'en-US,en;q=0.9' });
    expect(english).toMatchObject({ lang: 'en', drawn: 'en' });
    expect(english.html).toContain('Vacancies at law firms');
    expect(await reopen(await session(), { 'accept-language': 'ru-RU' })).toMatchObject({ lang: 'ru', drawn: 'ru' });
  });

  it('draws it in the language chosen with the switch over the browser’s', async () => {
    const sessionId = await session();
    expect(await reopen(sessionId, { 'accept-language': 'ru-RU' }, 'en')).toMatchObject({ lang: 'en', drawn: 'en' });
    expect(await reopen(sessionId, { 'accept-language': 'en-US' }, 'ru')).toMatchObject({ lang: 'ru', drawn: 'ru' });
  });
});
