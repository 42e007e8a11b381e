import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from 'd3-force';
import { GRAPH } from '@shared/network/graph.ts';

/** What a layout says after each step: every node's x, y (interleaved), and whether it came to rest. */
export type LayoutTick = (positions: Float32Array, settled: boolean) => void;

/** What the engine tells a layout. */
export type LayoutCommand =
  { type: 'drawn' } | { type: 'pin'; index: number; x: number; y: number } | { type: 'release'; index: number };

/**
 * The forces: links 100 long, charge −300, collision radius 40, centred on 0, 0.
 * d3 starts its own timer on creation: it is stopped at once, the caller steps it.
 */
export function layoutSimulation(nodes: SimulationNodeDatum[], pairs: ArrayLike<number>) {
  const links = Array.from({ length: pairs.length / 2 }, (_, i) => ({
    source: pairs[2 * i],
    target: pairs[2 * i + 1],
  }));
  return forceSimulation(nodes)
    .stop()
    .force('link', forceLink(links).distance(GRAPH.linkDistance))
    .force('charge', forceManyBody().strength(GRAPH.charge))
    .force('collide', forceCollide(GRAPH.collisionRadius))
    .force('center', forceCenter(0, 0));
}

/** The first layout steps as fast as it can in slices of this many ms: settled as soon as possible. */
const FIRST_LAYOUT_SLICE_MS = 16;
/** Afterwards (a drag, its release) one step per frame time, d3's own pace: the motion looks the same on any screen. */
const STEP_INTERVAL_MS = 16;
/** As d3's drag examples: reheated while a node is dragged, so its neighbours follow. */
const DRAG_ALPHA_TARGET = 0.3;

/**
 * The force layout (link distance 100, charge −300, collision radius 40). It steps
 * on its own clock and hands the engine the newest positions only once the previous ones are
 * drawn ('drawn'), so a slow screen never piles up work; nothing runs once it has come to rest.
 * The same code runs in a worker (layout.worker.ts) or, where there is none, on the page.
 */
export class LayoutStepper {
  private readonly nodes: SimulationNodeDatum[];
  private readonly sim: ReturnType<typeof layoutSimulation>;
  private running = true;
  private firstLayoutDone = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastStep = 0;
  /** positions handed over and not drawn yet */
  private awaitingDraw = false;
  /** newer positions than those handed over */
  private dirty = false;
  private disposed = false;

  constructor(
    count: number,
    /** link ends as node indexes, two per link */
    pairs: ArrayLike<number>,
    private readonly emit: LayoutTick,
  ) {
    this.nodes = Array.from({ length: count }, () => ({}));
    this.sim = layoutSimulation(this.nodes, pairs);
    this.schedule(0);
  }

  command(c: LayoutCommand): void {
    if (c.type === 'drawn') {
      this.awaitingDraw = false;
      if (this.dirty) this.handOver();
      return;
    }
    const node = this.nodes[c.index];
    if (!node) return;
    if (c.type === 'pin') {
      node.fx = c.x;
      node.fy = c.y;
      this.sim.alphaTarget(DRAG_ALPHA_TARGET);
    } else {
      node.fx = null;
      node.fy = null;
      this.sim.alphaTarget(0);
    }
    if (!this.running) {
      this.running = true;
      this.schedule(0);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(delay: number): void {
    if (this.timer || this.disposed) return;
    this.timer = setTimeout(this.step, delay);
  }

  private readonly step = (): void => {
    this.timer = null;
    if (!this.running || this.disposed) return;
    const start = performance.now();
    if (!this.firstLayoutDone) {
      do this.sim.tick();
      while (this.moving() && performance.now() - start < FIRST_LAYOUT_SLICE_MS);
    } else {
      this.sim.tick();
    }
    this.lastStep = start;
    if (!this.moving()) {
      this.running = false;
      this.firstLayoutDone = true;
    }
    this.dirty = true;
    if (!this.awaitingDraw) this.handOver();
    if (this.running) {
      // At d3's pace; a step longer than that (a big graph on a slow phone) is followed by as long
      // a rest, so the layout never takes more than half a core from drawing and the finger.
      const took = performance.now() - this.lastStep;
      this.schedule(this.firstLayoutDone ? Math.max(STEP_INTERVAL_MS - took, Math.min(took, 250)) : 0);
    }
  };

  private handOver(): void {
    const positions = new Float32Array(this.nodes.length * 2);
    for (let i = 0; i < this.nodes.length; i++) {
      positions[2 * i] = this.nodes[i].x!;
      positions[2 * i + 1] = this.nodes[i].y!;
    }
    this.dirty = false;
    this.awaitingDraw = true;
    this.emit(positions, !this.running);
  }

  private moving(): boolean {
    return this.sim.alphaTarget() > 0 || this.sim.alpha() >= this.sim.alphaMin();
  }
}
