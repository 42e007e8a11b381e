import { describe, expect, it } from 'vitest';
import { redirectFromStartParam } from '@shared/start-param.ts';
import { languageFromTelegram } from '@shared/telegram-language.ts';
import { isFreeFormUsername, slugifyUsername, usernameCandidates } from '@shared/usernames.ts';

describe('usernames for a first profile', () => {
  it('takes the Telegram username, lowercased, when it fits', () => {
    expect(usernameCandidates({ id: 1, username: 'Anna_Law' })[0]).toBe('anna_law');
  });

  it('cuts a long Telegram username to 20 characters', () => {
    expect(usernameCandidates({ id: 1, username: 'a_very_long_telegram_username_indeed' })[0]).toBe(
      'a_very_long_telegram',
    );
  });

  it('transliterates a Russian name when there is no Telegram username', () => {
    expect(usernameCandidates({ id: 1, first_name: 'Юлия', last_name: 'Щербакова' })[0]).toBe('yuliya_shcherbakova');
  });

  it('pads a short name with digits and falls back to user<id>', () => {
    const c = usernameCandidates({ id: 987654321, first_name: 'Ян' });
    expect(c[0]).toBe('yan_4321');
    expect(c).toContain('user987654321');
    expect(usernameCandidates({ id: 5, first_name: '李' })[0]).toBe('user5');
  });

  it('never offers a route name or an invalid username, and offers several', () => {
    const c = usernameCandidates({ id: 42, username: 'settings' });
    expect(c).not.toContain('settings');
    expect(c.length).toBeGreaterThan(5);
    for (const u of c) expect(isFreeFormUsername(u), u).toBe(true);
    expect(new Set(c).size).toBe(c.length);
  });

  it('slugifies to [a-z0-9_] with single underscores', () => {
    expect(slugifyUsername('  Élodie  Ré--mi ')).toBe('elodie_re_mi');
  });
});

describe('mini-app start parameter', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['task_17', '/planner?task=17'],
    ['task_0', '/'],
    ['task_99999999999', '/'],
    ['post_x9Z', '/post/x9Z'],
    ['post_a/b', '/'],
    ['profile_Ivan_Petrov', '/ivan_petrov'],
    ['profile_abc', '/'],
    ['signin_abc', '/'],
    ['https://evil.example', '/'],
  ])('%s → %s', (param, to) => {
    expect(redirectFromStartParam(param)).toBe(to);
  });
});

describe('language from Telegram', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['ru', 'ru'],
    ['uk', 'ru'],
    [undefined, 'ru'],
    ['enx', 'ru'],
  ])('%s → %s', (code, lang) => {
    expect(languageFromTelegram(code)).toBe(lang);
  });
});
