import type { ForceCollide, ForceLink, ForceManyBody, SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';
import { describe, expect, it, vi } from 'vitest';
import { LayoutStepper, layoutSimulation } from '@app/ui/network-graph/layout-stepper.ts';

type Step = { positions: Float32Array; settled: boolean };

/** A stepper over `count` nodes with its steps collected; `next()` waits for the next hand-over. */
function stepper(count: number, pairs: number[]) {
  const steps: Step[] = [];
  let wake: (() => void) | null = null;
  const s = new LayoutStepper(count, pairs, (positions, settled) => {
    steps.push({ positions, settled });
    wake?.();
  });
  const next = (seen: number) =>
    steps.length > seen
      ? Promise.resolve(steps[seen])
      : new Promise<Step>((resolve) => (wake = () => resolve(steps[seen])));
  /** Draws every step as it comes (from the next one not yet seen) until the layout says it is at rest. */
  let seen = 0;
  const untilSettled = async () => {
    for (;;) {
      const step = await next(seen);
      seen = steps.length;
      if (step.settled) return step;
      s.command({ type: 'drawn' });
    }
  };
  return { s, steps, next, untilSettled };
}

describe('graph layout forces', () => {
  it('uses link distance 100, charge −300 and collision radius 40', () => {
    const nodes: SimulationNodeDatum[] = [{}, {}];
    const sim = layoutSimulation(nodes, [0, 1]);
    const link = sim.force('link') as ForceLink<SimulationNodeDatum, SimulationLinkDatum<SimulationNodeDatum>>;
    const charge = sim.force('charge') as ForceManyBody<SimulationNodeDatum>;
    const collide = sim.force('collide') as ForceCollide<SimulationNodeDatum>;
    expect(link.distance()(link.links()[0], 0, link.links())).toBe(100);
    expect(charge.strength()(nodes[0], 0, nodes)).toBe(-300);
    expect(collide.radius()(nodes[0], 0, nodes)).toBe(40);
  });

  it('comes to rest, keeps linked people about a link apart and unlinked ones out of each other’s way', async () => {
    const { untilSettled } = stepper(3, [0, 1]);
    const { positions: p } = await untilSettled();
    const d = (a: number, b: number) => Math.hypot(p[2 * a] - p[2 * b], p[2 * a + 1] - p[2 * b + 1]);
    expect(d(0, 1)).toBeGreaterThan(80);
    expect(d(0, 1)).toBeLessThan(200);
    expect(d(0, 2)).toBeGreaterThan(80);
  });

  it('never hands over a step before the last one is drawn', async () => {
    // The stepper's pace is setTimeout: on a fake clock a second of stepping takes no time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { s, steps, next } = stepper(30, Array.from({ length: 29 }, (_, i) => [0, i + 1]).flat());
      await vi.advanceTimersByTimeAsync(0);
      await next(0);
      await vi.advanceTimersByTimeAsync(1000); // many steps, none drawn
      expect(steps).toHaveLength(1);
      s.command({ type: 'drawn' });
      await next(1);
      s.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops once at rest: nothing more is handed over, drawn or not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { s, steps, untilSettled } = stepper(5, [0, 1, 0, 2, 0, 3, 0, 4]);
      const settled = untilSettled();
      await vi.runAllTimersAsync(); // every step, each drawn as it comes, until no step is scheduled
      await settled;
      expect(vi.getTimerCount()).toBe(0); // at rest, nothing scheduled
      const count = steps.length;
      s.command({ type: 'drawn' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(steps).toHaveLength(count);
    } finally {
      vi.useRealTimers();
    }
  });

  it('wakes for a drag: the dragged node sits where the finger is, and rests again after release', async () => {
    const { s, steps, next, untilSettled } = stepper(4, [0, 1, 1, 2, 2, 3]);
    await untilSettled();
    s.command({ type: 'drawn' });
    s.command({ type: 'pin', index: 2, x: 500, y: -300 });
    const woke = await next(steps.length);
    expect(woke.settled).toBe(false);
    expect([woke.positions[4], woke.positions[5]]).toEqual([500, -300]);
    s.command({ type: 'drawn' });
    await next(steps.length);
    s.command({ type: 'release', index: 2 });
    s.command({ type: 'drawn' });
    const rest = await untilSettled();
    expect(rest.settled).toBe(true);
  });
});
