import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAREER_LIMITS, CAREER_TABS, type CareerTab } from '@shared/career/constants.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { SearchField } from '@app/ui/search-field.tsx';
import type { CareerLayout } from './career-results.tsx';

export function CareerTabs({ tab, onChange }: { tab: CareerTab; onChange: (tab: CareerTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="career-tabs" role="tablist" aria-label={t('career.tabs.label')}>
      {CAREER_TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tab === id}
          className={`career-tab${tab === id ? ' is-active' : ''}`}
          onClick={() => onChange(id)}
          data-testid={`career-tab-${id}`}
        >
          {t(`career.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
}

export function SearchBox({
  tab,
  value,
  onChange,
}: {
  tab: CareerTab;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onChange={onChange}
      maxLength={CAREER_LIMITS.search}
      placeholder={t(`career.search.placeholder.${tab}`)}
      data-testid="career-search"
    />
  );
}

/** Phone: opens the slide-over; the badge counts the filters set. */
export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`career-filters-btn${count ? ' is-on' : ''}`}
      onClick={onClick}
      aria-haspopup="dialog"
      data-testid="career-open-filters"
    >
      <SlidersHorizontal size={18} aria-hidden />
      <span>{t('career.filters.title')}</span>
      {count > 0 && (
        <span className="career-filters-btn__count" data-testid="career-filter-count">
          {count}
        </span>
      )}
    </button>
  );
}

/** Desktop only: list or grid (a phone always shows the grid). */
export function ViewToggle({ layout, onChange }: { layout: CareerLayout; onChange: (layout: CareerLayout) => void }) {
  const { t } = useTranslation();
  return (
    <div className="career-view" role="group" aria-label={t('career.view.label')}>
      {(['list', 'grid'] as const).map((id) => {
        const Icon = id === 'list' ? List : LayoutGrid;
        return (
          <IconButton
            label={t(`career.view.${id}`)}
            key={id}
            aria-pressed={layout === id}
            onClick={() => onChange(id)}
            data-testid={`career-view-${id}`}
          >
            <Icon size={18} aria-hidden />
          </IconButton>
        );
      })}
    </div>
  );
}
