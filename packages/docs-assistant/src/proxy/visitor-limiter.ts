/**
 * A fixed-window counter per visitor address, in memory: enough for one proxy instance, with no
 * dependency. Windows are dropped as they expire so memory follows the active visitors.
 */
export class VisitorLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #points: number;
  readonly #durationMs: number;

  constructor({ points, duration }: { points: number; duration: number }) {
    this.#points = points;
    this.#durationMs = duration * 1000;
  }

  /** Counts one request; returns 0 when allowed, or the milliseconds until the visitor may retry. */
  consume(visitor: string, now = Date.now()): number {
    if (this.#windows.size > 10_000) this.#sweep(now);
    let window = this.#windows.get(visitor);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.#durationMs };
      this.#windows.set(visitor, window);
    }
    window.count++;
    return window.count > this.#points ? window.resetAt - now : 0;
  }

  #sweep(now: number): void {
    for (const [visitor, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(visitor);
  }
}
