import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@shared/contract.ts';
import { createApp } from '@server/http/app.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import type { Logger } from '@server/logger.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/** A contract whose answer is a positive count: a negative one types fine but breaks it. */
const countCall = defineCall('test-count', {
  method: 'POST',
  input: z.object({}),
  output: z.object({ n: z.number().int().positive() }),
});
const countJsonCall = defineCall('test-count-json', {
  method: 'GET',
  input: z.object({}),
  output: z.object({ n: z.number() }),
});

const wrongCount = defineFunction(countCall, async () => ({ n: -1 }));
const wrongJson = defineFunction(countJsonCall, async () => jsonAnswer(countJsonCall, '{"n":"one"}'));
const rightJson = defineFunction(countJsonCall, async () => jsonAnswer(countJsonCall, '{"n":1}'));

// @ts-expect-error a handler answering another shape than its contract's fails the typecheck
defineFunction(countCall, async () => ({ n: 'one' }));
// @ts-expect-error so does SQL-built text typed for another call
defineFunction(countCall, async () =>
  jsonAnswer(defineCall('other', { method: 'GET', input: z.object({}), output: z.object({ s: z.string() }) }), '{}'),
);

const t = await createTestApp({}, { functions: [wrongCount, wrongJson] });

describe('the function host checks answers against their contracts', () => {
  it('fails an answer of the wrong shape with 500 answer_mismatch', async () => {
    const r = await t.call('test-count', {});
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'answer_mismatch', error: "The server's answer does not match its contract" });
    expect(r.body.requestId).toBeTruthy();
  });

  it('parses and checks JSON text built by the database the same way', async () => {
    const r = await t.call('test-count-json', {}, { method: 'GET' });
    expect(r.status).toBe(500);
    expect(r.body.code).toBe('answer_mismatch');
  });

  it('logs the zod issues at error level', async () => {
    const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = {
      debug() {},
      info() {},
      warn() {},
      error: (msg, fields) => logged.push({ msg, fields }),
      child: () => logger,
    };
    const app = createApp({ ...t.deps, logger }, { features: [], functions: [wrongCount] });
    const res = await app.request('/functions/v1/test-count', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(500);
    const entry = logged.find((l) => l.msg === 'answer does not match its contract');
    expect(entry?.fields).toMatchObject({
      fn: 'test-count',
      issues: [expect.objectContaining({ path: ['n'], code: 'too_small' })],
    });
  });

  it('sends a JSON answer as it is when it matches', async () => {
    const app = createApp(t.deps, { features: [], functions: [rightJson] });
    const res = await app.request('/functions/v1/test-count-json', {
      headers: { authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"n":1}');
  });

  it('does not check in production', async () => {
    const app = createApp(
      { ...t.deps, config: { ...t.config, production: true } },
      { features: [], functions: [wrongCount] },
    );
    const res = await app.request('/functions/v1/test-count', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ n: -1 });
  });

  it('takes only the contract’s method', async () => {
    const r = await t.call('test-count', {}, { method: 'GET' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Use POST for this call', code: 'wrong_method' });
  });
});
