import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@app/lib/date-time.ts';
import { useDrawnClock } from '@app/lib/render-hints.ts';
import { Link } from 'wouter';
import { needsReadMore } from '@shared/career/description.ts';
import { postedDay } from '@shared/career/posted-day.ts';
import { salaryParts, type SalaryLike } from '@shared/career/salary-format.ts';
import type { WorkFormat, WorkStatus, WorkType } from '@shared/career/constants.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { Chip } from '@app/ui/chip.tsx';

/** The employer's or seeker's picture, a link to their profile. */
export function ProfileAvatar({ username, name, avatar }: { username: string; name: string; avatar: string | null }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`/${username}`}
      className="career-card__avatar"
      aria-label={t('career.card.profileOf', { name })}
      data-testid="career-avatar-link"
    >
      <Avatar src={avatar} name={name} size={44} />
    </Link>
  );
}

export function City({ city }: { city: string | undefined }) {
  if (!city) return null;
  return (
    <span className="career-card__city" data-testid="career-city">
      <MapPin size={13} aria-hidden />
      {city}
    </span>
  );
}

export function Salary({ salary }: { salary: SalaryLike | null }) {
  const { t, i18n } = useTranslation();
  const parts = salaryParts(salary, i18n.language === 'en' ? 'en' : 'ru');
  if (!parts) {
    return (
      <p className="career-card__salary is-none" data-testid="career-salary">
        {t('career.card.noSalary')}
      </p>
    );
  }
  return (
    <p className="career-card__salary" data-testid="career-salary">
      <span className="career-card__amount">{parts.amount}</span>
      {parts.suffix && (
        <>
          {' '}
          <span className="career-card__period">{parts.suffix}</span>
        </>
      )}
    </p>
  );
}

/** Work status, type and format as chips, in their vocabularies' order. */
export function WorkChips({ status, type, format }: { status: WorkStatus[]; type: WorkType[]; format: WorkFormat[] }) {
  const { t } = useTranslation();
  if (status.length + type.length + format.length === 0) return null;
  return (
    <div className="career-card__chips">
      {format.map((v) => (
        <Chip key={v} tone="accent" data-testid={`chip-format-${v}`}>
          {t(`career.workFormat.${v}`)}
        </Chip>
      ))}
      {type.map((v) => (
        <Chip key={v} data-testid={`chip-type-${v}`}>
          {t(`career.workType.${v}`)}
        </Chip>
      ))}
      {status.map((v) => (
        <Chip key={v} data-testid={`chip-status-${v}`}>
          {t(`career.workStatus.${v}`)}
        </Chip>
      ))}
    </div>
  );
}

/** Two lines, and Read more / Show less above 300 characters, so one long text does not stretch the list. */
export function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = needsReadMore(text);
  return (
    <div className="career-card__description-wrap">
      <p id={id} className={`career-card__description${open ? '' : ' is-clamped'}`} data-testid="career-description">
        {text}
      </p>
      {long && (
        <button
          type="button"
          className="career-card__more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          data-testid="career-read-more"
        >
          {open ? t('career.card.showLess') : t('career.card.readMore')}
        </button>
      )}
    </div>
  );
}

export function PostedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const clock = useDrawnClock();
  const day = postedDay(iso, clock.now, clock.timeZone);
  if (!day) return null;
  // Days further off read in the language's medium date form, in the same zone as postedDay.
  return (
    <time className="career-card__date" dateTime={iso} data-testid="career-date">
      {day.kind === 'date'
        ? formatDate(iso, { language: i18n.language, timezone: clock.timeZone ?? null })
        : t(`career.card.posted.${day.kind}`)}
    </time>
  );
}
