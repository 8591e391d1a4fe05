import { nextFrame as defaultNextFrame } from '../next-frame.js';

/**
 * Text that makes a frame worth drawing at once. A slow stream brings a few tokens per frame,
 * and each frame costs a few ms however little it adds (the panel's render, style, layout and
 * paint): such frames are drawn every other display refresh instead.
 */
const SMALL = 1_000;
/** Two display refreshes: a stream that trickles in is drawn at about 30 frames a second. */
const MIN_INTERVAL_MS = 30;
/**
 * The longest wait between renders, six refreshes of a 60 Hz display: a stream that pours in
 * faster than anyone reads it word by word is drawn ten times a second, a few lines at a time.
 */
const MAX_INTERVAL_MS = 95;
/**
 * Ms of interval per character a ms of the stream brings: up to 1,000 characters a second (250
 * tokens, faster than most models write) a stream is drawn every other refresh; from about
 * 3,200 on, every 100 ms.
 */
const INTERVAL_PER_RATE = 30;
/**
 * When a streaming answer renders: at the next frame, or at a later one while the last render
 * was less than the interval ago and the text grew by less than {@link SMALL}. The interval
 * follows the pace the text arrived at between the last two renders: a stream that pours in
 * renders less often, so the fixed cost of a render is paid fewer times, and one that trickles
 * keeps its 30 frames a second. The first render, the first after a pause and the end of the
 * answer come at the next frame. A frame the transport waits for (it handed over a full budget
 * of text) always brings more than {@link SMALL}, so the frames the transport times are the
 * ones drawn.
 */
export class StreamPacing {
  #renderedAt = -Infinity;
  #renderedLength = 0;
  #interval = MIN_INTERVAL_MS;

  constructor(
    private readonly nextFrame: () => Promise<void> = defaultNextFrame,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the answer, now `length` characters long, grew enough to render at the next frame. */
  due(length: number): boolean {
    return length - this.#renderedLength >= SMALL;
  }

  /**
   * Resolves when the answer, whose text is `length()` characters long, should render;
   * `streaming()` turns false when the answer ends, which renders at once.
   */
  async frame(length: () => number, streaming: () => boolean = () => true): Promise<void> {
    await this.nextFrame();
    while (!this.due(length()) && this.now() - this.#renderedAt < this.#interval && streaming())
      await this.nextFrame();
    const now = this.now();
    const rate = (length() - this.#renderedLength) / Math.max(1, now - this.#renderedAt);
    this.#interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, rate * INTERVAL_PER_RATE));
    this.#renderedAt = now;
    this.#renderedLength = length();
  }
}
