import { describe, expect, it } from 'vitest';
import {
  CATALOG_ICON_NAMES,
  CATALOG_LIMITS,
  catalogSearchWords,
  isHttpLink,
  telHref,
} from '@shared/catalog/constants.ts';
import { catalogFileSchema, catalogInput, catalogServiceInput } from '@shared/schemas/catalog.ts';
import { CATALOG_SEED } from '@server/content/catalog.ts';

describe('catalog rules', () => {
  it('keeps the spec’s numbers: 12 per type and per Load more, stale after 5 minutes', () => {
    expect(CATALOG_LIMITS.perType).toBe(12);
    expect(CATALOG_LIMITS.staleMs).toBe(300_000);
  });

  it('reads a type and its page from a query string: pages from 1, nothing else made a number', () => {
    expect(catalogInput.parse({})).toEqual({ page: 1 });
    expect(catalogInput.parse({ type: '3', page: '2' })).toEqual({ type: 3, page: 2 });
    expect(catalogInput.parse({ type: 3, page: 1000 })).toEqual({ type: 3, page: 1000 });
    for (const page of ['0', '-1', '1.5', '1e3', ' 2', '', 'abc', 0, 1.5, true, 1001]) {
      expect(catalogInput.safeParse({ type: 3, page }).success, String(page)).toBe(false);
    }
    for (const type of ['0', '-1', 'x', '1.5', 0])
      expect(catalogInput.safeParse({ type }).success, String(type)).toBe(false);
    // A later page belongs to a type: the answer without one is every type's first page.
    expect(catalogInput.safeParse({ page: 2 }).success).toBe(false);
    expect(catalogInput.parse({ page: '1' })).toEqual({ page: 1 });
  });

  it('accepts http(s) links only', () => {
    expect(isHttpLink('https://my.arbitr.ru')).toBe(true);
    expect(isHttpLink('HTTP://pravo.gov.ru/x?y=1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.ru',
      '//x.ru',
      'https://',
      'mailto:a@b.ru',
    ]) {
      expect(isHttpLink(bad), bad).toBe(false);
    }
  });

  it('dials a phone as written', () => {
    expect(telHref('+7 (495) 010-20-30')).toBe('tel:+74950102030');
    expect(telHref('8 800 100-70-10')).toBe('tel:88001007010');
  });

  it('splits a search at spaces, lower-cases it and reads ё as е; wildcards stay characters', () => {
    expect(catalogSearchWords('  Нотариус   КРЕМЛЁВСКАЯ ')).toEqual(['нотариус', 'кремлевская']);
    expect(catalogSearchWords('50% a_b')).toEqual(['50%', 'a_b']);
    expect(catalogSearchWords('a b c d e f g h i j')).toHaveLength(CATALOG_LIMITS.searchWords);
  });
});

describe('the seeded catalog', () => {
  const seed = catalogFileSchema.parse(CATALOG_SEED);

  it('passes the import schema: 50 or more services, unique keys, each of a listed type', () => {
    expect(seed.services.length).toBeGreaterThanOrEqual(50);
    expect(new Set(seed.services.map((s) => s.key)).size).toBe(seed.services.length);
    for (const s of seed.services) expect(seed.serviceTypes, s.key).toContain(s.type);
    for (const type of seed.serviceTypes)
      expect(
        seed.services.some((s) => s.type === type),
        type,
      ).toBe(true);
    // Icons the app draws itself (no emoji font needed).
    for (const s of seed.services) expect(CATALOG_ICON_NAMES, s.key).toContain(s.icon);
  });

  it('gives local firms fictional contacts only: .example addresses and numbers no Russian line has', () => {
    for (const s of seed.services) {
      if (s.key.startsWith('sample-')) {
        expect(s.website, s.key).toMatch(/\.example$/);
        for (const e of s.emails) expect(e, s.key).toMatch(/\.example$/);
        // After the city code a Russian number never begins with 0.
        if (s.phone) expect(s.phone, s.key).toMatch(/^\+7 \(\d{3}\) 0/);
      } else if (s.phone) {
        // Official services: only their public federal hotlines.
        expect(s.phone, s.key).toMatch(/^8 800 /);
      }
    }
  });

  it('refuses a javascript: link and names the field', () => {
    const r = catalogServiceInput.safeParse({
      key: 'x',
      title: 'X',
      type: 'T',
      block3: { title: 'Нажми', link: 'javascript:alert(1)' },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['block3', 'link']);
  });
});
