import { LINK_TYPES, type NetworkLink, type NetworkNode, SUBJECT_GROUPS } from '@shared/network/graph.ts';

/** A deterministic pseudo-random sequence (LCG), so every run lays out the same graph. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const FIRST = [
  'Анна',
  'Игорь',
  'Мария',
  'Дмитрий',
  'Ольга',
  'Павел',
  'Сергей',
  'Наталья',
  'Алексей',
  'Екатерина',
  'Виктор',
  'Ирина',
  'Андрей',
  'Татьяна',
];
const LAST = [
  'Смирнов',
  'Волков',
  'Кузнецов',
  'Орлов',
  'Соколов',
  'Лебедев',
  'Иванов',
  'Попов',
  'Морозов',
  'Белов',
  'Новиков',
  'Фёдоров',
  'Козлов',
  'Григорьев',
];

/**
 * A social graph of `nodes` people and exactly `links` ties, grown by preferential attachment
 * (each newcomer links to people already well connected), as real networks are: a few hubs,
 * many people with a handful of ties. Node 0 is 'me'; every tenth is a club.
 */
export function generateNetwork(
  nodes: number,
  links: number,
  seed = 20_261_125,
): { nodes: NetworkNode[]; links: NetworkLink[] } {
  const rnd = random(seed);
  const out: NetworkNode[] = Array.from({ length: nodes }, (_, i) => ({
    id: `n${i}`,
    name: i === 0 ? 'Вы' : `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    avatar: null,
    type: i > 0 && i % 10 === 0 ? { club: 'клуб' } : 'person',
    group: i === 0 ? 'me' : SUBJECT_GROUPS[1 + (i % (SUBJECT_GROUPS.length - 1))],
  }));
  const seen = new Set<string>();
  const ends: number[] = []; // every link end once: picking from it is picking by degree
  const result: NetworkLink[] = [];
  const add = (a: number, b: number) => {
    if (a === b) return false;
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (seen.has(key)) return false;
    seen.add(key);
    ends.push(a, b);
    result.push({
      source: `n${a}`,
      target: `n${b}`,
      type: LINK_TYPES[Math.floor(rnd() * LINK_TYPES.length)],
      strength: 1 + Math.floor(rnd() * 5),
    });
    return true;
  };
  const perNode = Math.max(1, Math.floor(links / nodes));
  for (let i = 1; i < nodes; i++) {
    add(i, ends.length ? ends[Math.floor(rnd() * ends.length)] : 0);
    for (let m = 1; m < perNode && result.length < links; m++) add(i, ends[Math.floor(rnd() * ends.length)]);
  }
  while (result.length < links) add(Math.floor(rnd() * nodes), ends[Math.floor(rnd() * ends.length)]);
  return { nodes: out, links: result };
}
