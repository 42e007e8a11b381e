/**
 * The benchmark's page (tests/bench/network-bench.ts): the app's own graph engine, its CSS and
 * renderers, on a generated graph or the network page's demo data, alone on a page. Query:
 * `graph=big|demo`, `renderer=canvas|svg`. The engine is `window.__graph`; every animation
 * frame's script time is recorded in `window.__frames` while `window.__recording` is true.
 */
import type { TFunction } from 'i18next';
import ru from '@shared/locales/ru/network.json';
import { demoNetwork } from '@app/features/network/demo-network.ts';
import { GraphEngine } from '@app/ui/network-graph/graph-engine.ts';
import '@app/ui/network-graph/network-graph.css';
import { generateNetwork } from './generate.ts';

declare global {
  interface Window {
    __graph: GraphEngine;
    __createdAt: number;
    __recording: boolean;
    __frames: Array<{ at: number; script: number }>;
    __steps: number;
    __moves: number;
  }
}

// Layout steps arriving from the worker, counted: the physics' own rate while dragging.
window.__steps = 0;
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    this.addEventListener('message', () => window.__recording && window.__steps++);
  }
};

// Pointer moves reaching the page while recording: the input's own rate (a frame interval no
// shorter than the gap between moves says the drag is waiting for input, not for drawing).
window.__moves = 0;
document.addEventListener('pointermove', () => window.__recording && window.__moves++, { capture: true });

// Each frame's callbacks timed: the script part of a frame (layout tick and drawing).
const raf = window.requestAnimationFrame.bind(window);
window.__frames = [];
window.__recording = false;
window.requestAnimationFrame = (cb) =>
  raf((at) => {
    const start = performance.now();
    cb(at);
    if (window.__recording) window.__frames.push({ at, script: performance.now() - start });
  });

const params = new URLSearchParams(location.search);
const t = ((key: string) =>
  key
    .split('.')
    .slice(1)
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], ru) ?? key) as unknown as TFunction;
const data = params.get('graph') === 'demo' ? demoNetwork(t) : generateNetwork(1000, 3000);
const host = document.getElementById('graph')!;
window.__createdAt = performance.now();
window.__graph = new GraphEngine(host, {
  nodes: data.nodes,
  links: data.links,
  renderer: params.get('renderer') === 'svg' ? 'svg' : 'canvas',
});
