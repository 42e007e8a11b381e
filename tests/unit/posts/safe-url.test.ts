import { describe, expect, it } from 'vitest';
import { isExternal, safeUrl } from '@app/ui/markdown/safe-url.ts';

const BASE = 'https://legal.example/post/abc-title';

describe("the addresses a post's Markdown may render", () => {
  it('keeps http(s), mailto and tel links', () => {
    expect(safeUrl('https://kad.arbitr.ru/Card/1', 'link', BASE)).toBe('https://kad.arbitr.ru/Card/1');
    expect(safeUrl('http://pravo.gov.ru', 'link', BASE)).toBe('http://pravo.gov.ru/');
    expect(safeUrl('mailto:office@example.com', 'link', BASE)).toBe('mailto:office@example.com');
    expect(safeUrl('tel:+74950000000', 'link', BASE)).toBe('tel:+74950000000');
  });

  it('turns addresses on this site into paths the app follows itself', () => {
    expect(safeUrl('/post/xyz', 'link', BASE)).toBe('/post/xyz');
    expect(safeUrl('https://legal.example/anna_smirnova?tab=1#a', 'link', BASE)).toBe('/anna_smirnova?tab=1#a');
    expect(safeUrl('#part', 'link', BASE)).toBe('/post/abc-title#part');
    expect(safeUrl('other', 'link', BASE)).toBe('/post/other');
  });

  it('refuses script and data schemes, however they are written', () => {
    for (const bad of [
      'javascript:window.__xss=1',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:https://legal.example/1',
    ]) {
      expect(safeUrl(bad, 'link', BASE), JSON.stringify(bad)).toBeNull();
      expect(safeUrl(bad, 'image', BASE), JSON.stringify(bad)).toBeNull();
    }
  });

  it('never hands a browser a path that reads as another host', () => {
    expect(safeUrl('https://legal.example//evil.example/x', 'link', BASE)).toBe('/evil.example/x');
    expect(safeUrl('//evil.example/x', 'link', BASE)).toBe('https://evil.example/x');
    expect(safeUrl('/\\evil.example/x', 'link', BASE)).toBe('https://evil.example/x');
    expect(safeUrl('https://user:pw@evil.example/', 'link', BASE)).toBeNull();
  });

  it('shows images only from http(s) or this site', () => {
    expect(safeUrl('https://cdn.example/a.png', 'image', BASE)).toBe('https://cdn.example/a.png');
    expect(safeUrl('/demo/covers/1.webp', 'image', BASE)).toBe('/demo/covers/1.webp');
    expect(safeUrl('mailto:a@b.c', 'image', BASE)).toBeNull();
    expect(safeUrl('', 'image', BASE)).toBeNull();
    expect(safeUrl(undefined, 'image', BASE)).toBeNull();
  });

  it('tells links that leave the site from those that stay', () => {
    expect(isExternal('/post/x')).toBe(false);
    expect(isExternal('https://e.com')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
  });
});
