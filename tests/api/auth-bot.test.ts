import { describe, expect, it } from 'vitest';
import { createBot, type BotDeps } from '../../bot/index.ts';
import { webhookRoute, webhookSecretFor } from '../../bot/run.ts';
import { createApp } from '@server/http/app.ts';
import { createLogger } from '@server/logger.ts';
import { hashToken, signInService } from '@server/features/auth/sign-in-tokens.ts';
import { createTestApp } from '../support/test-app.ts';
import {
  buttonData,
  callbackUpdate,
  messageUpdate,
  recordBotApi,
  TEST_BOT_TOKEN,
  TEST_BOT_USERNAME,
  tgUser,
} from '../support/telegram.ts';

const t = await createTestApp({ botUsername: TEST_BOT_USERNAME });
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The real bot over the test database, its Bot API calls recorded instead of sent. */
function testBot(overrides: Partial<BotDeps> = {}) {
  const bot = createBot(TEST_BOT_TOKEN, {
    signIn: signInService(t.db.db),
    logger: createLogger('silent'),
    publicUrl: 'https://lp.example',
    botUsername: TEST_BOT_USERNAME,
    ...overrides,
  });
  const api = recordBotApi(bot);
  return { bot, api, send: (update: object) => bot.handleUpdate(update as never) };
}

let n = 0;
async function browserAsks() {
  const headers = {
    'x-forwarded-for': `198.51.100.${++n}`,
    'user-agent': CHROME_WINDOWS,
    'x-timezone': 'Europe/Moscow',
  };
  const sessionId = (await t.call('auth', { action: 'initSession' }, { headers })).body.sessionId as string;
  const { body } = await t.call('auth', { action: 'initAuth', sessionId }, { headers });
  const link = body.link as string;
  return {
    sessionId,
    token: link.slice(link.indexOf('signin_') + 7),
    code: body.code as number,
    state: body.state as string,
    network: `198.51.100.x`,
  };
}
/** Whether the asking browser got a signed-in session: it collects with its secret (once). */
const collected = async (b: { sessionId: string; state: string }) => {
  const r = await t.call('auth', { action: 'checkAuth', sessionId: b.sessionId, state: b.state });
  return r.body.sessionId as string | undefined;
};
const isAuth = async (sessionId: string) => (await t.call('check-session', { sessionId })).body.isAuth as boolean;
const wrongOf = (code: number) => (code === 99 ? 98 : code + 1);
/** The number buttons of the prompt, in their order. */
const numbers = (call: { payload: any } | undefined) =>
  ((call?.payload.reply_markup?.inline_keyboard ?? []) as Array<Array<{ text: string; callback_data?: string }>>)
    .flat()
    .filter((b) => /^\d+$/.test(b.text));

describe('bot: /start signin_<token>', () => {
  it('asks in Russian which browser, from which network and when, says it signs that browser in, and offers three numbers and Cancel', async () => {
    const { bot, api, send } = testBot();
    const { token, code, network } = await browserAsks();
    const person = tgUser({ language_code: 'ru' });
    await send(messageUpdate(person, `/start signin_${token}`));
    const msg = api.last('sendMessage');
    expect(msg?.payload.chat_id).toBe(person.id);
    expect(msg?.payload.text).toContain('Вход в Legal Platform');
    expect(msg?.payload.text).toContain('Chrome, Windows');
    expect(msg?.payload.text).toContain(network);
    expect(msg?.payload.text).toContain('впустит <b>этот браузер</b> в ваш аккаунт');
    expect(msg?.payload.text).toMatch(/\d{4} г\.,? (в )?\d{2}:\d{2} \(Europe\/Moscow\)/);
    const nums = numbers(msg);
    expect(nums).toHaveLength(3);
    expect(new Set(nums.map((b) => b.text)).size).toBe(3);
    expect(nums.map((b) => Number(b.text))).toContain(code);
    for (const b of nums) expect(b.callback_data).toBe(`signin:${b.text}:${token}`);
    expect(buttonData(msg, /Отменить/)).toBe(`signin:no:${token}`);
    expect(bot.botInfo.username).toBe(TEST_BOT_USERNAME);
  });

  it('speaks English to an English Telegram', async () => {
    const { api, send } = testBot();
    const { token } = await browserAsks();
    await send(messageUpdate(tgUser({ language_code: 'en-GB' }), `/start signin_${token}`));
    const msg = api.last('sendMessage');
    expect(msg?.payload.text).toContain('Sign in to Legal Platform');
    expect(msg?.payload.text).toContain('Chrome on Windows');
    expect(msg?.payload.text).toContain('Network: 198.51.100.x');
    expect(msg?.payload.text).toContain('signs <b>that browser</b> into your account');
    expect(numbers(msg)).toHaveLength(3);
  });

  it('phishing: a wrong number voids the link, says why, and nobody is signed in', async () => {
    const { api, send } = testBot();
    const asked = await browserAsks();
    const victim = tgUser({ language_code: 'en' });
    await send(messageUpdate(victim, `/start signin_${asked.token}`));
    const wrong = numbers(api.last('sendMessage')).find((b) => Number(b.text) !== asked.code)!;
    await send(callbackUpdate(victim, wrong.callback_data!, 102));
    expect(api.last('editMessageText')?.payload.text).toMatch(/not the number shown on the sign-in page/);
    expect(api.last('answerCallbackQuery')?.payload).toMatchObject({ show_alert: true });
    // Even the right number now does nothing.
    await send(callbackUpdate(victim, `signin:${asked.code}:${asked.token}`, 102));
    expect(api.last('editMessageText')?.payload.text).toMatch(/no longer works/);
    expect(await collected(asked)).toBeUndefined();
    expect(await isAuth(asked.sessionId)).toBe(false);
    expect(
      await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', victim.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the right number lets the asking browser (and only it) collect a new session, and turns the message into "signed in" with a way back', async () => {
    const { api, send } = testBot();
    const asked = await browserAsks();
    const person = tgUser({ username: 'bot_confirmer', first_name: 'Вера', last_name: 'Котова', language_code: 'ru' });
    await send(messageUpdate(person, `/start signin_${asked.token}`));
    await send(callbackUpdate(person, buttonData(api.last('sendMessage'), new RegExp(`^${asked.code}$`)), 101));

    // The asking id itself is never signed in; its secret collects a new one.
    expect(await isAuth(asked.sessionId)).toBe(false);
    const newId = await collected(asked);
    expect(newId).toBeTruthy();
    expect(await isAuth(newId!)).toBe(true);
    expect(await isAuth(asked.sessionId)).toBe(false);
    const edit = api.last('editMessageText');
    expect(edit?.payload).toMatchObject({ chat_id: person.id, message_id: 101, parse_mode: 'HTML' });
    expect(edit?.payload.text).toContain('Вы вошли как <b>Вера Котова</b> (@bot_confirmer)');
    expect(edit?.payload.reply_markup.inline_keyboard[0][0]).toMatchObject({ url: 'https://lp.example' });
    expect(api.last('answerCallbackQuery')?.payload.text).toBe('Вход подтверждён');
  });

  it('Cancel changes nothing for the browser and kills the link', async () => {
    const { api, send } = testBot();
    const { sessionId, token, code } = await browserAsks();
    const person = tgUser({ language_code: 'en' });
    await send(messageUpdate(person, `/start signin_${token}`));
    await send(callbackUpdate(person, buttonData(api.last('sendMessage'), /Cancel/)));
    expect(api.last('editMessageText')?.payload.text).toMatch(/Sign-in cancelled/);
    expect(await isAuth(sessionId)).toBe(false);
    await send(callbackUpdate(person, `signin:${code}:${token}`));
    expect(api.last('editMessageText')?.payload.text).toMatch(/no longer works/);
    expect(await isAuth(sessionId)).toBe(false);
  });

  it('says a used link was used, and signs in nobody else with it', async () => {
    const { api, send } = testBot();
    const asked = await browserAsks();
    const { token, code } = asked;
    const owner = tgUser({ language_code: 'en' });
    await send(callbackUpdate(owner, `signin:${code}:${token}`));
    const other = tgUser({ language_code: 'en' });
    await send(messageUpdate(other, `/start signin_${token}`));
    expect(api.last('sendMessage')?.payload.text).toMatch(/already been used/);
    await send(callbackUpdate(other, `signin:${code}:${token}`));
    expect(api.last('editMessageText')?.payload.text).toMatch(/already been used/);
    const newId = await collected(asked);
    const ownerUser = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('telegram_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect((await t.call('check-session', { sessionId: newId })).body.userId).toBe(ownerUser.id);
  });

  it('says an expired link expired', async () => {
    const { api, send } = testBot();
    const { sessionId, token, code } = await browserAsks();
    await t.db.db
      .updateTable('sign_in_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const person = tgUser({ language_code: 'ru' });
    await send(messageUpdate(person, `/start signin_${token}`));
    expect(api.last('sendMessage')?.payload.text).toMatch(/устарела/);
    await send(callbackUpdate(person, `signin:${code}:${token}`));
    expect(api.last('editMessageText')?.payload.text).toMatch(/устарела/);
    expect(await isAuth(sessionId)).toBe(false);
  });

  it('says an unknown or malformed link is not found', async () => {
    const { api, send } = testBot();
    for (const payload of ['signin_' + 'Z'.repeat(24), 'signin_short', 'signin_<script>']) {
      api.clear();
      await send(messageUpdate(tgUser({ language_code: 'en' }), `/start ${payload}`));
      expect(api.last('sendMessage')?.payload.text, payload).toMatch(/not found/);
    }
  });
});

describe('bot: /start and /help', () => {
  it('describe the product with a button that opens the mini-app', async () => {
    const { api, send } = testBot();
    for (const command of ['/start', '/help']) {
      api.clear();
      await send(messageUpdate(tgUser({ language_code: 'ru' }), command));
      const msg = api.last('sendMessage');
      expect(msg?.payload.text).toContain('Legal Platform');
      expect(msg?.payload.reply_markup.inline_keyboard[0][0]).toMatchObject({
        web_app: { url: 'https://lp.example/tma' },
      });
    }
  });

  it('give the address as text when it is not https (Telegram refuses such buttons)', async () => {
    const { api, send } = testBot({ publicUrl: 'http://localhost:3000' });
    await send(messageUpdate(tgUser({ language_code: 'en' }), '/start'));
    const msg = api.last('sendMessage');
    expect(msg?.payload.text).toContain('http://localhost:3000');
    expect(msg?.payload.reply_markup).toBeUndefined();
  });

  it('answer anything else with a hint', async () => {
    const { api, send } = testBot();
    await send(messageUpdate(tgUser({ language_code: 'en' }), 'hello?'));
    expect(api.last('sendMessage')?.payload.text).toMatch(/\/start/);
  });

  it('set the command list in ru and en and the menu button to the mini-app', async () => {
    const { bot, api } = testBot();
    await bot.configure();
    const commands = api.calls.filter((c) => c.method === 'setMyCommands');
    expect(commands.map((c) => c.payload.language_code)).toEqual([undefined, 'en']);
    expect(commands[0].payload.commands.map((c: { command: string }) => c.command)).toEqual(['start', 'help']);
    expect(api.last('setChatMenuButton')?.payload.menu_button).toMatchObject({
      type: 'web_app',
      web_app: { url: 'https://lp.example/tma' },
    });
  });
});

describe('bot: failures', () => {
  it('answers "something went wrong" when a service fails, and keeps going', async () => {
    const failing = {
      describe: async () => {
        throw new Error('database down');
      },
      confirm: async () => {
        throw new Error('x');
      },
      cancel: async () => {
        throw new Error('x');
      },
    };
    const { api, send } = testBot({ signIn: failing });
    await send(messageUpdate(tgUser({ language_code: 'en' }), `/start signin_${'A'.repeat(24)}`));
    expect(api.last('sendMessage')?.payload.text).toMatch(/Something went wrong/);
    await send(callbackUpdate(tgUser({ language_code: 'en' }), `signin:42:${'A'.repeat(24)}`));
    expect(api.last('answerCallbackQuery')?.payload.text).toMatch(/Something went wrong/);
  });
});

describe('bot: webhook', () => {
  const secret = webhookSecretFor(TEST_BOT_TOKEN);
  const { bot, api } = testBot();
  const app = createApp(t.deps, { mount: webhookRoute(bot, secret) });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/bot/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses a call without the right secret header with 403', async () => {
    expect((await post(messageUpdate(tgUser(), '/start'))).status).toBe(403);
    const wrong = await post(messageUpdate(tgUser(), '/start'), { 'x-telegram-bot-api-secret-token': 'nope' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toMatch(/Secret-Token/);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a body that is not an update with 400', async () => {
    expect((await post('{"update_id":', { 'x-telegram-bot-api-secret-token': secret })).status).toBe(400);
    expect((await post({ hello: 1 }, { 'x-telegram-bot-api-secret-token': secret })).status).toBe(400);
  });

  it('handles an update sent with the secret', async () => {
    const asked = await browserAsks();
    const person = tgUser({ language_code: 'en' });
    const res = await post(callbackUpdate(person, `signin:${asked.code}:${asked.token}`), {
      'x-telegram-bot-api-secret-token': secret,
    });
    expect(res.status).toBe(200);
    expect(await collected(asked)).toBeTruthy();
    expect(api.last('editMessageText')?.payload.text).toMatch(/signed in as/);
  });

  it('derives a stable secret from the token unless one is configured', () => {
    expect(webhookSecretFor(TEST_BOT_TOKEN)).toBe(secret);
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect(webhookSecretFor(TEST_BOT_TOKEN, 'mine')).toBe('mine');
  });
});
