import { describe, expect, it } from 'vitest';
import { makeSlug, postPath, postStartParam, postUrlKey, SLUG_MAX } from '@shared/posts/post-url.ts';
import { cutPreview } from '@shared/posts/preview.ts';
import { redirectFromStartParam } from '@shared/start-param.ts';

describe('a post’s address', () => {
  it('is found by the part before the first hyphen', () => {
    expect(postUrlKey('a1b')).toBe('a1b');
    expect(postUrlKey('a1b-kak-podat-isk')).toBe('a1b');
    expect(postUrlKey('A1B-Anything')).toBe('a1b');
    expect(postUrlKey('-x')).toBe('');
    expect(postUrlKey('privacy')).toBe('privacy');
  });

  it('has a slug of the title in Latin letters, lower case, with hyphens', () => {
    expect(makeSlug('Как подать иск в арбитражный суд')).toBe('kak-podat-isk-v-arbitrazhniy-sud');
    expect(makeSlug('Щука, ёж и «ЖКХ»: 2026!')).toBe('schuka-yozh-i-zhkkh-2026');
    expect(makeSlug('M&A: due diligence')).toBe('m-and-a-due-diligence');
    expect(makeSlug('!!! ???')).toBe('');
  });

  it('cuts a long slug at a word boundary', () => {
    const slug = makeSlug('Очень длинный заголовок поста '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).not.toMatch(/-$/);
    expect('ochen-dlinniy-zagolovok-posta-'.repeat(10)).toContain(slug);
  });

  it('has one canonical path, and the system posts none after the url', () => {
    expect(postPath({ url: 'a1b', slug: 'novye-pravila' })).toBe('/post/a1b-novye-pravila');
    expect(postPath({ url: 'privacy', slug: '' })).toBe('/post/privacy');
  });

  it('opens inside the mini-app from a shared link', () => {
    expect(postStartParam('a1b')).toBe('post_a1b');
    expect(redirectFromStartParam(postStartParam('a1b'))).toBe('/post/a1b');
  });
});

describe('the card’s preview', () => {
  it('is whole up to 200 characters and cut with an ellipsis after', () => {
    expect(cutPreview('a'.repeat(200))).toBe('a'.repeat(200));
    expect(cutPreview('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(cutPreview('слово '.repeat(40))).toBe(`${'слово '.repeat(40).slice(0, 200)}…`);
    expect(cutPreview(`${'a'.repeat(199)} b`)).toBe(`${'a'.repeat(199)}…`); // no space before the ellipsis
  });

  it('never splits an emoji', () => {
    const text = '😀'.repeat(201);
    expect(cutPreview(text)).toBe(`${'😀'.repeat(200)}…`);
  });
});
