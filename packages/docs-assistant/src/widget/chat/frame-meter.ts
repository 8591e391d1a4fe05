/**
 * The main thread's time on the frames drawn while an answer streams, each timed from the
 * widget's first animation callback in it (this one asks for the next frame before anything
 * else does) to the first task after the frame's style, layout and paint. A batch of text is
 * then timed over every frame that drew part of it, the render's script included: timing only
 * the frame after the batch was complete missed the render when its callback came first, and
 * the parts the page drew in earlier frames, so a batch drawn bit by bit looked cheap.
 */
export class FrameMeter {
  #running = false;
  /** Counts the loops of frame callbacks: one left behind by `stop` ends at its next frame. */
  #loop = 0;
  /** Whether text left since the last frame: a frame without any ends the timing. */
  #touched = false;
  /** Ms of main-thread time on the frames drawn since the last reading. */
  #work = 0;
  /** Readings waiting for the next frame; each gives up after a while if frames stop. */
  #readers: Reader[] = [];
  /** Frames drawn whose end is yet to come, oldest first: a message after each marks it. */
  #drawn: { start: number; readers: Reader[] }[] = [];
  /** Carries those messages, kept while frames are timed: a channel per frame cost more than the timing. */
  #channel: MessageChannel | undefined;

  /** Called as text leaves: the frames that draw it are timed. */
  start(): void {
    this.#touched = true;
    if (this.#running) return;
    this.#running = true;
    this.#nextFrame();
  }

  stop(): void {
    this.#running = false;
    this.#loop++;
    for (const reader of this.#readers.splice(0)) {
      clearTimeout(reader.timer);
      reader.resolve(undefined);
    }
    if (!this.#drawn.length) this.#close();
  }

  /**
   * Resolves once the next frame is drawn, with the time of the frames drawn since the last
   * reading. Without frames (a hidden tab) it resolves after a short wait, with no time.
   */
  read(): Promise<number | undefined> {
    this.start();
    return new Promise((resolve) => {
      const reader = {
        resolve,
        timer: setTimeout(() => {
          this.#readers = this.#readers.filter((other) => other !== reader);
          resolve(undefined);
        }, 50),
      };
      this.#readers.push(reader);
    });
  }

  #nextFrame(): void {
    const loop = this.#loop;
    requestAnimationFrame(() => {
      if (loop !== this.#loop) return;
      // Nothing left since the last frame and no one waits: the stream paused or ended.
      if (!this.#touched && !this.#readers.length) {
        this.#running = false;
        if (!this.#drawn.length) this.#close();
        return;
      }
      this.#touched = false;
      const start = performance.now();
      this.#nextFrame();
      // The frame came: however long it takes, these readings wait for it.
      const readers = this.#readers.splice(0);
      for (const reader of readers) clearTimeout(reader.timer);
      // A message is the first task after the frame: a timer could wait longer.
      this.#drawn.push({ start, readers });
      this.#port().postMessage(undefined);
    });
  }

  #port(): MessagePort {
    if (!this.#channel) {
      this.#channel = new MessageChannel();
      this.#channel.port1.onmessage = () => this.#frameEnded();
    }
    return this.#channel.port2;
  }

  #frameEnded(): void {
    const { start, readers } = this.#drawn.shift()!;
    this.#work += performance.now() - start;
    // An open port keeps its listener alive: it closes once nothing is timed.
    if (!this.#running && !this.#drawn.length) this.#close();
    if (!readers.length) return;
    const work = this.#work;
    this.#work = 0;
    for (const reader of readers) reader.resolve(work);
  }

  #close(): void {
    this.#channel?.port1.close();
    this.#channel = undefined;
  }
}

interface Reader {
  resolve: (work: number | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}
