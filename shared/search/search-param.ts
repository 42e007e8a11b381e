import { SEARCH_LIMITS } from '../schemas/search.ts';
export { SEARCH_PARAM, searchPath } from './search-address.ts';

/**
 * A search in a Telegram start parameter: `search_<words>`, the words as base64url
 * of their UTF-8 bytes, since a start parameter allows only `A–Z a–z 0–9 _ -` (and 64 characters:
 * about 40 bytes of words, some 20 Cyrillic letters).
 */
export const SEARCH_START_PREFIX = 'search_';

export function encodeSearchWords(words: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(words)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The words back, or null for anything not base64url of 1–100 characters of valid UTF-8. */
export function decodeSearchWords(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(encoded) || encoded.length % 4 === 1) return null;
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  let words: string;
  try {
    words = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  words = words.trim();
  return words.length >= 1 && words.length <= SEARCH_LIMITS.query && !/[\u0000-\u001f]/.test(words) ? words : null;
}
