import { GrammyError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { isBlockedError } from '../../../bot/notifications.ts';
import { localParts } from '@server/notification-delivery/compose.ts';
import { jobIdFor } from '@server/notification-delivery/queue.ts';
import { miniAppLink } from '@shared/notifications/message.ts';
import { redirectFromStartParam } from '@shared/start-param.ts';

const grammyError = (code: number, description: string) =>
  new GrammyError('call failed', { ok: false, error_code: code, description }, 'sendMessage', {});

describe('notifications: pure rules', () => {
  it('makes the same job id from the same key, a different one from another, in UUID form', () => {
    expect(jobIdFor('digest:5:2026-11-27')).toBe(jobIdFor('digest:5:2026-11-27'));
    expect(jobIdFor('digest:5:2026-11-27')).not.toBe(jobIdFor('digest:5:2026-11-28'));
    expect(jobIdFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('links into the mini-app with a start parameter, by the Mini App name when there is one', () => {
    expect(miniAppLink('legal_bot', undefined, 'task_7')).toBe('https://t.me/legal_bot?startapp=task_7');
    expect(miniAppLink('@legal_bot', 'app', 'quiz_3')).toBe('https://t.me/legal_bot/app?startapp=quiz_3');
    expect(miniAppLink('legal_bot', null, null)).toBe('https://t.me/legal_bot?startapp');
    expect(redirectFromStartParam('task_7')).toBe('/planner?task=7');
  });

  it('reads the local day and time of an instant in a zone', () => {
    expect(localParts(new Date('2026-11-26T23:00:00Z'), 'Asia/Vladivostok')).toEqual({
      date: '2026-11-27',
      time: '09:00',
    });
    expect(localParts(new Date('2026-11-26T23:00:00Z'), 'Europe/Moscow')).toEqual({
      date: '2026-11-27',
      time: '02:00',
    });
  });

  it('takes a 403 and "chat not found" as a person the bot cannot write to; other failures are retried', () => {
    expect(isBlockedError(grammyError(403, 'Forbidden: bot was blocked by the user'))).toBe(true);
    expect(isBlockedError(grammyError(403, 'Forbidden: user is deactivated'))).toBe(true);
    expect(isBlockedError(grammyError(400, 'Bad Request: chat not found'))).toBe(true);
    expect(isBlockedError(grammyError(400, "Bad Request: can't parse entities"))).toBe(false);
    expect(isBlockedError(grammyError(429, 'Too Many Requests: retry after 5'))).toBe(false);
    expect(isBlockedError(new Error('network'))).toBe(false);
  });
});
