import { expect } from '@open-wc/testing';
import { FrameMeter } from '../../../src/widget/chat/frame-meter.js';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Work in an animation callback asked for now: how long it took, by the page's own clock. */
function workInNextFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const start = performance.now();
      while (performance.now() - start < 5);
      resolve(performance.now() - start);
    }),
  );
}

describe('FrameMeter', () => {
  it('counts a render whose animation callback was asked for before the reading', async () => {
    const meter = new FrameMeter();
    meter.start();
    await frame();
    // The render asks for its frame first; the batch it draws is read afterwards.
    const render = workInNextFrame();
    meter.start();
    const work = await meter.read();
    expect(work).to.be.at.least(await render);
    meter.stop();
  });

  it('adds up every frame that drew part of a batch since the last reading', async () => {
    const meter = new FrameMeter();
    meter.start();
    await frame();
    const first = workInNextFrame();
    meter.start();
    await frame();
    const second = workInNextFrame();
    meter.start();
    const work = await meter.read();
    expect(work).to.be.at.least((await first) + (await second));
    meter.stop();
  });

  it('times frames again once started after a stop', async () => {
    const meter = new FrameMeter();
    for (let round = 0; round < 2; round++) {
      meter.start();
      await frame();
      const render = workInNextFrame();
      meter.start();
      const work = await meter.read();
      expect(work, `round ${round}`).to.be.at.least(await render);
      meter.stop();
    }
  });

  it('answers a reading with nothing once stopped', async () => {
    const meter = new FrameMeter();
    const reading = meter.read();
    meter.stop();
    expect(await reading).to.equal(undefined);
  });
});
