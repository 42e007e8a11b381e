import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { Award, Briefcase, MapPin, Users } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PROFILE_LIMITS } from '@shared/profile/limits.ts';
import { errorText } from '@app/lib/api-errors.ts';
import type { Loader } from '@app/lib/route-loader.ts';
import { useDebouncedDraft } from '@app/lib/use-debounced-draft.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import { SearchField } from '@app/ui/search-field.tsx';
import { type Lawyer, proListOptions, proViewOf, useProList } from './api/pro-list.ts';
import './pro.css';

/** The directory's first page for the address's search and region (app/route-table.ts). */
export const loader: Loader = async (client, _params, s) => {
  await client.ensureInfiniteQueryData({ ...proListOptions(proViewOf(s.search)), revalidateIfStale: true });
};

/** The search settles for 500 ms before a query: one request per pause, not per key. */
const DEBOUNCE_MS = 500;

/**
 * /pro, the professionals directory: a search box (debounced),
 * a region dropdown ('All Regions' and the regions), two-column cards linking to /{username},
 * Load More. Search and region live in the address (`?q=&region=`), so Back returns to them;
 * a change of either starts again from page 1.
 */
export default function ProPage() {
  const { t } = useTranslation();
  const query = useSearch();
  const [path, navigate] = useLocation();
  const { search, region } = useMemo(() => proViewOf(query), [query]);
  const update = useCallback(
    (change: { q?: string; region?: string }) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(change)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      const qs = next.toString();
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [navigate, path],
  );
  const [text, setText] = useDebouncedDraft(
    search,
    (v) => update({ q: v.trim() }),
    DEBOUNCE_MS,
    (v) => v.trim(),
  );
  const list = useProList({ search, region });
  const first = list.data?.pages[0];
  const lawyers = list.data?.pages.flatMap((p) => p.lawyers) ?? [];
  const regions = first?.regions ?? [];

  return (
    <div className="page pro-page" data-testid="pro-page">
      <PageHeader title={t('pro.title')} subtitle={t('pro.found')} />
      <div className="pro-toolbar">
        <SearchField
          value={text}
          onChange={setText}
          maxLength={PROFILE_LIMITS.proSearch}
          placeholder={t('pro.searchPlaceholder')}
          label={t('pro.search')}
          data-testid="pro-search"
        />
        <select
          className="pro-region"
          value={region}
          onChange={(e) => update({ region: e.target.value })}
          aria-label={t('pro.region')}
          data-testid="pro-region"
        >
          <option value="">{t('pro.allRegions')}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.code}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      {list.isError && (
        <p className="pro-error" role="alert" data-testid="pro-error">
          {t('pro.error', { message: errorText(list.error, t) })}
        </p>
      )}
      {list.isPending ? (
        <div className="pro-state" role="status" aria-label={t('common.loading')}>
          <Spinner size="m" />
        </div>
      ) : lawyers.length === 0 && !list.isError ? (
        <div className="pro-state" data-testid="pro-empty">
          <Placeholder header={t('pro.empty')} description={t('pro.emptyHint')}>
            <span className="pro-state__icon" aria-hidden>
              <Users size={40} />
            </span>
          </Placeholder>
        </div>
      ) : (
        <>
          <ul className={`pro-grid${list.isPlaceholderData ? ' is-stale' : ''}`} data-testid="pro-list">
            {lawyers.map((l) => (
              <li key={l.id}>
                <LawyerCard lawyer={l} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="pro-more">
              <Button
                mode="bezeled"
                size="m"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="pro-load-more"
              >
                {t('pro.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** A professional as a card: avatar, name, level, expertise, city, experience. */
function LawyerCard({ lawyer: l }: { lawyer: Lawyer }) {
  const { t } = useTranslation();
  const city = l.info.city ?? l.region?.title ?? null;
  return (
    <Link href={`/${l.username}`} className="pro-card" data-testid="pro-card">
      <Avatar src={l.avatar} name={l.name} size={56} className="pro-card__avatar" />
      <div className="pro-card__body">
        <span className="pro-card__name" data-testid="pro-card-name">
          {l.name}
        </span>
        {l.level && (
          <span className={`pro-card__level level-badge--${l.level}`}>
            <Award size={12} aria-hidden /> {t(`profile.level.${l.level}`)}
          </span>
        )}
        {l.expertise && (
          <span className="pro-card__line">
            <Briefcase size={14} aria-hidden /> {l.expertise}
          </span>
        )}
        {(city || l.experienceYears !== null) && (
          <span className="pro-card__line hint">
            {city && (
              <>
                <MapPin size={14} aria-hidden /> {city}
              </>
            )}
            {city && l.experienceYears !== null && ' · '}
            {l.experienceYears !== null && t('pro.experience', { count: l.experienceYears })}
          </span>
        )}
      </div>
    </Link>
  );
}
