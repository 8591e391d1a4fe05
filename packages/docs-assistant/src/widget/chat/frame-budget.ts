/** Text handed over in the first frame of a burst, before any frame was timed: the page's code is still cold. */
const START = 2_000;
const MIN = 500;
const MAX = 64_000;
/**
 * The time between frames the budget aims at: a little over one display refresh. A batch that
 * ends within one refresh lets the next grow a little; one that spills into a second refresh
 * shrinks it. Frames then mostly take one refresh, so the page keeps its frame rate while an
 * answer pours in, and a frame's work is a third of a long task's 50 ms: a busy device that
 * slows it down still stays under that. (Aiming at two refreshes made frames of 20 to 30 ms
 * that a busy machine stretched into long tasks, for about a tenth less total time.)
 */
const TARGET_MS = 20;
/**
 * The most a budget grows per frame. The effect of a batch is timed a frame after the next
 * batch left, so a gentle rise keeps one overshoot from making a long task.
 */
const GROWTH = 1.5;
/** The most it shrinks per frame: one frame slowed by something else does not undo a burst's pace. */
const SHRINK = 0.5;

/**
 * How many characters of streamed text the page renders per frame. A fast network can hand
 * over a whole answer at once: a fixed small batch would spread it over many frames, a large
 * one would freeze a slow device. The budget follows how long the frames after each batch took.
 */
export class FrameBudget {
  characters = START;
  #lastFrame: number | undefined;

  /** Called at each frame the stream waited for after using up its budget. */
  frame(time: number): void {
    const last = this.#lastFrame;
    this.#lastFrame = time;
    if (last === undefined) return;
    const interval = Math.max(1, time - last);
    const factor = Math.min(GROWTH, Math.max(SHRINK, TARGET_MS / interval));
    this.characters = Math.round(Math.min(MAX, Math.max(MIN, this.characters * factor)));
  }

  /** The stream waited for the network: the time until the next frame says nothing about rendering. */
  idle(): void {
    this.#lastFrame = undefined;
  }
}
