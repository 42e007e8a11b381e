import type { CodeId, DeadlineUnit } from './types.ts';

/*
 * Common procedural periods a lawyer picks instead of typing a number. `unit: 'days'` means
 * the code's own days (working days in ГПК, АПК, КАС and НК; calendar days in КоАП and УПК),
 * exactly as the norm says "дней" or "суток".
 *
 * Each period was checked in late 2026 against published copies of the codes and official
 * notices (the code's own current text was not at hand, so a later amendment can still be
 * missed; the weaker confirmations say so):
 * - ГПК ст. 321 ч. 2, ст. 332, ст. 128, ст. 237 ч. 1–2 (the text after the law of 28.11.2018
 *   № 451-ФЗ), ст. 376.1 ч. 1 (three months; since 01.09.2024 counted from the reasoned
 *   appeal ruling when there was an appeal).
 * - АПК ст. 259 ч. 1, ст. 276 ч. 1, ст. 291.2 ч. 1, ст. 198 ч. 4, ст. 229 ч. 2 (five days to ask
 *   for a reasoned decision); ст. 229 ч. 4 (fifteen days of appeal) through a 2024 court ruling
 *   quoting it.
 * - КАС ст. 219 ч. 1; ст. 298 (the article's title and a commentary's "one month from the
 *   decision in its final form"); ст. 318 ч. 2 (six months, from a commentary to the code).
 * - КоАП ст. 30.3 ч. 1: ten "days" since the law of 29.10.2024 № 364-ФЗ (before: ten "сутки",
 *   which did not move off a weekend); ст. 32.2 ч. 1: sixty days to pay a fine.
 * - ГК ст. 196 п. 1, ст. 181 п. 2.
 * - НК ст. 100 п. 6 (one month; thirty working days for a consolidated group, not listed),
 *   ст. 93 п. 3 (ten days, which ст. 6.1 п. 6 makes working days).
 * - УПК ст. 389.4 ч. 1: fifteen сутки since the law of 29.12.2022 № 608-ФЗ (before: ten).
 *
 * Left out: the УПК cassation (six months: the period is confirmed, but not the part of
 * ст. 401.3 that holds it); an АПК response to a claim (отзыв), whose period the court sets
 * in its ruling rather than the code.
 */

export interface DeadlinePreset {
  /** Stable, for saved choices and tests. */
  id: string;
  code: CodeId;
  /** The article that sets the period. */
  article: string;
  amount: number;
  unit: DeadlineUnit;
  title: { ru: string; en: string };
  /** The event the period runs from, which the user's date should be. */
  from: { ru: string; en: string };
}

export const DEADLINE_PRESETS: readonly DeadlinePreset[] = [
  {
    id: 'gpk-appeal',
    code: 'gpk',
    article: 'ст. 321 ч. 2',
    amount: 1,
    unit: 'months',
    title: { ru: 'Апелляционная жалоба (ГПК)', en: 'Appeal (civil procedure)' },
    from: { ru: 'принятие решения в окончательной форме', en: 'the decision in its final form' },
  },
  {
    id: 'gpk-private-complaint',
    code: 'gpk',
    article: 'ст. 332',
    amount: 15,
    unit: 'days',
    title: { ru: 'Частная жалоба (ГПК)', en: 'Complaint against a ruling (civil procedure)' },
    from: { ru: 'вынесение определения', en: 'the ruling' },
  },
  {
    id: 'gpk-cassation',
    code: 'gpk',
    article: 'ст. 376.1 ч. 1',
    amount: 3,
    unit: 'months',
    title: { ru: 'Кассационная жалоба (ГПК)', en: 'Cassation appeal (civil procedure)' },
    from: {
      ru: 'вступление решения в силу или изготовление мотивированного апелляционного определения',
      en: 'the decision taking effect, or the reasoned appeal ruling',
    },
  },
  {
    id: 'gpk-court-order-objections',
    code: 'gpk',
    article: 'ст. 128',
    amount: 10,
    unit: 'days',
    title: { ru: 'Возражения относительно судебного приказа', en: 'Objections to a court order' },
    from: { ru: 'получение копии приказа', en: 'receipt of the order' },
  },
  {
    id: 'gpk-default-judgment-cancel',
    code: 'gpk',
    article: 'ст. 237 ч. 1',
    amount: 7,
    unit: 'days',
    title: { ru: 'Заявление об отмене заочного решения', en: 'Application to set aside a default judgment' },
    from: { ru: 'вручение копии заочного решения', en: 'service of the default judgment' },
  },
  {
    id: 'gpk-default-judgment-appeal',
    code: 'gpk',
    article: 'ст. 237 ч. 2',
    amount: 1,
    unit: 'months',
    title: { ru: 'Апелляционная жалоба на заочное решение', en: 'Appeal against a default judgment' },
    from: {
      ru: 'определение об отказе в отмене заочного решения',
      en: 'the ruling refusing to set the default judgment aside',
    },
  },
  {
    id: 'apk-appeal',
    code: 'apk',
    article: 'ст. 259 ч. 1',
    amount: 1,
    unit: 'months',
    title: { ru: 'Апелляционная жалоба (АПК)', en: 'Appeal (commercial court)' },
    from: { ru: 'изготовление решения в полном объёме', en: 'the decision in full' },
  },
  {
    id: 'apk-cassation',
    code: 'apk',
    article: 'ст. 276 ч. 1',
    amount: 2,
    unit: 'months',
    title: { ru: 'Кассационная жалоба в окружной суд (АПК)', en: 'Cassation appeal to the circuit court (commercial)' },
    from: { ru: 'вступление судебного акта в силу', en: 'the judgment taking effect' },
  },
  {
    id: 'apk-supreme-court-cassation',
    code: 'apk',
    article: 'ст. 291.2 ч. 1',
    amount: 2,
    unit: 'months',
    title: {
      ru: 'Кассационная жалоба в Верховный Суд (АПК)',
      en: 'Cassation appeal to the Supreme Court (commercial)',
    },
    from: { ru: 'вступление в силу последнего обжалуемого акта', en: 'the last judgment appealed taking effect' },
  },
  {
    id: 'apk-simplified-reasons',
    code: 'apk',
    article: 'ст. 229 ч. 2',
    amount: 5,
    unit: 'days',
    title: {
      ru: 'Заявление о составлении мотивированного решения (упрощённое производство)',
      en: 'Request for a reasoned decision (simplified procedure)',
    },
    from: { ru: 'размещение резолютивной части в интернете', en: 'the operative part posted online' },
  },
  {
    id: 'apk-simplified-appeal',
    code: 'apk',
    article: 'ст. 229 ч. 4',
    amount: 15,
    unit: 'days',
    title: { ru: 'Апелляционная жалоба (упрощённое производство)', en: 'Appeal (simplified procedure)' },
    from: {
      ru: 'принятие решения или мотивированного решения',
      en: 'the decision, or the reasoned decision if one was made',
    },
  },
  {
    id: 'apk-challenge-act',
    code: 'apk',
    article: 'ст. 198 ч. 4',
    amount: 3,
    unit: 'months',
    title: {
      ru: 'Оспаривание ненормативного акта, решения, действия органа (АПК)',
      en: 'Challenge to an authority’s act or decision (commercial court)',
    },
    from: { ru: 'день, когда стало известно о нарушении', en: 'the day the breach became known' },
  },
  {
    id: 'kas-appeal',
    code: 'kas',
    article: 'ст. 298 ч. 1',
    amount: 1,
    unit: 'months',
    title: { ru: 'Апелляционная жалоба (КАС)', en: 'Appeal (administrative court)' },
    from: { ru: 'принятие решения в окончательной форме', en: 'the decision in its final form' },
  },
  {
    id: 'kas-cassation',
    code: 'kas',
    article: 'ст. 318 ч. 2',
    amount: 6,
    unit: 'months',
    title: { ru: 'Кассационная жалоба (КАС)', en: 'Cassation appeal (administrative court)' },
    from: { ru: 'вступление судебного акта в силу', en: 'the judgment taking effect' },
  },
  {
    id: 'kas-challenge-decision',
    code: 'kas',
    article: 'ст. 219 ч. 1',
    amount: 3,
    unit: 'months',
    title: {
      ru: 'Административный иск об оспаривании решения, действия органа',
      en: 'Claim against an authority’s decision or action (administrative court)',
    },
    from: { ru: 'день, когда стало известно о нарушении', en: 'the day the breach became known' },
  },
  {
    id: 'koap-complaint',
    code: 'koap',
    article: 'ст. 30.3 ч. 1',
    amount: 10,
    unit: 'days',
    title: {
      ru: 'Жалоба на постановление по делу об административном правонарушении',
      en: 'Complaint against an administrative offence ruling',
    },
    from: { ru: 'вручение или получение копии постановления', en: 'service or receipt of the ruling' },
  },
  {
    id: 'koap-fine-payment',
    code: 'koap',
    article: 'ст. 32.2 ч. 1',
    amount: 60,
    unit: 'days',
    title: { ru: 'Уплата административного штрафа', en: 'Paying an administrative fine' },
    from: { ru: 'вступление постановления в силу', en: 'the ruling taking effect' },
  },
  {
    id: 'gk-limitation',
    code: 'gk',
    article: 'ст. 196 п. 1',
    amount: 3,
    unit: 'years',
    title: { ru: 'Общий срок исковой давности', en: 'General limitation period' },
    from: {
      ru: 'день, когда лицо узнало или должно было узнать о нарушении (ст. 200)',
      en: 'the day the claimant learned, or should have learned, of the breach (art. 200)',
    },
  },
  {
    id: 'gk-voidable-transaction',
    code: 'gk',
    article: 'ст. 181 п. 2',
    amount: 1,
    unit: 'years',
    title: { ru: 'Иск о признании оспоримой сделки недействительной', en: 'Claim to annul a voidable transaction' },
    from: {
      ru: 'прекращение насилия или угрозы, либо день, когда истец узнал об основаниях',
      en: 'the end of duress, or the day the claimant learned of the grounds',
    },
  },
  {
    id: 'nk-audit-objections',
    code: 'nk',
    article: 'ст. 100 п. 6',
    amount: 1,
    unit: 'months',
    title: { ru: 'Возражения на акт налоговой проверки', en: 'Objections to a tax audit report' },
    from: { ru: 'получение акта проверки', en: 'receipt of the audit report' },
  },
  {
    id: 'nk-documents-on-request',
    code: 'nk',
    article: 'ст. 93 п. 3',
    amount: 10,
    unit: 'days',
    title: { ru: 'Документы по требованию налогового органа', en: 'Documents requested by the tax office' },
    from: { ru: 'получение требования', en: 'receipt of the request' },
  },
  {
    id: 'upk-appeal',
    code: 'upk',
    article: 'ст. 389.4 ч. 1',
    amount: 15,
    unit: 'days',
    title: { ru: 'Апелляционная жалоба на приговор (УПК)', en: 'Appeal against a sentence (criminal procedure)' },
    from: {
      ru: 'провозглашение приговора (для содержащегося под стражей — вручение копии)',
      en: 'the sentence pronounced (for a detainee, service of its copy)',
    },
  },
];
