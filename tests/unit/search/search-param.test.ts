import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_START as S, HIGHLIGHT_STOP as E, highlightParts } from '@shared/search/highlight.ts';
import { decodeSearchWords, encodeSearchWords, searchPath } from '@shared/search/search-param.ts';
import { redirectFromStartParam } from '@shared/start-param.ts';

describe('search words in a Telegram start parameter', () => {
  it('round-trips Russian, English, emoji and punctuation in the characters a start parameter allows', () => {
    for (const words of ['договор', 'договор аренды', 'contract law', 'иск 📄 & "кавычки" / ? +', 'ё']) {
      const encoded = encodeSearchWords(words);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeSearchWords(encoded)).toBe(words);
    }
  });

  it('keeps a 20-letter Russian search within Telegram’s 64 characters', () => {
    expect(`search_${encodeSearchWords('а'.repeat(20))}`.length).toBeLessThanOrEqual(64);
  });

  it('refuses what is not base64url of readable words', () => {
    for (const bad of ['', 'a', '!!!!', 'AAAA+/==', '_w', encodeSearchWords('\u0001x'), encodeSearchWords('   ')]) {
      expect(decodeSearchWords(bad), bad).toBeNull();
    }
    // bytes that are not UTF-8
    expect(decodeSearchWords('_w')).toBeNull();
  });

  it('opens the search with the words from search_<base64url>, anything malformed opens /', () => {
    expect(redirectFromStartParam(`search_${encodeSearchWords('договор поставки')}`)).toBe(
      searchPath('договор поставки'),
    );
    expect(searchPath('договор поставки')).toBe(
      '/?find=%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%20%D0%BF%D0%BE%D1%81%D1%82%D0%B0%D0%B2%D0%BA%D0%B8',
    );
    expect(redirectFromStartParam('search_')).toBe('/');
    expect(redirectFromStartParam('search_!!')).toBe('/');
    expect(redirectFromStartParam(`search_${encodeSearchWords('//evil.example')}`)).toBe(searchPath('//evil.example'));
    expect(searchPath('//evil.example').startsWith('/?')).toBe(true);
  });
});

describe('highlight markers', () => {
  it('splits a headline into plain and matched parts', () => {
    expect(highlightParts(`Проверка ${S}договоров${E} аренды`)).toEqual([
      { text: 'Проверка ', match: false },
      { text: 'договоров', match: true },
      { text: ' аренды', match: false },
    ]);
    expect(highlightParts('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: false },
    ]);
    expect(highlightParts('')).toEqual([]);
  });
});
