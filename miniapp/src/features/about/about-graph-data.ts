import type { TFunction } from 'i18next';
import type { LinkType, NetworkLink, NetworkNode, SubjectGroup } from '@shared/network/graph.ts';

/**
 * The about page's connection graph: the platform in the middle, the communities it joins
 * (clubs, texts of the page) and a few of their people. Demo content, no calls.
 */
const COMMUNITIES: Array<[id: string, group: SubjectGroup, type: LinkType]> = [
  ['lawyers', 'colleague', 'colleague'],
  ['firms', 'work', 'work'],
  ['graduates', 'friend', 'friend'],
  ['experts', 'colleague', 'work'],
  ['clients', 'client', 'client'],
  ['events', 'event', 'event'],
];

const PEOPLE: Array<[id: string, name: string, group: SubjectGroup, community: string]> = [
  ['p1', 'Анна Смирнова', 'colleague', 'lawyers'],
  ['p2', 'Алексей Морозов', 'colleague', 'lawyers'],
  ['p3', 'Ирина Фёдорова', 'colleague', 'lawyers'],
  ['p4', 'Виктор Новиков', 'work', 'firms'],
  ['p5', 'Ольга Николаева', 'work', 'firms'],
  ['p6', 'Денис Кравцов', 'friend', 'graduates'],
  ['p7', 'Ксения Морозова', 'friend', 'graduates'],
  ['p8', 'Екатерина Белова', 'colleague', 'experts'],
  ['p9', 'Андрей Козлов', 'colleague', 'experts'],
  ['p10', 'Михаил Степанов', 'client', 'clients'],
  ['p11', 'Елена Васильева', 'client', 'clients'],
  ['p12', 'Татьяна Григорьева', 'event', 'events'],
  ['p13', 'Глеб Чернов', 'event', 'events'],
];

const L = (source: string, target: string, type: LinkType, strength: number): NetworkLink => ({
  source,
  target,
  type,
  strength,
});

/** Ties across communities: a lawyer's client, a graduate who joined a firm, an expert met at an event. */
const CROSS: NetworkLink[] = [
  L('p1', 'p10', 'client', 4),
  L('p2', 'p4', 'work', 3),
  L('p6', 'firms', 'work', 2),
  L('p8', 'events', 'event', 3),
  L('p3', 'p9', 'colleague', 2),
  L('p11', 'p5', 'client', 3),
  L('p7', 'p12', 'friend', 1),
  L('p13', 'lawyers', 'event', 2),
];

export function aboutGraph(t: TFunction): { nodes: NetworkNode[]; links: NetworkLink[] } {
  const nodes: NetworkNode[] = [
    { id: 'platform', name: t('common.appName'), avatar: null, type: { club: t('about.graph.platform') }, group: 'me' },
    ...COMMUNITIES.map(([id, group]): NetworkNode => ({
      id,
      name: t(`about.graph.communities.${id}.name`),
      avatar: null,
      type: { club: t(`about.graph.communities.${id}.description`) },
      group,
    })),
    ...PEOPLE.map(([id, name, group]): NetworkNode => ({ id, name, avatar: null, type: 'person', group })),
  ];
  const links: NetworkLink[] = [
    ...COMMUNITIES.map(([id, , type]) => L('platform', id, type, 5)),
    ...PEOPLE.map(([id, , , community]) => L(community, id, COMMUNITIES.find((c) => c[0] === community)![2], 3)),
    ...CROSS,
  ];
  return { nodes, links };
}
