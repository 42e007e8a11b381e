/**
 * A company's name as people say it: without its legal form and quotes, so an
 * avatar without a logo shows "В" for ООО «Вектор», not "О«". Russian forms, short and full,
 * and the common foreign ones.
 */
const FORMS = [
  'общество с ограниченной ответственностью',
  'публичное акционерное общество',
  'непубличное акционерное общество',
  'закрытое акционерное общество',
  'открытое акционерное общество',
  'акционерное общество',
  'индивидуальный предприниматель',
  'автономная некоммерческая организация',
  'ФГУП',
  'ФГБУ',
  'ООО',
  'ОАО',
  'ЗАО',
  'ПАО',
  'НАО',
  'АНО',
  'НКО',
  'ГУП',
  'МУП',
  'ГБУ',
  'МБУ',
  'КФХ',
  'ТСЖ',
  'СНТ',
  'АО',
  'ИП',
  'НП',
  'LLC',
  'JSC',
  'Ltd\\.?',
  'Inc\\.?',
  'GmbH',
];
const BEFORE = new RegExp(`^(?:${FORMS.join('|')})(?=[\\s«"“„']|$)[\\s,]*`, 'iu');
// The lookbehind starts a match only where a run of spaces begins: without it a long run was
// tried from each of its characters (20,000 spaces: 512 ms; a pattern over user text must stay linear).
const AFTER = new RegExp(`(?<![\\s,])[\\s,]+(?:${FORMS.join('|')})$`, 'iu');
const QUOTES = /[«»"“”„‟]/gu;

/** "ООО «Вектор»" → "Вектор", "АО "Ромашка"" → "Ромашка", "ИП Иванов И.И." → "Иванов И.И."; other names as they are. */
export function companyName(name: string): string {
  let s = name.trim();
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(BEFORE, '').replace(AFTER, '').trim();
  }
  s = s.replace(QUOTES, '').replace(/\s+/gu, ' ').trim();
  return s || name.trim();
}

/** Whether a name is a company's: it carries a legal form or quotes (a person's name has neither). */
export const isCompanyName = (name: string): boolean => companyName(name) !== name.trim().replace(/\s+/gu, ' ');
