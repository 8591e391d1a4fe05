/**
 * Calibrates when the built-in answerer declines: for the answerable (fact) and unanswerable
 * questions of every answer set of every docs site, the pages the turn's retrieval finds, and at
 * each threshold the share of answerable questions refused, of unanswerable ones declined, and
 * the precision and recall of answering. The tuning sets (written beside the rules) and the fresh
 * sets (written later, as readers ask, by someone who never saw the answers) are shown apart:
 * the fresh ones say how the threshold does on questions it was not made for. The held-out sets
 * (`-holdout`, and the newest fresh sets, `fresh14`) are left out. `ANSWER_MATCH` is marked.
 *
 *   npm run bench -- answerability
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import {
  ANSWER_MATCH,
  answeringSource,
  retrieve,
} from '../packages/docs-assistant-platform/src/assistant/retrieval.js';
import type { CitedSource } from '../packages/docs-assistant-platform/src/assistant/answerer.js';
import { loadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import { DOCS_DIRS } from './corpus.js';

interface Question {
  q: string;
  language?: string;
}

const SITES = Object.entries(DOCS_DIRS).map(([key, dir]) => ({ key, dir }));
/** Sets kept for checking, never for calibrating. */
const HELD_OUT = /-holdout\.json$|-fresh14\.json$/;

/** For each kind of set, the pages found for its answerable and unanswerable questions. */
const found = {
  tuning: { answerable: [] as CitedSource[][], unanswerable: [] as CitedSource[][] },
  fresh: { answerable: [] as CitedSource[][], unanswerable: [] as CitedSource[][] },
};
const files = await readdir(new URL('.', import.meta.url));
for (const site of SITES) {
  if (!existsSync(site.dir)) {
    console.log(`skipped ${site.key}: ${site.dir} is absent`);
    continue;
  }
  const index = DocsIndex.build((await loadDocs(site.dir)).sections);
  const sources = (question: Question) =>
    retrieve(index, {
      messages: [{ role: 'user', text: question.q }],
      priorPaths: [],
      context: [],
      pageSize: 5,
      filter: question.language ? { language: question.language } : undefined,
      siteUrl: 'https://docs.example.com/',
      language: question.language ?? index.defaultLanguage,
    }).sources;
  const own = files.filter(
    (f) => f.startsWith(`answers-${site.key}`) && f.endsWith('.json') && !HELD_OUT.test(f),
  );
  for (const file of own) {
    const set = JSON.parse(await readFile(new URL(file, import.meta.url), 'utf8')) as {
      facts?: Question[];
      unanswerable?: Question[];
    };
    const kind = /-fresh\d*\.json$/.test(file) ? found.fresh : found.tuning;
    kind.answerable.push(...(set.facts ?? []).map(sources));
    kind.unanswerable.push(...(set.unanswerable ?? []).map(sources));
  }
}

const share = (n: number, of: number) => (of ? (n / of).toFixed(3) : '—');
for (const [name, { answerable, unanswerable }] of Object.entries(found)) {
  console.log(
    `\n${name} sets: ${answerable.length} answerable and ${unanswerable.length} unanswerable questions`,
  );
  console.log('threshold  answerable refused  unanswerable declined  precision  recall');
  // In hundredths, so that each threshold is the very number the constant holds.
  for (let hundredths = 26; hundredths <= 50; hundredths += 2) {
    const t = hundredths / 100;
    const answers = (pages: CitedSource[]) => answeringSource(pages, t) !== undefined;
    const tp = answerable.filter(answers).length;
    const fp = unanswerable.filter(answers).length;
    const mark = Math.abs(t - ANSWER_MATCH) < 0.001 ? '  ← ANSWER_MATCH' : '';
    console.log(
      `  ${t.toFixed(2)}        ${share(answerable.length - tp, answerable.length)}                ${share(unanswerable.length - fp, unanswerable.length)}            ${share(tp, tp + fp)}     ${share(tp, answerable.length)}${mark}`,
    );
  }
}
