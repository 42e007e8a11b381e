import slugify from '@sindresorhus/slugify';

/**
 * A post's address: `/post/{url}-{slug}`, where `url` is 3 random
 * letters and digits (4 once 3 is crowded) and the slug is the title in Latin letters. The
 * post is found by the part before the first hyphen, so an old or wrong slug still finds it
 * and the page redirects to the canonical form.
 */
export const POST_URL_RE = /^[a-z0-9]{1,32}$/;
export const POST_URL_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const POST_URL_LENGTH = 3;
/** Slugs longer than this are cut at a word boundary: a link stays readable when pasted. */
export const SLUG_MAX = 80;

/** The lookup key of `/post/<param>`: the part before the first hyphen, lower-cased. */
export function postUrlKey(param: string): string {
  const i = param.indexOf('-');
  return (i === -1 ? param : param.slice(0, i)).toLowerCase();
}

/** The title in Latin letters, lower case, words joined by hyphens (Russian transliterated). */
export function makeSlug(title: string): string {
  const full = slugify(title, { decamelize: false });
  if (full.length <= SLUG_MAX) return full;
  const cut = full.slice(0, SLUG_MAX + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : full.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

/** The canonical path of a post: `/post/{url}-{slug}`, or `/post/{url}` for a title without letters. */
export const postPath = (p: { url: string; slug: string }) => `/post/${p.url}${p.slug ? `-${p.slug}` : ''}`;

/** The `startapp` value that opens a post inside the mini-app (shared/start-param.ts reads it back). */
export const postStartParam = (url: string) => `post_${url}`;
