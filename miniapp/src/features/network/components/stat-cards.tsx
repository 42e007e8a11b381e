import { useTranslation } from 'react-i18next';
import { GROUP_COLOURS, type NetworkLink, type NetworkNode, STRENGTH_BUCKETS } from '@shared/network/graph.ts';
import { formatCount } from '@shared/network/calculator.ts';
import { contactSources, linkStats, networkPotential } from '@shared/network/stats.ts';

/** Three stat cards, Links, Contact sources, Potential, over what the filters show. */
export function StatCards({ nodes, links }: { nodes: readonly NetworkNode[]; links: readonly NetworkLink[] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const ls = linkStats(links);
  const sources = contactSources(nodes);
  const potential = networkPotential(nodes, links);
  return (
    <div className="network-stats">
      <section className="network-card" data-testid="stat-links" aria-labelledby="stat-links-title">
        <h3 id="stat-links-title" className="network-card__title">
          {t('network.stats.links.title')}
        </h3>
        <p className="network-card__figure">{n(ls.total)}</p>
        <ul className="network-card__rows">
          {STRENGTH_BUCKETS.map((b) => (
            <li key={b} className={`network-bucket network-bucket--${b}`}>
              <span>{t(`graph.buckets.${b}`)}</span>
              <strong>{n(ls.byBucket[b])}</strong>
            </li>
          ))}
        </ul>
        <p className="network-card__hint">
          {t('network.stats.links.average', { value: ls.averageStrength.toLocaleString(i18n.language) })}
        </p>
      </section>

      <section className="network-card" data-testid="stat-sources" aria-labelledby="stat-sources-title">
        <h3 id="stat-sources-title" className="network-card__title">
          {t('network.stats.sources.title')}
        </h3>
        {sources.length === 0 ? (
          <p className="network-card__hint">{t('network.stats.sources.empty')}</p>
        ) : (
          <ul className="network-card__rows">
            {sources.map((s) => (
              <li key={s.group} className="network-source">
                <span className="network-source__name">
                  <span className="network-filter__dot" style={{ background: GROUP_COLOURS[s.group] }} aria-hidden />
                  {t(`graph.groups.${s.group}`)}
                </span>
                <span className="network-source__bar" aria-hidden>
                  <span style={{ width: `${s.percent}%`, background: GROUP_COLOURS[s.group] }} />
                </span>
                <strong>{n(s.count)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="network-card" data-testid="stat-potential" aria-labelledby="stat-potential-title">
        <h3 id="stat-potential-title" className="network-card__title">
          {t('network.stats.potential.title')}
        </h3>
        <dl className="network-potential">
          {(['direct', 'secondCircle', 'strongTies'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`network.stats.potential.${key}`)}</dt>
              <dd data-testid={`potential-${key}`}>{n(potential[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
