import type { Language } from '@shared/constants.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import type { Translate } from '@shared/i18n/validation.ts';
import { calendarFor, DECREE_YEARS, weekday } from '@shared/deadlines/production-calendar.ts';
import type { Deadline, DeadlineCalendar, Step } from '@shared/deadlines/rules.ts';
import type { CountedUnit, LawRef } from '@shared/deadlines/types.ts';
import type { DeadlineAnswer } from '@shared/schemas/deadlines.ts';

/*
 * The deadline's count in words, for a lawyer checking it: every step names the norm it
 * applies, cited as a reader of that language cites it. The rules (shared/deadlines) answer
 * steps as data; the texts are the `deadlines` namespace of shared/locales.
 */

const translate = createTranslator();

/** "2026-02-28" → "28.02.2026"; also a date that does not exist ("2026-02-30"), which a clamp names. */
const dotted = (day: string) => day.split('-').reverse().join('.');

/** The codes keep articles as they number them, article first ('ст. 108 ч. 2', 'ст. 6.1 п. 7'). */
const ARTICLE = /^ст\. (\S+)(?: (ч|п)\. (.+))?$/;

/** 'ст. 108 ч. 2' of ГПК → "ч. 2 ст. 108 ГПК РФ" (ru) or "Civil Procedure Code, art. 108(2)" (en). */
export function citeArticle(ref: LawRef, t: Translate): string {
  const code = t(`deadlines.codes.${ref.code}.short`);
  const m = ARTICLE.exec(ref.article);
  if (!m) return `${ref.article} ${code}`;
  const [, article, kind, part] = m;
  if (!part) return t('deadlines.codes.cite', { code, article });
  return t(`deadlines.codes.citePart.${kind === 'ч' ? 'part' : 'point'}`, { code, article, part });
}

/** Why a day is not a working day, in words; a weekend names its weekday. */
function reasonText(step: Extract<Step, { kind: 'move' | 'stay' }>, t: Translate): string {
  const day = step.kind === 'move' ? step.from : step.day;
  if (step.reason !== 'weekend') return t(`deadlines.reasons.${step.reason}`);
  const name = weekday(day) === 6 ? 'saturday' : 'sunday';
  return t('deadlines.reasons.weekend', { weekday: t(`deadlines.reasons.weekdays.${name}`) });
}

type StepView = DeadlineAnswer['steps'][number];

function stepText(step: Step, next: Step | undefined, unit: CountedUnit, t: Translate): StepView {
  const article = citeArticle(step.article, t);
  switch (step.kind) {
    case 'start':
      return {
        kind: step.kind,
        text: t('deadlines.steps.start', { day: dotted(step.day), event: dotted(step.event), article }),
        day: step.day,
      };
    case 'add': {
      // A month that lacks the date: this step names the date the count reached, which does
      // not exist, and the clamp that follows gives the day the period really ends on.
      const wanted = next?.kind === 'clamp' ? next.wanted : null;
      const period = t(`deadlines.units.${step.unit}`, { count: step.amount });
      return {
        kind: step.kind,
        text: t('deadlines.steps.add', { period, day: dotted(wanted ?? step.day), article }),
        day: wanted ? null : step.day,
      };
    }
    case 'clamp':
      return {
        kind: step.kind,
        text: t('deadlines.steps.clamp', { wanted: dotted(step.wanted), day: dotted(step.day), article }),
        day: step.day,
      };
    case 'move':
      return {
        kind: step.kind,
        text: t('deadlines.steps.move', {
          day: dotted(step.from),
          to: dotted(step.to),
          reason: reasonText(step, t),
          article,
        }),
        day: step.to,
      };
    case 'stay': {
      // Only a code that moves some of its periods and not others stays (КоАП's months and
      // years): the text says which kind of period this is, so the exception reads as one.
      return {
        kind: step.kind,
        text: t('deadlines.steps.stay', {
          day: dotted(step.day),
          reason: reasonText(step, t),
          countedIn: t(`deadlines.units.countedIn.${unit}`),
          article,
        }),
        day: step.day,
      };
    }
  }
}

/** The years as a reader writes them: "2027", or "2027–2028" for the consecutive years a count spans. */
const yearsText = (years: readonly number[]) =>
  years.length === 1 ? String(years[0]) : `${years[0]}–${years[years.length - 1]}`;

const DECREES = Object.keys(DECREE_YEARS).map(Number);
const LAST_DECREE = Math.max(...DECREES);

/**
 * The warning for a count that relied on a year whose days we only computed: a later year's
 * decree is not out yet (it may still move days off); an earlier one's we do not hold.
 */
export function calendarWarning(calendar: DeadlineCalendar, t: Translate): string | null {
  const unknown = calendar.years.filter((y) => !calendarFor(y).known);
  if (!unknown.length) return null;
  const later = unknown.filter((y) => y > LAST_DECREE);
  const earlier = unknown.filter((y) => y <= LAST_DECREE);
  const say = (key: string, years: number[]) =>
    years.length === 1
      ? t(`deadlines.calendar.${key}`, { year: years[0] })
      : t(`deadlines.calendar.${key}Years`, { years: yearsText(years) });
  return [earlier.length ? say('warningPast', earlier) : null, later.length ? say('warning', later) : null]
    .filter((s): s is string => s !== null)
    .join(' ');
}

/** The count's steps and its calendar, worded in `lang`. */
export function wordDeadline(deadline: Deadline, lang: Language): Pick<DeadlineAnswer, 'steps' | 'calendar'> {
  const t = translate(lang);
  const { steps, calendar } = deadline;
  const unit = steps.find((s): s is Extract<Step, { kind: 'add' }> => s.kind === 'add')!.unit;
  return {
    steps: steps.map((step, i) => stepText(step, steps[i + 1], unit, t)),
    calendar: { ...calendar, warning: calendarWarning(calendar, t) },
  };
}

/** A norm cited in `lang`, as the presets list shows it. */
export const citeIn = (ref: LawRef, lang: Language) => citeArticle(ref, translate(lang));
