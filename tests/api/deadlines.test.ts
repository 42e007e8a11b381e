import { describe, expect, it } from 'vitest';
import { DEADLINE_PRESETS } from '@shared/deadlines/presets.ts';
import { unitsFor } from '@shared/deadlines/rules.ts';
import { CODES } from '@shared/deadlines/types.ts';
import type { DeadlineAnswer, DeadlinePresetView } from '@shared/schemas/deadlines.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

type Lang = 'ru' | 'en';
/** The calculator as anyone calls it: a GET with no session, the language from Accept-Language. */
const compute = (input: Record<string, unknown>, lang: Lang = 'en') =>
  t.call<DeadlineAnswer & { error?: string }>(
    'deadlines',
    { action: 'compute', ...input },
    { method: 'GET', headers: { 'accept-language': lang } },
  );
const presets = (lang: Lang) =>
  t.call<{ presets: DeadlinePresetView[] }>(
    'deadlines',
    { action: 'presets' },
    { method: 'GET', headers: { 'accept-language': lang } },
  );
const texts = (a: DeadlineAnswer) => a.steps.map((s) => s.text);

describe('deadlines: compute', () => {
  it('counts a month in civil procedure: 30 February does not exist, 28 February is a Saturday, so 2 March', async () => {
    const ru = await compute({ from: '2026-01-30', amount: 1, unit: 'months', code: 'gpk' }, 'ru');
    expect(ru.status).toBe(200);
    expect(ru.body.due).toBe('2026-03-02');
    expect(ru.body.rule).toEqual({ from: '2026-01-30', amount: 1, unit: 'months', code: 'gpk', preset: null });
    expect(ru.body.steps.map((s) => [s.kind, s.day])).toEqual([
      ['start', '2026-01-31'],
      // the date the month reached does not exist: the clamp names the day it ends on
      ['add', null],
      ['clamp', '2026-02-28'],
      ['move', '2026-03-02'],
    ]);
    expect(texts(ru.body)).toEqual([
      'Начало течения: 31.01.2026 — следующий день после события 30.01.2026 (ч. 3 ст. 107 ГПК РФ)',
      '+1 месяц: 30.02.2026 (ч. 1 ст. 108 ГПК РФ)',
      '30.02.2026 нет в календаре — срок истекает в последний день месяца, 28.02.2026 (ч. 1 ст. 108 ГПК РФ)',
      '28.02.2026 — суббота, нерабочий день: перенос на 02.03.2026 (ч. 2 ст. 108 ГПК РФ)',
    ]);
    expect(ru.body.calendar).toEqual({
      known: true,
      source: expect.stringContaining('№ 1466'),
      years: [2026],
      warning: null,
    });

    const en = await compute({ from: '2026-01-30', amount: 1, unit: 'months', code: 'gpk' }, 'en');
    expect(en.body.due).toBe('2026-03-02');
    expect(texts(en.body)).toEqual([
      'The period starts on 31.01.2026, the day after the event on 30.01.2026 (Civil Procedure Code, art. 107(3))',
      '+1 month: 30.02.2026 (Civil Procedure Code, art. 108(1))',
      "30.02.2026 does not exist: the period ends on the month's last day, 28.02.2026 (Civil Procedure Code, art. 108(1))",
      '28.02.2026 is a Saturday, a non-working day: moved to 02.03.2026 (Civil Procedure Code, art. 108(2))',
    ]);
  });

  it('counts a preset’s period, the code’s days being working days, past the holidays of February and March 2026', async () => {
    const r = await compute({ from: '2026-02-20', preset: 'gpk-private-complaint' }, 'ru');
    expect(r.status).toBe(200);
    // 21–23 February and 7–9 March are off: the fifteenth working day after Friday 20 February is 17 March.
    expect(r.body.due).toBe('2026-03-17');
    expect(r.body.rule).toEqual({
      from: '2026-02-20',
      amount: 15,
      unit: 'days',
      code: 'gpk',
      preset: 'gpk-private-complaint',
    });
    expect(texts(r.body)[1]).toBe('+15 рабочих дней: 17.03.2026 (ч. 3 ст. 107 ГПК РФ)');
    const en = await compute({ from: '2026-02-20', preset: 'gpk-private-complaint' }, 'en');
    expect(texts(en.body)[1]).toBe('+15 working days: 17.03.2026 (Civil Procedure Code, art. 107(3))');
  });

  it('names a public holiday, and cites parts and points of articles in each language', async () => {
    const koap = await compute({ from: '2026-04-27', amount: 12, unit: 'days', code: 'koap' }, 'ru');
    expect(koap.body.due).toBe('2026-05-12');
    expect(texts(koap.body).at(-1)).toBe(
      '09.05.2026 — нерабочий праздничный день: перенос на 12.05.2026 (ч. 3.1 ст. 4.8 КоАП РФ)',
    );
    const en = await compute({ from: '2026-04-27', amount: 12, unit: 'days', code: 'koap' }, 'en');
    expect(texts(en.body)[1]).toBe('+12 calendar days: 09.05.2026 (Code of Administrative Offences, art. 4.8(3))');
    expect(texts(en.body).at(-1)).toBe(
      '09.05.2026 is a public holiday, a non-working day: moved to 12.05.2026 (Code of Administrative Offences, art. 4.8(3.1))',
    );

    const nk = await compute({ from: '2026-03-02', amount: 5, unit: 'months', code: 'nk' }, 'ru');
    expect(texts(nk.body)).toContain('+5 месяцев: 02.08.2026 (п. 5 ст. 6.1 НК РФ)');
    expect(texts(nk.body).at(-1)).toBe(
      '02.08.2026 — воскресенье, нерабочий день: перенос на 03.08.2026 (п. 7 ст. 6.1 НК РФ)',
    );
    const nkEn = await compute({ from: '2026-03-02', amount: 5, unit: 'months', code: 'nk' }, 'en');
    expect(texts(nkEn.body).at(-1)).toBe(
      '02.08.2026 is a Sunday, a non-working day: moved to 03.08.2026 (Tax Code, art. 6.1(7))',
    );

    const gk = await compute({ from: '2020-03-01', amount: 5, unit: 'years', code: 'gk' }, 'ru');
    expect(texts(gk.body)[0]).toContain('(ст. 191 ГК РФ)');
    expect(texts(gk.body)[1]).toBe('+5 лет: 01.03.2025 (п. 1 ст. 192 ГК РФ)');
    const two = await compute({ from: '2026-03-02', amount: 2, unit: 'years', code: 'gk' }, 'ru');
    expect(texts(two.body)[1]).toMatch(/^\+2 года: /);
  });

  it('warns that a year without the government’s decree may still change, and says which years it read', async () => {
    const ru = await compute({ from: '2027-01-30', amount: 1, unit: 'months', code: 'koap' }, 'ru');
    expect(ru.status).toBe(200);
    // КоАП moves only periods counted in days: a month ends on its date, even a Sunday.
    expect(ru.body.due).toBe('2027-02-28');
    expect(ru.body.steps.at(-1)).toEqual({
      kind: 'stay',
      day: '2027-02-28',
      text: '28.02.2027 — воскресенье, нерабочий день, но срок, исчисляемый месяцами, на рабочий день не переносится: он истекает 28.02.2027 (ч. 2 ст. 4.8 КоАП РФ)',
    });
    expect(ru.body.calendar).toEqual({
      known: false,
      source: null,
      years: [2027],
      warning: 'Производственный календарь на 2027 год ещё не утверждён: проверьте срок',
    });
    const en = await compute({ from: '2027-01-30', amount: 1, unit: 'months', code: 'koap' }, 'en');
    expect(en.body.steps.at(-1)?.text).toBe(
      '28.02.2027 is a Sunday, a non-working day, but a period counted in months does not move to a working day: it ends on 28.02.2027 (Code of Administrative Offences, art. 4.8(2))',
    );
    expect(en.body.calendar.warning).toBe(
      'The production calendar for 2027 has not been approved yet: check the deadline',
    );

    // Working days across the new year read both years' days; the one without a decree is named.
    const across = await compute({ from: '2026-12-20', amount: 15, unit: 'days', code: 'gpk' }, 'en');
    expect(across.body.calendar).toMatchObject({ known: false, years: [2026, 2027] });
    expect(across.body.calendar.source).toContain('№ 1466');
    expect(across.body.calendar.warning).toBe(
      'The production calendar for 2027 has not been approved yet: check the deadline',
    );
  });

  it('says of an early year that its days follow the Labour Code alone', async () => {
    const r = await compute({ from: '2015-06-01', amount: 1, unit: 'months', code: 'gk' }, 'ru');
    expect(r.status).toBe(200);
    expect(r.body.due).toBe('2015-07-01');
    expect(r.body.calendar).toEqual({
      known: false,
      source: null,
      years: [2015],
      warning:
        'Рабочие дни 2015 года посчитаны по Трудовому кодексу, без переносов выходных по постановлению Правительства: проверьте срок',
    });
  });

  it('cites every article of every code in the reader’s order, never as the code numbers it', async () => {
    // Russian cites the part first ("ч. 2 ст. 108 ГПК РФ"), English the code first ("…, art. 108(2)").
    const RU = /\((?:[чп]\. [\d.]+ )?ст\. [\d.]+ [А-Яа-я]+ РФ\)$/;
    const EN = /\([A-Z][A-Za-z ()]+, art\. [\d.]+(?:\([\d.]+\))?\)$/;
    for (const code of CODES) {
      for (const unit of unitsFor(code)) {
        // A Saturday's next day starts the count, and a month from 31 January is clamped: most steps appear.
        for (const [lang, cited] of [
          ['ru', RU],
          ['en', EN],
        ] as const) {
          const r = await compute({ from: '2026-01-31', amount: 1, unit, code }, lang);
          expect(r.status, `${code} ${unit}`).toBe(200);
          for (const text of texts(r.body)) expect(text, `${code} ${unit} ${lang}`).toMatch(cited);
        }
      }
    }
  });

  it('needs no session and no sign-in', async () => {
    const r = await compute({ from: '2026-01-30', amount: '1', unit: 'months', code: 'gpk' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).not.toContain('private');
  });
});

describe('deadlines: presets', () => {
  it('lists the common periods in the caller’s language, in the presets’ order, citing their articles', async () => {
    const [ru, en] = await Promise.all([presets('ru'), presets('en')]);
    for (const [lang, r] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      expect(r.status).toBe(200);
      const list = r.body.presets;
      expect(list.length).toBeGreaterThanOrEqual(15);
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
      expect(list.map((p) => p.id)).toEqual(DEADLINE_PRESETS.map((p) => p.id));
      for (const [i, p] of list.entries()) {
        const source = DEADLINE_PRESETS[i];
        expect(p).toMatchObject({
          code: source.code,
          amount: source.amount,
          unit: source.unit,
          title: source.title[lang],
          from: source.from[lang],
        });
      }
    }
    const appeal = (r: typeof ru) => r.body.presets.find((p) => p.id === 'gpk-appeal')!;
    expect(appeal(ru).article).toBe('ч. 2 ст. 321 ГПК РФ');
    expect(appeal(en).article).toBe('Civil Procedure Code, art. 321(2)');
    const audit = (r: typeof ru) => r.body.presets.find((p) => p.id === 'nk-audit-objections')!;
    expect(audit(ru).article).toBe('п. 6 ст. 100 НК РФ');
    expect(audit(en).article).toBe('Tax Code, art. 100(6)');
    expect(ru.body.presets.find((p) => p.id === 'gpk-private-complaint')!.article).toBe('ст. 332 ГПК РФ');
    expect(en.body.presets.every((p) => !/[а-яё]/i.test(p.article + p.title + p.from))).toBe(true);
    for (const p of ru.body.presets) expect(p.article).toMatch(/^(?:[чп]\. [\d.]+ )?ст\. [\d.]+ [А-Яа-я]+ РФ$/);
    for (const p of en.body.presets) expect(p.article).toMatch(/^[A-Z][A-Za-z ]+, art\. [\d.]+(?:\([\d.]+\))?$/);
  });
});

describe('deadlines: bad input', () => {
  const custom = { from: '2026-02-03', amount: 1, unit: 'months', code: 'gpk' };
  const cases: [string, Record<string, unknown>, { ru: string; en: string }][] = [
    [
      'a day the calendar lacks',
      { ...custom, from: '2026-02-30' },
      { ru: 'from: должно быть днём календаря в формате ГГГГ-ММ-ДД', en: 'from: must be a calendar day, YYYY-MM-DD' },
    ],
    [
      'a day not written as one',
      { ...custom, from: '30.01.2026' },
      { ru: 'from: должно быть днём календаря в формате ГГГГ-ММ-ДД', en: 'from: must be a calendar day, YYYY-MM-DD' },
    ],
    ['no amount of time', { ...custom, amount: 0 }, { ru: 'amount: не меньше 1', en: 'amount: must be at least 1' }],
    ['a negative amount', { ...custom, amount: -1 }, { ru: 'amount: не меньше 1', en: 'amount: must be at least 1' }],
    [
      'a fraction',
      { ...custom, amount: 1.5 },
      { ru: 'amount: должно быть целым числом', en: 'amount: must be a whole number' },
    ],
    [
      'not a number',
      { ...custom, amount: 'abc' },
      { ru: 'amount: должно быть числом', en: 'amount: must be a number' },
    ],
    [
      'more than 1000 days',
      { ...custom, amount: 1001, unit: 'days' },
      { ru: 'amount: должно быть не больше 1000', en: 'amount: must be at most 1000' },
    ],
    [
      'more than 120 months',
      { ...custom, amount: 121 },
      { ru: 'amount: должно быть не больше 120', en: 'amount: must be at most 120' },
    ],
    [
      'more than 50 years',
      { ...custom, amount: 51, unit: 'years', code: 'gk' },
      { ru: 'amount: должно быть не больше 50', en: 'amount: must be at most 50' },
    ],
    [
      'an unknown unit',
      { ...custom, unit: 'weeks' },
      {
        ru: 'unit: допустимые значения: days, working_days, calendar_days, months, years',
        en: 'unit: must be one of: days, working_days, calendar_days, months, years',
      },
    ],
    [
      'a unit the code does not count in',
      { ...custom, unit: 'years', code: 'upk' },
      {
        ru: 'unit: в выбранном кодексе срок в таких единицах не исчисляется',
        en: 'unit: the chosen code does not count periods in this unit',
      },
    ],
    [
      'an unknown code',
      { ...custom, code: 'tk' },
      {
        ru: 'code: допустимые значения: gk, gpk, apk, kas, koap, nk, upk',
        en: 'code: must be one of: gk, gpk, apk, kas, koap, nk, upk',
      },
    ],
    [
      'an unknown preset',
      { from: '2026-02-03', preset: 'gpk-nope' },
      { ru: 'preset: выберите срок из списка', en: 'preset: choose a period from the list' },
    ],
    [
      'a year before 2013',
      { ...custom, from: '2012-12-31' },
      { ru: 'from: укажите день между 2013 и 2100 годами', en: 'from: must be a day between the years 2013 and 2100' },
    ],
    ['no event day', { preset: 'gpk-appeal' }, { ru: 'from: обязательное поле', en: 'from: is required' }],
    [
      'neither a preset nor a period',
      { from: '2026-02-03' },
      {
        ru: 'amount: обязательное поле; unit: допустимые значения: days, working_days, calendar_days, months, years; code: допустимые значения: gk, gpk, apk, kas, koap, nk, upk',
        en: 'amount: is required; unit: must be one of: days, working_days, calendar_days, months, years; code: must be one of: gk, gpk, apk, kas, koap, nk, upk',
      },
    ],
  ];

  for (const [what, input, error] of cases) {
    it(`refuses ${what} with 400, in Russian and in English`, async () => {
      for (const lang of ['ru', 'en'] as const) {
        const r = await compute(input, lang);
        expect(r.status, lang).toBe(400);
        expect(r.body, lang).toEqual({ error: error[lang], code: 'invalid_input' });
      }
    });
  }
});
