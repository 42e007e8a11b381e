import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salaryParts } from '@shared/career/salary-format.ts';
import type { Job } from '@shared/schemas/career.ts';
import { Chip } from '@app/ui/chip.tsx';

const CLAMP_AT = 300;

/** A vacancy on a post: title, description, status, type, format, salary. */
export function JobCard({ job, actions }: { job: Job; actions?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const salary = salaryParts(job.salary, i18n.language === 'en' ? 'en' : 'ru');
  const long = job.description.length > CLAMP_AT;
  const chips = [
    ...job.work_status.map((v) => t(`career.workStatus.${v}`)),
    ...job.work_type.map((v) => t(`career.workType.${v}`)),
    ...job.work_format.map((v) => t(`career.workFormat.${v}`)),
  ];
  return (
    <section className="post-att post-att--job" aria-label={t('posts.attachments.job.label')} data-testid="job-card">
      <header className="post-att__head">
        <BriefcaseBusiness size={18} aria-hidden />
        <span className="post-att__kind">{t('posts.attachments.job.label')}</span>
        {actions}
      </header>
      <h3 className="post-att__title" data-testid="job-card-title">
        {job.title}
      </h3>
      <p className="post-att__salary" data-testid="job-card-salary">
        {salary ? `${salary.amount}${salary.suffix ? ` ${salary.suffix}` : ''}` : t('career.card.noSalary')}
      </p>
      {chips.length > 0 && (
        <ul className="post-att__chips">
          {chips.map((c) => (
            <li key={c}>
              <Chip>{c}</Chip>
            </li>
          ))}
        </ul>
      )}
      <p className={`post-att__text${open || !long ? '' : ' is-clamped'}`} data-testid="job-card-description">
        {job.description}
      </p>
      {long && (
        <button type="button" className="post-text-btn" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('career.card.showLess') : t('career.card.readMore')}
        </button>
      )}
    </section>
  );
}
