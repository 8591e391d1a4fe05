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
 * The main-thread time a batch's frames aim at: the render of the text handed over (its script)
 * and the frame's style, layout and paint, about one and a half display refreshes and half a
 * long task's 50 ms. Each frame also costs a few ms whatever it renders, so smaller frames
 * spread an answer over more of them and cost more in all. Frames used to be timed from a
 * callback that mostly ran after the render, so the 16 ms aimed at then left the render's
 * script out and came to about this; timed whole, 16 ms took about a quarter more frames and
 * a tenth more main-thread time for a 10,000-token answer, with no shorter longest frame.
 */
const TARGET_MS = 24;
/**
 * Frames whose cost per character is remembered. The second least of them is the page's own
 * cost: a frame that took longer was slowed by something else (another process, a collection),
 * and shrinking the batches for it would only spread the answer over more frames, each with its
 * own fixed cost. The least is not: a batch whose render fell into the next frame looks cheap,
 * and that one reading doubled the batches into frames of 50 ms and more.
 */
const RECENT = 4;
/**
 * The most a budget grows per batch. A batch is timed over the frames that render it, after the
 * next batch left: a bounded rise keeps one misjudged batch from making a long task.
 */
const GROWTH = 2;
/** The most it shrinks per frame. */
const SHRINK = 0.5;
/**
 * Less main-thread time than the frames that render any batch take: they drew none of it, and
 * say nothing of what a character costs. Counting them made the next batches grow twofold each,
 * into one long task.
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

  /** Called with the main thread's time on the frames that drew a batch, in ms, and its characters. */
  frame(work: number, characters: number): void {
    if (work < DREW_NOTHING_MS) return;
    this.#costs.push(work / Math.max(1, characters));
    if (this.#costs.length > RECENT) this.#costs.shift();
    const sorted = [...this.#costs].sort((a, b) => a - b);
    const cost = sorted[Math.min(1, sorted.length - 1)]!;
    const fits = TARGET_MS / Math.max(1e-6, cost);
    const next = Math.min(this.characters * GROWTH, Math.max(this.characters * SHRINK, fits));
    this.characters = Math.round(Math.min(MAX, Math.max(MIN, next)));
  }
}
