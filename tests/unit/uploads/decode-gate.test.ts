import { describe, expect, it } from 'vitest';
import { DecodeGate } from '@server/features/uploads/decode-gate.ts';

/** Work that ends when the test says so, recording when it began. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await ended;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("decode gate: one person's many images never queue another's", () => {
  it('runs at most two of one person’s images at once; another person starts at once', async () => {
    const gate = new DecodeGate(3, 2);
    const log: string[] = [];
    const a = Array.from({ length: 6 }, (_, i) => held(log, `a${i}`));
    const runs = a.map((h) => gate.run('a', h.work));
    await tick();
    expect(log).toEqual(['start a0', 'start a1']);
    expect(gate.mine('a')).toBe(2);
    const b = held(log, 'b0');
    const bRun = gate.run('b', b.work);
    await tick();
    expect(log).toEqual(['start a0', 'start a1', 'start b0']);
    b.finish();
    expect(await bRun).toBe('b0');
    a[0]!.finish();
    await runs[0];
    await tick();
    expect(log.at(-1)).toBe('start a2');
    expect(gate.mine('a')).toBe(2);
    for (const h of a.slice(1)) h.finish();
    expect(await Promise.all(runs)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(gate.mine('a')).toBe(0);
  });

  it('hands freed turns around by person, so a long queue does not go first', async () => {
    const gate = new DecodeGate(2, 2);
    const log: string[] = [];
    const a = Array.from({ length: 4 }, (_, i) => held(log, `a${i}`));
    const aRuns = a.map((h) => gate.run('a', h.work));
    await tick();
    const b = held(log, 'b0');
    const bRun = gate.run('b', b.work);
    await tick();
    expect(log).toEqual(['start a0', 'start a1']);
    // The first turn freed goes to b, who waited less long than a's queue but has none running.
    a[0]!.finish();
    await tick();
    expect(log).toEqual(['start a0', 'start a1', 'start b0']);
    b.finish();
    await bRun;
    for (const h of a.slice(1)) h.finish();
    await Promise.all(aRuns);
  });

  it('frees the turn when the work fails', async () => {
    const gate = new DecodeGate(1, 1);
    await expect(gate.run('a', () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await gate.run('a', async () => 'next')).toBe('next');
    expect(gate.mine('a')).toBe(0);
  });
});
