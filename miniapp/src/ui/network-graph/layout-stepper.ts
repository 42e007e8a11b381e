import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import { GRAPH } from '../../../../shared/network/graph.ts';

/** What a layout says after each step: every node's x, y (interleaved), and whether it came to rest. */
export type LayoutTick = (positions: Float32Array, settled: boolean) => void;

/** What the engine tells a layout. */
export type LayoutCommand =
  | { type: 'drawn' }
  | { type: 'pin'; index: number; x: number; y: number }
  | { type: 'release'; index: number };

/** The first layout may step many times before showing, within this many ms: settled in a few frames, not five seconds. */
const FIRST_LAYOUT_BUDGET_MS = 8;
/** As d3's drag examples: reheated while a node is dragged, so its neighbours follow. */
const DRAG_ALPHA_TARGET = 0.3;

/**
 * The force layout of spec §9 (link distance 100, charge −300, collision radius 40), stepped
 * in time with the drawing: one step, then wait until the engine has drawn it ('drawn'), so a
 * slow screen never piles up steps, and nothing runs once the layout has come to rest. The same
 * code runs in a worker (layout.worker.ts) or, where there is none, on the page.
 */
export class LayoutStepper {
  private readonly nodes: SimulationNodeDatum[];
  private readonly sim;
  private running = true;
  private awaitingDraw = false;
  private scheduled = false;
  private firstLayoutDone = false;
  private disposed = false;

  constructor(
    count: number,
    /** link ends as node indexes, two per link */
    pairs: ArrayLike<number>,
    private readonly emit: LayoutTick,
  ) {
    this.nodes = Array.from({ length: count }, () => ({}));
    const links = Array.from({ length: pairs.length / 2 }, (_, i) => ({ source: pairs[2 * i], target: pairs[2 * i + 1] }));
    // d3 starts its own timer on creation: stopped at once, this class steps it.
    this.sim = forceSimulation(this.nodes)
      .stop()
      .force('link', forceLink(links).distance(GRAPH.linkDistance))
      .force('charge', forceManyBody().strength(GRAPH.charge))
      .force('collide', forceCollide(GRAPH.collisionRadius))
      .force('center', forceCenter(0, 0));
    this.schedule();
  }

  command(c: LayoutCommand): void {
    if (c.type === 'drawn') {
      this.awaitingDraw = false;
      if (this.running) this.schedule();
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
      this.schedule();
    }
  }

  dispose(): void {
    this.disposed = true;
    this.running = false;
  }

  private schedule(): void {
    if (this.scheduled || this.awaitingDraw || this.disposed) return;
    this.scheduled = true;
    setTimeout(this.step, 0);
  }

  private readonly step = (): void => {
    this.scheduled = false;
    if (!this.running || this.awaitingDraw || this.disposed) return;
    const budget = this.firstLayoutDone ? 0 : FIRST_LAYOUT_BUDGET_MS;
    const start = performance.now();
    do this.sim.tick();
    while (budget > 0 && this.moving() && performance.now() - start < budget);
    const settled = !this.moving();
    if (settled) {
      this.running = false;
      this.firstLayoutDone = true;
    }
    const positions = new Float32Array(this.nodes.length * 2);
    for (let i = 0; i < this.nodes.length; i++) {
      positions[2 * i] = this.nodes[i].x!;
      positions[2 * i + 1] = this.nodes[i].y!;
    }
    this.awaitingDraw = true;
    this.emit(positions, settled);
  };

  private moving(): boolean {
    return this.sim.alphaTarget() > 0 || this.sim.alpha() >= this.sim.alphaMin();
  }
}
