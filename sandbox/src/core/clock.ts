/**
 * The sandbox clock: real time plus an offset the control API can move (`POST /__sandbox/clock`),
 * so tests can make "24 hours later" or "after 6 months" happen; it can also stand still (frozen)
 * for exact assertions. Every responsible-gaming rule and every ledger row reads it; session
 * lifetimes, tickets and throttles stay on real time.
 */
export class Clock {
  private offset = 0;
  /** The instant the clock stands still at, or null when it runs. */
  private frozenAt: number | null = null;

  /** Milliseconds since the epoch. */
  now(): number {
    return this.frozenAt ?? Date.now() + this.offset;
  }

  date(): Date {
    return new Date(this.now());
  }

  iso(): string {
    return this.date().toISOString();
  }

  /** Distance from real time (ms). A running clock's offset is exact (reading real time twice could
   * straddle a millisecond tick and report one less). */
  get offsetMs(): number {
    return this.frozenAt === null ? this.offset : this.frozenAt - Date.now();
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  /** Sets the offset from real time (ms, may be negative). */
  set(offsetMs: number): void {
    this.offset = Math.trunc(offsetMs);
    if (this.frozenAt !== null) this.frozenAt = Date.now() + this.offset;
  }

  /** Puts the clock at an instant (ms since the epoch), exactly when frozen. */
  setAt(at: number): void {
    this.offset = Math.trunc(at) - Date.now();
    if (this.frozenAt !== null) this.frozenAt = Math.trunc(at);
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += Math.trunc(ms);
    else this.offset += Math.trunc(ms);
  }

  /** Stops the clock where it is (true) or lets it run on from there (false). */
  freeze(on: boolean): void {
    if (on && this.frozenAt === null) this.frozenAt = this.now();
    if (!on && this.frozenAt !== null) {
      this.offset = this.frozenAt - Date.now();
      this.frozenAt = null;
    }
  }

  reset(): void {
    this.offset = 0;
    this.frozenAt = null;
  }
}
