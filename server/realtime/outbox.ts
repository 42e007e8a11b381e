/**
 * One stream's frames on their way to its socket. `push` never waits: the hub fans a change
 * out to every stream at once, and a reader that does not read must not hold the others up
 * or make this process buffer without end. Frames are written one at a time, each write
 * waiting for the socket (hono's stream and @hono/node-server honour backpressure: a write
 * resolves only once the socket took the bytes); when more than `maxEvents` frames or
 * `maxBytes` bytes wait, the outbox gives up and calls `overflow` (the stream is dropped,
 * and the client reconnects and refetches).
 */
export class Outbox<F extends string | Uint8Array = string> {
  private queue: Array<{ frame: F; size: number }> = [];
  private bytes = 0;
  private writing = false;
  private writeStartedAt = 0;
  private dead = false;
  private idle: Array<() => void> = [];

  constructor(
    private readonly write: (frame: F) => Promise<unknown>,
    private readonly limits: { maxEvents: number; maxBytes: number },
    private readonly overflow: () => void,
  ) {}

  /** Queues a frame; false when the outbox is full (it is dead from then on) or already dead. */
  push(frame: F): boolean {
    if (this.dead) return false;
    const size = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.byteLength;
    if (this.queue.length >= this.limits.maxEvents || this.bytes + size > this.limits.maxBytes) {
      this.kill();
      this.overflow();
      return false;
    }
    this.queue.push({ frame, size });
    this.bytes += size;
    void this.pump();
    return true;
  }

  /** Bytes queued and not yet handed to the socket. */
  get queuedBytes(): number {
    return this.bytes;
  }

  /** How long the current write has waited for the socket, in ms (0: none waiting). */
  stalledFor(now = Date.now()): number {
    return this.writeStartedAt ? now - this.writeStartedAt : 0;
  }

  /** Resolves once everything queued was written (or the outbox died). */
  drained(): Promise<void> {
    if (this.dead || (!this.writing && !this.queue.length)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Drops what is queued and accepts nothing more. */
  kill(): void {
    this.dead = true;
    this.queue = [];
    this.bytes = 0;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async pump(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    while (this.queue.length && !this.dead) {
      const { frame, size } = this.queue.shift()!;
      this.bytes -= size;
      this.writeStartedAt = Date.now();
      await this.write(frame).catch(() => {});
    }
    this.writeStartedAt = 0;
    this.writing = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** An SSE frame: `event:` and one `data:` line (JSON text has no line breaks). */
export const sseFrame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;
