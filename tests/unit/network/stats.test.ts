import { describe, expect, it } from 'vitest';
import type { NetworkLink, NetworkNode } from '@shared/network/graph.ts';
import { contactSources, linkStats, networkPotential, visibleNetwork } from '@shared/network/stats.ts';

const node = (id: string, group: NetworkNode['group']): NetworkNode => ({
  id,
  name: id,
  avatar: null,
  type: 'person',
  group,
});
const NODES = [
  node('me', 'me'),
  node('a', 'work'),
  node('b', 'work'),
  node('c', 'client'),
  node('d', 'friend'),
  node('e', 'client'),
];
const LINKS: NetworkLink[] = [
  { source: 'me', target: 'a', type: 'work', strength: 5 },
  { source: 'me', target: 'b', type: 'colleague', strength: 3 },
  { source: 'a', target: 'c', type: 'client', strength: 1 },
  { source: 'b', target: 'd', type: 'friend', strength: 2 },
  { source: 'c', target: 'e', type: 'client', strength: 4 },
];

describe('network stats cards', () => {
  it("'Links': counts ties by strength bucket", () => {
    expect(linkStats(LINKS)).toEqual({ total: 5, byBucket: { strong: 2, medium: 2, new: 1 }, averageStrength: 3 });
    expect(linkStats([])).toEqual({ total: 0, byBucket: { strong: 0, medium: 0, new: 0 }, averageStrength: 0 });
  });

  it("'Contact sources': contacts by group, largest first, without me", () => {
    expect(contactSources(NODES)).toEqual([
      { group: 'work', count: 2, percent: 40 },
      { group: 'client', count: 2, percent: 40 },
      { group: 'friend', count: 1, percent: 20 },
    ]);
  });

  it("'Potential': direct contacts, the second circle reachable through them, and strong ties", () => {
    expect(networkPotential(NODES, LINKS)).toEqual({ direct: 2, secondCircle: 2, strongTies: 1 });
    expect(networkPotential([node('x', 'work')], [])).toEqual({ direct: 0, secondCircle: 0, strongTies: 0 });
  });
});

describe('filters', () => {
  it('hides the groups and link types switched off, and links to a hidden node', () => {
    const v = visibleNetwork(NODES, LINKS, { groups: new Set(['client']), linkTypes: new Set(['friend']) });
    expect(v.nodes.map((n) => n.id)).toEqual(['me', 'a', 'b', 'd']);
    expect(v.links.map((l) => `${l.source}-${l.target}`)).toEqual(['me-a', 'me-b']);
  });
});
