import { companyName, isCompanyName } from './company-name.ts';

/**
 * Up to two initials of a name, upper-cased: "Ivan Petrov" → "IP", "anna" → "A"; a company's
 * first letter without its legal form and quotes: "ООО «Вектор»" → "В", not "О".
 */
export function initials(name: string | null | undefined): string {
  if (name && isCompanyName(name)) return (Array.from(companyName(name))[0] ?? '?').toLocaleUpperCase();
  const words = (name ?? '')
    .trim()
    .split(/[\s_.-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

const PALETTE = ['#2f80ed', '#27ae60', '#eb5757', '#9b51e0', '#f2994a', '#e91e63', '#00a3a3', '#5c6bc0'];

/** A stable colour for a name, so a person keeps their colour everywhere. */
export function avatarColor(name: string | null | undefined): string {
  let h = 0;
  for (const ch of name ?? '') h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The initials avatar as an SVG document; replaces the spec's external avatar service. */
export function initialsAvatarSvg(name: string | null | undefined, size = 128): string {
  const text = escapeXml(initials(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${avatarColor(name)}"/>` +
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="42" font-weight="600" fill="#fff">${text}</text></svg>`
  );
}

/** Where a profile's picture comes from: its own avatar, else our initials image. */
export function avatarUrl(avatar: string | null | undefined, name: string | null | undefined): string {
  return avatar || `/avatars/initials.svg?name=${encodeURIComponent((name ?? '').slice(0, 64))}`;
}
