import { describe, expect, it } from 'vitest';
import { isPlaceholderAddress, isSampleService } from '@shared/catalog/constants.ts';

describe("the catalog's sample firms, told apart from real ones", () => {
  it('knows a sample by its key', () => {
    expect(isSampleService('sample-notary-spb')).toBe(true);
    expect(isSampleService('my-arbitr')).toBe(false);
  });

  it('takes reserved domains for placeholders, in web and mail addresses, and real ones for real', () => {
    expect(isPlaceholderAddress('https://notarius-liteyny.example')).toBe(true);
    expect(isPlaceholderAddress('https://notarius-liteyny.example/path?q=1')).toBe(true);
    expect(isPlaceholderAddress('info@notarius-liteyny.example')).toBe(true);
    expect(isPlaceholderAddress('https://site.test')).toBe(true);
    expect(isPlaceholderAddress('https://my.arbitr.ru')).toBe(false);
    expect(isPlaceholderAddress('https://example.com')).toBe(false);
    expect(isPlaceholderAddress('info@notariat.ru')).toBe(false);
    expect(isPlaceholderAddress('not a link')).toBe(false);
  });
});
