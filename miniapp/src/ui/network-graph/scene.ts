import type { SimulationNodeDatum } from 'd3-force';
import type { LabelBox } from '@shared/network/label-placement.ts';
import type { LinkType, NetworkNode, StrengthBucket } from '@shared/network/graph.ts';

/** A node as the layout moves it: the data, its radius, and how visible it is (fades in and out with the filters). */
export interface GraphNode extends NetworkNode, SimulationNodeDatum {
  x: number;
  y: number;
  r: number;
  /** drawn opacity, 0–1, moving toward `shown` */
  alpha: number;
  shown: boolean;
}

export interface GraphLink {
  source: GraphNode;
  target: GraphNode;
  type: LinkType;
  strength: number;
  bucket: StrengthBucket;
  alpha: number;
  shown: boolean;
}

/** Screen = graph × k + (x, y), in CSS pixels of the surface. */
export interface Transform {
  x: number;
  y: number;
  k: number;
}

export interface Scene {
  nodes: readonly GraphNode[];
  links: readonly GraphLink[];
  t: Transform;
  width: number;
  height: number;
  /** names under the nodes (small graphs only: a thousand labels cost more than they tell) */
  labels: boolean;
}

/** Draws a scene: SVG elements or a canvas, chosen by measurement (tests/bench/network-bench.ts). */
export interface Renderer {
  readonly element: Element;
  resize(width: number, height: number): void;
  draw(scene: Scene): void;
  destroy(): void;
  /** The boxes of the names the last frame drew, where the renderer places them itself. */
  drawnLabels?(): readonly LabelBox[];
}

export type RendererKind = 'svg' | 'canvas';
