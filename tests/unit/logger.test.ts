import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@server/logger.ts';

/** The log lines an operator greps: one JSON object each, credentials never whole. */
function capture(stream: NodeJS.WriteStream) {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    return true;
  });
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('writes one JSON line with time, level, message and fields; a child carries its fields', () => {
    const out = capture(process.stdout);
    const log = createLogger('info').child({ requestId: 'r-1' });
    log.info('request done', { status: 200, ms: 12 });
    log.debug('not at info');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ level: 'info', msg: 'request done', requestId: 'r-1', status: 200, ms: 12 });
    expect(new Date(out[0].time as string).toISOString()).toBe(out[0].time);
  });

  it('sends warnings and errors to stderr only', () => {
    const out = capture(process.stdout);
    const err = capture(process.stderr);
    createLogger('info').error('boom', { code: 'x' });
    expect(out).toHaveLength(0);
    expect(err[0]).toMatchObject({ level: 'error', msg: 'boom', code: 'x' });
  });

  it('never writes a session id, token or ticket whole, at the top or one level down', () => {
    const out = capture(process.stdout);
    const id = '0123456789abcdef0123456789abcdef';
    createLogger('info').info('signed in', { sessionId: id, token: id, body: { sessionId: id, ticket: id } });
    const line = JSON.stringify(out[0]);
    expect(line).not.toContain(id);
    expect(out[0]).toMatchObject({ sessionId: '01234567…', token: '01234567…', body: { sessionId: '01234567…' } });
  });

  it('is quiet when silent', () => {
    const out = capture(process.stdout);
    const err = capture(process.stderr);
    createLogger('silent').error('nothing');
    expect([...out, ...err]).toHaveLength(0);
  });
});
