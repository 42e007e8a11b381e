import {
  type LinkType,
  type NetworkLink,
  type NetworkNode,
  type StrengthBucket,
  strengthBucket,
  type SubjectGroup,
} from './graph.ts';

/** What the filters leave on the map: nodes of the groups shown, links of the types shown between them. */
export function visibleNetwork<N extends NetworkNode, L extends NetworkLink>(
  nodes: readonly N[],
  links: readonly L[],
  hidden: { groups: ReadonlySet<SubjectGroup>; linkTypes: ReadonlySet<LinkType> },
): { nodes: N[]; links: L[] } {
  const shown = nodes.filter((n) => !hidden.groups.has(n.group));
  const ids = new Set(shown.map((n) => n.id));
  return {
    nodes: shown,
    links: links.filter((l) => !hidden.linkTypes.has(l.type) && ids.has(l.source) && ids.has(l.target)),
  };
}

export interface LinkStats {
  total: number;
  byBucket: Record<StrengthBucket, number>;
  /** mean strength, one decimal; 0 without links */
  averageStrength: number;
}

/** The 'Links' card: how many ties and how strong (by strengthBucket). */
export function linkStats(links: readonly NetworkLink[]): LinkStats {
  const byBucket: Record<StrengthBucket, number> = { strong: 0, medium: 0, new: 0 };
  let sum = 0;
  for (const l of links) {
    byBucket[strengthBucket(l.strength)]++;
    sum += l.strength;
  }
  return {
    total: links.length,
    byBucket,
    averageStrength: links.length ? Math.round((sum / links.length) * 10) / 10 : 0,
  };
}

/** The 'Contact sources' card: contacts (everyone but me) by group, largest first, with their share in whole percent. */
export function contactSources(
  nodes: readonly NetworkNode[],
): Array<{ group: SubjectGroup; count: number; percent: number }> {
  const counts = new Map<SubjectGroup, number>();
  for (const n of nodes) if (n.group !== 'me') counts.set(n.group, (counts.get(n.group) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()]
    .map(([group, count]) => ({ group, count, percent: total ? Math.round((count / total) * 100) : 0 }))
    .sort((a, b) => b.count - a.count);
}

export interface Potential {
  /** contacts linked to me directly */
  direct: number;
  /** contacts two steps away: reachable through someone I know, not yet my own */
  secondCircle: number;
  /** my strong ties: the people most likely to recommend me */
  strongTies: number;
}

/** The 'Potential' card: who can be reached through the people one already knows. */
export function networkPotential(nodes: readonly NetworkNode[], links: readonly NetworkLink[]): Potential {
  const me = nodes.find((n) => n.group === 'me');
  if (!me) return { direct: 0, secondCircle: 0, strongTies: 0 };
  const neighbours = new Map<string, Set<string>>();
  const add = (a: string, b: string) => neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
  for (const l of links) {
    add(l.source, l.target);
    add(l.target, l.source);
  }
  const direct = neighbours.get(me.id) ?? new Set<string>();
  const second = new Set<string>();
  for (const d of direct) for (const x of neighbours.get(d) ?? []) if (x !== me.id && !direct.has(x)) second.add(x);
  const strongTies = links.filter(
    (l) => (l.source === me.id || l.target === me.id) && strengthBucket(l.strength) === 'strong',
  ).length;
  return { direct: direct.size, secondCircle: second.size, strongTies };
}
