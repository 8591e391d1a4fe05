/**
 * Calibrates when the built-in answerer declines: for the answerable (fact) and unanswerable
 * questions of the answer sets, the best page's `match` as the turn's retrieval computes it, and
 * the precision and recall of answering at each threshold. `MIN_MATCH` is marked.
 *
 *   npm run bench -- answerability
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MIN_MATCH, retrieve } from '../packages/docs-assistant-platform/src/assistant/retrieval.js';
import { loadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import { CORPUS } from './corpus.js';

interface Question {
  q: string;
  language?: string;
}

const sets = [
  { name: 'mintlify-docs', dir: CORPUS, file: './answers-mintlify.json' },
  {
    name: 'demo docs',
    dir: fileURLToPath(new URL('../demo/docs', import.meta.url)),
    file: './answers-demo.json',
  },
];

const answerable: number[] = [];
const unanswerable: number[] = [];
for (const set of sets) {
  const questions = JSON.parse(await readFile(new URL(set.file, import.meta.url), 'utf8')) as {
    facts: Question[];
    unanswerable: Question[];
  };
  const index = DocsIndex.build((await loadDocs(set.dir)).sections);
  const match = (question: Question) =>
    retrieve(index, {
      messages: [{ role: 'user', text: question.q }],
      priorPaths: [],
      context: [],
      pageSize: 5,
      filter: question.language ? { language: question.language } : undefined,
      siteUrl: 'https://docs.example.com/',
      language: question.language ?? index.defaultLanguage,
    }).sources[0]?.match ?? 0;
  answerable.push(...questions.facts.map(match));
  unanswerable.push(...questions.unanswerable.map(match));
}

console.log(`${answerable.length} answerable and ${unanswerable.length} unanswerable questions`);
console.log('threshold  answered  precision  recall  unanswerable declined');
for (let t = 0.2; t <= 0.801; t += 0.05) {
  const tp = answerable.filter((m) => m >= t).length;
  const fp = unanswerable.filter((m) => m >= t).length;
  const mark = Math.abs(t - MIN_MATCH) < 0.001 ? '  ← MIN_MATCH' : '';
  console.log(
    `  ${t.toFixed(2)}     ${String(tp + fp).padStart(5)}     ${(tp / (tp + fp || 1)).toFixed(2)}     ${(tp / answerable.length).toFixed(2)}    ${((unanswerable.length - fp) / unanswerable.length).toFixed(2)}${mark}`,
  );
}
