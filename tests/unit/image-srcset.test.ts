import { describe, expect, it } from 'vitest';
import { imageSrcSet, uploadKeys, variantsOf } from '@shared/uploads.ts';

const ID = '2c5bfabc-a4ac-438e-9aa3-5a88b3cb9e10';

describe('the stored copies of an uploaded image, and its srcset', () => {
  it('names an upload and its copies beside it, by width', () => {
    expect(uploadKeys('posts', 'covers', ID)).toEqual({
      full: `posts/covers/${ID}/full.webp`,
      variants: [
        { width: 480, key: `posts/covers/${ID}/480.webp` },
        { width: 960, key: `posts/covers/${ID}/960.webp` },
      ],
    });
    expect(uploadKeys('profiles', 'avatars', ID).variants.map((v) => v.width)).toEqual([96, 192]);
    expect(uploadKeys('profiles', 'covers', ID).variants.map((v) => v.width)).toEqual([600]);
  });

  it('offers the copies and the image itself, each at its width', () => {
    const url = `https://lp.example/uploads/profiles/avatars/${ID}/full.webp`;
    expect(imageSrcSet(url)).toBe(
      `https://lp.example/uploads/profiles/avatars/${ID}/96.webp 96w, https://lp.example/uploads/profiles/avatars/${ID}/192.webp 192w, ${url} 400w`,
    );
    expect(imageSrcSet(`/uploads/posts/events/${ID}/full.webp`)).toMatch(
      /480\.webp 480w, .*960\.webp 960w, .*full\.webp 1600w$/,
    );
    expect(variantsOf(`profiles/covers/${ID}/full.webp`)).toEqual([
      { width: 600, key: `profiles/covers/${ID}/600.webp` },
    ]);
  });

  it('offers nothing for an address that has no copies: an older upload, a demo picture, a copy, another site', () => {
    for (const url of [
      `/uploads/posts/covers/${ID}.webp`,
      '/demo/covers/1.webp',
      `/uploads/posts/covers/${ID}/480.webp`,
      `/uploads/posts/other/${ID}/full.webp`,
      `/uploads/posts/covers/not-a-uuid/full.webp`,
      'https://evil.example/x/full.webp',
      '',
      null,
      undefined,
    ]) {
      expect(imageSrcSet(url), String(url)).toBeUndefined();
      expect(variantsOf(url ?? ''), String(url)).toEqual([]);
    }
  });
});
