import { describe, expect, it } from 'vitest';
import { graduationYearSchema, profileDataSchema, profileInfoSchema, usernameSchema } from '@shared/schemas/profile.ts';
import { RESERVED_USERNAMES } from '@shared/usernames.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('profile validation', () => {
  it('takes usernames of 5 to 20 letters, digits and underscore, lower-cased', () => {
    expect(usernameSchema.parse('  Anna_Smirnova ')).toBe('anna_smirnova');
    expect(usernameSchema.parse('a'.repeat(20))).toBe('a'.repeat(20));
    expect(message(usernameSchema.safeParse('abcd'))).toBe('validation.usernameLength');
    expect(message(usernameSchema.safeParse('a'.repeat(21)))).toBe('validation.usernameLength');
    expect(message(usernameSchema.safeParse('anna smirnova'))).toBe('validation.usernameChars');
    expect(message(usernameSchema.safeParse('анна_юрист'))).toBe('validation.usernameChars');
  });

  it('refuses the app’s own route names, since /{username} shares them', () => {
    for (const route of [
      'planner',
      'kanban',
      'calendar',
      'settings',
      'career',
      'about',
      'tracker',
      'messenger',
      'split',
      'check',
      'partner',
      'network',
      'catalog',
      'profile',
    ]) {
      expect(RESERVED_USERNAMES.has(route), route).toBe(true);
      expect(message(usernameSchema.safeParse(route.toUpperCase())), route).toBe('validation.usernameReserved');
    }
  });

  it('takes a graduation year of exactly 4 digits, 1900 to this year plus 10', () => {
    const year = new Date().getFullYear();
    for (const ok of [1900, 2000, year + 10]) expect(graduationYearSchema.safeParse(ok).success, String(ok)).toBe(true);
    expect(message(graduationYearSchema.safeParse(199))).toBe('validation.graduationYearDigits');
    expect(message(graduationYearSchema.safeParse(20101))).toBe('validation.graduationYearDigits');
    expect(message(graduationYearSchema.safeParse(1899))).toBe('validation.graduationYear');
    expect(message(graduationYearSchema.safeParse(year + 11))).toBe('validation.graduationYear');
  });

  it('drops empty social links and saves empty contacts as null', () => {
    const info = profileInfoSchema.parse({
      contacts: { phone: ' ', email: '', website: 'firm.ru', telegram: 'https://t.me/anna_law' },
      social_links: ['', 'https://vk.com/a', '  '],
    });
    expect(info.social_links).toEqual(['https://vk.com/a']);
    expect(info.contacts).toEqual({
      phone: null,
      whatsapp: false,
      telegram: 'anna_law',
      website: 'https://firm.ru',
      email: null,
    });
    expect(info.city).toBeNull();
  });

  it('checks phone, email and website forms', () => {
    const contact = (c: Record<string, unknown>) => message(profileInfoSchema.safeParse({ contacts: c }));
    expect(contact({ phone: '+7 (999) 123-45-67' })).toBeNull();
    expect(contact({ phone: 'call me' })).toBe('validation.phone');
    expect(contact({ email: 'a@b' })).toBe('validation.email');
    expect(contact({ website: 'javascript:alert(1)' })).toBe('validation.website');
    expect(contact({ website: 'no dots' })).toBe('validation.website');
  });

  it('requires a name', () => {
    expect(message(profileDataSchema.shape.name.safeParse('   '))).toBe('validation.required');
  });
});
