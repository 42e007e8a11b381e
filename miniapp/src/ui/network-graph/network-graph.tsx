import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LinkType,
  type NetworkLink,
  type NetworkNode,
  type SubjectGroup,
  ZOOM,
  zoomIn,
  zoomOut,
  zoomPercent,
} from '@shared/network/graph.ts';
import { GraphEngine } from './graph-engine.ts';
import { GraphText } from './graph-text.tsx';
import type { RendererKind } from './scene.ts';
import './network-graph.css';

/**
 * Canvas, by measurement (tests/bench/network-bench.ts, 390×800 at 4× CPU slowdown): dragging a
 * node of a 1,000-node, 3,000-link graph ran at about five times SVG's frame rate, the demo map
 * settled as fast on either. Figures in docs/network-graph.md.
 */
export const DEFAULT_RENDERER: RendererKind = 'canvas';

const NONE: ReadonlySet<never> = new Set();

export interface NetworkGraphProps {
  nodes: readonly NetworkNode[];
  links: readonly NetworkLink[];
  /** the graph's accessible name */
  label: string;
  /** CSS height of the drawing area */
  height: number | string;
  hiddenGroups?: ReadonlySet<SubjectGroup>;
  hiddenLinkTypes?: ReadonlySet<LinkType>;
  renderer?: RendererKind;
  testId?: string;
}

/**
 * The one network graph of the app (network map, about page): a force layout of people and
 * clubs with drag, pan, pinch and wheel zoom, zoom buttons with the percentage, filters that
 * fade groups and link types out, and the same content as a list for screen readers.
 * Keep `nodes` and `links` stable (memoised): new arrays lay the graph out afresh.
 */
export function NetworkGraph({
  nodes,
  links,
  label,
  height,
  hiddenGroups = NONE,
  hiddenLinkTypes = NONE,
  renderer = DEFAULT_RENDERER,
  testId = 'network-graph',
}: NetworkGraphProps) {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const engine = useRef<GraphEngine | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const hidden = useRef({ hiddenGroups, hiddenLinkTypes });
  hidden.current = { hiddenGroups, hiddenLinkTypes };

  useEffect(() => {
    const host = surface.current!;
    const e = new GraphEngine(host, { nodes, links, renderer, onZoom: setZoom });
    engine.current = e;
    e.setHidden(hidden.current.hiddenGroups, hidden.current.hiddenLinkTypes);
    setZoom(e.zoom);
    const observer = new ResizeObserver(([entry]) => e.resize(entry.contentRect.width, entry.contentRect.height));
    observer.observe(host);
    return () => {
      observer.disconnect();
      e.destroy();
      engine.current = null;
    };
  }, [nodes, links, renderer]);

  useEffect(() => {
    engine.current?.setHidden(hiddenGroups, hiddenLinkTypes);
  }, [hiddenGroups, hiddenLinkTypes]);

  const zoomBy = (step: (k: number) => number) => engine.current?.zoomTo(step(engine.current.zoom));

  return (
    <figure className="lp-graph" data-testid={testId} aria-label={label}>
      <div
        ref={surface}
        className="lp-graph__surface"
        style={{ height }}
        data-testid="graph-surface"
        data-renderer={renderer}
        aria-hidden
      />
      <div className="lp-graph__zoom" role="group" aria-label={t('graph.zoom')}>
        <button
          type="button"
          className="lp-graph__zoom-button"
          onClick={() => zoomBy(zoomOut)}
          aria-label={t('graph.zoomOut')}
          disabled={zoom <= ZOOM.min}
          data-testid="graph-zoom-out"
        >
          <Minus size={18} aria-hidden />
        </button>
        <output className="lp-graph__zoom-level" aria-live="polite" data-testid="graph-zoom-level">
          {zoomPercent(zoom)}%
        </output>
        <button
          type="button"
          className="lp-graph__zoom-button"
          onClick={() => zoomBy(zoomIn)}
          aria-label={t('graph.zoomIn')}
          disabled={zoom >= ZOOM.max}
          data-testid="graph-zoom-in"
        >
          <Plus size={18} aria-hidden />
        </button>
      </div>
      <GraphText nodes={nodes} links={links} hiddenGroups={hiddenGroups} hiddenLinkTypes={hiddenLinkTypes} />
    </figure>
  );
}
