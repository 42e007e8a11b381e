import { addDays, safeTimeZone } from '@shared/planner/zoned-time.ts';
import type { Translate } from '@shared/i18n/validation.ts';
import type { FeedTask } from './feed-tasks.ts';
import { IcsLines, dateValue, utcDateTime } from './ics.ts';

export interface FeedOptions {
  /** the person's IANA zone, named in the feed for the calendars that show it */
  timeZone: string;
  /** PUBLIC_URL: the host of every UID and the base of the app's links */
  publicUrl: string;
  t: Translate;
  /** the t.me link that opens a task in the Mini App; null without a bot */
  telegramLink: (taskId: number) => string | null;
}

/**
 * The task's DTSTART/DTEND, placed as the planner places it (taskDueDate: the date first, else
 * the period): a calendar day is an all-day event (`VALUE=DATE`), the same day in every
 * calendar; a moment is a timed event in UTC. A period is a multi-day event through its last day;
 * a period that mixes a day and a moment is placed by its days.
 */
function writeTimes(ics: IcsLines, task: FeedTask): void {
  const dated = task.value_date !== null || task.value_date_day !== null;
  const start = dated
    ? { ms: task.value_date?.getTime() ?? null, day: task.value_date_day }
    : { ms: task.value_period_start?.getTime() ?? null, day: task.value_period_start_day };
  const end = dated
    ? null
    : task.value_period_end || task.value_period_end_day
      ? { ms: task.value_period_end?.getTime() ?? null, day: task.value_period_end_day }
      : null;
  if (start.day !== null || (end && end.day !== null)) {
    const first = start.day ?? utcDay(start.ms!);
    const last = end ? (end.day ?? utcDay(end.ms!)) : first;
    ics.raw('DTSTART;VALUE=DATE', dateValue(first));
    // DTEND is exclusive: the day after the last one.
    ics.raw('DTEND;VALUE=DATE', dateValue(addDays(last >= first ? last : first, 1)));
    return;
  }
  ics.raw('DTSTART', utcDateTime(start.ms!));
  // A deadline with no end is a moment: DTEND must be later than DTSTART (RFC 5545 §3.8.2.2), so none.
  if (end && end.ms! > start.ms!) ics.raw('DTEND', utcDateTime(end.ms!));
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The person's feed as iCalendar text (RFC 5545). It depends only on the tasks and the options,
 * never on the moment it is written (DTSTAMP is the task's last change, as RFC 5545 §3.8.7.2 has it for
 * an object without METHOD), so the same data gives the same bytes and the same ETag in every
 * process.
 */
export function writeFeed(tasks: readonly FeedTask[], opts: FeedOptions): string {
  const tz = safeTimeZone(opts.timeZone);
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
    writeTimes(ics, task);
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
