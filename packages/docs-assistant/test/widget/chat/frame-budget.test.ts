import { describe, expect, it } from 'vitest';
import { FrameBudget } from '../../../src/widget/chat/frame-budget.js';

/** Frame times as a display refreshing every `interval` ms would give them. */
function frames(budget: FrameBudget, interval: number, count: number, from = 0): number {
  let time = from;
  for (let i = 0; i < count; i++) budget.frame((time += interval));
  return time;
}

describe('FrameBudget', () => {
  it('grows while each batch fits in one refresh', () => {
    const budget = new FrameBudget();
    const start = budget.characters;
    frames(budget, 16.7, 5);
    expect(budget.characters).to.be.above(start * 2);
  });

  it('shrinks when batches make frames long, and never below a floor', () => {
    const budget = new FrameBudget();
    const start = budget.characters;
    frames(budget, 100, 2);
    // One slow frame (something else may have slowed it) halves the budget at most.
    expect(budget.characters).to.equal(start / 2);
    frames(budget, 100, 2, 200);
    expect(budget.characters).to.be.at.most(start / 4);
    frames(budget, 1000, 20, 10_000);
    expect(budget.characters).to.be.above(0);
  });

  it('settles where a batch takes a little over one refresh, and shrinks when it takes two', () => {
    const budget = new FrameBudget();
    const time = frames(budget, 20, 5);
    const settled = budget.characters;
    const later = frames(budget, 20, 5, time);
    expect(budget.characters).to.equal(settled);
    frames(budget, 33.3, 1, later);
    expect(budget.characters).to.be.below(settled * 0.7);
  });

  it('does not time a frame that followed a wait for the network', () => {
    const budget = new FrameBudget();
    budget.frame(0);
    const before = budget.characters;
    budget.idle();
    budget.frame(5000);
    expect(budget.characters).to.equal(before);
  });

  it('is bounded however fast frames come', () => {
    const budget = new FrameBudget();
    frames(budget, 1, 100);
    expect(budget.characters).to.be.at.most(64_000);
  });
});
