import { Button } from '@telegram-apps/telegram-ui';
import { Archive, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Quiz, QuizResult } from '@shared/schemas/quiz.ts';
import { formatDateTime } from '@app/lib/date-time.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { downloadAppFile } from '@app/lib/telegram/native.tsx';
import { Avatar } from '@app/ui/avatar.tsx';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { useReaderTimeZone } from '@app/lib/reader-time-zone.ts';
import { useArchiveResult, useQuizResults, type ResultsSort } from './quiz-results-api.ts';
import './quiz.css';

/**
 * The results: participant, score, date; by date (newest
 * first) or by score; 50 a page with Load more. The owner archives results, downloads the
 * CSV and sees how many got each question right. Anonymous quizzes show no one.
 */
export default function QuizResults({ quiz, isOwner, onClose }: { quiz: Quiz; isOwner: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<ResultsSort>('date');
  const q = useQuizResults(quiz.id, sort);
  const archive = useArchiveResult(quiz.id);
  const tz = useReaderTimeZone();
  const [actionError, setActionError] = useState<{ title: string; error: unknown } | null>(null);
  const [exporting, setExporting] = useState(false);
  const first = q.data?.pages[0];
  const results = q.data?.pages.flatMap((p) => p.results) ?? [];
  const stats = first?.questionStats ?? null;

  const exportCsv = async () => {
    setActionError(null);
    setExporting(true);
    try {
      // The server's CSV (BOM and `;` for Excel) from a signed address Telegram can download.
      await downloadAppFile({ kind: 'quizResults', quizId: quiz.id });
    } catch (error) {
      setActionError({ title: t('common.errors.generic'), error });
    } finally {
      setExporting(false);
    }
  };

  const onArchive = (r: QuizResult) => {
    setActionError(null);
    archive.mutate(
      { resultId: r.id },
      {
        onError: (error) => {
          console.error('archive result', error);
          setActionError({ title: t('quiz.results.archiveFailed'), error });
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={`${t('quiz.results.title')}: ${quiz.title}`} size="4xl" testId="quiz-results">
      <div className="quiz-results__bar">
        <label className="quiz-results__sort">
          <span>{t('quiz.results.sortBy')}</span>
          <select
            className="quiz-input"
            value={sort}
            onChange={(e) => setSort(e.target.value as ResultsSort)}
            data-testid="quiz-results-sort"
          >
            <option value="date">{t('quiz.results.byDate')}</option>
            <option value="score">{t('quiz.results.byScore')}</option>
          </select>
        </label>
        {first?.total != null && (
          <span className="quiz-results__total" data-testid="quiz-results-total">
            {t('quiz.results.total', { count: first.total })}
          </span>
        )}
        {isOwner && (
          <Button
            mode="bezeled"
            size="s"
            before={<Download size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="quiz-results-download"
          >
            {t('quiz.results.download')}
          </Button>
        )}
      </div>
      {actionError && (
        <ErrorBanner
          title={actionError.title}
          message={errorText(actionError.error, t, 'quiz.results.archiveFailed')}
          onDismiss={() => setActionError(null)}
        />
      )}
      {q.isError && <ErrorBanner title={t('common.errors.generic')} message={errorText(q.error, t)} />}
      {first && !first.canViewResults && <p className="quiz-results__empty">{t('quiz.results.noAccess')}</p>}
      {first?.canViewResults && results.length === 0 && (
        <p className="quiz-results__empty" data-testid="quiz-results-empty">
          {t('quiz.results.empty')}
        </p>
      )}
      {results.length > 0 && (
        <div className="quiz-results__scroll">
          <table className="quiz-results__table" data-testid="quiz-results-table">
            <thead>
              <tr>
                <th scope="col">{t('quiz.results.participant')}</th>
                <th scope="col">{t('quiz.results.score')}</th>
                <th scope="col">{t('quiz.results.date')}</th>
                {isOwner && <th scope="col" aria-label={t('quiz.results.archive')} />}
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.id} data-testid="quiz-result-row" data-result-id={r.id}>
                  <td>
                    {r.profile ? (
                      <Link
                        href={`/${r.profile.username}`}
                        className="quiz-results__person"
                        data-testid="quiz-result-person"
                      >
                        <Avatar src={r.profile.avatar} name={r.profile.name} size={32} />
                        <span className="quiz-results__names">
                          <span>{r.profile.name}</span>
                          <span className="quiz-results__username">@{r.profile.username}</span>
                        </span>
                      </Link>
                    ) : (
                      <span className="quiz-results__anon" data-testid="quiz-result-anonymous">
                        {t('quiz.results.anonymous')}
                      </span>
                    )}
                    {isOwner && r.registration && <Registration quiz={quiz} values={r.registration} />}
                  </td>
                  <td data-testid="quiz-result-score">
                    {Math.round(r.result)}%
                    {r.time_over && (
                      <span className="quiz-results__time-over" data-testid="quiz-result-time-over">
                        {t('quiz.results.timeOver')}
                      </span>
                    )}
                  </td>
                  <td data-testid="quiz-result-date">
                    {formatDateTime(r.created_at, { language: i18n.language, timezone: tz })}
                  </td>
                  {isOwner && (
                    <td>
                      <IconButton
                        label={t('quiz.results.archive')}
                        size="s"
                        round
                        onClick={() => onArchive(r)}
                        disabled={archive.isPending}
                        data-testid="quiz-result-archive"
                      >
                        <Archive size={16} aria-hidden />
                      </IconButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {q.hasNextPage && (
            <div className="quiz-results__more">
              <Button
                mode="bezeled"
                size="s"
                loading={q.isFetchingNextPage}
                onClick={() => void q.fetchNextPage()}
                data-testid="quiz-results-more"
              >
                {t('quiz.results.loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}
      {isOwner && stats && stats.length > 0 && (
        <section className="quiz-results__stats" data-testid="quiz-results-stats">
          <h3 className="quiz-editor__heading">{t('quiz.results.stats')}</h3>
          <ul>
            {stats.map((s) => {
              const n = quiz.content.findIndex((qq) => qq.id === s.questionId) + 1;
              const text = quiz.content[n - 1]?.question;
              return (
                <li key={s.questionId} title={text}>
                  {t('quiz.results.statsRow', { n, correct: s.correct })}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Modal>
  );
}

/** What the participant filled in the registration form: the owner's alone (the server sends it to no one else). */
function Registration({ quiz, values }: { quiz: Quiz; values: Record<string, string> }) {
  const entries = quiz.registration
    .filter((f) => values[f.id])
    .map((f) => ({ id: f.id, label: f.label, value: values[f.id] }));
  if (entries.length === 0) return null;
  return (
    <dl className="quiz-results__reg" data-testid="quiz-result-registration">
      {entries.map((e) => (
        <div key={e.id}>
          <dt>{e.label}:</dt> <dd>{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}
