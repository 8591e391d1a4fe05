/** Answers being streamed, so that a shutdown can let them finish before closing the database. */
export class InflightAnswers {
  private readonly running = new Set<Promise<void>>();
  private readonly stops = new Set<() => void>();

  add(done: Promise<void>, stop: () => void): void {
    this.running.add(done);
    this.stops.add(stop);
    void done.finally(() => {
      this.running.delete(done);
      this.stops.delete(stop);
    });
  }

  get size(): number {
    return this.running.size;
  }

  /** Waits up to `graceMs` for answers to finish, then stops the rest (they are saved as partial). */
  async drain(graceMs: number): Promise<void> {
    const all = () => Promise.allSettled([...this.running]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)),
    );
    const result = await Promise.race([all(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      for (const stop of this.stops) stop();
      await all();
    }
  }
}
