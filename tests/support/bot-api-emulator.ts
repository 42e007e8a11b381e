/**
 * A tiny stand-in for api.telegram.org, for tests without the internet. The bot under test
 * reaches it through TELEGRAM_API_ROOT; it records every call and answers like Telegram
 * would. Tests read the record at GET /__calls?chat_id=…&method=… (or `calls()` in process),
 * and steer it with POST /__control: `blocked` chat ids answer 403 "bot was blocked by the
 * user", `failNext` sends answer 500 that many times, `delayMs` holds every sendMessage.
 *
 *   E2E_TG_PORT=3401 node --import tsx tests/support/bot-api-emulator.ts
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatorCall {
  seq: number;
  token: string;
  method: string;
  payload: Record<string, any>;
  /** the HTTP status answered: 200, or 403 / 500 as steered */
  status: number;
}

export interface EmulatorControl {
  blocked?: number[];
  failNext?: number;
  delayMs?: number;
}

const now = () => Math.floor(Date.now() / 1000);

async function readBody(req: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(text);
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return { raw: text };
}

export function createBotApiEmulator(opts: { keep?: number; pollPauseMs?: number } = {}) {
  const keep = opts.keep ?? 5000;
  const calls: EmulatorCall[] = [];
  let seq = 0;
  let messageId = 1000;
  let prepared = 0;
  const control = { blocked: new Set<number>(), failNext: 0, delayMs: 0 };

  function result(token: string, method: string, p: Record<string, any>): unknown {
    switch (method) {
      case 'getMe':
        return {
          id: Number(token.split(':')[0]),
          is_bot: true,
          first_name: 'Test bot',
          username: 'legal_platform_test_bot',
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: true,
        };
      case 'sendMessage':
        return { message_id: ++messageId, date: now(), chat: { id: Number(p.chat_id), type: 'private' }, text: p.text };
      case 'editMessageText':
        return {
          message_id: Number(p.message_id),
          date: now(),
          chat: { id: Number(p.chat_id), type: 'private' },
          text: p.text,
        };
      case 'savePreparedInlineMessage':
        return { id: `prepared-${++prepared}`, expiration_date: now() + 86_400 };
      case 'getUpdates':
        return [];
      default:
        return true; // setWebhook, setMyCommands, setChatMenuButton, answerCallbackQuery, answerInlineQuery…
    }
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    if (url.pathname === '/__calls') {
      if (req.method === 'DELETE') {
        calls.length = 0;
        return send(200, { ok: true });
      }
      const chat = url.searchParams.get('chat_id');
      const method = url.searchParams.get('method');
      return send(
        200,
        calls.filter(
          (c) => (!chat || String(c.payload.chat_id) === chat) && (!method || c.method === method) && c.status === 200,
        ),
      );
    }
    if (url.pathname === '/__control' && req.method === 'POST') {
      setControl((await readBody(req)) as EmulatorControl);
      return send(200, { ok: true });
    }
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!m) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = m;
    let payload: Record<string, any>;
    try {
      payload = await readBody(req);
    } catch {
      return send(400, { ok: false, error_code: 400, description: 'Bad Request: cannot parse body' });
    }
    const record = (status: number) => {
      calls.push({ seq: ++seq, token, method, payload, status });
      if (calls.length > keep) calls.splice(0, Math.ceil(keep / 5));
    };
    if (method === 'sendMessage') {
      if (control.blocked.has(Number(payload.chat_id))) {
        record(403);
        return send(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
      }
      if (control.failNext > 0) {
        control.failNext--;
        record(500);
        return send(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      }
      if (control.delayMs) await new Promise((r) => setTimeout(r, control.delayMs));
    }
    record(200);
    // getUpdates would be long polling; answer after a pause so a polling bot does not spin.
    if (method === 'getUpdates') await new Promise((r) => setTimeout(r, opts.pollPauseMs ?? 1000));
    send(200, { ok: true, result: result(token, method, payload) });
  });

  function setControl(c: EmulatorControl) {
    if (c.blocked) control.blocked = new Set(c.blocked.map(Number));
    if (c.failNext !== undefined) control.failNext = c.failNext;
    if (c.delayMs !== undefined) control.delayMs = c.delayMs;
  }

  return {
    server,
    calls,
    setControl,
    /** The messages delivered (answered 200) to one chat, or to all. */
    messages: (chatId?: number) =>
      calls.filter(
        (c) =>
          c.method === 'sendMessage' &&
          c.status === 200 &&
          (chatId === undefined || Number(c.payload.chat_id) === chatId),
      ),
    /** Every sendMessage tried to one chat, refused ones too. */
    attempts: (chatId: number) =>
      calls.filter((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === chatId),
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((r) => server.listen(port, host, () => r()));
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export type BotApiEmulator = ReturnType<typeof createBotApiEmulator>;

if (
  process.argv[1] &&
  import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '')) &&
  /bot-api-emulator\.ts$/.test(process.argv[1])
) {
  const emulator = createBotApiEmulator();
  const port = Number(process.env.E2E_TG_PORT ?? 3401);
  void emulator.listen(port).then((url) => console.log(`Bot API emulator on ${url}`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void emulator.close().then(() => process.exit(0)));
}
