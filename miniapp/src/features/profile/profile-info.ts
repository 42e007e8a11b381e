import type { Contacts, FullProfile } from '@shared/schemas/profile.ts';

/** Reading a profile's `info` (a JSON object that older rows may lack parts of). */
export const infoText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The contacts, or null when the reader may not see them (not signed in) or there are none. */
export function contactsOf(p: Pick<FullProfile, 'info'>): Partial<Contacts> | null {
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

export const socialLinksOf = (p: Pick<FullProfile, 'info'>): string[] =>
  Array.isArray(p.info.social_links)
    ? p.info.social_links.filter((l): l is string => typeof l === 'string' && /^https?:\/\//i.test(l))
    : [];

export function professionalOf(p: Pick<FullProfile, 'info'>) {
  const x = obj(p.info.professional_info) ?? {};
  const years =
    typeof x.experience_years === 'number' && Number.isInteger(x.experience_years) ? x.experience_years : null;
  return {
    education: infoText(x.education),
    experience: infoText(x.experience),
    experience_years: years,
    awards: infoText(x.awards),
  };
}

export function personalOf(p: Pick<FullProfile, 'info'>) {
  const x = obj(p.info.personal_info) ?? {};
  const birthday = infoText(x.birthday);
  return { birthday: birthday && /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? birthday : null, more: infoText(x.more) };
}

/** 'vk.com/anna' from 'https://vk.com/anna/': what a link shows. */
export const linkLabel = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
