/**
 * The chain clock. While seeding it is frozen at an explicit time (deterministic history); afterwards it follows
 * real time plus a persisted offset, never going backwards. `advance` moves it forward (dev-only control).
 */
export class ChainClock {
  private frozenAt: number | undefined;
  private last = 0;

  constructor(private offset: number) {}

  now(): number {
    if (this.frozenAt !== undefined) return this.frozenAt;
    const t = Math.floor(Date.now() / 1000) + this.offset;
    this.last = Math.max(this.last, t);
    return this.last;
  }

  freeze(at: number): void {
    this.frozenAt = at;
  }

  /** Leaves frozen mode: from now on chain time = max(real time, the frozen time) and then moves with real time. */
  unfreeze(): void {
    if (this.frozenAt === undefined) return;
    const real = Math.floor(Date.now() / 1000);
    this.offset = Math.max(0, this.frozenAt - real);
    this.last = this.frozenAt;
    this.frozenAt = undefined;
  }

  /**
   * Holds the clock where it is (tests: a preview and the transaction that follows it run at the same chain time).
   * Unlike `freeze`, it keeps the time it holds: `release` goes on from there, without the jump `unfreeze` makes.
   */
  hold(): void {
    if (this.frozenAt === undefined) this.frozenAt = this.now();
  }

  /** Lets a held clock move again with real time, from the time it held (no jump forward or back). */
  release(): void {
    if (this.frozenAt === undefined) return;
    this.offset = this.frozenAt - Math.floor(Date.now() / 1000);
    this.last = this.frozenAt;
    this.frozenAt = undefined;
  }

  /** Whether the clock is frozen or held. */
  get held(): boolean {
    return this.frozenAt !== undefined;
  }

  advance(seconds: number): void {
    if (this.frozenAt !== undefined) this.frozenAt += seconds;
    else {
      this.offset += seconds;
      this.last += seconds;
    }
  }

  /** What to persist: the offset to real time and the last time handed out. */
  snapshot(): { offset: number; last: number } {
    return { offset: this.offset, last: this.frozenAt ?? this.last };
  }

  /**
   * The clock of a stored network. By default chain time is real time plus the stored offset (a network restarted an
   * hour later is an hour older). With `resume` it goes on from the last time handed out, as if no real time had
   * passed while the network was stored: a copy of a network sealed earlier (the browser specs' seeded template)
   * starts exactly where a new one would.
   */
  static restore(snapshot: { offset: number; last: number } | undefined, resume = false): ChainClock {
    const last = snapshot?.last ?? 0;
    const clock = new ChainClock(resume && snapshot ? last - Math.floor(Date.now() / 1000) : (snapshot?.offset ?? 0));
    clock.last = last;
    return clock;
  }
}
