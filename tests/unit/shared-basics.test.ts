import { describe, expect, it } from 'vitest';
import { deviceName } from '@shared/device-name.ts';
import { avatarColor, avatarUrl, initials, initialsAvatarSvg } from '@shared/initials.ts';
import { isIanaTimezone } from '@shared/schemas/common.ts';
import { loadConfig } from '@server/config.ts';

describe('initials avatar', () => {
  it('takes up to two initials of a name, in any script', () => {
    expect(initials('Анна Смирнова')).toBe('АС');
    expect(initials('elena')).toBe('E');
    expect(initials('  ')).toBe('?');
    expect(initials('Jean-Luc Picard Third')).toBe('JL');
  });

  it('gives a person the same colour every time', () => {
    expect(avatarColor('Анна Смирнова')).toBe(avatarColor('Анна Смирнова'));
  });

  it('escapes the name inside the SVG', () => {
    const svg = initialsAvatarSvg('<script> x');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;');
  });

  it("uses the profile's own picture when there is one", () => {
    expect(avatarUrl('/uploads/a.png', 'A B')).toBe('/uploads/a.png');
    expect(avatarUrl(null, 'Анна')).toBe('/avatars/initials.svg?name=%D0%90%D0%BD%D0%BD%D0%B0');
  });
});

describe('device names', () => {
  it('names common browsers and Telegram', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox on Linux',
    );
    expect(deviceName(null)).toBe('Unknown device');
  });
});

describe('timezones', () => {
  it('accepts IANA names and refuses made-up ones', () => {
    expect(isIanaTimezone('Europe/Moscow')).toBe(true);
    expect(isIanaTimezone('UTC')).toBe(true);
    expect(isIanaTimezone('Moscow')).toBe(false);
  });
});

describe('configuration', () => {
  it('defaults to PGlite, port 3000 and demo mode without a bot', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demo: true,
      botMode: 'polling',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('never turns demo sign-in on with a bot token', () => {
    expect(loadConfig({ BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', DEMO: '1' }).demo).toBe(false);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', BOT_MODE: 'carrier-pigeon' })).toThrow(
      /PORT[\s\S]*BOT_MODE|BOT_MODE[\s\S]*PORT/,
    );
  });
});
