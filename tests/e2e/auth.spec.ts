import { expect, test, type APIRequestContext } from './support/test.ts';
import { E2E_ANON_KEY as ANON_KEY, E2E_BOT_URL, E2E_TG_URL, E2E_WEBHOOK_SECRET } from '../support/test-bot.ts';

let updateId = 1;

function telegramPerson(username: string) {
  return {
    id: 500_000_000 + Math.floor(Math.random() * 400_000_000),
    is_bot: false,
    first_name: 'Мария',
    last_name: 'Соколова',
    username,
    language_code: 'ru',
  };
}

/** Hands an update to the bot as Telegram would: POST /bot/webhook with the secret header. */
async function deliver(request: APIRequestContext, update: Record<string, unknown>) {
  const res = await request.post(`${E2E_BOT_URL}/bot/webhook`, {
    data: { update_id: updateId++, ...update },
    headers: { 'X-Telegram-Bot-Api-Secret-Token': E2E_WEBHOOK_SECRET },
  });
  expect(res.status()).toBe(200);
}

/** What the bot sent to this chat, as the Bot API emulator recorded it. */
async function botCalls(request: APIRequestContext, chatId: number, method: string) {
  return (await (await request.get(`${E2E_TG_URL}/__calls?chat_id=${chatId}&method=${method}`)).json()) as Array<{
    payload: any;
  }>;
}

test.describe('web sign-in through the bot', () => {
  test.use({ baseURL: E2E_BOT_URL });

  test('opens /auth, taps the shown number in the bot, and arrives at /profile by itself with a new session (the old id is dead)', async ({
    page,
    request,
  }, info) => {
    await page.goto('/auth');
    const button = page.getByTestId('auth-link');
    await expect(button).toBeVisible();
    // Fixation: an id seen before sign-in (anyone may have seen it) must be worth nothing after.
    const before = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(before).toBeTruthy();
    const code = Number(await page.getByTestId('auth-code').textContent());
    expect(code).toBeGreaterThanOrEqual(10);
    expect(code).toBeLessThanOrEqual(99);
    await expect(page.getByTestId('auth-code-block')).toContainText('В Telegram нажмите это число');
    await expect(button).toHaveText('Войти через Telegram');
    const href = (await button.getAttribute('href'))!;
    const token = /^https:\/\/t\.me\/legal_platform_test_bot\?start=signin_([A-Za-z0-9_-]{24})$/.exec(href)?.[1];
    expect(token, href).toBeTruthy();
    await expect(page.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/post/useragreement',
    );
    await expect(page.getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute(
      'href',
      '/post/privacy',
    );
    // The QR of the same link, on desktop only.
    if (info.project.name === 'desktop') {
      await expect(page.getByTestId('auth-qr')).toHaveAttribute('data-link', href);
      await expect(page.getByTestId('auth-qr').locator('svg')).toHaveAttribute('width', '200');
    } else {
      await expect(page.getByTestId('auth-qr')).toHaveCount(0);
    }
    // No demo sign-in with a real bot.
    await expect(page.getByTestId('demo-sign-in')).toHaveCount(0);

    const person = telegramPerson(`e2e_${info.project.name}_${Date.now() % 100000}`);
    const chat = { id: person.id, type: 'private', first_name: person.first_name };
    await deliver(request, {
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat,
        from: person,
        text: `/start signin_${token}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    const [asked] = await botCalls(request, person.id, 'sendMessage');
    expect(asked.payload.text).toContain('Вход в Legal Platform');
    expect(asked.payload.text).toContain('впустит <b>этот браузер</b> в ваш аккаунт');
    expect(asked.payload.text).toMatch(/Сеть: (\d+\.\d+\.\d+\.x|[0-9a-f:]+::\/48)/);
    const numbers = asked.payload.reply_markup.inline_keyboard
      .flat()
      .filter((b: { text: string }) => /^\d+$/.test(b.text));
    expect(numbers).toHaveLength(3);
    const confirm = numbers.find((b: { text: string }) => Number(b.text) === code);
    expect(confirm.callback_data).toBe(`signin:${code}:${token}`);

    await expect(page).toHaveURL(/\/auth$/); // nothing happens before the tap
    await deliver(request, {
      callback_query: {
        id: String(updateId),
        from: person,
        chat_instance: '1',
        data: confirm.callback_data,
        message: { message_id: 1001, date: Math.floor(Date.now() / 1000), chat, text: asked.payload.text },
      },
    });
    const [edited] = await botCalls(request, person.id, 'editMessageText');
    expect(edited.payload.text).toContain(`(@${person.username})`);

    // The realtime channel tells the page; it loads the profile and moves on by itself.
    await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).not.toBe(before);
    const check = await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, {
      data: { sessionId },
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await check.json()).toMatchObject({ exists: true, isAuth: true });
    await expect(page.getByText('Мария Соколова').first()).toBeVisible();
    const withOld = await request.post(`${E2E_BOT_URL}/functions/v1/settings`, {
      data: { action: 'getSessions', sessionId: before },
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(withOld.status()).toBe(401);
  });

  test(
    'a wrong number tapped in the bot signs nobody in, and the page says so with a fresh link and number',
    { tag: '@desktop-only' },
    async ({ page, request }, info) => {
      await page.goto('/auth');
      const button = page.getByTestId('auth-link');
      await expect(button).toBeVisible();
      const href = (await button.getAttribute('href'))!;
      const token = /start=signin_([A-Za-z0-9_-]{24})$/.exec(href)![1];
      const code = Number(await page.getByTestId('auth-code').textContent());
      const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
      const person = telegramPerson(`e2e_wrong_${info.project.name}_${Date.now() % 100000}`);
      const chat = { id: person.id, type: 'private', first_name: person.first_name };
      await deliver(request, {
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: person,
          text: `/start signin_${token}`,
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      });
      const [asked] = await botCalls(request, person.id, 'sendMessage');
      const wrong = asked.payload.reply_markup.inline_keyboard
        .flat()
        .find((b: { text: string }) => /^\d+$/.test(b.text) && Number(b.text) !== code);
      await deliver(request, {
        callback_query: {
          id: String(updateId),
          from: person,
          chat_instance: '1',
          data: wrong.callback_data,
          message: { message_id: 1003, date: Math.floor(Date.now() / 1000), chat, text: asked.payload.text },
        },
      });
      const [edited] = await botCalls(request, person.id, 'editMessageText');
      expect(edited.payload.text).toContain('Это не то число');
      await expect(page.getByTestId('auth-cancelled')).toContainText('нажали неверное число');
      await expect(button).not.toHaveAttribute('href', href);
      await expect(page).toHaveURL(/\/auth$/);
      const check = await request.post(`${E2E_BOT_URL}/functions/v1/check-session`, {
        data: { sessionId },
        headers: { Authorization: `Bearer ${ANON_KEY}` },
      });
      expect(await check.json()).toMatchObject({ exists: true, isAuth: false });
      // The right number on the dead link does nothing either.
      await deliver(request, {
        callback_query: {
          id: String(updateId),
          from: person,
          chat_instance: '1',
          data: `signin:${code}:${token}`,
          message: { message_id: 1003, date: Math.floor(Date.now() / 1000), chat, text: asked.payload.text },
        },
      });
      await expect(page).toHaveURL(/\/auth$/);
      expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
    },
  );

  test(
    'Cancel in the bot tells the page, which says so and shows a fresh link',
    { tag: '@desktop-only' },
    async ({ page, request }, info) => {
      await page.goto('/auth');
      const button = page.getByTestId('auth-link');
      await expect(button).toBeVisible();
      const href = (await button.getAttribute('href'))!;
      const token = /start=signin_([A-Za-z0-9_-]{24})$/.exec(href)![1];
      const person = telegramPerson(`e2e_cancel_${info.project.name}_${Date.now() % 100000}`);
      const chat = { id: person.id, type: 'private', first_name: person.first_name };
      await deliver(request, {
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: person,
          text: `/start signin_${token}`,
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      });
      const [asked] = await botCalls(request, person.id, 'sendMessage');
      const cancel = asked.payload.reply_markup.inline_keyboard
        .flat()
        .find((b: { callback_data?: string }) => b.callback_data === `signin:no:${token}`);
      await deliver(request, {
        callback_query: {
          id: String(updateId),
          from: person,
          chat_instance: '1',
          data: cancel.callback_data,
          message: { message_id: 1002, date: Math.floor(Date.now() / 1000), chat, text: asked.payload.text },
        },
      });
      await expect(page.getByTestId('auth-cancelled')).toBeVisible();
      await expect(button).not.toHaveAttribute('href', href);
      await expect(page).toHaveURL(/\/auth$/);
    },
  );

  test('retries a failing start 3 times, then offers Try Again', { tag: '@desktop-only' }, async ({ page }) => {
    let initAuthCalls = 0;
    await page.route('**/functions/v1/auth', async (route) => {
      if (route.request().postDataJSON()?.action !== 'initAuth') return route.fallback();
      initAuthCalls++;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal error' }),
      });
    });
    await page.goto('/auth');
    await expect(page.getByTestId('auth-retrying')).toHaveText('Повторная попытка… (1/3)');
    await expect(page.getByTestId('auth-retrying')).toHaveText('Повторная попытка… (3/3)', { timeout: 8000 });
    await expect(page.getByTestId('auth-error')).toContainText('Не удалось подготовить вход после нескольких попыток', {
      timeout: 10_000,
    });
    expect(initAuthCalls).toBe(4);
    await page.unroute('**/functions/v1/auth');
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.getByTestId('auth-link')).toBeVisible();
  });

  test('issues a new link (and QR) before the old one expires', { tag: '@desktop-only' }, async ({ page }, info) => {
    let first = true;
    await page.route('**/functions/v1/auth', async (route) => {
      if (route.request().postDataJSON()?.action !== 'initAuth' || !first) return route.fallback();
      first = false;
      // The first link "expires" in 61 s, so the page must renew it about now.
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, expiresAt: new Date(Date.now() + 61_000).toISOString() } });
    });
    await page.goto('/auth');
    const button = page.getByTestId('auth-link');
    await expect(button).toBeVisible();
    const before = await button.getAttribute('href');
    await expect(button).not.toHaveAttribute('href', before!, { timeout: 15_000 });
    if (info.project.name === 'desktop')
      await expect(page.getByTestId('auth-qr')).toHaveAttribute('data-link', (await button.getAttribute('href'))!);
  });

  test('looks right', async ({ page }, info) => {
    await page.goto('/auth');
    await expect(page.getByTestId('auth-link')).toBeVisible();
    if (info.project.name === 'desktop') await expect(page.getByTestId('auth-qr').locator('svg')).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/auth-${info.project.name}.png`, fullPage: true });
  });
});

test.describe('demo sign-in', () => {
  test('signs in as a demo person from /auth when there is no bot', async ({ page }, info) => {
    await page.goto('/auth');
    await expect(page.getByTestId('auth-demo-mode')).toBeVisible();
    await expect(page.getByTestId('demo-sign-in')).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/auth-demo-${info.project.name}.png`, fullPage: true });
    const before = await page.evaluate(() => localStorage.getItem('sessionId'));
    await page.getByTestId('demo-person-anna_smirnova').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Анна Смирнова').first()).toBeVisible();
    // A new session replaced the old one, which is ended.
    const after = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(after).not.toBe(before);
    const old = await page.request.post('/functions/v1/check-session', {
      data: { sessionId: before },
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await old.json()).toMatchObject({ exists: false });
  });
});
