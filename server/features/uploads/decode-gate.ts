/**
 * Turns at decoding images, fair between people: at most `perPerson` of one
 * person's images at once and `atOnce` in all; a freed turn goes to whoever waits with the
 * fewest decoding, so one person's queue never stands in front of another's.
 */
export class DecodeGate {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** People with images waiting, in turn order (a Map keeps insertion order). */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(
    private readonly atOnce: number,
    private readonly perPerson: number,
  ) {}

  async run<T>(who: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce && this.mine(who) < this.perPerson) this.take(who);
    // The turn is taken for us by `release` before it resolves, so a newcomer cannot slip past.
    else
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(who);
        if (queue) queue.push(resolve);
        else this.waiting.set(who, [resolve]);
      });
    try {
      return await work();
    } finally {
      this.release(who);
    }
  }

  /** How many of `who`'s images are decoding now (for the bench and tests). */
  mine(who: string): number {
    return this.runningBy.get(who) ?? 0;
  }

  private take(who: string): void {
    this.running++;
    this.runningBy.set(who, this.mine(who) + 1);
  }

  private release(who: string): void {
    this.running--;
    const left = this.mine(who) - 1;
    if (left > 0) this.runningBy.set(who, left);
    else this.runningBy.delete(who);
    while (this.running < this.atOnce && this.startNext());
  }

  /**
   * Starts the next image of the waiting person with the fewest decoding (the longest in line
   * among equals), who then goes to the back of the line.
   */
  private startNext(): boolean {
    let next: string | undefined;
    for (const who of this.waiting.keys())
      if (this.mine(who) < this.perPerson && (next === undefined || this.mine(who) < this.mine(next))) next = who;
    if (next === undefined) return false;
    const queue = this.waiting.get(next)!;
    const start = queue.shift()!;
    this.waiting.delete(next);
    if (queue.length > 0) this.waiting.set(next, queue);
    this.take(next);
    start();
    return true;
  }
}
