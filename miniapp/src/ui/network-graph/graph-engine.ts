import {
  clampZoom,
  type LinkType,
  type NetworkLink,
  type NetworkNode,
  nodeRadius,
  strengthBucket,
  type SubjectGroup,
  ZOOM,
} from '@shared/network/graph.ts';
import { CanvasRenderer } from './canvas-renderer.ts';
import { type Layout, startLayout } from './layout-client.ts';
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
const FADE_MS = 250;
/** A finger is wider than a mouse pointer: a node is hit this many screen pixels beyond its edge. */
const TOUCH_SLOP_PX = 8;

type Gesture =
  | { kind: 'drag'; pointerId: number; node: GraphNode; index: number }
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  | { kind: 'pinch'; d0: number; k0: number; gx: number; gy: number };

/**
 * The network graph on a page: the force layout (layout-stepper.ts, in a worker) sends positions,
 * this draws them once per animation frame and answers drag, pan, pinch and wheel. Nothing is
 * scheduled unless something moves (a layout step, a fade, a gesture), so a settled graph costs
 * no CPU at all. The surface element carries `data-state` (running, settled) and
 * `data-settled-ms` (performance.now() when it first settled) for tests and the benchmark.
 */
export class GraphEngine {
  readonly nodes: GraphNode[];
  readonly links: GraphLink[];
  readonly t: Transform = { x: 0, y: 0, k: ZOOM.start };
  private readonly layout: Layout;
  private readonly renderer: Renderer;
  private width = 0;
  private height = 0;
  private raf = 0;
  private hasLayout = false;
  /** the layout's last word: at rest or not */
  private layoutSettled = false;
  /** a layout step arrived and is not drawn yet: the layout waits for it */
  private undrawnStep = false;
  private state: GraphState | null = null;
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
    this.nodes = opts.nodes.map((n) => ({ ...n, x: 0, y: 0, r: nodeRadius(n), alpha: 1, shown: true }));
    const index = new Map(this.nodes.map((n, i) => [n.id, i]));
    const pairs: number[] = [];
    this.links = opts.links.flatMap((l) => {
      const a = index.get(l.source);
      const b = index.get(l.target);
      if (a === undefined || b === undefined) return [];
      pairs.push(a, b);
      return [
        {
          source: this.nodes[a],
          target: this.nodes[b],
          type: l.type,
          strength: l.strength,
          bucket: strengthBucket(l.strength),
          alpha: 1,
          shown: true,
        },
      ];
    });
    this.reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

    this.renderer =
      opts.renderer === 'svg'
        ? new SvgRenderer(this.nodes, this.links)
        : new CanvasRenderer(this.links, host, () => this.request());
    host.appendChild(this.renderer.element);
    this.listen();
    this.setState('running');
    const rect = host.getBoundingClientRect();
    this.resize(rect.width, rect.height);
    this.layout = startLayout(this.nodes.length, Int32Array.from(pairs), (positions, settled) =>
      this.onStep(positions, settled),
    );
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
    this.layout.dispose();
    for (const off of this.cleanup) off();
    this.renderer.destroy();
    this.renderer.element.remove();
  }

  // ── the layout and the frame loop ─────────────────────────────────────────────

  private onStep(positions: Float32Array, settled: boolean): void {
    const dragged = this.gesture?.kind === 'drag' ? this.gesture.node : null;
    for (let i = 0; i < this.nodes.length; i++) {
      const n = this.nodes[i];
      // The dragged node stays under the finger (the layout may be a step behind it).
      if (n === dragged) continue;
      n.x = positions[2 * i];
      n.y = positions[2 * i + 1];
    }
    this.hasLayout = true;
    this.layoutSettled = settled;
    if (!settled) this.setState('running');
    this.undrawnStep = true;
    this.request();
  }

  private request(): void {
    if (!this.raf) this.raf = requestAnimationFrame(this.frame);
  }

  private readonly frame = (now: number): void => {
    this.raf = 0;
    const dt = this.lastFrame ? Math.min(now - this.lastFrame, 100) : 16;
    this.lastFrame = now;
    if (this.fading) this.fading = this.stepFades(dt);
    if (this.layoutSettled && this.gesture?.kind !== 'drag') this.setState('settled');
    if (this.width > 0 && this.hasLayout) {
      this.renderer.draw(this.scene());
      if (this.state === 'settled') this.recordLabels();
    }
    if (this.undrawnStep) {
      this.undrawnStep = false;
      // Drawn: the layout may take its next step (it never runs ahead of the screen).
      this.layout.send({ type: 'drawn' });
    }
    if (this.fading) this.request();
    else this.lastFrame = 0;
  };

  /** At rest, the drawn names' boxes go on the surface as `data-labels`, for tests. */
  private recordLabels(): void {
    const boxes = this.renderer.drawnLabels?.();
    if (!boxes) return;
    const text = JSON.stringify(boxes.map((b) => [b.left, b.top, b.right, b.bottom].map(Math.round)));
    if (this.host.dataset.labels !== text) this.host.dataset.labels = text;
  }

  private setState(state: GraphState): void {
    if (state === this.state) return;
    this.state = state;
    if (state === 'settled' && !this.host.dataset.settledMs)
      this.host.dataset.settledMs = String(Math.round(performance.now()));
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
    return {
      nodes: this.nodes,
      links: this.links,
      t: this.t,
      width: this.width,
      height: this.height,
      labels: this.nodes.length <= LABELS_UP_TO,
    };
  }

  // ── gestures ─────────────────────────────────────────────────────────────────

  private listen(): void {
    const el = this.host;
    const on = <K extends keyof HTMLElementEventMap>(
      type: K,
      fn: (e: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
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
      const index = this.nodes.indexOf(node);
      this.gesture = { kind: 'drag', pointerId: e.pointerId, node, index };
      this.layout.send({ type: 'pin', index, x: node.x, y: node.y });
      this.layoutSettled = false; // until the layout itself says so again
      this.host.classList.add('is-dragging');
      this.setState('running');
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
    this.gesture = {
      kind: 'pinch',
      d0: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      k0: this.t.k,
      gx: (mx - this.t.x) / this.t.k,
      gy: (my - this.t.y) / this.t.k,
    };
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
      g.node.x = (p.x - this.t.x) / this.t.k;
      g.node.y = (p.y - this.t.y) / this.t.k;
      this.layout.send({ type: 'pin', index: g.index, x: g.node.x, y: g.node.y });
      this.request();
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
      this.host.classList.toggle('is-panning', !!rest);
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
    this.layout.send({ type: 'release', index: g.index });
    this.layoutSettled = false;
    this.host.classList.remove('is-dragging');
    this.gesture = null;
    this.request();
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    // d3-zoom's wheel delta: lines and pages are bigger steps than pixels; a trackpad pinch (ctrl) is finer.
    const delta = -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * (e.ctrlKey ? 10 : 1);
    this.zoomTo(this.t.k * 2 ** delta, this.local(e));
  }
}
