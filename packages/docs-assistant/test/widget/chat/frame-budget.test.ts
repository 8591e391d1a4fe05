import { describe, expect, it } from 'vitest';
import { FrameBudget } from '../../../src/widget/chat/frame-budget.js';

/** Frames of a page whose frame costs `fixed` ms plus `perCharacter` ms per character rendered. */
function frames(budget: FrameBudget, count: number, fixed: number, perCharacter: number): void {
  for (let i = 0; i < count; i++) budget.frame(fixed + budget.characters * perCharacter, budget.characters);
}

describe('FrameBudget', () => {
  it('grows while frames take little of a refresh, at most twofold per frame', () => {
    const budget = new FrameBudget();
    const start = budget.characters;
    frames(budget, 1, 2, 0);
    expect(budget.characters).to.equal(start * 2);
    frames(budget, 2, 2, 0);
    expect(budget.characters).to.equal(start * 8);
  });

  it('learns nothing from a frame that drew none of the batch', () => {
    const budget = new FrameBudget();
    frames(budget, 30, 2, 1 / 500);
    const settled = budget.characters;
    for (let i = 0; i < 5; i++) budget.frame(0.5, settled);
    expect(budget.characters).to.equal(settled);
  });

  it('settles where a frame works a fraction of a refresh, whatever the display rate', () => {
    const budget = new FrameBudget();
    frames(budget, 30, 2, 1 / 500);
    const work = 2 + budget.characters / 500;
    expect(work).to.be.within(18, 25);
  });

  it('shrinks when every recent frame costs more per character, and never below a floor', () => {
    const budget = new FrameBudget();
    frames(budget, 30, 2, 1 / 500);
    const settled = budget.characters;
    frames(budget, 5, 2, 3 / 500);
    expect(budget.characters).to.be.below(settled / 2);
    frames(budget, 20, 100, 1);
    expect(budget.characters).to.equal(1_500);
  });

  it('keeps its pace through a frame that something else slowed down', () => {
    const budget = new FrameBudget();
    frames(budget, 30, 2, 1 / 500);
    const settled = budget.characters;
    budget.frame(80, settled);
    expect(budget.characters).to.equal(settled);
  });

  it('is not grown by one frame that looked cheap', () => {
    const budget = new FrameBudget();
    frames(budget, 30, 2, 1 / 500);
    const settled = budget.characters;
    // The batch's render fell into the next frame: its own looks nearly free.
    budget.frame(2, settled);
    expect(budget.characters).to.be.at.most(settled * 1.1);
  });

  it('is bounded however cheap frames are', () => {
    const budget = new FrameBudget();
    frames(budget, 100, 1, 0);
    expect(budget.characters).to.be.at.most(64_000);
  });
});
