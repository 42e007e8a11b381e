import { Info, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkType, SubjectGroup } from '@shared/network/graph.ts';
import { visibleNetwork } from '@shared/network/stats.ts';
import { useVerticalSwipesOff } from '@app/lib/telegram/native.tsx';
import { BackLink } from '@app/ui/back-link.tsx';
import { FullscreenToggle } from '@app/lib/telegram/native.tsx';
import { NetworkGraph } from '@app/ui/network-graph/network-graph.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import { InfoTiles } from './components/info-tiles.tsx';
import { NetworkCalculator } from './components/network-calculator.tsx';
import { NetworkDevelopment } from './components/network-development.tsx';
import { NetworkFilters } from './components/network-filters.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { demoNetwork } from './demo-network.ts';
import './network.css';

const toggle = <T,>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => {
  const next = new Set(set);
  if (!next.delete(item)) next.add(item);
  return next;
};

/**
 * /network: a demo map of one lawyer's
 * network, its stats, advice on growing it, and the network-effect calculator. Local demo data:
 * no calls.
 */
export default function NetworkPage() {
  const { t } = useTranslation();
  // Rebuilt only when the language changes (t is stable until then): new arrays lay the graph out afresh.
  const network = useMemo(() => demoNetwork(t), [t]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hiddenGroups, setHiddenGroups] = useState<ReadonlySet<SubjectGroup>>(() => new Set());
  const [hiddenLinkTypes, setHiddenLinkTypes] = useState<ReadonlySet<LinkType>>(() => new Set());
  const shown = useMemo(
    () => visibleNetwork(network.nodes, network.links, { groups: hiddenGroups, linkTypes: hiddenLinkTypes }),
    [network, hiddenGroups, hiddenLinkTypes],
  );
  const contacts = shown.nodes.filter((n) => n.group !== 'me').length;
  // The map is panned and zoomed with a finger: Telegram's swipe-down must not close the app meanwhile.
  useVerticalSwipesOff(true);

  return (
    <div className="page network-page" data-testid="network-page">
      <BackLink />
      <PageHeader title={t('network.title')} />

      <div className="network-banner" role="note" data-testid="demo-banner">
        <Info size={20} aria-hidden />
        <p>
          <strong>{t('network.demoBanner.title')}</strong> {t('network.demoBanner.text')}
        </p>
      </div>

      <InfoTiles />

      <section className="network-map" aria-labelledby="network-map-title">
        <div className="network-map__bar">
          <h2 id="network-map-title" className="network-map__count" data-testid="contact-count">
            {t('network.contactCount', { count: contacts })}
          </h2>
          <button
            type="button"
            className={`network-map__filters-toggle${filtersOpen ? ' is-open' : ''}`}
            aria-expanded={filtersOpen}
            aria-controls="network-filters"
            onClick={() => setFiltersOpen((o) => !o)}
            data-testid="filters-toggle"
          >
            <SlidersHorizontal size={18} aria-hidden />
            {t('network.filters.toggle')}
          </button>
          <FullscreenToggle />
        </div>
        {filtersOpen && (
          <NetworkFilters
            hiddenGroups={hiddenGroups}
            hiddenLinkTypes={hiddenLinkTypes}
            onToggleGroup={(g) => setHiddenGroups((s) => toggle(s, g))}
            onToggleLinkType={(type) => setHiddenLinkTypes((s) => toggle(s, type))}
          />
        )}
        <NetworkGraph
          nodes={network.nodes}
          links={network.links}
          label={t('network.graphLabel')}
          height="min(520px, 62vh)"
          hiddenGroups={hiddenGroups}
          hiddenLinkTypes={hiddenLinkTypes}
        />
      </section>

      <StatCards nodes={shown.nodes} links={shown.links} />
      <NetworkDevelopment />
      <NetworkCalculator />
    </div>
  );
}
