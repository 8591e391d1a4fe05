/**
 * Whether the assistant tells answerable questions from questions the docs do not cover, over the
 * Mintlify corpus: the retrieval questions should all be answered, off-topic ones declined.
 *
 *   npx tsx bench/answerability.ts
 */
import { retrieve } from '../packages/docs-assistant-platform/src/assistant/retrieval.js';
import { loadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import { CORPUS, retrievalQuestions } from './corpus.js';

const questions = await retrievalQuestions();
const offTopic = [
  'what is the weather in paris',
  'best pizza recipe',
  'who won the world cup in 2018',
  'how do I file my taxes',
  'translate hello into german',
  'stock price of apple',
  'how tall is mount everest',
  'recommend a good sci-fi movie',
  'how to bake sourdough bread',
  'what is the capital of australia',
  'how do I change a flat tire',
  'explain quantum entanglement',
  'write me a poem about cats',
  'how to train a puppy',
  'what time is it in tokyo',
];

const index = DocsIndex.build((await loadDocs(CORPUS)).sections);
const answered = (question: string, language?: string) =>
  retrieve(index, {
    messages: [{ role: 'user', text: question }],
    priorPaths: [],
    pageSize: 5,
    filter: language ? { language } : undefined,
    context: [],
    siteUrl: 'https://docs.example.com/',
    language: language ?? index.defaultLanguage,
  }).covered;

const declined = questions.filter((q) => !answered(q.q, q.language));
const accepted = offTopic.filter((q) => answered(q));
console.log(`answerable questions answered: ${questions.length - declined.length}/${questions.length}`);
for (const q of declined) console.log(`  declined: ${q.q}`);
console.log(`off-topic questions declined:  ${offTopic.length - accepted.length}/${offTopic.length}`);
for (const q of accepted) console.log(`  answered: ${q}`);
