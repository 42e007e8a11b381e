import { CalendarDays, CalendarPlus, ListPlus, MapPin, Globe, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@shared/schemas/career.ts';
import { formatDate, formatDateTime } from '@app/lib/date-time.ts';
import { downloadAppFile } from '@app/lib/telegram/native.tsx';
import { reportError } from '@app/lib/query-client.ts';
import { isDay } from '@shared/dates/dated.ts';
import { eventDates } from './event-dates.ts';
import { imageSrcSet } from '@shared/uploads.ts';
import { COVER_SIZES } from '../components/post-cover.tsx';
import { useReaderTimeZone } from '@app/lib/reader-time-zone.ts';
import { Chip } from '@app/ui/chip.tsx';

const isWebLink = (s: string | null): s is string => !!s && /^https?:\/\//i.test(s);

/** An event on a post: dates in the reader's language and time zone. */
export function EventCard({
  event,
  onPlanner,
  actions,
}: {
  event: EventItem;
  onPlanner?: () => void;
  actions?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  // The drawing's zone while the page is the server's drawing (lib/reader-time-zone.ts).
  const timezone = useReaderTimeZone();
  // A day (an all-day event) is written without a time; a moment with its time in the reader's zone.
  const when = (value: string) =>
    (isDay(value) ? formatDate : formatDateTime)(value, { language: i18n.language, timezone });
  const dates = eventDates(event.start_date, event.end_date, when);
  return (
    <section
      className="post-att post-att--event"
      aria-label={t('posts.attachments.event.label')}
      data-testid="event-card"
    >
      {event.cover && (
        <img
          className="post-att__cover"
          src={event.cover}
          srcSet={imageSrcSet(event.cover)}
          sizes={COVER_SIZES}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
      <header className="post-att__head">
        <CalendarDays size={18} aria-hidden />
        <span className="post-att__kind">{t(`posts.attachments.eventType.${event.type}`)}</span>
        {actions}
      </header>
      <h3 className="post-att__title" data-testid="event-card-title">
        {event.title}
      </h3>
      <p className="post-att__dates">
        <time dateTime={event.start_date} data-testid="event-card-dates">
          {dates}
        </time>
      </p>
      <ul className="post-att__chips">
        {event.is_online && (
          <li>
            <Chip icon={<Globe size={13} aria-hidden />}>{t('posts.attachments.event.online')}</Chip>
          </li>
        )}
        {event.is_offline && (
          <li>
            <Chip icon={<MapPin size={13} aria-hidden />}>{t('posts.attachments.event.offline')}</Chip>
          </li>
        )}
        {event.region && (
          <li>
            <Chip data-testid="event-card-region">{event.region.title}</Chip>
          </li>
        )}
      </ul>
      {event.location && (
        <p className="post-att__line" data-testid="event-card-location">
          <MapPin size={15} aria-hidden /> {event.location}
        </p>
      )}
      {isWebLink(event.link) && (
        <p className="post-att__line">
          <Link2 size={15} aria-hidden />{' '}
          <a href={event.link} target="_blank" rel="noopener noreferrer nofollow" data-testid="event-card-link">
            {event.link}
          </a>
        </p>
      )}
      {event.description && <p className="post-att__text is-clamped">{event.description}</p>}
      <div className="post-att__buttons">
        <button
          type="button"
          className="post-att__btn"
          // Saved as `<slug>.ics` from the server, a file Telegram can download.
          onClick={() =>
            downloadAppFile({ kind: 'event', eventId: event.id }).catch((err) => reportError(err, undefined))
          }
          data-testid="event-add-calendar"
        >
          <CalendarPlus size={16} aria-hidden />
          {t('posts.attachments.event.addToCalendar')}
        </button>
        {onPlanner && (
          <button type="button" className="post-att__btn" onClick={onPlanner} data-testid="event-add-planner">
            <ListPlus size={16} aria-hidden />
            {t('posts.attachments.event.addToPlanner')}
          </button>
        )}
      </div>
    </section>
  );
}
