/**
 * Preloaded into the benchmark's server (`--import`): its event-loop delay, measured inside
 * the process, so a busy benchmark client or a loaded machine is not mistaken for a stall.
 * SIGUSR2 writes the delay since the last signal to LOOP_DELAY_FILE and starts afresh.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('SIGUSR2', () => {
    const delay = { maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6, meanMs: h.mean / 1e6 };
    // With --expose-gc (the soak), memory is read after a full collection: what the process still
    // holds, not how much garbage happened to wait for the collector at that moment.
    const gc = (globalThis as { gc?: () => void }).gc;
    let memory = {};
    if (gc) {
      gc();
      const m = process.memoryUsage();
      memory = { heapAfterGcMb: Math.round(m.heapUsed / 1048576), rssAfterGcMb: Math.round(m.rss / 1048576) };
    }
    writeFileSync(file, JSON.stringify({ ...delay, ...memory }));
    h.reset();
  });
}
