import { describe, expect, it } from 'vitest';
import { Outbox, sseFrame } from '@server/realtime/outbox.ts';

/** A socket the test drains by hand: each write waits until `take()` lets it through. */
function handSocket() {
  const written: string[] = [];
  const waiting: Array<() => void> = [];
  return {
    written,
    write: (frame: string) =>
      new Promise<void>((resolve) =>
        waiting.push(() => {
          written.push(frame);
          resolve();
        }),
      ),
    /** Lets the oldest waiting write finish. */
    async take() {
      waiting.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe("a stream's outbox", () => {
  it('writes one frame at a time, in order, never waiting in push', async () => {
    const socket = handSocket();
    const outbox = new Outbox(socket.write, { maxEvents: 10, maxBytes: 10_000 }, () => {});
    expect(outbox.push('a')).toBe(true);
    expect(outbox.push('b')).toBe(true);
    expect(outbox.queuedBytes).toBe(1); // 'a' is with the socket, 'b' waits
    await socket.take();
    await socket.take();
    expect(socket.written).toEqual(['a', 'b']);
    await outbox.drained();
    expect(outbox.queuedBytes).toBe(0);
  });

  it('gives up past its event limit: the queue is dropped and overflow is called once', () => {
    const socket = handSocket();
    let overflows = 0;
    const outbox = new Outbox(socket.write, { maxEvents: 3, maxBytes: 10_000 }, () => overflows++);
    for (const f of ['1', '2', '3', '4']) expect(outbox.push(f)).toBe(true); // '1' is being written
    expect(outbox.push('5')).toBe(false);
    expect(overflows).toBe(1);
    expect(outbox.queuedBytes).toBe(0);
    expect(outbox.push('6')).toBe(false);
    expect(overflows).toBe(1);
  });

  it('gives up past its byte limit', () => {
    const socket = handSocket();
    let overflows = 0;
    const outbox = new Outbox(socket.write, { maxEvents: 1000, maxBytes: 100 }, () => overflows++);
    outbox.push('x'.repeat(60)); // with the socket
    expect(outbox.push('y'.repeat(60))).toBe(true);
    expect(outbox.push('z'.repeat(60))).toBe(false);
    expect(overflows).toBe(1);
  });

  it('says how long the current write has waited for the socket', async () => {
    const socket = handSocket();
    const outbox = new Outbox(socket.write, { maxEvents: 10, maxBytes: 10_000 }, () => {});
    expect(outbox.stalledFor()).toBe(0);
    outbox.push(sseFrame('ping', ''));
    expect(outbox.stalledFor(Date.now() + 61_000)).toBeGreaterThan(60_000);
    await socket.take();
    expect(outbox.stalledFor()).toBe(0);
    expect(socket.written).toEqual(['event: ping\ndata: \n\n']);
  });
});
