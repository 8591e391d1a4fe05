/**
 * Retrieval quality and speed over the Mintlify docs corpus:
 * `npx tsx bench/retrieval.ts` prints ingestion and index times, search latency and hit@1/hit@5.
 */
import { loadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import { CORPUS, retrievalQuestions, type RetrievalQuestion } from './corpus.js';

const questions = await retrievalQuestions();

let start = performance.now();
const docs = await loadDocs(CORPUS);
const ingestMs = performance.now() - start;
start = performance.now();
const index = DocsIndex.build(docs.sections);
const buildMs = performance.now() - start;

const search = (question: RetrievalQuestion) =>
  index.search(question.q, {
    limit: 8,
    filter: question.language ? { language: question.language } : undefined,
  });

let hit1 = 0;
let hit5 = 0;
const misses: string[] = [];
for (const question of questions) {
  const pages = [...new Set(search(question).map((hit) => hit.section.path))];
  const rank = pages.findIndex((path) => question.paths.includes(path));
  if (rank === 0) hit1++;
  if (rank >= 0 && rank < 5) hit5++;
  else
    misses.push(
      `  ${question.q}\n    expected ${question.paths.join(' or ')}\n    got      ${pages.slice(0, 5).join(', ')}`,
    );
  if (rank > 0 && rank < 5 && process.argv.includes('--verbose'))
    console.log(`  #${rank + 1}: ${question.q} -> ${pages[0]}`);
}

const samples: number[] = [];
while (samples.length < 500) {
  for (const question of questions) {
    const t = performance.now();
    search(question);
    samples.push(performance.now() - t);
  }
}
samples.sort((a, b) => a - b);
const percentile = (p: number) =>
  samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

console.log(
  `corpus       ${docs.pages} pages, ${docs.sections.length} sections, ${docs.failures.length} failures`,
);
console.log(`ingestion    ${ingestMs.toFixed(0)} ms`);
console.log(`index build  ${buildMs.toFixed(0)} ms`);
console.log(
  `search       p50 ${percentile(50).toFixed(2)} ms, p99 ${percentile(99).toFixed(2)} ms (${samples.length} queries)`,
);
console.log(
  `quality      hit@1 ${(hit1 / questions.length).toFixed(3)}, hit@5 ${(hit5 / questions.length).toFixed(3)} (${questions.length} questions)`,
);
if (misses.length) console.log(`misses (not in top 5):\n${misses.join('\n')}`);
