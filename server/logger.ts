import { pino, type Logger as Pino } from 'pino';

/**
 * One JSON line per event (pino): `{ time, level, msg, …fields }`, easy to grep locally, easy to
 * ship at scale. Warnings and errors go to stderr, the rest to stdout. The app calls it as
 * `logger.info(msg, fields)`; a request's child logger carries its request id.
 */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * Credentials never reach a log line whole, whoever logs them and however deep: any field named
 * like a session id, token, ticket, secret or key is written as its first 8 characters.
 */
const SECRET_NAMES = [
  'sessionId',
  'session_id',
  'session',
  'token',
  'ticket',
  'secret',
  'authorization',
  'cookie',
  'initData',
  'password',
  'apiKey',
];
export const REDACTED_PATHS = SECRET_NAMES.flatMap((n) => [n, `*.${n}`]);

const censor = (value: unknown) => (typeof value === 'string' ? redactSessionId(value) : '[redacted]');

export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  const streams = pino.multistream(
    [
      { level: 'debug', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    { dedupe: true },
  );
  const root = pino(
    {
      level,
      base,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor },
    },
    streams,
  );
  return adapt(root);
}

function adapt(p: Pino): Logger {
  return {
    debug: (msg, fields) => p.debug(fields ?? {}, msg),
    info: (msg, fields) => p.info(fields ?? {}, msg),
    warn: (msg, fields) => p.warn(fields ?? {}, msg),
    error: (msg, fields) => p.error(fields ?? {}, msg),
    child: (fields) => adapt(p.child(fields)),
  };
}

/** Session ids are credentials: logs carry only their first 8 characters. */
export function redactSessionId(id: string | undefined | null): string | undefined {
  return id ? `${id.slice(0, 8)}…` : undefined;
}
