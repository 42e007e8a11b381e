import { describe, expect, it } from 'vitest';
import { miniAppPostLink, postWebLink, telegramShareUrl } from '@shared/posts/share-links.ts';
import { redirectFromStartParam } from '@shared/start-param.ts';

describe('share links of a post', () => {
  it('copies the canonical address on this site', () => {
    expect(postWebLink('https://legal.example', { url: 'k3x', slug: 'dogovor-arendy' })).toBe(
      'https://legal.example/post/k3x-dogovor-arendy',
    );
    expect(postWebLink('https://legal.example/', { url: 'privacy', slug: '' })).toBe(
      'https://legal.example/post/privacy',
    );
  });

  it('opens the post in the named Mini App when BotFather gave it a short name', () => {
    expect(miniAppPostLink({ botUsername: 'legal_bot', miniAppName: 'app' }, 'k3x')).toBe(
      'https://t.me/legal_bot/app?startapp=post_k3x',
    );
  });

  it("opens the post in the bot's main Mini App without a short name", () => {
    expect(miniAppPostLink({ botUsername: 'legal_bot', miniAppName: null }, 'k3x')).toBe(
      'https://t.me/legal_bot?startapp=post_k3x',
    );
    expect(miniAppPostLink({ botUsername: '@legal_bot', miniAppName: '' }, 'k3x')).toBe(
      'https://t.me/legal_bot?startapp=post_k3x',
    );
  });

  it('has no Telegram link without a bot', () => {
    expect(miniAppPostLink({ botUsername: null, miniAppName: 'app' }, 'k3x')).toBeNull();
  });

  it("leads back to the post: /tma's redirect turns the start parameter into /post/<url>", () => {
    const link = new URL(miniAppPostLink({ botUsername: 'legal_bot', miniAppName: null }, 'k3x')!);
    expect(redirectFromStartParam(link.searchParams.get('startapp'))).toBe('/post/k3x');
  });

  it("wraps the link in Telegram's share-to-a-chat address, encoded", () => {
    const inner = 'https://t.me/legal_bot/app?startapp=post_k3x';
    const share = telegramShareUrl(inner);
    expect(share).toBe('https://t.me/share/url?url=https%3A%2F%2Ft.me%2Flegal_bot%2Fapp%3Fstartapp%3Dpost_k3x');
    expect(new URL(share).searchParams.get('url')).toBe(inner);
    expect(new URL(telegramShareUrl(inner, 'Договор & аренда')).searchParams.get('text')).toBe('Договор & аренда');
  });
});
