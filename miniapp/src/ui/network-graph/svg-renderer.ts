import { initials } from '@shared/initials.ts';
import { BUCKET_OPACITY, GROUP_COLOURS, LINK_STYLES } from '@shared/network/graph.ts';
import type { GraphLink, GraphNode, Renderer, Scene } from './scene.ts';
import { clubCorner, LABEL_FONT_PX, LABEL_MIN_PX } from './theme.ts';

const NS = 'http://www.w3.org/2000/svg';
let uid = 0;

const el = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
): SVGElementTagNameMap[K] => {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};

/**
 * The graph as SVG elements, built once; each frame only moves them (attributes set directly,
 * never through React). Kept beside the canvas renderer: the benchmark measures both.
 */
export class SvgRenderer implements Renderer {
  readonly element: SVGSVGElement;
  private readonly viewport: SVGGElement;
  private readonly lines: SVGLineElement[];
  private readonly groups: SVGGElement[];
  private readonly drawnAlpha = new Map<Element, number>();

  constructor(
    private readonly nodes: readonly GraphNode[],
    private readonly links: readonly GraphLink[],
  ) {
    const id = `lp-graph-${++uid}`;
    this.element = el('svg', { class: 'lp-graph__svg', width: '100%', height: '100%' });
    const defs = el('defs');
    for (const r of new Set(nodes.map((n) => n.r))) {
      const clip = el('clipPath', { id: `${id}-clip-${r}` });
      clip.appendChild(el('circle', { r: r * 0.88 }));
      defs.appendChild(clip);
    }
    this.element.appendChild(defs);
    this.viewport = el('g');
    this.element.appendChild(this.viewport);

    const linksGroup = el('g', { 'stroke-linecap': 'round' });
    this.lines = links.map((l) => {
      const style = LINK_STYLES[l.type];
      const line = el('line', {
        stroke: style.colour,
        'stroke-width': style.width,
        'stroke-opacity': BUCKET_OPACITY[l.bucket],
      });
      if (style.dash.length) line.setAttribute('stroke-dasharray', style.dash.join(' '));
      linksGroup.appendChild(line);
      return line;
    });
    this.viewport.appendChild(linksGroup);

    const nodesGroup = el('g');
    this.groups = nodes.map((n) => {
      const g = el('g');
      const shape =
        n.type === 'person'
          ? el('circle', { r: n.r, fill: GROUP_COLOURS[n.group] })
          : el('rect', {
              x: -n.r,
              y: -n.r,
              width: 2 * n.r,
              height: 2 * n.r,
              rx: clubCorner(n.r),
              fill: GROUP_COLOURS[n.group],
            });
      g.appendChild(shape);
      const inner = n.r * 0.88;
      if (n.avatar) {
        g.appendChild(
          el('image', {
            href: n.avatar,
            x: -inner,
            y: -inner,
            width: inner * 2,
            height: inner * 2,
            'clip-path': `url(#${id}-clip-${n.r})`,
            preserveAspectRatio: 'xMidYMid slice',
          }),
        );
      } else {
        const ring = { fill: 'none', stroke: 'rgba(255, 255, 255, 0.65)', 'stroke-width': 1 };
        g.appendChild(
          n.type === 'person'
            ? el('circle', { r: inner, ...ring })
            : el('rect', { x: -inner, y: -inner, width: inner * 2, height: inner * 2, rx: clubCorner(inner), ...ring }),
        );
        const text = el('text', {
          'text-anchor': 'middle',
          dy: '0.35em',
          fill: '#fff',
          'font-size': Math.round(inner * 0.8),
          'font-weight': 600,
        });
        text.textContent = initials(n.name);
        g.appendChild(text);
      }
      nodesGroup.appendChild(g);
      if (nodes.length <= 200) {
        const label = el('text', {
          class: 'lp-graph__label',
          y: n.r + 4,
          dy: '0.8em',
          'font-size': LABEL_FONT_PX,
          'text-anchor': 'middle',
        });
        label.textContent = n.name;
        g.appendChild(label);
      }
      return g;
    });
    this.viewport.appendChild(nodesGroup);
  }

  resize(): void {}

  draw(s: Scene): void {
    const { x, y, k } = s.t;
    this.viewport.setAttribute('transform', `translate(${x},${y}) scale(${k})`);
    this.element.classList.toggle('lp-graph__svg--no-labels', !s.labels || LABEL_FONT_PX * k < LABEL_MIN_PX);
    for (let i = 0; i < this.links.length; i++) {
      const l = this.links[i];
      const line = this.lines[i];
      this.opacity(line, l.alpha);
      if (l.alpha <= 0) continue;
      line.setAttribute('x1', String(l.source.x));
      line.setAttribute('y1', String(l.source.y));
      line.setAttribute('x2', String(l.target.x));
      line.setAttribute('y2', String(l.target.y));
    }
    for (let i = 0; i < this.nodes.length; i++) {
      const n = this.nodes[i];
      const g = this.groups[i];
      this.opacity(g, n.alpha);
      if (n.alpha > 0) g.setAttribute('transform', `translate(${n.x},${n.y})`);
    }
  }

  private opacity(e: SVGElement, alpha: number): void {
    if (this.drawnAlpha.get(e) === alpha) return;
    this.drawnAlpha.set(e, alpha);
    e.style.opacity = alpha >= 1 ? '' : String(alpha);
    e.style.display = alpha <= 0 ? 'none' : '';
  }

  destroy(): void {
    this.drawnAlpha.clear();
  }
}
