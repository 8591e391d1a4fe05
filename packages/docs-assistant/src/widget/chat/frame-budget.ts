/** Text handed over in the first frame of a burst, before any frame was timed: the page's code is still cold. */
const START = 2_000;
/**
 * The least text a frame takes. A frame costs a few ms whatever it renders (the panel's render,
 * style, layout, paint), and more on a busy machine: a smaller batch would not make such a frame
 * much shorter, only the answer take more frames.
 */
const MIN = 1_500;
const MAX = 64_000;
/**
 * The main-thread time a frame's work aims at: rendering the text handed over, its style,
 * layout and paint. One display refresh, a third of a long task's 50 ms. Each frame also costs
 * a few ms whatever it renders, so smaller frames spread an answer over more of them and cost
 * more in all (aiming at 12 ms took a quarter more main-thread time and wall-clock time for a
 * 10,000-token answer than 16 ms). Aiming at 24 ms took a tenth to a quarter less main-thread
 * time than 16 ms in a fifth fewer frames, but each run's longest frame took a third longer,
 * and on a busy machine a batch sized by cheaper frames before it made frames of 60 to 90 ms.
 */
const TARGET_MS = 16;
/**
 * Frames whose cost per character is remembered. The least of them is the page's own cost: a
 * frame that took longer was slowed by something else (another process, a collection), and
 * shrinking the batches for it would only spread the answer over more frames, each with its
 * own fixed cost.
 */
const RECENT = 4;
/**
 * The most a budget grows per frame. A batch is timed in the frame that renders it, after the
 * next batch left: a bounded rise keeps one misjudged batch from making a long task.
 */
const GROWTH = 2;
/** The most it shrinks per frame. */
const SHRINK = 0.5;
/**
 * Less main-thread time than any frame that renders a batch takes: such a frame drew none of
 * it (the page renders it in a later frame, or rendered most of it before it was complete), so
 * it says nothing of what a character costs. Counting it made the next batches grow twofold
 * each, into one long task.
 */
const DREW_NOTHING_MS = 1;

/**
 * How many characters of streamed text the page renders per frame. A fast network can hand
 * over a whole answer at once: a fixed small batch would spread it over many frames, a large
 * one would freeze a slow device. The budget follows how long the main thread worked on each
 * frame per character rendered (not the time between frames, which a display refresh rounds
 * up: a frame that works 5 ms and one that works 15 ms both come 16.7 ms apart).
 */
export class FrameBudget {
  characters = START;
  /** Ms per character of the recent frames. */
  readonly #costs: number[] = [];

  /** Called with the main thread's time on a frame, in ms, and the characters it rendered. */
  frame(work: number, characters: number): void {
    if (work < DREW_NOTHING_MS) return;
    this.#costs.push(work / Math.max(1, characters));
    if (this.#costs.length > RECENT) this.#costs.shift();
    const fits = TARGET_MS / Math.max(1e-6, Math.min(...this.#costs));
    const next = Math.min(this.characters * GROWTH, Math.max(this.characters * SHRINK, fits));
    this.characters = Math.round(Math.min(MAX, Math.max(MIN, next)));
  }
}

/**
 * Resolves once the next frame is drawn, with the main thread's time on it: from this animation
 * callback (asked for before the renders it times, so it runs before theirs) to the first task
 * after the frame's style, layout and paint. Without frames (a hidden tab) it resolves after a
 * short wait, with no time.
 */
export function afterNextFrame(): Promise<number | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      const start = performance.now();
      // A message is the first task after the frame: a timer could wait longer.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now() - start);
      };
      channel.port2.postMessage(undefined);
    });
  });
}
