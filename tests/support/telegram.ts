import { sign, signData } from '@telegram-apps/init-data-node';
import type { Bot, Context } from 'grammy';
import { TEST_BOT_TOKEN } from './test-bot.ts';

export { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from './test-bot.ts';

export interface TgUser {
  id: number;
  is_bot: false;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

let nextId = 1;
const uniqueId = () => 700_000_000 + Math.floor(Math.random() * 100_000_000) + nextId++;

export function tgUser(fields: Partial<TgUser> = {}): TgUser {
  return {
    id: uniqueId(),
    is_bot: false,
    first_name: 'Ivan',
    last_name: 'Petrov',
    username: 'ivan_petrov',
    language_code: 'ru',
    ...fields,
  };
}

let updateId = 1000;
const now = () => Math.floor(Date.now() / 1000);

/** A private-chat text message, as Telegram sends `/start signin_<token>`. */
export function messageUpdate(from: TgUser, text: string) {
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }]
    : undefined;
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: now(),
      chat: { id: from.id, type: 'private', first_name: from.first_name },
      from,
      text,
      entities,
    },
  };
}

/** A press of an inline button under the bot's message `messageId`. */
export function callbackUpdate(from: TgUser, data: string, messageId = 1) {
  return {
    update_id: updateId++,
    callback_query: {
      id: String(updateId),
      from,
      chat_instance: '1',
      data,
      message: {
        message_id: messageId,
        date: now(),
        chat: { id: from.id, type: 'private', first_name: from.first_name },
        from: { id: 123456, is_bot: true, first_name: 'Bot' },
        text: '…',
      },
    },
  };
}

export interface ApiCall {
  method: string;
  payload: Record<string, any>;
}

/**
 * Offline grammY: every Bot API call is recorded and answered here (docs/stack.md, grammY tests).
 * sendMessage answers a message, so handlers can go on as with Telegram.
 */
export function recordBotApi<C extends Context>(bot: Bot<C>) {
  const calls: ApiCall[] = [];
  let messageId = 100;
  bot.api.config.use(async (_prev, method, payload) => {
    const p = (payload ?? {}) as Record<string, any>;
    calls.push({ method, payload: p });
    let result: unknown = true;
    if (method === 'sendMessage' || method === 'editMessageText') {
      result = {
        message_id: method === 'sendMessage' ? ++messageId : p.message_id,
        date: now(),
        chat: { id: p.chat_id, type: 'private' },
        text: p.text,
      };
    }
    return { ok: true, result } as any;
  });
  return {
    calls,
    last: (method: string) => [...calls].reverse().find((c) => c.method === method),
    clear: () => calls.splice(0),
  };
}

/** The callback_data of the inline button whose text matches. */
export function buttonData(call: ApiCall | undefined, text: RegExp): string {
  const rows = (call?.payload.reply_markup?.inline_keyboard ?? []) as Array<
    Array<{ text: string; callback_data?: string }>
  >;
  const button = rows.flat().find((b) => text.test(b.text));
  if (!button?.callback_data) throw new Error(`No button ${text} in ${JSON.stringify(call?.payload.reply_markup)}`);
  return button.callback_data;
}

/** Init data as a Telegram client would pass it to the mini-app, signed with `token`. */
export function signedInitData(
  opts: {
    user?: Partial<TgUser> & { id: number; first_name: string; photo_url?: string };
    startParam?: string;
    authDate?: Date;
    token?: string;
  } = {},
): string {
  const user = opts.user ?? tgUser();
  return sign(
    {
      user: { ...user, is_bot: undefined } as never,
      chat_instance: '-1000000000000',
      chat_type: 'sender',
      ...(opts.startParam ? { start_param: opts.startParam } : {}),
      // Real clients send an Ed25519 `signature` too; the SDK's parser expects the field.
      signature: 'test-signature',
    },
    opts.token ?? TEST_BOT_TOKEN,
    opts.authDate ?? new Date(),
  );
}

/**
 * Launch data of any shape, signed as Telegram signs (the sorted `key=value` lines): for data no
 * real client sends, such as a field given twice or a date past the calendar.
 */
export function signedRawInitData(pairs: [string, string][], token = TEST_BOT_TOKEN): string {
  const hash = signData(
    pairs
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('\n'),
    token,
  );
  const params = new URLSearchParams(pairs);
  params.append('hash', hash);
  return params.toString();
}
