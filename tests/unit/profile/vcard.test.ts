import { describe, expect, it } from 'vitest';
import { buildVCard, vcardFileName } from '@shared/profile/vcard.ts';

describe('Save contact (vCard)', () => {
  it('writes the person as a vCard 3.0 with the contacts they have', () => {
    const card = buildVCard({
      name: 'Анна Смирнова',
      username: 'anna_smirnova',
      expertise: 'Корпоративное право',
      city: 'Москва',
      phone: '+7 (916) 204-18-37',
      email: 'a@firm.ru',
      telegram: 'anna_law',
      profileUrl: 'https://lp.example/anna_smirnova',
    });
    const lines = card.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines).toContain('VERSION:3.0');
    expect(lines).toContain('FN:Анна Смирнова');
    expect(lines).toContain('N:Смирнова;Анна;;;');
    expect(lines).toContain('TEL;TYPE=CELL:+7 (916) 204-18-37');
    expect(lines).toContain('EMAIL;TYPE=INTERNET:a@firm.ru');
    expect(lines).toContain('X-SOCIALPROFILE;TYPE=telegram:https://t.me/anna_law');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
    expect(lines.at(-1)).toBe('END:VCARD');
  });

  it('escapes what a person typed, so it cannot add a field of its own', () => {
    const card = buildVCard({
      name: 'Иван\nEMAIL:evil@x.ru',
      username: 'ivan',
      expertise: 'Споры; договоры, сделки',
      profileUrl: 'https://lp.example/ivan',
    });
    expect(card).toContain('FN:Иван\\nEMAIL:evil@x.ru');
    expect(card).not.toMatch(/^EMAIL/m);
    expect(card).toContain('TITLE:Споры\\; договоры\\, сделки');
    expect(vcardFileName('../etc')).toBe('etc.vcf');
  });
});
