import { describe, expect, it } from 'vitest';
import { FrameBudget } from '../../../src/widget/chat/frame-budget.js';

/** Frames whose main-thread work took `work` ms each. */
function frames(budget: FrameBudget, work: number, count: number): void {
  for (let i = 0; i < count; i++) budget.frame(work);
}

describe('FrameBudget', () => {
  it('grows while frames take little of a refresh, at most twofold per frame', () => {
    const budget = new FrameBudget();
    const start = budget.characters;
    frames(budget, 1, 1);
    expect(budget.characters).to.equal(start * 2);
    frames(budget, 4, 2);
    expect(budget.characters).to.be.above(start * 4);
  });

  it('shrinks when frames work long, and never below a floor', () => {
    const budget = new FrameBudget();
    const start = budget.characters;
    frames(budget, 100, 1);
    // One slow frame (something else may have slowed it) halves the budget at most.
    expect(budget.characters).to.equal(start / 2);
    frames(budget, 100, 1);
    expect(budget.characters).to.be.at.most(start / 4);
    frames(budget, 1000, 20);
    expect(budget.characters).to.be.above(0);
  });

  it('settles where a frame works a fraction of a refresh, whatever the display rate', () => {
    const budget = new FrameBudget();
    // A page whose frames cost 2 ms plus 1 ms per 500 characters.
    for (let i = 0; i < 30; i++) budget.frame(2 + budget.characters / 500);
    const settled = budget.characters;
    expect(2 + settled / 500).to.be.within(10, 14);
    budget.frame(2 + (settled * 2) / 500);
    expect(budget.characters).to.be.below(settled * 0.7);
  });

  it('is bounded however cheap frames are', () => {
    const budget = new FrameBudget();
    frames(budget, 0, 100);
    expect(budget.characters).to.be.at.most(64_000);
  });
});
