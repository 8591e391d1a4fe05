/**
 * Ingestion speed and retrieval quality on the four real docs sites in `../shared/corpora`
 * (Mintlify, VitePress, Docusaurus, MkDocs): `npm run bench -- corpora` prints, per site, pages,
 * sections, pages/s (parsing on every core) and hit@1/hit@5 on questions written for it.
 * Parsing runs the compiled package (`npm run build`), as operators run it; `--source` parses
 * from the TypeScript sources instead. `SHARED_DIR` points elsewhere; `--threads <n>` limits the
 * parsing threads.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { loadDocs as LoadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import { retrievalQuestions, type RetrievalQuestion } from './corpus.js';

const shared = process.env.SHARED_DIR ?? fileURLToPath(new URL('../../shared', import.meta.url));
const compiled = new URL('../packages/docs-assistant-platform/dist/docs/load-docs.js', import.meta.url);
const fromSource = process.argv.includes('--source') || !existsSync(compiled);
const { loadDocs } = (await import(
  fromSource ? '../packages/docs-assistant-platform/src/docs/load-docs.js' : compiled.href
)) as { loadDocs: typeof LoadDocs };
const threadsArg = process.argv.indexOf('--threads');
const threads = threadsArg > 0 ? Number(process.argv[threadsArg + 1]) : availableParallelism();
const written = JSON.parse(
  await readFile(new URL('./corpora-questions.json', import.meta.url), 'utf8'),
) as Record<string, RetrievalQuestion[]>;

const CORPORA: { name: string; dir: string; questions: RetrievalQuestion[] }[] = [
  { name: 'mintlify-docs', dir: 'mintlify-docs', questions: await retrievalQuestions() },
  { name: 'vitepress-docs', dir: 'vitepress-docs', questions: written['vitepress-docs']! },
  { name: 'redux-docs', dir: 'redux-docs/docs', questions: written['redux-docs']! },
  { name: 'mkdocs-material-docs', dir: 'mkdocs-material-docs', questions: written['mkdocs-material-docs']! },
];

console.log(
  `${threads} parsing threads on ${availableParallelism()} cores, ${fromSource ? 'TypeScript sources' : 'compiled package'}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('corpus                 generator    pages  sections  pages/s  hit@1  hit@5  questions');
const misses: string[] = [];
for (const corpus of CORPORA) {
  const dir = `${shared}/corpora/${corpus.dir}`;
  if (!existsSync(dir)) {
    console.log(`${corpus.name.padEnd(22)} skipped: ${dir} is absent`);
    continue;
  }
  const started = performance.now();
  const docs = await loadDocs(dir, { threads });
  const seconds = (performance.now() - started) / 1000;
  const index = DocsIndex.build(docs.sections);
  let hit1 = 0;
  let hit5 = 0;
  for (const question of corpus.questions) {
    const hits = index.search(question.q, {
      limit: 8,
      filter: question.language ? { language: question.language } : undefined,
    });
    const pages = [...new Set(hits.map((hit) => hit.section.path))];
    const rank = pages.findIndex((path) => question.paths.includes(path));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 5) hit5++;
    else
      misses.push(
        `  [${corpus.name}] ${question.q}\n    expected ${question.paths.join(' or ')}\n    got      ${pages.slice(0, 5).join(', ')}`,
      );
  }
  const n = corpus.questions.length;
  console.log(
    [
      corpus.name.padEnd(22),
      docs.generator.padEnd(11),
      String(docs.pages).padStart(6),
      String(docs.sections.length).padStart(9),
      (docs.pages / seconds).toFixed(0).padStart(8),
      (hit1 / n).toFixed(2).padStart(6),
      (hit5 / n).toFixed(2).padStart(6),
      String(n).padStart(10),
    ].join(' '),
  );
}
if (misses.length) console.log(`\nmisses (not in top 5):\n${misses.join('\n')}`);
