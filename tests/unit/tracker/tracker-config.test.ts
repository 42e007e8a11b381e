import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { securityHeaderList, trackerFrameSources } from '@server/http/security-headers.ts';

const cspOf = (trackerChatUrl?: string) =>
  new Map(securityHeaderList({ publicUrl: 'https://legal.example.com', trackerChatUrl })).get(
    'Content-Security-Policy',
  ) ?? '';

describe('TRACKER_CHAT_URL', () => {
  it('is unset by default', () => {
    expect(loadConfig({}).trackerChatUrl).toBeUndefined();
  });

  it('takes an http(s) address as it is', () => {
    expect(loadConfig({ TRACKER_CHAT_URL: 'https://chat.example.com/embed/legal?lang=ru' }).trackerChatUrl).toBe(
      'https://chat.example.com/embed/legal?lang=ru',
    );
    expect(loadConfig({ TRACKER_CHAT_URL: 'http://127.0.0.1:8080/chat' }).trackerChatUrl).toBe(
      'http://127.0.0.1:8080/chat',
    );
  });

  it('stops start-up with a clear line for anything else', () => {
    expect(() => loadConfig({ TRACKER_CHAT_URL: 'javascript:alert(1)' })).toThrow(/TRACKER_CHAT_URL/);
    expect(() => loadConfig({ TRACKER_CHAT_URL: 'chat.example.com' })).toThrow(/TRACKER_CHAT_URL/);
  });

  it("derives frame-src from the address's origin only", () => {
    expect(trackerFrameSources(undefined)).toBeNull();
    expect(trackerFrameSources('https://chat.example.com/embed/legal?lang=ru')).toEqual([
      "'self'",
      'https://chat.example.com',
    ]);
    expect(cspOf('https://chat.example.com:8443/x')).toContain("frame-src 'self' https://chat.example.com:8443");
    expect(cspOf()).not.toContain('frame-src');
  });
});
