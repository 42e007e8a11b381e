import type { z } from 'zod';

/**
 * Validation messages in the user's language, the same on the server (400 answers) and in
 * the app's forms. A schema names its message as a key of the `validation` namespace
 * (`{ error: V.required }`); an issue without one gets a key from its zod code. Limits come
 * from the issue itself (`maximum`, `minimum`), so a key never repeats a number.
 */
export const V = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  tooMany: 'validation.tooMany',
  tooFew: 'validation.tooFew',
  number: 'validation.number',
  wholeNumber: 'validation.wholeNumber',
  positiveId: 'validation.positiveId',
  tooLarge: 'validation.tooLarge',
  sessionId: 'validation.sessionId',
  timezone: 'validation.timezone',
  isoDate: 'validation.isoDate',
  day: 'validation.day',
  dateRange: 'validation.dateRange',
  nulCharacter: 'validation.nulCharacter',
  language: 'validation.language',
  signInToken: 'validation.signInToken',
  realtimeTicket: 'validation.realtimeTicket',
  realtimeSince: 'validation.realtimeSince',
  usernameLength: 'validation.usernameLength',
  usernameChars: 'validation.usernameChars',
  profileSearchMin: 'validation.profileSearchMin',
  spaceOrProject: 'validation.spaceOrProject',
  oneOfSpaceOrProject: 'validation.oneOfSpaceOrProject',
  uploadFolder: 'validation.uploadFolder',
  postStatus: 'validation.postStatus',
  invalidId: 'validation.invalidId',
  duplicateId: 'validation.duplicateId',
  quizNoQuestions: 'validation.quizNoQuestions',
  quizTwoOptions: 'validation.quizTwoOptions',
  quizOneCorrect: 'validation.quizOneCorrect',
  quizTimeLimitRequired: 'validation.quizTimeLimitRequired',
  notNegative: 'validation.notNegative',
  salaryRange: 'validation.salaryRange',
  httpLink: 'validation.httpLink',
  eventTitle: 'validation.eventTitle',
  eventStart: 'validation.eventStart',
  eventLocation: 'validation.eventLocation',
  eventEnd: 'validation.eventEnd',
  eventEndKind: 'validation.eventEndKind',
  catalogKey: 'validation.catalogKey',
  regionCode: 'validation.regionCode',
  pageNumber: 'validation.pageNumber',
  catalogPageType: 'validation.catalogPageType',
  phone: 'validation.phone',
  email: 'validation.email',
  catalogIcon: 'validation.catalogIcon',
  usernameReserved: 'validation.usernameReserved',
  graduationYearDigits: 'validation.graduationYearDigits',
  graduationYear: 'validation.graduationYear',
  website: 'validation.website',
  telegram: 'validation.telegram',
  birthday: 'validation.birthday',
  calendarScope: 'validation.calendarScope',
  baseFromNotSent: 'validation.baseFromNotSent',
  deadlineUnit: 'validation.deadlineUnit',
  deadlineYear: 'validation.deadlineYear',
  deadlinePreset: 'validation.deadlinePreset',
  dateOrDeadline: 'validation.dateOrDeadline',
} as const;

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Issue = z.core.$ZodIssue;

/** The issue's key: the schema's own, or one chosen by the zod code. */
function issueKey(issue: Issue): string {
  if (issue.message?.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? V.required : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? V.required : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return V.tooFew;
      return 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return V.tooLong;
      if (issue.origin === 'array' || issue.origin === 'set') return V.tooMany;
      if (issue.origin === 'number' && Number(issue.maximum) < 2_147_483_647) return 'validation.atMost';
      return V.tooLarge;
    case 'invalid_format':
      return 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidValue';
    case 'unrecognized_keys':
      return 'validation.unrecognizedKeys';
    default:
      return 'validation.invalid';
  }
}

function issueParams(issue: Issue): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  if ('minimum' in issue) p.minimum = Number(issue.minimum);
  if ('maximum' in issue) p.maximum = Number(issue.maximum);
  if ('values' in issue && Array.isArray(issue.values)) p.values = issue.values.map(String).join(', ');
  if ('keys' in issue && Array.isArray(issue.keys)) p.keys = issue.keys.join(', ');
  // i18next picks plural forms by `count` (ru: one/few/many).
  p.count = p.maximum ?? p.minimum ?? 0;
  return p;
}

/** One issue's text, without its field name (forms show it under the field). */
export function issueMessage(issue: Issue, t: Translate): string {
  return t(issueKey(issue), issueParams(issue));
}

/** Up to three issues as one sentence naming the fields: "title: is required; color: …". */
export function describeIssues(issues: readonly Issue[], t: Translate): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${issueMessage(i, t)}` : issueMessage(i, t)))
    .join('; ');
}
