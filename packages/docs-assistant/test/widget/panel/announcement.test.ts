import { describe, expect, it } from 'vitest';
import { ANNOUNCED_CHARACTERS, answerAnnouncement } from '../../../src/widget/panel/announcement.js';

describe('answerAnnouncement', () => {
  it('reads a short answer whole', () => {
    expect(answerAnnouncement('Answer ready.', 'Install it first [1].\n')).to.equal(
      'Answer ready. Install it first [1].',
    );
  });

  it('reads the whole sentences of a long answer that fit, and says it is cut', () => {
    const sentence = 'Each option has a default that stays unless you change it. ';
    const said = answerAnnouncement('Answer ready.', sentence.repeat(200));
    expect(said.length).to.be.below(ANNOUNCED_CHARACTERS + 20);
    expect(said).to.match(/^Answer ready\. Each option .* change it\. …$/);
  });

  it('cuts a long answer without sentence ends at a word', () => {
    const said = answerAnnouncement('Answer ready.', 'word '.repeat(500));
    expect(said).to.match(/^Answer ready\. (word )+…$/);
    expect(said.length).to.be.below(ANNOUNCED_CHARACTERS + 20);
  });
});
