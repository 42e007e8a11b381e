import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LinkType,
  type NetworkLink,
  type NetworkNode,
  strengthBucket,
  type SubjectGroup,
} from '@shared/network/graph.ts';
import { visibleNetwork } from '@shared/network/stats.ts';

/**
 * The graph in words, for screen readers (a drawing says nothing to them): each person or club
 * shown, their group, and whom they are linked with, how and how strongly. Follows the filters.
 */
export function GraphText({
  nodes,
  links,
  hiddenGroups,
  hiddenLinkTypes,
}: {
  nodes: readonly NetworkNode[];
  links: readonly NetworkLink[];
  hiddenGroups: ReadonlySet<SubjectGroup>;
  hiddenLinkTypes: ReadonlySet<LinkType>;
}) {
  const { t } = useTranslation();
  const shown = useMemo(
    () => visibleNetwork(nodes, links, { groups: hiddenGroups, linkTypes: hiddenLinkTypes }),
    [nodes, links, hiddenGroups, hiddenLinkTypes],
  );
  const names = useMemo(() => new Map(nodes.map((n) => [n.id, n.name])), [nodes]);
  const linksOf = useMemo(() => {
    const by = new Map<string, NetworkLink[]>();
    for (const l of shown.links) {
      by.set(l.source, [...(by.get(l.source) ?? []), l]);
      by.set(l.target, [...(by.get(l.target) ?? []), l]);
    }
    return by;
  }, [shown.links]);

  return (
    <figcaption className="lp-graph__text" data-testid="graph-text">
      <p>{t('graph.summary', { nodes: shown.nodes.length, links: shown.links.length })}</p>
      <ul>
        {shown.nodes.map((n) => {
          const own = linksOf.get(n.id) ?? [];
          return (
            <li key={n.id}>
              {n.name} (
              {n.type === 'person' ? t(`graph.groups.${n.group}`) : t('graph.club', { description: n.type.club })})
              {': '}
              {own.length === 0
                ? t('graph.noLinks')
                : own
                    .map((l) =>
                      t('graph.linkItem', {
                        name: names.get(l.source === n.id ? l.target : l.source),
                        type: t(`graph.typeWords.${l.type}`),
                        bucket: t(`graph.bucketWords.${strengthBucket(l.strength)}`),
                      }),
                    )
                    .join('; ')}
            </li>
          );
        })}
      </ul>
    </figcaption>
  );
}
