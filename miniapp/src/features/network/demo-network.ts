import type { TFunction } from 'i18next';
import type { LinkType, NetworkLink, NetworkNode, SubjectGroup } from '@shared/network/graph.ts';

/**
 * The network map's demo content, hard-coded: a
 * lawyer's circle of colleagues, partners, clients, friends, family and professional clubs.
 * No calls: avatars are initials drawn in place.
 */
const PEOPLE: Array<[id: string, name: string, group: SubjectGroup]> = [
  ['olga', 'Ольга Николаева', 'work'],
  ['denis', 'Денис Кравцов', 'work'],
  ['marina', 'Марина Соловьёва', 'work'],
  ['artem', 'Артём Гусев', 'work'],
  ['svetlana', 'Светлана Егорова', 'colleague'],
  ['roman', 'Роман Павлов', 'colleague'],
  ['yulia', 'Юлия Зайцева', 'colleague'],
  ['kirill', 'Кирилл Макаров', 'colleague'],
  ['mikhail', 'Михаил Степанов', 'client'],
  ['elena', 'Елена Васильева', 'client'],
  ['igor', 'Игорь Тихонов', 'client'],
  ['natalia', 'Наталья Белкина', 'client'],
  ['vadim', 'Вадим Широков', 'client'],
  ['andrey', 'Андрей Соколов', 'friend'],
  ['ksenia', 'Ксения Морозова', 'friend'],
  ['pavel', 'Павел Андреев', 'friend'],
  ['anna', 'Анна Иванова', 'family'],
  ['petr', 'Пётр Иванов', 'family'],
  ['victoria', 'Виктория Орлова', 'event'],
  ['gleb', 'Глеб Чернов', 'event'],
];

/** Clubs: their names and descriptions are texts of the page (network.demo.clubs.*). */
const CLUBS: Array<[id: string, group: SubjectGroup]> = [
  ['corporate', 'event'],
  ['legaltech', 'event'],
  ['arbitration', 'colleague'],
  ['alumni', 'friend'],
];

const L = (source: string, target: string, type: LinkType, strength: number): NetworkLink => ({
  source,
  target,
  type,
  strength,
});

const LINKS: NetworkLink[] = [
  // My own ties.
  L('me', 'olga', 'work', 5),
  L('me', 'denis', 'work', 4),
  L('me', 'marina', 'work', 3),
  L('me', 'artem', 'work', 2),
  L('me', 'svetlana', 'colleague', 4),
  L('me', 'roman', 'colleague', 3),
  L('me', 'yulia', 'colleague', 2),
  L('me', 'kirill', 'colleague', 1),
  L('me', 'mikhail', 'client', 5),
  L('me', 'elena', 'client', 4),
  L('me', 'igor', 'client', 3),
  L('me', 'natalia', 'client', 2),
  L('me', 'andrey', 'friend', 5),
  L('me', 'ksenia', 'friend', 3),
  L('me', 'pavel', 'friend', 2),
  L('me', 'anna', 'family', 5),
  L('me', 'petr', 'family', 5),
  L('me', 'corporate', 'event', 3),
  L('me', 'legaltech', 'event', 1),
  L('me', 'arbitration', 'colleague', 2),
  L('me', 'alumni', 'friend', 3),
  // Between them: how a recommendation travels.
  L('olga', 'denis', 'work', 4),
  L('olga', 'mikhail', 'client', 4),
  L('denis', 'elena', 'client', 3),
  L('marina', 'artem', 'work', 3),
  L('artem', 'vadim', 'client', 1),
  L('svetlana', 'roman', 'colleague', 3),
  L('roman', 'arbitration', 'event', 4),
  L('yulia', 'kirill', 'colleague', 2),
  L('kirill', 'legaltech', 'event', 3),
  L('mikhail', 'natalia', 'work', 2),
  L('igor', 'pavel', 'friend', 2),
  L('andrey', 'ksenia', 'friend', 4),
  L('andrey', 'alumni', 'event', 3),
  L('ksenia', 'vadim', 'friend', 1),
  L('anna', 'petr', 'family', 5),
  L('petr', 'igor', 'friend', 2),
  L('victoria', 'corporate', 'event', 4),
  L('gleb', 'legaltech', 'event', 3),
  L('victoria', 'gleb', 'event', 1),
  L('corporate', 'olga', 'event', 3),
  L('corporate', 'svetlana', 'event', 2),
  L('alumni', 'yulia', 'event', 2),
  L('victoria', 'natalia', 'client', 1),
];

export function demoNetwork(t: TFunction): { nodes: NetworkNode[]; links: NetworkLink[] } {
  const nodes: NetworkNode[] = [
    { id: 'me', name: t('network.demo.me'), avatar: null, type: 'person', group: 'me' },
    ...PEOPLE.map(([id, name, group]): NetworkNode => ({ id, name, avatar: null, type: 'person', group })),
    ...CLUBS.map(([id, group]): NetworkNode => ({
      id,
      name: t(`network.demo.clubs.${id}.name`),
      avatar: null,
      type: { club: t(`network.demo.clubs.${id}.description`) },
      group,
    })),
  ];
  return { nodes, links: LINKS };
}
