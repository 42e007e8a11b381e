import { addDays, safeTimeZone, zoneOffsetMinutes } from '@shared/planner/zoned-time.ts';
import type { Translate } from '@shared/i18n/validation.ts';
import type { FeedTask } from './feed-tasks.ts';
import { IcsLines, dateValue, utcDateTime } from './ics.ts';

export interface FeedOptions {
  /** the person's IANA zone: whether a task has a time of day is read in it */
  timeZone: string;
  /** PUBLIC_URL: the host of every UID and the base of the app's links */
  publicUrl: string;
  t: Translate;
  /** the t.me link that opens a task in the Mini App; null without a bot */
  telegramLink: (taskId: number) => string | null;
}

const DAY_MS = 86_400_000;

/**
 * The card-date rule (shared/planner/card-date.ts) for many tasks in one zone: a moment, and its
 * day when it falls on 00:00 there. Intl's formatToParts (what inZone calls for every value) was
 * most of a 5,000-task feed's time, so the offset is looked up at the start and end of each UTC
 * day: equal, it holds all day (a zone changes its offset at most once a day); else per value.
 */
function zoneReader(tz: string) {
  const days = new Map<number, number | null>();
  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    let whole = days.get(day);
    if (whole === undefined) {
      const first = zoneOffsetMinutes(day * DAY_MS, tz);
      whole = first === zoneOffsetMinutes((day + 1) * DAY_MS - 1000, tz) ? first : null;
      days.set(day, whole);
    }
    return whole ?? zoneOffsetMinutes(ms, tz);
  };
  return (date: Date): { ms: number; day: string | null } => {
    const ms = date.getTime();
    const local = ms + offsetAt(ms) * 60_000;
    // 00:00 on the wall clock, seconds aside: the card shows no time for it.
    const midnight = ((local % DAY_MS) + DAY_MS) % DAY_MS < 60_000;
    return { ms, day: midnight ? new Date(local).toISOString().slice(0, 10) : null };
  };
}

/**
 * The task's DTSTART/DTEND (issue 36 §1), placed as the planner places it (taskDueDate: the
 * date first, else the period): a date whose time is 00:00 in the person's zone is an all-day
 * event, as a task card shows no time for it (spec planner §4, §5); any other time is a timed
 * event in UTC. A period is a multi-day event through its last day.
 */
function writeTimes(ics: IcsLines, task: FeedTask, read: ReturnType<typeof zoneReader>): void {
  const start = task.value_date ?? task.value_period_start!;
  const end = task.value_date ? null : task.value_period_end;
  const s = read(start);
  const e = end && end.getTime() >= start.getTime() ? read(end) : null;
  if (s.day && (!e || e.day)) {
    ics.raw('DTSTART;VALUE=DATE', dateValue(s.day));
    // DTEND is exclusive: the day after the last one.
    ics.raw('DTEND;VALUE=DATE', dateValue(addDays(e?.day ?? s.day, 1)));
    return;
  }
  ics.raw('DTSTART', utcDateTime(s.ms));
  // A deadline with no end is a moment: DTEND must be later than DTSTART (RFC 5545 §3.8.2.2), so none.
  if (e && e.ms > s.ms) ics.raw('DTEND', utcDateTime(e.ms));
}

/**
 * The person's feed as iCalendar text (RFC 5545). It depends only on the tasks and the options,
 * never on the moment it is written (DTSTAMP is the task's last change, as §3.8.7.2 has it for
 * an object without METHOD), so the same data gives the same bytes and the same ETag in every
 * process.
 */
export function writeFeed(tasks: readonly FeedTask[], opts: FeedOptions): string {
  const tz = safeTimeZone(opts.timeZone);
  const read = zoneReader(tz);
  const host = new URL(opts.publicUrl).host;
  const base = opts.publicUrl.replace(/\/+$/, '');
  const { t } = opts;
  const labels = {
    project: t('settings.calendar.feed.project'),
    space: t('settings.calendar.feed.space'),
    open: t('settings.calendar.feed.open'),
    telegram: t('settings.calendar.feed.telegram'),
  };
  const ics = new IcsLines()
    .raw('BEGIN', 'VCALENDAR')
    .raw('VERSION', '2.0')
    .raw('PRODID', '-//Legal Platform//Planner//RU')
    .raw('CALSCALE', 'GREGORIAN')
    .text('X-WR-CALNAME', t('settings.calendar.feed.name'))
    .text('X-WR-TIMEZONE', tz)
    // Apple and Outlook read the first, Google and older clients the second.
    .raw('REFRESH-INTERVAL;VALUE=DURATION', 'PT15M')
    .raw('X-PUBLISHED-TTL', 'PT15M');
  for (const task of tasks) {
    const link = `${base}/planner?task=${task.id}`;
    const telegram = opts.telegramLink(task.id);
    // Labels from the texts, names beside them: a title passed through i18next could be read as its markup.
    const description = [
      `${labels.project}: ${task.project}`,
      `${labels.space}: ${task.space}`,
      `${labels.open}: ${link}`,
      ...(telegram ? [`${labels.telegram}: ${telegram}`] : []),
    ].join('\n');
    const stamp = utcDateTime(task.modified.getTime());
    ics.raw('BEGIN', 'VEVENT').raw('UID', `task-${task.id}@${host}`).raw('DTSTAMP', stamp).raw('LAST-MODIFIED', stamp);
    writeTimes(ics, task, read);
    ics
      .text('SUMMARY', task.option_group === 'done' ? `✓ ${task.title}` : task.title)
      .text('DESCRIPTION', description)
      .raw('URL', link);
    if (task.option_group === 'cancelled') ics.raw('STATUS', 'CANCELLED');
    // A deadline does not make the person busy.
    ics.raw('TRANSP', 'TRANSPARENT').raw('END', 'VEVENT');
  }
  return ics.raw('END', 'VCALENDAR').toString();
}
