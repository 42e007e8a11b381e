import type { LayoutCommand, LayoutTick } from './layout-stepper.ts';
import type { WorkerInput, WorkerOutput } from './layout.worker.ts';

export interface Layout {
  send(command: LayoutCommand): void;
  dispose(): void;
}

/**
 * The layout in a worker, or on the page where a worker cannot start (the stepper is then
 * loaded on demand, the same code).
 */
export function startLayout(count: number, pairs: Int32Array, onTick: LayoutTick): Layout {
  let disposed = false;
  let local: { send: (c: LayoutCommand) => void; dispose: () => void } | null = null;
  const queue: LayoutCommand[] = [];

  const fallback = () => {
    if (local || disposed) return;
    local = { send: (c) => queue.push(c), dispose: () => {} };
    void import('./layout-stepper.ts').then(({ LayoutStepper }) => {
      if (disposed) return;
      const stepper = new LayoutStepper(count, pairs, onTick);
      local = { send: (c) => stepper.command(c), dispose: () => stepper.dispose() };
      for (const c of queue.splice(0)) stepper.command(c);
    });
  };

  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module', name: 'network-layout' });
    worker.onmessage = (e: MessageEvent<WorkerOutput>) => {
      if (!disposed) onTick(e.data.positions, e.data.settled);
    };
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      fallback();
    };
    const init: WorkerInput = { type: 'init', count, pairs };
    worker.postMessage(init);
  } catch {
    worker = null;
    fallback();
  }

  return {
    send(c) {
      if (worker) worker.postMessage(c satisfies WorkerInput);
      else local?.send(c);
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      local?.dispose();
    },
  };
}
