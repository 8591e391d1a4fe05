/** Text handed over in the first frame of a burst, before any frame was timed: the page's code is still cold. */
const START = 2_000;
const MIN = 500;
const MAX = 64_000;
/**
 * The main-thread time a frame's work aims at: rendering the text handed over, its style,
 * layout and paint. Well under one display refresh, so the page keeps its frame rate while an
 * answer pours in, and a quarter of a long task's 50 ms: a busy device that slows it down
 * still stays under that.
 */
const TARGET_MS = 12;
/**
 * The most a budget grows per frame. A batch is timed in the frame that renders it, after the
 * next batch left: a bounded rise keeps one misjudged batch from making a long task.
 */
const GROWTH = 2;
/** The most it shrinks per frame: one frame slowed by something else does not undo a burst's pace. */
const SHRINK = 0.5;

/**
 * How many characters of streamed text the page renders per frame. A fast network can hand
 * over a whole answer at once: a fixed small batch would spread it over many frames, a large
 * one would freeze a slow device. The budget follows how long the main thread worked on each
 * frame (not the time between frames, which a display refresh rounds up: a frame that works
 * 5 ms and one that works 15 ms both come 16.7 ms apart).
 */
export class FrameBudget {
  characters = START;

  /** Called with the main thread's time on a frame that rendered a batch, in ms. */
  frame(work: number): void {
    const factor = Math.min(GROWTH, Math.max(SHRINK, TARGET_MS / Math.max(1, work)));
    this.characters = Math.round(Math.min(MAX, Math.max(MIN, this.characters * factor)));
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
