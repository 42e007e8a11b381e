import {
  BUCKET_OPACITY,
  GROUP_COLOURS,
  LINK_STYLES,
  LINK_TYPES,
  STRENGTH_BUCKETS,
  type StrengthBucket,
  type SubjectGroup,
} from '@shared/network/graph.ts';
import { type LabelBox, placeLabels } from '@shared/network/label-placement.ts';
import type { GraphLink, GraphNode, Renderer, Scene } from './scene.ts';
import { nodePath, SpriteCache } from './sprites.ts';
import { type GraphTheme, LABEL_FONT_PX, LABEL_MIN_PX, readTheme } from './theme.ts';

/** Below this radius on screen (CSS px) a node is a plain coloured dot: its avatar would be a smudge. */
const DOT_BELOW_PX = 6;
/** Bigger screens than 2× are drawn at 2×: a third more pixels to fill for little to see. */
const MAX_DPR = 2;
const LABEL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** Screen pixels between a node and its name, and of the halo around the text. */
const LABEL_GAP_PX = 3;
const LABEL_HALO_PX = 2;
/**
 * Level of detail, measured (tests/bench/network-bench.ts): wide, dashed, anti-aliased strokes
 * are most of a frame's cost in software rasterisation, about a second a frame for 3,000 links
 * at 4× slowdown. With more links than this on screen they are drawn one device pixel wide and
 * solid, in their colours (dashes in such a mesh cannot be told apart anyway); zoomed in, in
 * full width and dash. A graph this big is also drawn at 1× pixels (no labels are shown on it).
 */
const STYLED_LINKS_UP_TO = 600;

/**
 * The graph on one canvas: links batched into one path per type and strength bucket (one
 * stroke each), nodes stamped from cached bitmaps, everything off screen skipped.
 */
export class CanvasRenderer implements Renderer {
  readonly element: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly sprites: SpriteCache;
  /** links by type and bucket, fixed for the graph's life */
  private readonly batches: Array<{ type: (typeof LINK_TYPES)[number]; bucket: StrengthBucket; links: GraphLink[] }>;
  private dpr = 1;
  private readonly dense: boolean;
  /** per link: off screen (or faded out) in this frame */
  private readonly culled = new Map<GraphLink, boolean>();
  private theme: GraphTheme = { text: '#000', surface: '#fff' };
  /** links per node: the better-connected keep their names when two would overlap */
  private readonly degree = new Map<GraphNode, number>();
  private readonly textWidths = new Map<GraphNode, number>();
  private labels: LabelBox[] = [];

  constructor(
    links: readonly GraphLink[],
    private readonly host: HTMLElement,
    requestDraw: () => void,
  ) {
    this.element = document.createElement('canvas');
    this.element.className = 'lp-graph__canvas';
    // Opaque: the compositor need not blend it with the page (the surface colour is painted in each frame).
    this.ctx = this.element.getContext('2d', { alpha: false })!;
    // Small graphs get sharp bitmaps for zooming in; big ones small bitmaps for memory.
    this.sprites = new SpriteCache(links.length > 600 ? 48 : 128, requestDraw);
    this.dense = links.length > STYLED_LINKS_UP_TO;
    for (const l of links) for (const n of [l.source, l.target]) this.degree.set(n, (this.degree.get(n) ?? 0) + 1);
    this.batches = LINK_TYPES.flatMap((type) =>
      STRENGTH_BUCKETS.map((bucket) => ({
        type,
        bucket,
        links: links.filter((l) => l.type === type && l.bucket === bucket),
      })),
    ).filter((b) => b.links.length > 0);
  }

  resize(width: number, height: number): void {
    this.dpr = this.dense ? 1 : Math.min(window.devicePixelRatio || 1, MAX_DPR);
    this.element.width = Math.round(width * this.dpr);
    this.element.height = Math.round(height * this.dpr);
    this.element.style.width = `${width}px`;
    this.element.style.height = `${height}px`;
    this.theme = readTheme(this.host);
  }

  draw(s: Scene): void {
    const { ctx, dpr } = this;
    const { x, y, k } = s.t;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = this.theme.surface;
    ctx.fillRect(0, 0, this.element.width, this.element.height);
    ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * x, dpr * y);
    // The view in graph units, with a margin for radii and labels.
    const m = 60;
    const x0 = -x / k - m;
    const y0 = -y / k - m;
    const x1 = (s.width - x) / k + m;
    const y1 = (s.height - y) / k + m;
    const inView = (px: number, py: number) => px >= x0 && px <= x1 && py >= y0 && py <= y1;

    // Which links can cross the view (both ends beyond one edge: they cannot), counted for the level of detail.
    let visible = 0;
    for (const l of s.links) {
      const a = l.source;
      const b = l.target;
      const off =
        l.alpha <= 0 ||
        (a.x < x0 && b.x < x0) ||
        (a.x > x1 && b.x > x1) ||
        (a.y < y0 && b.y < y0) ||
        (a.y > y1 && b.y > y1);
      this.culled.set(l, off);
      if (!off) visible++;
    }
    const plain = visible > STYLED_LINKS_UP_TO;
    ctx.lineCap = plain ? 'butt' : 'round';
    for (const batch of this.batches) {
      const style = LINK_STYLES[batch.type];
      ctx.strokeStyle = style.colour;
      ctx.lineWidth = plain ? 1 / (dpr * k) : style.width;
      ctx.setLineDash(plain ? [] : style.dash);
      const opacity = BUCKET_OPACITY[batch.bucket];
      ctx.globalAlpha = opacity;
      ctx.beginPath();
      let any = false;
      for (const l of batch.links) {
        if (this.culled.get(l)) continue;
        const a = l.source;
        const b = l.target;
        if (l.alpha < 1) {
          // Fading (a filter changed): its own stroke at its own opacity.
          if (any) ctx.stroke();
          ctx.beginPath();
          ctx.globalAlpha = opacity * l.alpha;
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
          ctx.beginPath();
          ctx.globalAlpha = opacity;
          any = false;
          continue;
        }
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        any = true;
      }
      if (any) ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;

    const dots = new Map<SubjectGroup, Path2D>();
    for (const n of s.nodes) {
      if (n.alpha <= 0 || !inView(n.x, n.y)) continue;
      if (n.r * k < DOT_BELOW_PX && n.alpha === 1) {
        let p = dots.get(n.group);
        if (!p) dots.set(n.group, (p = new Path2D()));
        nodePath(p, n, n.x, n.y, n.r);
        continue;
      }
      ctx.globalAlpha = n.alpha;
      ctx.drawImage(this.sprites.get(n), n.x - n.r, n.y - n.r, n.r * 2, n.r * 2);
    }
    ctx.globalAlpha = 1;
    for (const [group, p] of dots) {
      ctx.fillStyle = GROUP_COLOURS[group];
      ctx.fill(p);
    }

    this.drawLabels(s, inView);
  }

  /**
   * Names at a steady size once zoomed past 100% (the nodes move apart, the text does not grow),
   * and only those that touch no other name (shared/network/label-placement.ts).
   */
  private drawLabels(s: Scene, inView: (x: number, y: number) => boolean): void {
    const { ctx } = this;
    const { x, y, k } = s.t;
    const screenPx = Math.min(LABEL_FONT_PX * k, LABEL_FONT_PX);
    this.labels = [];
    if (!s.labels || screenPx < LABEL_MIN_PX) return;
    ctx.font = `500 ${LABEL_FONT_PX}px ${LABEL_FONT}`;
    const scale = screenPx / LABEL_FONT_PX;
    // Every drawn node is an obstacle: a name over another node hides it.
    const nodeBoxes = new Map<GraphNode, LabelBox>();
    for (const n of s.nodes) {
      if (n.alpha <= 0 || !inView(n.x, n.y)) continue;
      const cx = n.x * k + x;
      const cy = n.y * k + y;
      const r = n.r * k;
      nodeBoxes.set(n, { left: cx - r, right: cx + r, top: cy - r, bottom: cy + r });
    }
    const candidates = [...nodeBoxes.keys()].flatMap((n) => {
      let width = this.textWidths.get(n);
      if (width === undefined) this.textWidths.set(n, (width = ctx.measureText(n.name).width));
      const half = (width * scale) / 2 + LABEL_HALO_PX;
      const top = (n.y + n.r) * k + y + LABEL_GAP_PX;
      const cx = n.x * k + x;
      const box = { left: cx - half, right: cx + half, top, bottom: top + screenPx * 1.2 };
      // A name the surface's edge would cut is not drawn either.
      if (box.left < 0 || box.right > s.width || box.top < 0 || box.bottom > s.height) return [];
      return [{ node: n, box, own: nodeBoxes.get(n), priority: n.r * 1000 + (this.degree.get(n) ?? 0) }];
    });
    const placed = placeLabels(candidates, [...nodeBoxes.values()]);
    this.labels = placed.map((p) => p.box);

    ctx.font = `500 ${screenPx / k}px ${LABEL_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3 / k;
    ctx.strokeStyle = this.theme.surface;
    ctx.fillStyle = this.theme.text;
    for (const { node: n } of placed) {
      ctx.globalAlpha = n.alpha;
      const ty = n.y + n.r + LABEL_GAP_PX / k;
      ctx.strokeText(n.name, n.x, ty);
      ctx.fillText(n.name, n.x, ty);
    }
    ctx.globalAlpha = 1;
  }

  /** The boxes of the names drawn in the last frame (screen pixels of the surface). */
  drawnLabels(): readonly LabelBox[] {
    return this.labels;
  }

  destroy(): void {
    this.culled.clear();
    this.sprites.clear();
  }
}
