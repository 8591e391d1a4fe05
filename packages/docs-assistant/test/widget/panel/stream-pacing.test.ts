import { describe, expect, it } from 'vitest';
import { StreamPacing } from '../../../src/widget/panel/stream-pacing.js';

/** A display refreshing every `interval` ms; counts the frames waited for. */
function display(interval: number) {
  const clock = { now: 0, frames: 0 };
  const nextFrame = async () => {
    clock.frames++;
    clock.now += interval;
  };
  return { clock, pacing: new StreamPacing(nextFrame, () => clock.now) };
}

/** Frames waited per render while the text grows by `growth` characters per render. */
async function framesPerRender(pacing: StreamPacing, clock: { frames: number }, growth: number) {
  let length = 0;
  const waited: number[] = [];
  for (let i = 0; i < 6; i++) {
    length += growth;
    const before = clock.frames;
    await pacing.frame(() => length);
    waited.push(clock.frames - before);
  }
  return waited.slice(1);
}

/** Frames waited per render while the text arrives at `perMs` characters a ms of the clock. */
async function framesAtRate(pacing: StreamPacing, clock: { now: number; frames: number }, perMs: number) {
  const start = clock.now;
  const length = () => Math.floor((clock.now - start) * perMs);
  const waited: number[] = [];
  for (let i = 0; i < 6; i++) {
    const before = clock.frames;
    await pacing.frame(length);
    waited.push(clock.frames - before);
  }
  return waited;
}

describe('StreamPacing', () => {
  it('draws a stream that trickles in every other refresh of a 60 Hz display', async () => {
    const { clock, pacing } = display(1000 / 60);
    expect(await framesPerRender(pacing, clock, 12)).to.deep.equal([2, 2, 2, 2, 2]);
  });

  it('draws each frame that brings much text, and each frame of a slow display', async () => {
    const fast = display(1000 / 60);
    expect(await framesPerRender(fast.pacing, fast.clock, 2_000)).to.deep.equal([1, 1, 1, 1, 1]);
    const slow = display(1000 / 30);
    expect(await framesPerRender(slow.pacing, slow.clock, 12)).to.deep.equal([1, 1, 1, 1, 1]);
  });

  it('draws a stream that pours in less often, every 100 ms, and its first text at once', async () => {
    const { clock, pacing } = display(1000 / 60);
    // 80 characters a frame: 4,800 a second, a few lines per render instead of a few words.
    expect(await framesAtRate(pacing, clock, 4.8)).to.deep.equal([1, 2, 6, 6, 6, 6]);
  });

  it('keeps every other refresh for a stream at the pace of a model', async () => {
    const { clock, pacing } = display(1000 / 60);
    expect(await framesAtRate(pacing, clock, 0.5)).to.deep.equal([1, 2, 2, 2, 2, 2]);
  });

  it('is due to draw at the next frame once the text grew by a thousand characters', async () => {
    const { pacing } = display(1000 / 60);
    expect(pacing.due(999)).to.equal(false);
    expect(pacing.due(1_000)).to.equal(true);
    await pacing.frame(() => 1_500);
    expect(pacing.due(2_000)).to.equal(false);
    expect(pacing.due(2_500)).to.equal(true);
  });

  it('draws the end of an answer, much text and the first text after a pause at the next frame', async () => {
    const { clock, pacing } = display(1000 / 60);
    let length = 0;
    const grow = (by: number) => {
      length += by;
      return length;
    };
    await framesAtRate(pacing, clock, 4.8);
    // Well within the 100 ms a render of such a stream waits for.
    length = 10_000;
    let before = clock.frames;
    await pacing.frame(
      () => grow(80),
      () => false,
    );
    expect(clock.frames - before).to.equal(1);
    before = clock.frames;
    await pacing.frame(() => grow(1_200));
    expect(clock.frames - before).to.equal(1);
    clock.now += 2_000;
    before = clock.frames;
    await pacing.frame(() => grow(80));
    expect(clock.frames - before).to.equal(1);
  });
});
