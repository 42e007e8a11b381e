import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * The bench server's event-loop delay since the last call: asks loop-delay.ts (preloaded into that
 * process) with SIGUSR2 and reads the file it writes. The signal is handled at the server's next
 * turn, so the file is looked for until it appears (at most a second).
 */
export async function serverLoopDelay(
  pid: number,
  file: string,
): Promise<{ maxMs: number; p99Ms: number; meanMs: number }> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(readFileSync(file, 'utf8'));
}
