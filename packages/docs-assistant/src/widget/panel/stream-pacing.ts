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
 * When a streaming answer renders: at the next frame, or one later when the last render was
 * less than {@link MIN_INTERVAL_MS} ago and the text grew by less than {@link SMALL}. A frame the
 * transport waits for (it handed over a full budget of text) always brings more than that, so
 * the frames the transport times are the ones drawn.
 */
export class StreamPacing {
  #renderedAt = -Infinity;
  #renderedLength = 0;

  constructor(
    private readonly nextFrame: () => Promise<void> = defaultNextFrame,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves when the answer, whose text is `length()` characters long, should render. */
  async frame(length: () => number): Promise<void> {
    await this.nextFrame();
    if (this.now() - this.#renderedAt < MIN_INTERVAL_MS && length() - this.#renderedLength < SMALL)
      await this.nextFrame();
    this.#renderedAt = this.now();
    this.#renderedLength = length();
  }
}
