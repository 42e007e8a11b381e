import { describe, expect, it } from 'vitest';
import { companyName, isCompanyName } from '@shared/company-name.ts';
import { initials } from '@shared/initials.ts';

describe('a company name as people say it', () => {
  it('drops the legal form and the quotes', () => {
    expect(companyName('ООО «Вектор»')).toBe('Вектор');
    expect(companyName('АО "Ромашка"')).toBe('Ромашка');
    expect(companyName('ИП Иванов И.И.')).toBe('Иванов И.И.');
    expect(companyName('Общество с ограниченной ответственностью «Альфа-Строй»')).toBe('Альфа-Строй');
    expect(companyName('ПАО «Сбербанк»')).toBe('Сбербанк');
    expect(companyName('Юридическая фирма «Орлов и партнёры»')).toBe('Юридическая фирма Орлов и партнёры');
    expect(companyName('Vector LLC')).toBe('Vector');
  });

  it('leaves a person, or a word that only begins like a form, alone', () => {
    expect(companyName('Анна Смирнова')).toBe('Анна Смирнова');
    expect(isCompanyName('Анна Смирнова')).toBe(false);
    expect(companyName('Ипотечный центр')).toBe('Ипотечный центр');
    expect(companyName('Аорта')).toBe('Аорта');
    expect(companyName('ООО')).toBe('ООО');
  });

  it("gives a company's avatar its first letter, a person's their initials", () => {
    expect(initials('ООО «Вектор»')).toBe('В');
    expect(initials('АО "Ромашка"')).toBe('Р');
    expect(initials('ИП Иванов И.И.')).toBe('И');
    expect(initials('Консалтинговая группа «Меридиан»')).toBe('К');
    expect(initials('Анна Смирнова')).toBe('АС');
  });
});
