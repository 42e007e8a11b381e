import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  careerListArgs,
  EMPTY_CAREER_FILTERS,
  parseAmount,
  salaryRangeInvalid,
  type CareerFilters,
} from '@shared/career/career-query.ts';
import type { Loader } from '@app/lib/route-loader.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';
import { PHONE_QUERY, useMediaQuery } from '@app/lib/use-media-query.ts';
import { PageHeader } from '@app/ui/page-header.tsx';
import { careerAlertOptions } from './api/career-alert.ts';
import { careerListOptions, useCareerList } from './api/career-list.ts';
import { CareerResults, type CareerLayout } from './components/career-results.tsx';
import { CareerTabs, FiltersButton, SearchBox, ViewToggle } from './components/career-toolbar.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { FilterSlideOver } from './components/filter-slide-over.tsx';
import { NotifyMe } from './components/notify-me.tsx';
import { careerViewOf, useCareerView } from './hooks/use-career-view.ts';
import { useDebouncedDraft } from '@app/lib/use-debounced-draft.ts';
import { useScrollMemory } from './hooks/use-scroll-memory.ts';
import './career.css';

/**
 * The first page of the board the address names (its tab, search and filters) and, signed in,
 * the person's saved filter, which "Notify me" shows (app/route-table.ts).
 */
export const loader: Loader = async (client, _params, s) => {
  await Promise.all([
    client.ensureInfiniteQueryData({
      ...careerListOptions(careerListArgs(careerViewOf(s.search))),
      revalidateIfStale: true,
    }),
    s.isAuth ? client.ensureQueryData({ ...careerAlertOptions(s.sessionId), revalidateIfStale: true }) : null,
  ]);
};

/** Search (and here the typed salary bounds too) settle for 500 ms before a query: one request per pause, not per key. */
const DEBOUNCE_MS = 500;
const LAYOUT_KEY = 'career.layout';
const amountText = (n: number | null) => (n === null ? '' : String(n));
const amountKey = (text: string) => amountText(parseAmount(text));

function storedLayout(): CareerLayout {
  try {
    return sessionStorage.getItem(LAYOUT_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

/**
 * /career ('Карьера'): vacancies and job seekers, a
 * search, every filter (a sidebar on desktop, a slide-over on a phone), list or grid, Load more.
 * Tab, search and filters live in the address; the tab and the scroll in session storage.
 */
export default function CareerPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const { view, update } = useCareerView();
  const { filters } = view;
  const [panelOpen, setPanelOpen] = useState(false);
  const [chosenLayout, setChosenLayout] = useState(storedLayout);
  // Session storage is the browser's alone: the server's drawing (and its hydration) shows the list.
  const drawing = useServerDrawing();
  const layout: CareerLayout = phone ? 'grid' : drawing ? 'list' : chosenLayout;
  useScrollMemory('/career');

  const setFilters = (change: Partial<CareerFilters>) => update({ filters: change });
  const [searchText, setSearchText] = useDebouncedDraft(
    view.search,
    (text) => update({ search: text.trim() }),
    DEBOUNCE_MS,
    (text) => text.trim(),
  );
  const [fromText, setFromText] = useDebouncedDraft(
    amountText(filters.salaryFrom),
    (text) => update({ filters: { salaryFrom: parseAmount(text) } }),
    DEBOUNCE_MS,
    amountKey,
  );
  const [toText, setToText] = useDebouncedDraft(
    amountText(filters.salaryTo),
    (text) => update({ filters: { salaryTo: parseAmount(text) } }),
    DEBOUNCE_MS,
    amountKey,
  );
  // What is typed counts at once for 'Clear all' and the range check, before it reaches the address.
  const typed: CareerFilters = { ...filters, salaryFrom: parseAmount(fromText), salaryTo: parseAmount(toText) };
  const count = activeFilterCount(typed);

  const clearFilters = () => {
    setFromText('');
    setToText('');
    update({ filters: EMPTY_CAREER_FILTERS });
  };
  const clearAll = () => {
    setSearchText('');
    setFromText('');
    setToText('');
    update({ search: '', filters: EMPTY_CAREER_FILTERS });
  };

  const args = careerListArgs(view);
  const list = useCareerList(args);

  const panel = (
    <FilterPanel
      filters={filters}
      onChange={setFilters}
      salary={{
        from: fromText,
        to: toText,
        setFrom: setFromText,
        setTo: setToText,
        invalid: salaryRangeInvalid(typed),
      }}
    />
  );

  return (
    <div className="page career-page" data-testid="career-page">
      <PageHeader title={t('career.title')} subtitle={t('career.subtitle')} />
      <CareerTabs tab={view.tab} onChange={(tab) => update({ tab })} />
      <div className="career-toolbar">
        <SearchBox tab={view.tab} value={searchText} onChange={setSearchText} />
        {/* On a phone "notify me" sits in the filter sheet, so the search keeps half the row. */}
        {view.tab === 'jobs' && !phone && <NotifyMe args={args} />}
        {phone ? (
          <FiltersButton count={count} onClick={() => setPanelOpen(true)} />
        ) : (
          <ViewToggle
            layout={layout}
            onChange={(next) => {
              setChosenLayout(next);
              try {
                sessionStorage.setItem(LAYOUT_KEY, next);
              } catch {
                // the choice lasts for this visit only
              }
            }}
          />
        )}
      </div>
      <div className="career-body">
        {!phone && (
          <aside className="career-sidebar" aria-label={t('career.filters.title')}>
            <div className="career-sidebar__header">
              <h2 className="career-sidebar__title">{t('career.filters.title')}</h2>
              {count > 0 && (
                <button type="button" className="career-clear" onClick={clearFilters} data-testid="career-clear-all">
                  <X size={14} aria-hidden />
                  {t('career.filters.clearAll')}
                </button>
              )}
            </div>
            {panel}
          </aside>
        )}
        <section className="career-main" aria-label={t(`career.tabs.${view.tab}`)}>
          <CareerResults
            list={list}
            tab={view.tab}
            layout={layout}
            onClearAll={count > 0 || view.search ? clearAll : undefined}
          />
        </section>
      </div>
      {phone && (
        <FilterSlideOver
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          onClearAll={count > 0 ? clearFilters : undefined}
        >
          {panel}
          {view.tab === 'jobs' && <NotifyMe args={args} />}
        </FilterSlideOver>
      )}
    </div>
  );
}
