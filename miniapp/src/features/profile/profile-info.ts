import type { FullProfile } from '@shared/schemas/profile.ts';

// One reading of `info` for the page and the vCard the server makes (shared/profile/vcard.ts).
export { contactsOf, infoText } from '@shared/profile/vcard.ts';
import { infoText } from '@shared/profile/vcard.ts';

const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

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
