/**
 * A tiny stand-in for api.telegram.org, for browser tests without the internet. The bot
 * under test reaches it through TELEGRAM_API_ROOT; it records every call and answers like
 * Telegram would. Tests read the record at GET /__calls?chat_id=…&method=….
 *
 *   E2E_TG_PORT=3401 node --import tsx tests/support/bot-api-emulator.ts
 */
import { createServer, type IncomingMessage } from 'node:http';

interface Call {
  seq: number;
  token: string;
  method: string;
  payload: Record<string, any>;
}

const calls: Call[] = [];
let seq = 0;
let messageId = 1000;
const now = () => Math.floor(Date.now() / 1000);

function result(token: string, method: string, p: Record<string, any>): unknown {
  switch (method) {
    case 'getMe':
      return { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Test bot', username: 'legal_platform_test_bot', can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };
    case 'sendMessage':
      return { message_id: ++messageId, date: now(), chat: { id: Number(p.chat_id), type: 'private' }, text: p.text };
    case 'editMessageText':
      return { message_id: Number(p.message_id), date: now(), chat: { id: Number(p.chat_id), type: 'private' }, text: p.text };
    case 'getUpdates':
      return [];
    default:
      return true; // setWebhook, setMyCommands, setChatMenuButton, answerCallbackQuery, …
  }
}

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

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/healthz') return send(200, { ok: true });
  if (url.pathname === '/__calls') {
    const chat = url.searchParams.get('chat_id');
    const method = url.searchParams.get('method');
    return send(200, calls.filter((c) => (!chat || String(c.payload.chat_id) === chat) && (!method || c.method === method)));
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
  calls.push({ seq: ++seq, token, method, payload });
  if (calls.length > 5000) calls.splice(0, 1000);
  // getUpdates would be long polling; answer after a pause so a polling bot does not spin.
  if (method === 'getUpdates') await new Promise((r) => setTimeout(r, 1000));
  send(200, { ok: true, result: result(token, method, payload) });
});

const port = Number(process.env.E2E_TG_PORT ?? 3401);
server.listen(port, '127.0.0.1', () => console.log(`Bot API emulator on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
