/**
 * The network map's data and rules: nodes and links, the force layout's numbers, link strength
 * buckets, group colours. Pure and dependency-free: the app's graph draws with these, the
 * tests check them.
 */

/** Subject groups, in the filter's order. */
export const SUBJECT_GROUPS = ['me', 'work', 'friend', 'family', 'client', 'event', 'colleague'] as const;
export type SubjectGroup = (typeof SUBJECT_GROUPS)[number];

/** Link types, in the filter's order. */
export const LINK_TYPES = ['work', 'family', 'friend', 'client', 'event', 'colleague'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface NetworkNode {
  id: string;
  name: string;
  avatar: string | null;
  /** a person, or a club with its description */
  type: 'person' | { club: string };
  group: SubjectGroup;
}

export interface NetworkLink {
  source: string;
  target: string;
  type: LinkType;
  /** 1 to 5 */
  strength: number;
}

/** Group colours: me blue, work green, friend amber, family red, client purple, event pink, colleague indigo. */
export const GROUP_COLOURS: Readonly<Record<SubjectGroup, string>> = {
  me: '#3b82f6', // blue
  work: '#22c55e', // green
  friend: '#f59e0b', // amber
  family: '#ef4444', // red
  client: '#a855f7', // purple
  event: '#ec4899', // pink
  colleague: '#6366f1', // indigo
};

export interface LinkStyle {
  colour: string;
  /** stroke width in graph units (scaled with the zoom) */
  width: number;
  /** dash pattern in graph units; empty: solid */
  dash: readonly number[];
}

/**
 * Per-type colour, width and dash, so link types tell apart without a legend (the values
 * are ours). A link takes the colour of the group of the same name.
 */
export const LINK_STYLES: Readonly<Record<LinkType, LinkStyle>> = {
  work: { colour: GROUP_COLOURS.work, width: 2.5, dash: [] },
  family: { colour: GROUP_COLOURS.family, width: 3, dash: [] },
  friend: { colour: GROUP_COLOURS.friend, width: 2, dash: [6, 4] },
  client: { colour: GROUP_COLOURS.client, width: 2.5, dash: [10, 5] },
  event: { colour: GROUP_COLOURS.event, width: 1.5, dash: [2, 4] },
  colleague: { colour: GROUP_COLOURS.colleague, width: 2, dash: [8, 3, 2, 3] },
};

export const LINK_STRENGTH = { min: 1, max: 5, strong: 4, medium: 2 } as const;
export type StrengthBucket = 'strong' | 'medium' | 'new';
export const STRENGTH_BUCKETS: readonly StrengthBucket[] = ['strong', 'medium', 'new'];

/** Strong is 4 or more, medium is 2 to under 4, new is under 2. */
export function strengthBucket(strength: number): StrengthBucket {
  if (strength >= LINK_STRENGTH.strong) return 'strong';
  if (strength >= LINK_STRENGTH.medium) return 'medium';
  return 'new';
}

/** How opaque a link is drawn: a strong tie stands out, a new one is faint. */
export const BUCKET_OPACITY: Readonly<Record<StrengthBucket, number>> = { strong: 0.9, medium: 0.6, new: 0.35 };

/** The force layout's constants and the node sizes. */
export const GRAPH = {
  linkDistance: 100,
  charge: -300,
  collisionRadius: 40,
  centralNodeRadius: 30,
  nodeRadius: 20,
  /** the about page's graph */
  aboutHeight: 600,
} as const;

export const nodeRadius = (node: { group: SubjectGroup }): number =>
  node.group === 'me' ? GRAPH.centralNodeRadius : GRAPH.nodeRadius;

/** Zoom starts at 0.8 (80%), steps ×1.2 in and ×0.8 out, between 0.1 and 4. */
export const ZOOM = { start: 0.8, inFactor: 1.2, outFactor: 0.8, min: 0.1, max: 4 } as const;

export const clampZoom = (k: number): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Number.isFinite(k) ? k : ZOOM.start));
export const zoomIn = (k: number): number => clampZoom(k * ZOOM.inFactor);
export const zoomOut = (k: number): number => clampZoom(k * ZOOM.outFactor);
/** The zoom as the buttons show it: 0.8 → 80. */
export const zoomPercent = (k: number): number => Math.round(k * 100);
