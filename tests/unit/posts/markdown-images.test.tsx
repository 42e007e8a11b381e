import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { contentImageKeys, isOwnUpload } from '@shared/uploads.ts';
import MarkdownRenderer from '@app/ui/markdown/markdown-renderer.tsx';
import { contentImagePath, withImage } from '@app/features/posts/editor/insert-image.tsx';

/**
 * A post's Markdown shows an image only when it is one of this platform's
 * own uploads; any other address (a tracking pixel) is a link showing the address, so no
 * reader's device calls another host by opening a post.
 */
// The server's PUBLIC_URL, as the page's configuration carries it.
vi.mock('@app/lib/config.ts', async (original) => {
  const real = await original<typeof import('@app/lib/config.ts')>();
  return { ...real, appConfig: () => ({ ...real.appConfig(), publicUrl: 'https://legal.example.com' }) };
});

const UUID = '0d6f3a52-5c1e-4b8a-9f43-2d7f1e6b9a10';
const OWN = `/uploads/posts/content/${UUID}/full.webp`;
// As the server draws a post (server-render.tsx): the router told the path, since there is no browser.
const render = (source: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/post/abc">
      <MarkdownRenderer source={source} />
    </Router>,
  );
const images = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);

describe("a post's Markdown images", () => {
  it('shows an image from another site as a link with its address, never as an image', () => {
    const html = render('Смотрите: ![](https://tracker.example/p.gif?reader=1)');
    expect(images(html)).toEqual([]);
    expect(html).toContain('href="https://tracker.example/p.gif?reader=1"');
    expect(html).toContain('>https://tracker.example/p.gif?reader=1</a>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('does so for every way Markdown writes an image', () => {
    for (const source of [
      '![alt](http://tracker.example/p.gif)',
      '![alt][pixel]\n\n[pixel]: https://tracker.example/p.gif',
      '![alt](//tracker.example/p.gif)',
      '| a |\n| - |\n| ![](https://tracker.example/p.gif) |',
      '> ![](https://tracker.example/p.gif)',
      '- ![](https://tracker.example/p.gif)',
    ]) {
      const html = render(source);
      expect(images(html), source).toEqual([]);
      expect(html, source).toMatch(/>https?:\/\/tracker\.example\/p\.gif<\/a>/);
    }
  });

  it('puts only the address inside a link that holds a remote image (no link in a link)', () => {
    const html = render('[![](https://tracker.example/p.gif)](https://example.com/page)');
    expect(images(html)).toEqual([]);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="https://example.com/page"');
    expect(html).toContain('https://tracker.example/p.gif');
  });

  it('shows this platform’s own uploads as images, a smaller copy too', () => {
    const html = render(`![Схема](${OWN})\n\n![](${OWN.replace('full.webp', '960.webp')})`);
    expect(images(html)).toEqual([OWN, OWN.replace('full.webp', '960.webp')]);
    expect(html).toContain('alt="Схема"');
  });

  it('loads an own upload written with PUBLIC_URL from this site, whatever address the page is opened by', () => {
    const html = render(`![](https://legal.example.com${OWN})`);
    expect(images(html)).toEqual([OWN]);
  });

  it('treats addresses on this site that are not uploads as links too', () => {
    for (const src of [
      '/avatars/initials.svg?name=x',
      `${OWN}?x=1`,
      '/uploads/../functions/v1/roles',
      '/uploads/posts/content/not-a-uuid/full.webp',
    ]) {
      expect(images(render(`![](${src})`)), src).toEqual([]);
    }
  });

  it('still draws nothing for a script address', () => {
    const html = render('![x](javascript:alert(1))');
    expect(images(html)).toEqual([]);
    expect(html).not.toContain('javascript:');
  });
});

describe('own uploads', () => {
  const bases = { publicUrl: 'https://legal.example.com', uploadsUrl: 'https://cdn.example.com/lp' };
  it('are /uploads/… on this site, under PUBLIC_URL, or under S3_PUBLIC_URL', () => {
    expect(isOwnUpload(OWN, bases)).toBe(true);
    expect(isOwnUpload(`https://legal.example.com${OWN}`, bases)).toBe(true);
    expect(isOwnUpload(`https://cdn.example.com/lp/posts/content/${UUID}/480.webp`, bases)).toBe(true);
    expect(
      isOwnUpload(`https://cdn.example.com/lp/posts/content/${UUID}/480.webp`, { ...bases, uploadsUrl: null }),
    ).toBe(false);
    expect(isOwnUpload(`https://evil.example${OWN}`, bases)).toBe(false);
    expect(isOwnUpload(`https://legal.example.com.evil.example${OWN}`, bases)).toBe(false);
  });
});

describe('the editor’s Insert image', () => {
  it('names the upload by its path on this site, whatever the store answered', () => {
    expect(contentImagePath(`https://legal.example.com${OWN}`)).toBe(OWN);
    expect(contentImagePath(`https://cdn.example.com/lp/posts/content/${UUID}/full.webp`)).toBe(OWN);
  });

  it('puts the image on a line of its own at the caret', () => {
    expect(withImage('', 0, OWN)).toEqual({ text: `![](${OWN})`, caret: OWN.length + 5 });
    expect(withImage('Первый абзац.Второй.', 13, OWN).text).toBe(`Первый абзац.\n\n![](${OWN})\n\nВторой.`);
    expect(withImage('Абзац.\n\n', 8, OWN).text).toBe(`Абзац.\n\n![](${OWN})`);
  });

  it('finds the content images a saved text names, in any address form, once each', () => {
    const key = `posts/content/${UUID}/full.webp`;
    expect(
      contentImageKeys(
        `![](${OWN}) ![](https://cdn.example.com/lp/posts/content/${UUID}/480.webp) ![](/uploads/posts/covers/${UUID}/full.webp)`,
      ),
    ).toEqual([key]);
  });
});
