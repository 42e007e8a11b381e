/**
 * One stream's frames on their way to its socket. `push` never waits: the hub fans a change
 * out to every stream at once, and a reader that does not read must not hold the others up
 * or make this process buffer without end. Frames are written one at a time, each write
 * waiting for the socket when the socket says so (a write answers a promise only when its
 * bytes wait for the socket's 'drain'); when more than `maxEvents` frames or `maxBytes` bytes
 * wait, the outbox gives up and calls `overflow` (the stream is dropped, and the client
 * reconnects and refetches).
 *
 * A frame pushed while nothing waits goes to the socket at once, with no queue entry and no
 * promise: a change fanned out to 5,000 streams is 5,000 of these, and the promise hops of a
 * write loop per stream were a good part of the change's time.
 */
export class Outbox<F extends string | Uint8Array = string> {
  private queue: Array<{ frame: F; size: number }> = [];
  private bytes = 0;
  private writing = false;
  private writeStartedAt = 0;
  private dead = false;
  private idle: Array<() => void> = [];

  constructor(
    /** Hands a frame to the socket; a promise when the socket is full, resolved once it took the bytes. */
    private readonly write: (frame: F) => Promise<unknown> | void,
    private readonly limits: { maxEvents: number; maxBytes: number },
    private readonly overflow: () => void,
  ) {}

  /** Queues a frame; false when the outbox is full (it is dead from then on) or already dead. */
  push(frame: F): boolean {
    if (this.dead) return false;
    if (!this.writing) {
      this.send(frame);
      return true;
    }
    const size = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.byteLength;
    if (this.queue.length >= this.limits.maxEvents || this.bytes + size > this.limits.maxBytes) {
      this.kill();
      this.overflow();
      return false;
    }
    this.queue.push({ frame, size });
    this.bytes += size;
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

  /** Writes `frame`, then the queued ones, for as long as the socket takes them without waiting. */
  private send(frame: F): void {
    for (let next: F | undefined = frame; next !== undefined; next = this.shift()) {
      let pending: Promise<unknown> | void;
      try {
        pending = this.write(next);
      } catch {
        pending = undefined; // a socket that failed closes; its close ends the stream
      }
      if (pending) {
        this.writing = true;
        this.writeStartedAt = Date.now();
        const resume = () => {
          this.writing = false;
          this.writeStartedAt = 0;
          const queued = this.dead ? undefined : this.shift();
          if (queued !== undefined) this.send(queued);
          else this.settle();
        };
        pending.then(resume, resume);
        return;
      }
    }
    this.settle();
  }

  private shift(): F | undefined {
    const next = this.queue.shift();
    if (!next) return undefined;
    this.bytes -= next.size;
    return next.frame;
  }

  private settle(): void {
    if (this.writing || this.queue.length) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** An SSE frame: `event:` and one `data:` line (JSON text has no line breaks). */
export const sseFrame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;
