type Typed = Uint32Array | Uint16Array;

/** An append-only typed array that doubles its storage as it fills: postings without a boxed number each. */
export class Growable<T extends Typed> {
  private data: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  get(at: number): number {
    return this.data[at]!;
  }

  set(at: number, value: number): void {
    this.data[at] = value;
  }

  /** The values pushed, in an array of their own size. */
  finish(): T {
    return this.data.slice(0, this.length) as T;
  }
}
