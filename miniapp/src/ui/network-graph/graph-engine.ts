import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, type Simulation } from 'd3-force';
import {
  clampZoom, GRAPH, type LinkType, type NetworkLink, type NetworkNode, nodeRadius, strengthBucket, type SubjectGroup, ZOOM,
} from '../../../../shared/network/graph.ts';
import { CanvasRenderer } from './canvas-renderer.ts';
import type { GraphLink, GraphNode, Renderer, RendererKind, Scene, Transform } from './scene.ts';
import { SvgRenderer } from './svg-renderer.ts';

export type GraphState = 'running' | 'settled';

export interface EngineOptions {
  nodes: readonly NetworkNode[];
  links: readonly NetworkLink[];
  renderer: RendererKind;
  onZoom?: (k: number) => void;
  onState?: (state: GraphState) => void;
}

/** Names under the nodes up to this many nodes. */
const LABELS_UP_TO = 200;
/** The first layout may tick several times a frame, within this many ms: settled in a few frames, not five seconds. */
const FIRST_LAYOUT_BUDGET_MS = 8;
const FADE_MS = 250;
/** A finger is wider than a mouse pointer: a node is hit this many screen pixels beyond its edge. */
const TOUCH_SLOP_PX = 8;

type Gesture =
  | { kind: 'drag'; pointerId: number; node: GraphNode }
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  | { kind: 'pinch'; d0: number; k0: number; gx: number; gy: number };

/**
 * The force layout (spec §9: link distance 100, charge −300, collision radius 40) with drag,
 * pan, pinch and wheel zoom. d3's own timer is never used: one requestAnimationFrame loop
 * ticks and draws only while something moves (the layout, a fade, a gesture), so a settled
 * graph costs no CPU at all. The surface element carries `data-state` (running, settled) and
 * `data-settled-ms` (performance.now() when it first settled) for tests and the benchmark.
 */
export class GraphEngine {
  readonly nodes: GraphNode[];
  readonly links: GraphLink[];
  readonly t: Transform = { x: 0, y: 0, k: ZOOM.start };
  private readonly sim: Simulation<GraphNode, undefined>;
  private readonly renderer: Renderer;
  private width = 0;
  private height = 0;
  private raf = 0;
  private running = true;
  private firstLayoutDone = false;
  private fading = false;
  private lastFrame = 0;
  private gesture: Gesture | null = null;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private readonly reducedMotion: boolean;
  private readonly cleanup: Array<() => void> = [];

  constructor(
    private readonly host: HTMLElement,
    private readonly opts: EngineOptions,
  ) {
    this.nodes = opts.nodes.map((n) => ({ ...n, x: Number.NaN, y: Number.NaN, r: nodeRadius(n), alpha: 1, shown: true }));
    const byId = new Map(this.nodes.map((n) => [n.id, n]));
    this.links = opts.links.flatMap((l) => {
      const source = byId.get(l.source);
      const target = byId.get(l.target);
      return source && target ? [{ source, target, type: l.type, strength: l.strength, bucket: strengthBucket(l.strength), alpha: 1, shown: true }] : [];
    });
    // d3 starts its own timer on creation: stopped at once, this loop drives it.
    this.sim = forceSimulation(this.nodes)
      .stop()
      .force('link', forceLink<GraphNode, GraphLink>(this.links).distance(GRAPH.linkDistance))
      .force('charge', forceManyBody<GraphNode>().strength(GRAPH.charge))
      .force('collide', forceCollide<GraphNode>(GRAPH.collisionRadius))
      .force('center', forceCenter(0, 0));
    this.reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

    const redraw = () => this.request();
    this.renderer = opts.renderer === 'svg' ? new SvgRenderer(this.nodes, this.links) : new CanvasRenderer(this.links, host, redraw);
    host.appendChild(this.renderer.element);
    this.listen();
    this.setState('running');
    const rect = host.getBoundingClientRect();
    this.resize(rect.width, rect.height);
  }

  get zoom(): number {
    return this.t.k;
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    if (this.width === 0) {
      this.t.x = width / 2;
      this.t.y = height / 2;
    } else {
      // Keep the middle of the view in the middle.
      this.t.x += (width - this.width) / 2;
      this.t.y += (height - this.height) / 2;
    }
    this.width = width;
    this.height = height;
    this.renderer.resize(width, height);
    this.request();
  }

  /** Zooms to k (clamped to 0.1–4) around a point of the surface, by default its middle. */
  zoomTo(k: number, at: { x: number; y: number } = { x: this.width / 2, y: this.height / 2 }): void {
    const next = clampZoom(k);
    const gx = (at.x - this.t.x) / this.t.k;
    const gy = (at.y - this.t.y) / this.t.k;
    this.t.k = next;
    this.t.x = at.x - gx * next;
    this.t.y = at.y - gy * next;
    this.opts.onZoom?.(next);
    this.request();
  }

  /** Filters: hidden groups and link types fade out (the layout keeps its place for them). */
  setHidden(groups: ReadonlySet<SubjectGroup>, linkTypes: ReadonlySet<LinkType>): void {
    for (const n of this.nodes) n.shown = !groups.has(n.group);
    for (const l of this.links) l.shown = !linkTypes.has(l.type) && l.source.shown && l.target.shown;
    if (this.reducedMotion) {
      for (const n of this.nodes) n.alpha = n.shown ? 1 : 0;
      for (const l of this.links) l.alpha = l.shown ? 1 : 0;
    } else {
      this.fading = true;
    }
    this.request();
  }

  destroy(): void {
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.sim.stop();
    for (const off of this.cleanup) off();
    this.renderer.destroy();
    this.renderer.element.remove();
  }

  // ── the frame loop ────────────────────────────────────────────────────────────

  private request(): void {
    if (!this.raf) this.raf = requestAnimationFrame(this.frame);
  }

  private readonly frame = (now: number): void => {
    this.raf = 0;
    const dt = this.lastFrame ? Math.min(now - this.lastFrame, 100) : 16;
    this.lastFrame = now;
    let again = false;
    if (this.running) {
      const budget = this.firstLayoutDone ? 0 : FIRST_LAYOUT_BUDGET_MS;
      const start = performance.now();
      do this.sim.tick();
      while (budget > 0 && this.moving() && performance.now() - start < budget);
      if (this.moving()) again = true;
      else this.settle();
    }
    if (this.fading) {
      this.fading = this.stepFades(dt);
      again ||= this.fading;
    }
    if (this.width > 0) this.renderer.draw(this.scene());
    if (again) this.request();
    else this.lastFrame = 0;
  };

  private moving(): boolean {
    return this.sim.alphaTarget() > 0 || this.sim.alpha() >= this.sim.alphaMin();
  }

  private settle(): void {
    this.running = false;
    if (!this.firstLayoutDone) this.host.dataset.settledMs = String(Math.round(performance.now()));
    this.firstLayoutDone = true;
    this.setState('settled');
  }

  private wake(): void {
    if (!this.running) {
      this.running = true;
      this.setState('running');
    }
    this.request();
  }

  private setState(state: GraphState): void {
    this.host.dataset.state = state;
    this.opts.onState?.(state);
  }

  private stepFades(dt: number): boolean {
    const step = dt / FADE_MS;
    let moving = false;
    const approach = (item: { alpha: number; shown: boolean }) => {
      const target = item.shown ? 1 : 0;
      if (item.alpha === target) return;
      item.alpha = target > item.alpha ? Math.min(1, item.alpha + step) : Math.max(0, item.alpha - step);
      if (item.alpha !== target) moving = true;
    };
    this.nodes.forEach(approach);
    this.links.forEach(approach);
    return moving;
  }

  private scene(): Scene {
    return { nodes: this.nodes, links: this.links, t: this.t, width: this.width, height: this.height, labels: this.nodes.length <= LABELS_UP_TO };
  }

  // ── gestures ─────────────────────────────────────────────────────────────────

  private listen(): void {
    const el = this.host;
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions) => {
      el.addEventListener(type, fn, options);
      this.cleanup.push(() => el.removeEventListener(type, fn, options));
    };
    on('pointerdown', (e) => this.pointerDown(e));
    on('pointermove', (e) => this.pointerMove(e));
    on('pointerup', (e) => this.pointerUp(e));
    on('pointercancel', (e) => this.pointerUp(e));
    on('lostpointercapture', (e) => this.pointerUp(e));
    // Not passive: the wheel zooms the graph instead of scrolling the page under it.
    on('wheel', (e) => this.wheel(e), { passive: false });
  }

  private local(e: { clientX: number; clientY: number }) {
    const r = this.host.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** The topmost shown node under a point of the surface. */
  private hit(p: { x: number; y: number }, slopPx: number): GraphNode | null {
    const gx = (p.x - this.t.x) / this.t.k;
    const gy = (p.y - this.t.y) / this.t.k;
    const slop = slopPx / this.t.k;
    for (let i = this.nodes.length - 1; i >= 0; i--) {
      const n = this.nodes[i];
      if (!n.shown) continue;
      const reach = n.r + slop;
      const dx = n.x - gx;
      const dy = n.y - gy;
      if (dx * dx + dy * dy <= reach * reach) return n;
    }
    return null;
  }

  private pointerDown(e: PointerEvent): void {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const p = this.local(e);
    this.pointers.set(e.pointerId, p);
    try {
      this.host.setPointerCapture(e.pointerId);
    } catch {
      /* a synthetic event has no capture to take */
    }
    if (this.pointers.size >= 2) {
      this.startPinch();
      return;
    }
    const node = this.hit(p, e.pointerType === 'mouse' ? 0 : TOUCH_SLOP_PX);
    if (node) {
      this.gesture = { kind: 'drag', pointerId: e.pointerId, node };
      node.fx = node.x;
      node.fy = node.y;
      // As d3's drag examples: reheat while dragging so neighbours follow.
      this.sim.alphaTarget(0.3);
      this.host.classList.add('is-dragging');
      this.wake();
    } else {
      this.gesture = { kind: 'pan', pointerId: e.pointerId, lastX: p.x, lastY: p.y };
      this.host.classList.add('is-panning');
    }
    e.preventDefault();
  }

  private startPinch(): void {
    this.releaseDrag();
    const [a, b] = [...this.pointers.values()];
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    this.gesture = { kind: 'pinch', d0: Math.hypot(a.x - b.x, a.y - b.y) || 1, k0: this.t.k, gx: (mx - this.t.x) / this.t.k, gy: (my - this.t.y) / this.t.k };
  }

  private pointerMove(e: PointerEvent): void {
    const p = this.local(e);
    if (!this.pointers.has(e.pointerId)) {
      if (e.pointerType === 'mouse') this.host.style.cursor = this.hit(p, 0) ? 'pointer' : '';
      return;
    }
    this.pointers.set(e.pointerId, p);
    const g = this.gesture;
    if (!g) return;
    if (g.kind === 'drag' && g.pointerId === e.pointerId) {
      g.node.fx = (p.x - this.t.x) / this.t.k;
      g.node.fy = (p.y - this.t.y) / this.t.k;
      this.wake();
    } else if (g.kind === 'pan' && g.pointerId === e.pointerId) {
      this.t.x += p.x - g.lastX;
      this.t.y += p.y - g.lastY;
      g.lastX = p.x;
      g.lastY = p.y;
      this.request();
    } else if (g.kind === 'pinch' && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const k = clampZoom((g.k0 * Math.hypot(a.x - b.x, a.y - b.y)) / g.d0);
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      this.t.k = k;
      this.t.x = mx - g.gx * k;
      this.t.y = my - g.gy * k;
      this.opts.onZoom?.(k);
      this.request();
    }
  }

  private pointerUp(e: PointerEvent): void {
    if (!this.pointers.delete(e.pointerId)) return;
    const g = this.gesture;
    if (g?.kind === 'pinch') {
      // One finger left on the glass: it pans on from where it is.
      const rest = [...this.pointers.entries()][0];
      this.gesture = rest ? { kind: 'pan', pointerId: rest[0], lastX: rest[1].x, lastY: rest[1].y } : null;
      return;
    }
    if (g && 'pointerId' in g && g.pointerId === e.pointerId) {
      if (g.kind === 'drag') this.releaseDrag();
      this.gesture = null;
      this.host.classList.remove('is-panning');
    }
  }

  private releaseDrag(): void {
    const g = this.gesture;
    if (g?.kind !== 'drag') return;
    g.node.fx = null;
    g.node.fy = null;
    this.sim.alphaTarget(0);
    this.host.classList.remove('is-dragging');
    this.gesture = null;
    this.wake();
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    // d3-zoom's wheel delta: lines and pages are bigger steps than pixels; a trackpad pinch (ctrl) is finer.
    const delta = -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * (e.ctrlKey ? 10 : 1);
    this.zoomTo(this.t.k * 2 ** delta, this.local(e));
  }
}
