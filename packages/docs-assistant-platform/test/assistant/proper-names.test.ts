import { describe, expect, it } from 'vitest';
import { properNameTerms } from '../../src/assistant/proper-names.js';
import { analyze } from '../../src/docs/analyze.js';

const english = new Set(['en']);
const terms = (question: string, language = 'en') => properNameTerms(question, language, english);

describe('proper names of a question', () => {
  it('are the capitalized words inside its sentences', () => {
    expect(terms('can I use Microsoft SQL Server instead of PostgreSQL?')).toEqual(
      new Set(analyze('Microsoft Server PostgreSQL', 'en')),
    );
    expect(terms('is there a Terraform provider? We export EPUB.')).toEqual(
      new Set(analyze('Terraform EPUB', 'en')),
    );
  });

  it('are programming languages and frameworks however they are typed', () => {
    expect(terms('how do i reverse a linked list in python')).toEqual(new Set(analyze('python', 'en')));
    expect(terms('does it work with django and svelte?')).toEqual(new Set(analyze('django svelte', 'en')));
  });

  it('leave out the word opening a sentence, "I", and quoted examples', () => {
    expect(terms('Where do I set the title? Our tab reads "Page | MyBrand".')).toEqual(new Set());
  });

  it('leave out the trade’s short acronyms', () => {
    expect(terms('which DOM events does the UI fire through the API?')).toEqual(new Set());
  });

  it('are, in a language that capitalizes every noun, only words neither of it nor of the docs', () => {
    expect(terms('Wie ändere ich die Farbe der Seitenleiste?')).toEqual(new Set());
    expect(terms('Wie ändere ich die Farbe der Seitenleiste?', 'de')).toEqual(new Set());
    // Not compounds of the docs' words: "status" and "code", "request" and "body", "analytics".
    const docs = new Set(analyze('status code request body analytics', 'en'));
    const inDocs = (question: string) => properNameTerms(question, 'en', english, (t) => docs.has(t));
    expect(inDocs('Kann ich Matomo als Analytics-Tool einbinden?')).toEqual(new Set(['matomo']));
    // A noun after an article is a common one, though no everyday word: "zur Laufzeit".
    expect(inDocs('Wie tausche ich den Reducer zur Laufzeit aus?')).toEqual(new Set());
    expect(inDocs('Welchen Statuscode bekomme ich, wenn der Request-Body zu groß ist?')).toEqual(new Set());
  });
});
