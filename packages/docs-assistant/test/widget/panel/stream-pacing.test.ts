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
});
