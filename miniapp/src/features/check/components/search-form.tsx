import { Button } from '@telegram-apps/telegram-ui';
import { Clock, Search, X, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyQuery } from '@shared/check/inn.ts';
import { QUICK_PICKS } from '../demo/companies.ts';

export type InputProblem = Extract<CompanyQuery, { kind: 'innLength' | 'innChecksum' }>;

interface Props {
  query: string;
  onQueryChange: (q: string) => void;
  onSearch: (q: string) => void;
  loading: boolean;
  problem: InputProblem | null;
  recent: string[];
  onClearRecent: () => void;
}

/**
 * Search by company name or tax number: the button is disabled while loading or for
 * a blank query, Enter searches; quick picks and recent searches search at once.
 */
export function SearchForm({ query, onQueryChange, onSearch, loading, problem, recent, onClearRecent }: Props) {
  const { t } = useTranslation();
  const blank = query.trim() === '';
  return (
    <section className="check-search">
      <form
        className="check-search__row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!loading && !blank) onSearch(query);
        }}
      >
        <label className={`check-search__box${problem ? ' is-problem' : ''}`}>
          <Search size={20} aria-hidden className="check-search__icon" />
          <input
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder={t('check.search.placeholder')}
            aria-label={t('check.search.label')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'check-search-problem' : undefined}
            enterKeyHint="search"
            autoComplete="off"
            data-testid="check-query"
          />
        </label>
        <Button
          className="check-search__submit"
          type="submit"
          size="l"
          disabled={loading || blank}
          loading={loading}
          data-testid="check-search"
        >
          {t('check.search.submit')}
        </Button>
      </form>
      {problem && (
        <p id="check-search-problem" className="check-search__problem" role="alert" data-testid="check-inn-problem">
          {problem.kind === 'innChecksum'
            ? t('check.search.innChecksum', { inn: problem.inn })
            : t('check.search.innLength', { count: problem.length })}
        </p>
      )}
      <div className="check-picks">
        <span className="check-picks__label">
          <Zap size={14} aria-hidden /> {t('check.search.quickPicks')}
        </span>
        {QUICK_PICKS.map((q) => (
          <button
            key={q}
            type="button"
            className="check-pick"
            disabled={loading}
            onClick={() => onSearch(q)}
            data-testid="check-quick-pick"
          >
            {q}
          </button>
        ))}
      </div>
      {recent.length > 0 && (
        <div className="check-picks" data-testid="check-recent">
          <span className="check-picks__label">
            <Clock size={14} aria-hidden /> {t('check.search.recent')}
          </span>
          {recent.map((q) => (
            <button
              key={q}
              type="button"
              className="check-pick check-pick--recent"
              disabled={loading}
              onClick={() => onSearch(q)}
              data-testid="check-recent-item"
            >
              {q}
            </button>
          ))}
          <button
            type="button"
            className="check-picks__clear"
            onClick={onClearRecent}
            aria-label={t('check.search.clearRecent')}
            title={t('check.search.clearRecent')}
          >
            <X size={14} aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
