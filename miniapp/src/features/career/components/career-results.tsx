import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CareerTab } from '@shared/career/constants.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';
import type { useCareerList } from '../api/career-list.ts';
import { JobCard } from './job-card.tsx';
import { SeekerCard } from './seeker-card.tsx';

export type CareerLayout = 'list' | 'grid';

/** Reason phrases for an answer whose body named no error. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The failure text: 'Error fetching {tab}: {status} {statusText}' for an answer, the server's own
 * text standing for the status text when it gave one; 'Failed to fetch {tab}' when none came.
 */
export function careerErrorText(err: unknown, tab: CareerTab, t: Translate): string {
  if (err instanceof ApiError && err.status > 0) {
    return t(`career.errors.status.${tab}`, {
      status: err.status,
      statusText: err.message || REASONS[err.status] || '',
    }).trim();
  }
  return t(`career.errors.failed.${tab}`);
}

interface Props {
  list: ReturnType<typeof useCareerList>;
  tab: CareerTab;
  layout: CareerLayout;
  /** Shown with 'Nothing found' when a search or filter narrows the list. */
  onClearAll?: () => void;
}

/** The list or grid of the tab, with its loading, failure, empty and Load more states. */
export function CareerResults({ list, tab, layout, onClearAll }: Props) {
  const { t } = useTranslation();
  // The server draws a screen's worth of cards (lib/render-hints.ts).
  const drawing = useServerDrawing();
  const firstScreenOf = <T,>(items: T[]) => (drawing ? items.slice(0, 6) : items);

  if (list.isPending) {
    return (
      <div className="career-state" role="status" data-testid="career-loading">
        <Spinner size="m" />
      </div>
    );
  }
  if (list.isError && !list.data)
    return <CareerError text={careerErrorText(list.error, tab, t)} onRetry={() => void list.refetch()} />;

  const pages = list.data.pages;
  const jobs = pages.flatMap((p) => p.jobs ?? []);
  const seekers = pages.flatMap((p) => p.jobSeekers ?? []);

  if (jobs.length + seekers.length === 0) {
    return (
      <div
        className="career-state career-empty"
        data-testid="career-empty"
        aria-busy={list.isPlaceholderData || undefined}
      >
        <span className="career-empty__icon">
          <SearchX size={30} aria-hidden />
        </span>
        <strong>{t('career.empty.title')}</strong>
        {onClearAll && (
          <>
            <span>{t('career.empty.text')}</span>
            <Button mode="bezeled" size="m" onClick={onClearAll} data-testid="career-empty-clear">
              {t('career.filters.clearAll')}
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <div
        className={`career-results career-results--${layout}${list.isPlaceholderData ? ' is-stale' : ''}`}
        aria-busy={list.isPlaceholderData || undefined}
        aria-live="polite"
        data-testid="career-results"
        data-layout={layout}
      >
        {firstScreenOf(jobs).map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
        {firstScreenOf(seekers).map((s) => (
          <SeekerCard key={s.resume.id} seeker={s} />
        ))}
      </div>
      {list.isFetchNextPageError && (
        <CareerError text={careerErrorText(list.error, tab, t)} onRetry={() => void list.fetchNextPage()} />
      )}
      {list.hasNextPage && !list.isPlaceholderData && (
        <div className="career-more">
          <Button
            mode="bezeled"
            size="l"
            stretched
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="career-load-more"
          >
            {t('career.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function CareerError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="career-state career-error" role="alert" data-testid="career-error">
      <p className="error-text">{text}</p>
      <Button mode="plain" size="s" onClick={onRetry}>
        {t('career.errors.retry')}
      </Button>
    </div>
  );
}
