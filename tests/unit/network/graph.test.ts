import { describe, expect, it } from 'vitest';
import {
  BUCKET_OPACITY,
  clampZoom,
  GRAPH,
  GROUP_COLOURS,
  LINK_STYLES,
  LINK_TYPES,
  nodeRadius,
  strengthBucket,
  SUBJECT_GROUPS,
  ZOOM,
  zoomIn,
  zoomOut,
  zoomPercent,
} from '@shared/network/graph.ts';

describe('network graph constants', () => {
  it('lays out with link distance 100, charge −300 and collision radius 40; the central node 30, others 20; the about graph 600 high', () => {
    expect(GRAPH).toEqual({
      linkDistance: 100,
      charge: -300,
      collisionRadius: 40,
      centralNodeRadius: 30,
      nodeRadius: 20,
      aboutHeight: 600,
    });
    expect(nodeRadius({ group: 'me' })).toBe(30);
    expect(nodeRadius({ group: 'client' })).toBe(20);
  });

  it('has the two filter groups in the spec order', () => {
    expect(SUBJECT_GROUPS).toEqual(['me', 'work', 'friend', 'family', 'client', 'event', 'colleague']);
    expect(LINK_TYPES).toEqual(['work', 'family', 'friend', 'client', 'event', 'colleague']);
  });

  it('colours the groups: me blue, work green, friend amber, family red, client purple, event pink, colleague indigo', () => {
    expect(GROUP_COLOURS).toEqual({
      me: '#3b82f6',
      work: '#22c55e',
      friend: '#f59e0b',
      family: '#ef4444',
      client: '#a855f7',
      event: '#ec4899',
      colleague: '#6366f1',
    });
  });

  it('gives every link type its own colour, width and dash', () => {
    const signatures = LINK_TYPES.map(
      (t) => `${LINK_STYLES[t].colour}|${LINK_STYLES[t].width}|${LINK_STYLES[t].dash.join(',')}`,
    );
    expect(new Set(signatures).size).toBe(LINK_TYPES.length);
    // Besides colour, width or dash tells every pair apart (for colour-blind eyes).
    for (const a of LINK_TYPES)
      for (const b of LINK_TYPES) {
        if (a !== b)
          expect(`${LINK_STYLES[a].width}|${LINK_STYLES[a].dash.join(',')}`).not.toBe(
            `${LINK_STYLES[b].width}|${LINK_STYLES[b].dash.join(',')}`,
          );
      }
  });
});

describe('link strength buckets', () => {
  it('strong is 4 or more, medium 2 to under 4, new under 2', () => {
    expect(strengthBucket(5)).toBe('strong');
    expect(strengthBucket(4)).toBe('strong');
    expect(strengthBucket(3.99)).toBe('medium');
    expect(strengthBucket(2)).toBe('medium');
    expect(strengthBucket(1.99)).toBe('new');
    expect(strengthBucket(1)).toBe('new');
  });

  it('draws a stronger tie more opaque', () => {
    expect(BUCKET_OPACITY.strong).toBeGreaterThan(BUCKET_OPACITY.medium);
    expect(BUCKET_OPACITY.medium).toBeGreaterThan(BUCKET_OPACITY.new);
  });
});

describe('zoom steps', () => {
  it('starts at 0.8, shown as 80%', () => {
    expect(ZOOM.start).toBe(0.8);
    expect(zoomPercent(ZOOM.start)).toBe(80);
  });

  it('steps ×1.2 in and ×0.8 out: 80% → 96% → 115%, and 80% → 64% → 51%', () => {
    expect(zoomIn(0.8)).toBeCloseTo(0.96, 10);
    expect(zoomPercent(zoomIn(0.8))).toBe(96);
    expect(zoomPercent(zoomIn(zoomIn(0.8)))).toBe(115);
    expect(zoomOut(0.8)).toBeCloseTo(0.64, 10);
    expect(zoomPercent(zoomOut(zoomOut(0.8)))).toBe(51);
  });

  it('stays between 0.1 and 4', () => {
    let k: number = ZOOM.start;
    for (let i = 0; i < 40; i++) k = zoomIn(k);
    expect(k).toBe(4);
    for (let i = 0; i < 40; i++) k = zoomOut(k);
    expect(k).toBe(0.1);
    expect(clampZoom(100)).toBe(4);
    expect(clampZoom(0)).toBe(0.1);
    expect(clampZoom(Number.NaN)).toBe(0.8);
  });
});
