/**
 * "Save contact": the person as a vCard 3.0, which phones and
 * address books import. Values are escaped as RFC 6350 says (backslash, comma, semicolon,
 * new lines), so what a person typed can never add a field of its own.
 */
export interface VCardPerson {
  name: string;
  username: string;
  expertise?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  telegram?: string | null;
  profileUrl: string;
}

const esc = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n|\r/g, '\\n')
    .replace(/([,;])/g, '\\$1');

export function buildVCard(p: VCardPerson): string {
  const parts = p.name.trim().split(/\s+/);
  const family = parts.length > 1 ? parts.at(-1)! : '';
  const given = parts.length > 1 ? parts.slice(0, -1).join(' ') : (parts[0] ?? '');
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${esc(p.name)}`, `N:${esc(family)};${esc(given)};;;`];
  if (p.expertise) lines.push(`TITLE:${esc(p.expertise)}`);
  if (p.phone) lines.push(`TEL;TYPE=CELL:${esc(p.phone)}`);
  if (p.email) lines.push(`EMAIL;TYPE=INTERNET:${esc(p.email)}`);
  if (p.city) lines.push(`ADR;TYPE=WORK:;;;${esc(p.city)};;;`);
  if (p.website) lines.push(`URL:${esc(p.website)}`);
  if (p.telegram) lines.push(`X-SOCIALPROFILE;TYPE=telegram:${esc(`https://t.me/${p.telegram}`)}`);
  lines.push(`NOTE:${esc(p.profileUrl)}`, 'END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}

/** Reading a profile's `info` (a JSON object that older rows may lack parts of). */
export const infoText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The contacts in a profile's `info`, or null when the reader was not given them (not signed in) or there are none. */
export function contactsOf(p: { info: Record<string, unknown> }) {
  const c = obj(p.info.contacts);
  if (!c) return null;
  return {
    phone: infoText(c.phone),
    whatsapp: c.whatsapp === true,
    telegram: infoText(c.telegram),
    website: infoText(c.website),
    email: infoText(c.email),
  };
}

/** The person on a profile as the reader was given it (contacts only when they may see them). */
export function profileVCard(
  profile: { name: string; username: string; expertise?: string | null; info: Record<string, unknown> },
  profileUrl: string,
): string {
  const c = contactsOf(profile);
  return buildVCard({
    name: profile.name,
    username: profile.username,
    expertise: profile.expertise,
    city: infoText(profile.info.city),
    phone: c?.phone,
    email: c?.email,
    website: c?.website,
    telegram: c?.telegram,
    profileUrl,
  });
}

/** A file name from the username (letters, digits, underscore only). */
export const vcardFileName = (username: string) => `${username.replace(/[^a-z0-9_]/gi, '') || 'contact'}.vcf`;
