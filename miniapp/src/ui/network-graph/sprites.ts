import { initials } from '@shared/initials.ts';
import { GROUP_COLOURS } from '@shared/network/graph.ts';
import type { GraphNode } from './scene.ts';
import { clubCorner } from './theme.ts';

/** The ring around an avatar, as a share of the radius. */
const RING = 0.12;

/** A node's shape: a circle for a person, a rounded square for a club. */
export function nodePath(
  ctx: CanvasRenderingContext2D | Path2D,
  node: Pick<GraphNode, 'type'>,
  cx: number,
  cy: number,
  r: number,
): void {
  if (node.type === 'person') {
    ctx.moveTo(cx + r, cy);
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
  } else {
    ctx.roundRect(cx - r, cy - r, 2 * r, 2 * r, clubCorner(r));
  }
}

/**
 * Every node drawn once into a small bitmap (group-coloured ring, avatar or initials) and then
 * stamped with drawImage each frame: a thousand stamps cost less than a thousand clipped
 * images or texts. Bitmaps are shared by nodes that look alike.
 */
export class SpriteCache {
  private readonly sprites = new Map<string, HTMLCanvasElement>();
  private readonly images = new Map<string, HTMLImageElement>();

  constructor(
    /** bitmap side in device pixels */
    private readonly size: number,
    private readonly onImageLoad: () => void,
  ) {}

  get(node: GraphNode): HTMLCanvasElement {
    const image = node.avatar ? this.image(node.avatar) : null;
    const ready = image?.complete && image.naturalWidth > 0;
    const key = `${node.group}|${node.type === 'person' ? 'p' : 'c'}|${ready ? node.avatar : initials(node.name)}`;
    let sprite = this.sprites.get(key);
    if (!sprite) {
      sprite = this.draw(node, ready ? image : null);
      this.sprites.set(key, sprite);
    }
    return sprite;
  }

  clear(): void {
    this.sprites.clear();
    for (const img of this.images.values()) img.onload = null;
    this.images.clear();
  }

  private image(src: string): HTMLImageElement {
    let img = this.images.get(src);
    if (!img) {
      img = new Image();
      img.decoding = 'async';
      img.onload = this.onImageLoad;
      img.src = src;
      this.images.set(src, img);
    }
    return img;
  }

  private draw(node: GraphNode, image: HTMLImageElement | null): HTMLCanvasElement {
    const s = this.size;
    const c = document.createElement('canvas');
    c.width = s;
    c.height = s;
    const ctx = c.getContext('2d')!;
    const r = s / 2;
    ctx.fillStyle = GROUP_COLOURS[node.group];
    ctx.beginPath();
    nodePath(ctx, node, r, r, r);
    ctx.fill();
    const inner = r * (1 - RING);
    ctx.save();
    ctx.beginPath();
    nodePath(ctx, node, r, r, inner);
    ctx.clip();
    if (image) {
      ctx.drawImage(image, r - inner, r - inner, inner * 2, inner * 2);
    } else {
      // No picture: initials on the group's own colour, so colour always reads as the group.
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.65)';
      ctx.lineWidth = Math.max(1, s / 48);
      ctx.beginPath();
      nodePath(ctx, node, r, r, inner);
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.font = `600 ${Math.round(inner * 0.8)}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(initials(node.name), r, r + inner * 0.04);
    }
    ctx.restore();
    return c;
  }
}
