import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { MapPin, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@shared/catalog/constants.ts';
import {
  appendPages,
  type CatalogGroup,
  type CatalogView,
  groupByType,
  readCatalogParams,
  shownCount,
} from '@shared/catalog/catalog-view.ts';
import type { CatalogAnswer } from '@shared/schemas/catalog.ts';
import { ApiError } from '@app/lib/api-client.ts';
import type { Loader } from '@app/lib/route-loader.ts';
import { useDebouncedDraft } from '@app/lib/use-debounced-draft.ts';
import { PageHeader } from '@app/ui/page-header.tsx';
import { SearchField } from '@app/ui/search-field.tsx';
import { catalogOptions, useCatalog, useCatalogTypePages } from './api/catalog.ts';
import { ServiceCard } from './components/service-card.tsx';
import { useCatalogView } from './use-catalog-view.ts';
import './catalog.css';

/** The services the address's search and region find (app/route-table.ts). */
export const loader: Loader = async (client, _params, s) => {
  await client.ensureQueryData({ ...catalogOptions(readCatalogParams(s.search)), revalidateIfStale: true });
};

const DEBOUNCE_MS = 400;

/** Reason phrases for an answer whose body named no error. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

type Translate = ReturnType<typeof useTranslation>['t'];

/** The failure text: 'Error fetching catalog data: {status} {statusText}' (the server's text when it gave one); 'Failed to fetch data' with no answer. */
export function catalogErrorText(err: unknown, t: Translate): string {
  if (err instanceof ApiError && err.status > 0) {
    return t('catalog.errors.status', {
      status: err.status,
      statusText: err.message || REASONS[err.status] || '',
    }).trim();
  }
  return t('catalog.errors.failed');
}

/**
 * /catalog: services grouped by type, 12 of each and 12 more
 * per Load more; a search (title, about, services) and a region (its services and those for all
 * of Russia), both in the address. Public: no session needed.
 */
export default function CatalogPage() {
  const { t } = useTranslation();
  const { view, update } = useCatalogView();
  const [searchText, setSearchText] = useDebouncedDraft(
    view.search,
    (v) => update({ search: v.trim() }),
    DEBOUNCE_MS,
    (v) => v.trim(),
  );
  const catalog = useCatalog(view);
  const data = catalog.data;

  return (
    <div className="page catalog-page" data-testid="catalog-page">
      <PageHeader title={t('catalog.title')} subtitle={t('catalog.subtitle')} />
      <div className="catalog-toolbar">
        <SearchField
          value={searchText}
          onChange={setSearchText}
          maxLength={CATALOG_LIMITS.search}
          placeholder={t('catalog.search.placeholder')}
          className="catalog-search"
          data-testid="catalog-search"
        />
        <RegionSelect value={view.region} regions={data?.regions ?? []} onChange={(region) => update({ region })} />
      </div>
      {catalog.isPending ? (
        <div className="catalog-state" role="status" data-testid="catalog-loading">
          <Spinner size="m" />
        </div>
      ) : catalog.isError && !data ? (
        <CatalogError text={catalogErrorText(catalog.error, t)} onRetry={() => void catalog.refetch()} />
      ) : (
        <>
          {catalog.isError && (
            <CatalogError text={catalogErrorText(catalog.error, t)} onRetry={() => void catalog.refetch()} />
          )}
          <CatalogGroups
            // A new search or region starts every type at 12 again.
            key={`${view.search}\n${view.region}`}
            data={data!}
            view={view}
            stale={catalog.isPlaceholderData}
            onReset={view.search || view.region ? () => update({ search: '', region: '' }) : undefined}
          />
        </>
      )}
    </div>
  );
}

function RegionSelect({
  value,
  regions,
  onChange,
}: {
  value: string;
  regions: CatalogAnswer['regions'];
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const top = regions.filter((r) => r.is_top);
  const other = regions.filter((r) => !r.is_top);
  // The address may name a region before the list has come.
  const known = !value || regions.some((r) => r.code === value);
  return (
    <label className="catalog-region">
      <MapPin size={18} aria-hidden className="catalog-region__icon" />
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t('catalog.region.label')}
        data-testid="catalog-region"
      >
        <option value="">{t('catalog.region.all')}</option>
        {!known && <option value={value}>{value}</option>}
        {top.length > 0 && (
          <optgroup label={t('catalog.region.top')}>
            {top.map((r) => (
              <option key={r.code} value={r.code}>
                {r.title}
              </option>
            ))}
          </optgroup>
        )}
        {other.length > 0 && (
          <optgroup label={t('catalog.region.other')}>
            {other.map((r) => (
              <option key={r.code} value={r.code}>
                {r.title}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}

function CatalogGroups({
  data,
  view,
  stale,
  onReset,
}: {
  data: CatalogAnswer;
  view: CatalogView;
  stale: boolean;
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  const groups = groupByType(data.services, data.serviceTypes);
  if (groups.length === 0) {
    return (
      <div className="catalog-state catalog-empty" data-testid="catalog-empty" aria-busy={stale || undefined}>
        <span className="catalog-empty__icon">
          <SearchX size={30} aria-hidden />
        </span>
        <strong>{t('catalog.empty.title')}</strong>
        {onReset && (
          <>
            <span>{t('catalog.empty.text')}</span>
            <Button mode="bezeled" size="m" onClick={onReset} data-testid="catalog-reset">
              {t('catalog.empty.reset')}
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={`catalog-groups${stale ? ' is-stale' : ''}`} aria-busy={stale || undefined} aria-live="polite">
      {groups.map((g) => (
        <TypeGroup key={g.type.id} group={g} view={view} stale={stale} />
      ))}
    </div>
  );
}

/**
 * A type's services: the first 12 from the main answer, its total from the type's `count`; each
 * Load more shows 12 more, asking the server for the type's next page when they are not loaded yet.
 */
function TypeGroup({ group, view, stale }: { group: CatalogGroup; view: CatalogView; stale: boolean }) {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  const total = group.total;
  const more = useCatalogTypePages(view, group.type.id, total, clicks > 0);
  const loaded = appendPages(group.services, more.data?.pages.map((p) => p.services) ?? []);
  const wanted = shownCount(CATALOG_LIMITS.perType, clicks, total);
  const shown = Math.min(wanted, loaded.length);
  const loading = more.isFetching && shown < wanted;
  // Nothing more to ask for although fewer than `count` came (the catalog changed since): stop there.
  const exhausted = more.isSuccess && !more.hasNextPage && loaded.length <= shown;
  const failed = more.isError && shown < wanted;
  const loadMore = () => {
    setClicks((c) => c + 1);
    // Pages already loaded (a second visit within 5 minutes) are shown without asking again.
    if (clicks > 0 && loaded.length < shownCount(CATALOG_LIMITS.perType, clicks + 1, total) && more.hasNextPage)
      void more.fetchNextPage();
  };
  const retry = () => void (more.data ? more.fetchNextPage() : more.refetch());
  const headingId = `catalog-type-${group.type.id}`;
  return (
    <section className="catalog-group" aria-labelledby={headingId} data-testid="catalog-group">
      <header className="catalog-group__head">
        <h2 className="catalog-group__title" id={headingId}>
          {group.type.title}
        </h2>
        <span className="catalog-group__count">{t('catalog.count', { count: total })}</span>
      </header>
      <div className="catalog-grid">
        {loaded.slice(0, shown).map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </div>
      {failed && !loading ? (
        <CatalogError text={catalogErrorText(more.error, t)} onRetry={retry} />
      ) : (
        shown < total &&
        !exhausted && (
          <div className="catalog-more">
            <Button
              mode="bezeled"
              size="m"
              loading={loading}
              // While a new search's answer loads, the groups on screen are the old search's.
              disabled={stale}
              onClick={loading || stale ? undefined : loadMore}
              data-testid="catalog-load-more"
            >
              {t('catalog.loadMore')}
            </Button>
          </div>
        )
      )}
    </section>
  );
}

function CatalogError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="catalog-state catalog-error" role="alert" data-testid="catalog-error">
      <p className="error-text">{text}</p>
      <Button mode="plain" size="s" onClick={onRetry}>
        {t('catalog.errors.retry')}
      </Button>
    </div>
  );
}
