import { Spinner } from '@telegram-apps/telegram-ui';
import { FileSearch, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findCompany, searchCompany } from '@shared/check/find-company.ts';
import { classifyQuery } from '@shared/check/inn.ts';
import type { CompanyReport as Report } from '@shared/check/types.ts';
import { DemoBadge } from '@app/ui/demo-badge.tsx';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import { CompanyReport } from './components/company-report.tsx';
import { SearchForm, type InputProblem } from './components/search-form.tsx';
import { DEMO_COMPANIES } from './demo/companies.ts';
import { useRecentSearches } from './use-recent-searches.ts';
import './check.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const lookup = (q: string) => findCompany(DEMO_COMPANIES, q);

/** A search that found nothing (the words searched, shown back) or that failed. */
type SearchMiss = { kind: 'notFound'; query: string } | { kind: 'failed' };

/**
 * Counterparty check (demo data, no network calls): a name or tax number,
 * 1.5 s of searching, then the report; a company not found is said calmly (nothing went wrong),
 * a failed search as 'Ошибка поиска' with the reason; either clears the report. A tax number
 * with a wrong check digit is named at once and not searched.
 */
export default function CheckPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [company, setCompany] = useState<Report | null>(null);
  const [miss, setMiss] = useState<SearchMiss | null>(null);
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const recent = useRecentSearches();
  // A search answered after the page is left, or after a newer one, is dropped.
  const current = useRef(0);
  useEffect(() => () => void (current.current = -1), []);

  const search = async (q: string) => {
    const kind = classifyQuery(q);
    setQuery(q);
    if (kind.kind === 'blank') return;
    if (kind.kind === 'innLength' || kind.kind === 'innChecksum') {
      setProblem(kind);
      return;
    }
    setProblem(null);
    setMiss(null);
    setLoading(true);
    const id = ++current.current;
    const outcome = await searchCompany(q, lookup, wait);
    if (id !== current.current) return;
    setLoading(false);
    if (outcome.status === 'found') {
      setCompany(outcome.company);
      recent.add(q);
    } else {
      setCompany(null);
      setMiss(outcome.status === 'notFound' ? { kind: 'notFound', query: q.trim() } : { kind: 'failed' });
    }
  };

  return (
    <div className="page check-page" data-testid="check-page">
      <PageHeader title={t('nav.check')} subtitle={t('check.subtitle')} />
      <p className="check-demo" role="note">
        <DemoBadge className="check-demo__badge">{t('check.demoBadge')}</DemoBadge> {t('check.demoNote')}
      </p>
      <SearchForm
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          setProblem(null);
        }}
        onSearch={search}
        loading={loading}
        problem={problem}
        recent={recent.list}
        onClearRecent={recent.clear}
      />
      {loading ? (
        <div className="check-card check-loading" role="status" data-testid="check-loading">
          <Spinner size="m" />
          <span>{t('check.search.searching')}</span>
        </div>
      ) : miss?.kind === 'notFound' ? (
        <div className="check-card check-empty" role="status" data-testid="check-not-found">
          <span className="check-empty__icon">
            <SearchX size={32} aria-hidden />
          </span>
          <strong>{t('check.notFound.title')}</strong>
          <span className="check-not-found__text">{t('check.notFound.text', { query: miss.query })}</span>
        </div>
      ) : miss ? (
        <ErrorBanner title={t('check.errors.title')} message={t('check.errors.failed')} data-testid="check-error" />
      ) : company ? (
        <CompanyReport company={company} />
      ) : (
        <div className="check-card check-empty" data-testid="check-empty">
          <span className="check-empty__icon">
            <FileSearch size={32} aria-hidden />
          </span>
          <strong>{t('check.empty.title')}</strong>
          <span>{t('check.empty.text')}</span>
        </div>
      )}
    </div>
  );
}
