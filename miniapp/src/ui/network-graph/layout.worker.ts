/// <reference lib="webworker" />
import { type LayoutCommand, LayoutStepper } from './layout-stepper.ts';

/**
 * The layout off the page's thread: a step of a 1,000-node graph takes tens of milliseconds on
 * a phone, which on the page would take every frame (tests/bench/network-bench.ts). The page
 * only draws and answers gestures; positions come back as a transferred Float32Array.
 */
export type WorkerInput = { type: 'init'; count: number; pairs: Int32Array } | LayoutCommand;
export type WorkerOutput = { positions: Float32Array; settled: boolean };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let stepper: LayoutStepper | null = null;

scope.onmessage = (e: MessageEvent<WorkerInput>) => {
  const m = e.data;
  if (m.type === 'init') {
    stepper = new LayoutStepper(m.count, m.pairs, (positions, settled) => {
      const out: WorkerOutput = { positions, settled };
      scope.postMessage(out, [positions.buffer]);
    });
  } else {
    stepper?.command(m);
  }
};
