import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { CalendarPlus, Link2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { errorText } from '@app/lib/api-errors.ts';
import { copyText } from '@app/lib/clipboard.ts';
import type { Loader } from '@app/lib/route-loader.ts';
import { useSession } from '@app/lib/session.ts';
import { toast } from '@app/lib/toast.ts';
import { DeadlineFields } from '@app/ui/deadline-calculator/deadline-fields.tsx';
import {
  deadlineComputeOptions,
  deadlinePresetsOptions,
  draftOfSearch,
  ruleArgs,
  searchOfDraft,
  type DeadlineDraft,
} from '@app/ui/deadline-calculator/deadline-query.ts';
import { DeadlineResult } from '@app/ui/deadline-calculator/deadline-result.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import '@app/ui/deadline-calculator/deadline-calculator.css';
import './deadlines.css';

const AddToPlanner = lazy(() => import('./add-to-planner.tsx'));

/** The presets, and the result for the inputs the address carries (a link a colleague sent). */
export const loader: Loader = async (client, _params, s) => {
  const args = ruleArgs(draftOfSearch(s.search));
  await Promise.all([
    client.ensureQueryData(deadlinePresetsOptions(s.language)),
    // Inputs the server refuses are shown as its message once the page is in the browser.
    args ? client.ensureQueryData(deadlineComputeOptions(args, s.language)).catch(() => undefined) : undefined,
  ]);
};

/**
 * /deadlines: the procedural deadline calculator, open to anyone. The inputs live in the address
 * (`?from=2026-01-30&preset=gpk-appeal`, or `&amount=1&unit=months&code=gpk`), so a computed
 * deadline is a link to send; the form is a plain GET form, so the drawn page works with scripts
 * off too. Signed in, the deadline becomes a task of a chosen project, its date kept by the rule.
 */
export default function DeadlinesPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const session = useSession();
  const draft = useMemo(() => draftOfSearch(search), [search]);
  const args = useMemo(() => ruleArgs(draft), [draft]);
  const presets = useQuery(deadlinePresetsOptions(i18n.language));
  const result = useQuery({ ...deadlineComputeOptions(args, i18n.language), placeholderData: keepPreviousData });
  const [adding, setAdding] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const setDraft = useCallback(
    (next: DeadlineDraft) => navigate(`/deadlines?${searchOfDraft(next)}`, { replace: true }),
    [navigate],
  );
  const answer = args ? result.data : undefined;
  const preset = presets.data?.presets.find((p) => p.id === draft.preset);

  const copyLink = async () => {
    const ok = await copyText(window.location.href);
    if (ok) toast.success(t('deadlines.page.linkCopied'));
    else toast.error(t('deadlines.page.linkNotCopied'));
  };

  return (
    <div className="page deadlines-page" data-testid="deadlines-page">
      <PageHeader title={t('deadlines.page.title')} subtitle={t('deadlines.page.subtitle')} />
      <form
        className="deadlines-form"
        method="get"
        action="/deadlines"
        onSubmit={(e) => {
          // The result follows every change; the button only brings it into view.
          e.preventDefault();
          resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        }}
      >
        <DeadlineFields draft={draft} onChange={setDraft} presets={presets.data?.presets ?? []} idPrefix="deadlines" />
        <Button type="submit" mode="bezeled" size="m" stretched data-testid="deadline-compute">
          {t('deadlines.page.compute')}
        </Button>
      </form>
      <div ref={resultRef}>
        {!args ? (
          <p className="deadlines-page__empty" data-testid="deadline-empty">
            {t('deadlines.page.pickDate')}
          </p>
        ) : result.isError && !result.isPlaceholderData ? (
          <p className="deadlines-page__error" role="alert" data-testid="deadline-error">
            {errorText(result.error, t)}
          </p>
        ) : answer ? (
          <>
            <DeadlineResult answer={answer} stale={result.isPlaceholderData} />
            <div className="deadlines-page__actions">
              <Button mode="bezeled" size="m" before={<Link2 size={18} />} onClick={() => void copyLink()}>
                {t('deadlines.page.copyLink')}
              </Button>
              {session.isAuth ? (
                <Button
                  mode="filled"
                  size="m"
                  before={<CalendarPlus size={18} />}
                  onClick={() => setAdding(true)}
                  data-testid="deadline-add"
                >
                  {t('deadlines.page.addToPlanner')}
                </Button>
              ) : (
                <p className="deadlines-page__signin">
                  <Link href="/auth">{t('deadlines.page.signIn')}</Link> {t('deadlines.page.signInWhy')}
                </p>
              )}
            </div>
          </>
        ) : null}
      </div>
      <p className="deadlines-page__disclaimer" data-testid="deadline-disclaimer">
        {t('deadlines.page.disclaimer')}
      </p>
      {adding && answer && (
        <Suspense fallback={null}>
          <AddToPlanner
            rule={answer.rule}
            due={answer.due}
            title={preset?.title ?? t('deadlines.page.defaultTitle')}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
