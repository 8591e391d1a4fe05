import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/assistant/extractive-answerer.js';
import type { CitedSource } from '../../src/assistant/answerer.js';
import type { DocSection } from '../../src/docs/types.js';

const section = (over: Partial<DocSection>): DocSection => ({
  id: 'x',
  path: '/deploy',
  anchor: 'several-instances',
  pageTitle: 'Deploy',
  headings: ['Several instances'],
  text: '',
  code: [],
  version: null,
  language: 'en',
  groups: [],
  position: 0,
  ...over,
});

const source = (sections: DocSection[], n = 1): CitedSource => ({
  sourceId: `src-${n}`,
  url: `https://docs.example.com/p${n}`,
  title: `Page ${n}`,
  sections,
});

const request = (question: string, sources: CitedSource[], language = 'en') => ({
  question,
  history: [],
  sources,
  covered: true,
  context: [],
  language,
  signal: new AbortController().signal,
});

describe('the extractive answer', () => {
  it('quotes whole sentences that match the question, with the best code block, and cites by number', () => {
    const text = composeAnswer(
      request('how do instances count rate limits', [
        source([
          section({
            text: 'Run every instance against one PostgreSQL server.\nInstances share threads and count rate\nlimits together.\n\nPut them behind any load balancer.',
            code: [
              { lang: 'bash', title: null, code: 'echo unrelated' },
              { lang: 'bash', title: 'run.sh', code: 'REDIS_URL=redis://cache npm start # rate limits' },
            ],
          }),
        ]),
        source([section({ text: 'Limits are counted per organization and per instance group.' })], 2),
      ]),
    );
    expect(text).toContain('**Page 1** [1]');
    expect(text).toContain('Instances share threads and count rate limits together.');
    expect(text).toContain('```bash run.sh\nREDIS_URL=redis://cache npm start # rate limits\n```');
    expect(text).toMatch(/- \*\*Page 2\*\* \[2\]: Limits are counted per organization/);
  });

  it('says plainly, in the docs’ language, that the docs do not cover the question', () => {
    expect(composeAnswer(request('weather on mars', []))).toMatch(
      /^I couldn't find this in the documentation/,
    );
    expect(composeAnswer(request('météo sur mars', [], 'fr'))).toMatch(/^Je n'ai pas trouvé cela/);
  });

  it('keeps a code block that itself holds a fence intact', () => {
    const text = composeAnswer(
      request('fence', [
        source([
          section({
            text: 'How to write a fence in markdown.',
            code: [{ lang: 'md', title: null, code: '```js\nx\n```' }],
          }),
        ]),
      ]),
    );
    expect(text).toContain('````md\n```js\nx\n```\n````');
  });
});

describe('the extractive answer’s sentences', () => {
  it('skips flattened table rows and shortens run-on text', () => {
    const table = 'Variable | Default | Meaning PORT | 8787 | Port to listen on HOST | 127.0.0.1 | Address';
    const long = `Limits ${'apply to every request and '.repeat(20)}end.`;
    const text = composeAnswer(
      request('limits port', [
        source([section({ text: `${table}\n\n${long}\n\nPorts are set with PORT.` })]),
      ]),
    );
    expect(text).not.toContain('| 8787 |');
    expect(text).toMatch(/Limits apply to every request and .*…/);
    expect(text.split('\n').every((line) => line.length < 400)).toBe(true);
  });
});
