/**
 * Answer quality end to end: questions go through the assistant endpoint of the real app (store,
 * ingestion, retrieval, the built-in answerer, the UI message stream), and what the endpoint cites
 * and says is scored. Runs on the Mintlify corpus, on the demo docs and on the VitePress, Redux
 * (Docusaurus) and Material for MkDocs sites in `../shared/corpora` (skipped when absent).
 *
 *   npm run bench -- answers                     figures
 *   npx tsx --conditions=docs-assistant-source bench/answers.ts --show   also print every answer
 *   ... --misses                                 print the questions that missed
 *   ... --only demo|mintlify|vitepress|redux|mkdocs   one docs set
 *   ... --set tuning|check|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|fresh22|fresh23|fresh24|fresh25|holdout|main|languages|decline|decline-holdout|facts2|facts2-holdout   one question set of each docs set
 *   ... --only demo --ask "first question / follow-up"   ask one conversation, print every answer
 *   ... --docs ../shared/corpora/vitepress-docs --ask "…"  the same on another docs folder
 *   ... --ask "…" --language zh                  the same, filtered to one language of the docs
 *   ... --docs path/to/docs --questions set.json     your own question set on your own docs folder
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { DocsLibrary } from '../packages/docs-assistant-platform/src/assistant/docs-library.js';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { ingestDocs } from '../packages/docs-assistant-platform/src/docs/ingest.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { createKey } from '../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { CORPUS, DOCS_DIRS } from './corpus.js';

interface ContextItem {
  type: 'code' | 'textSelection';
  value: string;
}
interface Fact {
  q: string;
  paths: string[];
  fact: string[];
  language?: string;
}
interface FollowUp {
  turns: [string, string];
  paths: string[];
  fact: string[];
  language?: string;
  /** The second question stands on its own: it must not be dragged back to the first topic. */
  standalone?: boolean;
}
interface ContextQuestion {
  q: string;
  currentPath: string;
  context: ContextItem[];
  paths: string[];
  language?: string;
}
interface QuestionSet {
  facts: Fact[];
  followUps: FollowUp[];
  context: ContextQuestion[];
  unanswerable: { q: string; language?: string }[];
}

const args = process.argv.slice(2);
const show = args.includes('--show');
const showMisses = args.includes('--misses');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const onlySet = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
const conversation = args.includes('--ask') ? args[args.indexOf('--ask') + 1]?.split(' / ') : undefined;
const askLanguage = args.includes('--language') ? args[args.indexOf('--language') + 1] : undefined;
const docsArg = args.includes('--docs') ? args[args.indexOf('--docs') + 1] : undefined;
const questionsArg = args.includes('--questions') ? args[args.indexOf('--questions') + 1] : undefined;

const SITE = 'https://docs.example.com/';

interface Reply {
  paths: string[];
  text: string;
  parts: { type: string; [k: string]: unknown }[];
  threadId?: string;
  threadKey?: string;
}

type Ask = (body: Record<string, unknown>) => Promise<Reply>;

async function openApp(docsDir: string): Promise<{ ask: Ask; close: () => Promise<void> }> {
  const store = await openStore({ pglite: await PGlite.create() });
  const project = await createProject(store.db, { domain: 'bench' });
  const { key } = await createKey(store.db, {
    kind: 'assistant',
    orgId: project.orgId,
    projectId: project.projectId,
  });
  await ingestDocs(store.db, project.projectId, docsDir);
  const library = new DocsLibrary(store.db, 600_000);
  await library.refresh(project.projectId);
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    limiters: createLimiters({
      ...DEFAULT_LIMITS,
      assistantPerOrg: { points: 1_000_000, duration: 3600 },
      assistantPerIp: { points: 1_000_000, duration: 3600 },
    }),
    library,
    siteUrl: SITE,
  });
  const ask: Ask = async (body) => {
    const res = await app.request('/discovery/v2/assistant/bench/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ fp: 'bench', ...body }),
    });
    if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
    const raw = await res.text();
    const chunks = raw
      .split('\n\n')
      .filter((e) => e.startsWith('data: {'))
      .map((e) => JSON.parse(e.slice(6)) as { type: string; [k: string]: unknown });
    const sources = chunks.filter((c) => c.type === 'source-url');
    const text = chunks
      .filter((c) => c.type === 'text-delta')
      .map((c) => c.delta as string)
      .join('');
    return {
      paths: sources.map((s) => new URL(s.url as string).pathname),
      text,
      parts: [
        ...sources.map(({ type, sourceId, url, title }) => ({ type, sourceId, url, title })),
        { type: 'text', text },
      ],
      threadId: res.headers.get('x-thread-id') ?? undefined,
      threadKey: res.headers.get('x-thread-key') ?? undefined,
    };
  };
  return { ask, close: () => store.close() };
}

let ids = 0;
const userMessage = (text: string) => ({
  id: `u${++ids}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const filterOf = (language?: string) => (language ? { filter: { language } } : {});

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const statesFact = (text: string, facts: string[]) =>
  facts.some((f) => normalize(text).includes(normalize(f)));
const rankOf = (paths: string[], wanted: string[]) => paths.findIndex((p) => wanted.includes(p));
const ratio = (n: number, d: number) => (d ? (n / d).toFixed(2) : '—');

function printAnswer(label: string, q: string, reply: Reply) {
  if (!show) return;
  console.log(`\n---- ${label}: ${q}\n  cites: ${reply.paths.join(', ') || '(none)'}\n`);
  console.log(reply.text.replace(/^/gm, '  | '));
}

async function measure(name: string, ask: Ask, set: QuestionSet) {
  const misses: string[] = [];
  const declinedAnswerable: string[] = [];

  let hit1 = 0;
  let hit5 = 0;
  let facts = 0;
  let refused = 0;
  for (const item of set.facts) {
    const reply = await ask({ messages: [userMessage(item.q)], ...filterOf(item.language) });
    const rank = rankOf(reply.paths, item.paths);
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 5) hit5++;
    const stated = statesFact(reply.text, item.fact);
    if (stated) facts++;
    if (reply.paths.length === 0) {
      refused++;
      declinedAnswerable.push(item.q);
    }
    if (rank < 0 || rank >= 5 || !stated)
      misses.push(
        `  fact ${rank < 0 || rank >= 5 ? 'PAGE' : '    '} ${stated ? '    ' : 'FACT'} ${item.q}  → ${reply.paths.slice(0, 3).join(', ')}`,
      );
    printAnswer('fact', item.q, reply);
  }

  let followHit = 0;
  let followFact = 0;
  for (const item of set.followUps) {
    const first = await ask({ messages: [userMessage(item.turns[0])], ...filterOf(item.language) });
    const messages = [
      userMessage(item.turns[0]),
      { id: `a${++ids}`, role: 'assistant', parts: first.parts },
      userMessage(item.turns[1]),
    ];
    const reply = await ask({
      messages,
      threadId: first.threadId,
      threadKey: first.threadKey,
      ...filterOf(item.language),
    });
    const rank = rankOf(reply.paths, item.paths);
    const hit = rank >= 0 && rank < 5;
    const stated = statesFact(reply.text, item.fact);
    if (hit) followHit++;
    if (stated) followFact++;
    if (!hit || !stated)
      misses.push(
        `  follow ${hit ? '    ' : 'PAGE'} ${stated ? '    ' : 'FACT'} ${item.turns.join(' / ')}  → ${reply.paths.slice(0, 3).join(', ')}`,
      );
    printAnswer('follow-up', item.turns.join(' → '), reply);
  }

  let contextHit = 0;
  for (const item of set.context) {
    const reply = await ask({
      messages: [userMessage(item.q)],
      context: item.context,
      currentPath: item.currentPath,
      ...filterOf(item.language),
    });
    const rank = rankOf(reply.paths, item.paths);
    if (rank >= 0 && rank < 5) contextHit++;
    else
      misses.push(`  context PAGE ${item.q} (${item.currentPath})  → ${reply.paths.slice(0, 3).join(', ')}`);
    printAnswer('context', `${item.q} [${item.context[0]?.value.slice(0, 60).replace(/\n/g, ' ')}…]`, reply);
  }

  let declined = 0;
  // Declined replies that name the closest pages as links.
  let linked = 0;
  for (const item of set.unanswerable) {
    const reply = await ask({ messages: [userMessage(item.q)], ...filterOf(item.language) });
    if (reply.paths.length === 0) {
      declined++;
      if (/\]\(https?:/.test(reply.text)) linked++;
    } else misses.push(`  unanswerable ANSWERED ${item.q}  → ${reply.paths.slice(0, 3).join(', ')}`);
    printAnswer('unanswerable', item.q, reply);
  }

  // Answering is the positive class: precision is the share of answered questions that were
  // answerable, recall the share of answerable questions that were answered.
  const answerable = set.facts.length;
  const answeredAnswerable = answerable - refused;
  const answeredUnanswerable = set.unanswerable.length - declined;
  const precision = answeredAnswerable / (answeredAnswerable + answeredUnanswerable || 1);
  const recall = answeredAnswerable / answerable;

  console.log(`\n### ${name}\n`);
  console.log(`fact questions (${set.facts.length})`);
  console.log(`  hit@1 ${ratio(hit1, answerable)}   hit@5 ${ratio(hit5, answerable)}   (goal hit@5 ≥ 0.95)`);
  console.log(`  fact rate ${ratio(facts, answerable)}   (goal ≥ 0.8)`);
  console.log(`follow-ups (${set.followUps.length})`);
  console.log(
    `  hit@5 ${ratio(followHit, set.followUps.length)}   fact rate ${ratio(followFact, set.followUps.length)}   (goal hit@5 ≥ 0.9)`,
  );
  console.log(`page context (${set.context.length})`);
  console.log(`  hit@5 ${ratio(contextHit, set.context.length)}   (goal ≥ 0.9)`);
  console.log(`answerability (${answerable} answerable, ${set.unanswerable.length} unanswerable)`);
  console.log(
    `  unanswerable declined ${ratio(declined, set.unanswerable.length)}   (goal ≥ 0.9)   answerable refused ${ratio(refused, answerable)}   (goal ≤ 0.03)`,
  );
  console.log(`  declined with the closest pages as links ${linked}/${declined}`);
  console.log(`  answering: precision ${precision.toFixed(2)}   recall ${recall.toFixed(2)}`);
  if (declinedAnswerable.length) console.log(`  refused: ${declinedAnswerable.join(' | ')}`);
  if (showMisses && misses.length) console.log(`misses:\n${misses.join('\n')}`);
}

/** Reads a question set; a set written for one kind of question may leave the other kinds out. */
async function load(file: string | URL): Promise<QuestionSet> {
  const set = JSON.parse(await readFile(file, 'utf8')) as Partial<QuestionSet>;
  return { facts: [], followUps: [], context: [], unanswerable: [], ...set };
}

interface NamedSet {
  /** What `--set` selects: tuning, check, fresh, fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, holdout, main, languages, decline, decline-holdout, facts2 or facts2-holdout. */
  name: string;
  file: string;
}

/**
 * Each docs set has the questions tuned on and check sets written from the pages before tuning
 * (the fresh one from pages the others leave alone, the holdout one never run while tuning): their
 * figures are the honest ones. The other sites have one set each, written from their pages. The
 * languages sets ask in languages the docs are not written in (Mintlify's in ones it lacks). The
 * decline sets ask what the docs come close to without covering, beside what they do cover; their
 * holdout part is never run while tuning when to decline.
 * facts2 sets ask for facts (in tables, lists, code and prose) and follow-ups on the pages the main
 * sets leave alone; their holdout part is run only to check, never while tuning.
 * fresh2 sets were written from the pages alone, as readers ask (symptoms, typos, other languages,
 * follow-ups that keep or change the topic), by someone who never saw the answers: they are run to
 * check, never while tuning. fresh3 sets were written the same way, later, on pages earlier sets
 * used little, and fresh4 sets later still, on pages drawn at random; fresh5 sets on every docs
 * set, on pages earlier sets use little; fresh6 sets the same way, later again; fresh7 sets the
 * same way, on the pages earlier sets use least, after the tuning of every rule before them;
 * fresh8 sets the same way again, later, on the pages all earlier sets use least;
 * fresh9 sets the same way again, later; fresh10 sets the same way again, later still; fresh11 sets once more, after them;
 * fresh12 sets once more, after fresh11; fresh13 sets once more, after fresh12; fresh14 sets once
 * more, after fresh13; fresh15 sets once more, after fresh14; fresh16 sets once more, after fresh15;
 * fresh17 sets once more, after fresh16; fresh18 sets once more, after fresh17; fresh19 sets once more, after fresh18; fresh20 sets once more, after fresh19;
 * fresh21 sets once more, after fresh20; fresh22 sets once more, after fresh21; fresh23 sets once
 * more, after fresh22; fresh24 sets once more, after fresh23; fresh25 sets once more, after fresh24.
 */
const DOCS: { key: string; name: string; dir: string; sets: NamedSet[] }[] = [
  {
    key: 'mintlify',
    name: 'mintlify-docs',
    dir: DOCS_DIRS.mintlify,
    sets: [
      { name: 'tuning', file: './answers-mintlify.json' },
      { name: 'check', file: './answers-mintlify-check.json' },
      { name: 'fresh', file: './answers-mintlify-fresh.json' },
      { name: 'holdout', file: './answers-mintlify-holdout.json' },
      { name: 'fresh2', file: './answers-mintlify-fresh2.json' },
      { name: 'languages', file: './answers-mintlify-languages.json' },
      { name: 'fresh3', file: './answers-mintlify-fresh3.json' },
      { name: 'fresh4', file: './answers-mintlify-fresh4.json' },
      { name: 'fresh5', file: './answers-mintlify-fresh5.json' },
      { name: 'fresh6', file: './answers-mintlify-fresh6.json' },
      { name: 'fresh7', file: './answers-mintlify-fresh7.json' },
      { name: 'fresh8', file: './answers-mintlify-fresh8.json' },
      { name: 'fresh9', file: './answers-mintlify-fresh9.json' },
      { name: 'fresh10', file: './answers-mintlify-fresh10.json' },
      { name: 'fresh11', file: './answers-mintlify-fresh11.json' },
      { name: 'fresh12', file: './answers-mintlify-fresh12.json' },
      { name: 'fresh13', file: './answers-mintlify-fresh13.json' },
      { name: 'fresh14', file: './answers-mintlify-fresh14.json' },
      { name: 'fresh15', file: './answers-mintlify-fresh15.json' },
      { name: 'fresh16', file: './answers-mintlify-fresh16.json' },
      { name: 'fresh17', file: './answers-mintlify-fresh17.json' },
      { name: 'fresh18', file: './answers-mintlify-fresh18.json' },
      { name: 'fresh19', file: './answers-mintlify-fresh19.json' },
      { name: 'fresh20', file: './answers-mintlify-fresh20.json' },
      { name: 'fresh21', file: './answers-mintlify-fresh21.json' },
      { name: 'fresh22', file: './answers-mintlify-fresh22.json' },
      { name: 'fresh23', file: './answers-mintlify-fresh23.json' },
      { name: 'fresh24', file: './answers-mintlify-fresh24.json' },
      { name: 'fresh25', file: './answers-mintlify-fresh25.json' },
    ],
  },
  {
    key: 'demo',
    name: 'demo docs',
    dir: DOCS_DIRS.demo,
    sets: [
      { name: 'tuning', file: './answers-demo.json' },
      { name: 'check', file: './answers-demo-check.json' },
      { name: 'fresh', file: './answers-demo-fresh.json' },
      { name: 'holdout', file: './answers-demo-holdout.json' },
      { name: 'fresh2', file: './answers-demo-fresh2.json' },
      { name: 'fresh3', file: './answers-demo-fresh3.json' },
      { name: 'fresh4', file: './answers-demo-fresh4.json' },
      { name: 'fresh5', file: './answers-demo-fresh5.json' },
      { name: 'fresh6', file: './answers-demo-fresh6.json' },
      { name: 'fresh7', file: './answers-demo-fresh7.json' },
      { name: 'fresh8', file: './answers-demo-fresh8.json' },
      { name: 'fresh9', file: './answers-demo-fresh9.json' },
      { name: 'fresh10', file: './answers-demo-fresh10.json' },
      { name: 'fresh11', file: './answers-demo-fresh11.json' },
      { name: 'fresh12', file: './answers-demo-fresh12.json' },
      { name: 'fresh13', file: './answers-demo-fresh13.json' },
      { name: 'fresh14', file: './answers-demo-fresh14.json' },
      { name: 'fresh15', file: './answers-demo-fresh15.json' },
      { name: 'fresh16', file: './answers-demo-fresh16.json' },
      { name: 'fresh17', file: './answers-demo-fresh17.json' },
      { name: 'fresh18', file: './answers-demo-fresh18.json' },
      { name: 'fresh19', file: './answers-demo-fresh19.json' },
      { name: 'fresh20', file: './answers-demo-fresh20.json' },
      { name: 'fresh21', file: './answers-demo-fresh21.json' },
      { name: 'fresh22', file: './answers-demo-fresh22.json' },
      { name: 'fresh23', file: './answers-demo-fresh23.json' },
      { name: 'fresh24', file: './answers-demo-fresh24.json' },
      { name: 'fresh25', file: './answers-demo-fresh25.json' },
    ],
  },
  {
    key: 'vitepress',
    name: 'vitepress-docs',
    dir: DOCS_DIRS.vitepress,
    sets: [
      { name: 'main', file: './answers-vitepress.json' },
      { name: 'decline', file: './answers-vitepress-decline.json' },
      { name: 'decline-holdout', file: './answers-vitepress-decline-holdout.json' },
      { name: 'facts2', file: './answers-vitepress-facts2.json' },
      { name: 'facts2-holdout', file: './answers-vitepress-facts2-holdout.json' },
      { name: 'fresh3', file: './answers-vitepress-fresh3.json' },
      { name: 'fresh4', file: './answers-vitepress-fresh4.json' },
      { name: 'fresh5', file: './answers-vitepress-fresh5.json' },
      { name: 'fresh6', file: './answers-vitepress-fresh6.json' },
      { name: 'fresh7', file: './answers-vitepress-fresh7.json' },
      { name: 'fresh8', file: './answers-vitepress-fresh8.json' },
      { name: 'fresh9', file: './answers-vitepress-fresh9.json' },
      { name: 'fresh10', file: './answers-vitepress-fresh10.json' },
      { name: 'fresh11', file: './answers-vitepress-fresh11.json' },
      { name: 'fresh12', file: './answers-vitepress-fresh12.json' },
      { name: 'fresh13', file: './answers-vitepress-fresh13.json' },
      { name: 'fresh14', file: './answers-vitepress-fresh14.json' },
      { name: 'fresh15', file: './answers-vitepress-fresh15.json' },
      { name: 'fresh16', file: './answers-vitepress-fresh16.json' },
      { name: 'fresh17', file: './answers-vitepress-fresh17.json' },
      { name: 'fresh18', file: './answers-vitepress-fresh18.json' },
      { name: 'fresh19', file: './answers-vitepress-fresh19.json' },
      { name: 'fresh20', file: './answers-vitepress-fresh20.json' },
      { name: 'fresh21', file: './answers-vitepress-fresh21.json' },
      { name: 'fresh22', file: './answers-vitepress-fresh22.json' },
      { name: 'fresh23', file: './answers-vitepress-fresh23.json' },
      { name: 'fresh24', file: './answers-vitepress-fresh24.json' },
      { name: 'fresh25', file: './answers-vitepress-fresh25.json' },
    ],
  },
  {
    key: 'redux',
    name: 'redux-docs',
    dir: DOCS_DIRS.redux,
    sets: [
      { name: 'main', file: './answers-redux.json' },
      { name: 'languages', file: './answers-redux-languages.json' },
      { name: 'fresh2', file: './answers-redux-fresh2.json' },
      { name: 'facts2', file: './answers-redux-facts2.json' },
      { name: 'facts2-holdout', file: './answers-redux-facts2-holdout.json' },
      { name: 'fresh5', file: './answers-redux-fresh5.json' },
      { name: 'fresh6', file: './answers-redux-fresh6.json' },
      { name: 'fresh7', file: './answers-redux-fresh7.json' },
      { name: 'fresh8', file: './answers-redux-fresh8.json' },
      { name: 'fresh9', file: './answers-redux-fresh9.json' },
      { name: 'fresh10', file: './answers-redux-fresh10.json' },
      { name: 'fresh11', file: './answers-redux-fresh11.json' },
      { name: 'fresh12', file: './answers-redux-fresh12.json' },
      { name: 'fresh13', file: './answers-redux-fresh13.json' },
      { name: 'fresh14', file: './answers-redux-fresh14.json' },
      { name: 'fresh15', file: './answers-redux-fresh15.json' },
      { name: 'fresh16', file: './answers-redux-fresh16.json' },
      { name: 'fresh17', file: './answers-redux-fresh17.json' },
      { name: 'fresh18', file: './answers-redux-fresh18.json' },
      { name: 'fresh19', file: './answers-redux-fresh19.json' },
      { name: 'fresh20', file: './answers-redux-fresh20.json' },
      { name: 'fresh21', file: './answers-redux-fresh21.json' },
      { name: 'fresh22', file: './answers-redux-fresh22.json' },
      { name: 'fresh23', file: './answers-redux-fresh23.json' },
      { name: 'fresh24', file: './answers-redux-fresh24.json' },
      { name: 'fresh25', file: './answers-redux-fresh25.json' },
    ],
  },
  {
    key: 'mkdocs',
    name: 'mkdocs-material-docs',
    dir: DOCS_DIRS.mkdocs,
    sets: [
      { name: 'main', file: './answers-mkdocs.json' },
      { name: 'languages', file: './answers-mkdocs-languages.json' },
      { name: 'decline', file: './answers-mkdocs-decline.json' },
      { name: 'decline-holdout', file: './answers-mkdocs-decline-holdout.json' },
      { name: 'facts2', file: './answers-mkdocs-facts2.json' },
      { name: 'facts2-holdout', file: './answers-mkdocs-facts2-holdout.json' },
      { name: 'fresh5', file: './answers-mkdocs-fresh5.json' },
      { name: 'fresh6', file: './answers-mkdocs-fresh6.json' },
      { name: 'fresh7', file: './answers-mkdocs-fresh7.json' },
      { name: 'fresh8', file: './answers-mkdocs-fresh8.json' },
      { name: 'fresh9', file: './answers-mkdocs-fresh9.json' },
      { name: 'fresh10', file: './answers-mkdocs-fresh10.json' },
      { name: 'fresh11', file: './answers-mkdocs-fresh11.json' },
      { name: 'fresh12', file: './answers-mkdocs-fresh12.json' },
      { name: 'fresh13', file: './answers-mkdocs-fresh13.json' },
      { name: 'fresh14', file: './answers-mkdocs-fresh14.json' },
      { name: 'fresh15', file: './answers-mkdocs-fresh15.json' },
      { name: 'fresh16', file: './answers-mkdocs-fresh16.json' },
      { name: 'fresh17', file: './answers-mkdocs-fresh17.json' },
      { name: 'fresh18', file: './answers-mkdocs-fresh18.json' },
      { name: 'fresh19', file: './answers-mkdocs-fresh19.json' },
      { name: 'fresh20', file: './answers-mkdocs-fresh20.json' },
      { name: 'fresh21', file: './answers-mkdocs-fresh21.json' },
      { name: 'fresh22', file: './answers-mkdocs-fresh22.json' },
      { name: 'fresh23', file: './answers-mkdocs-fresh23.json' },
      { name: 'fresh24', file: './answers-mkdocs-fresh24.json' },
      { name: 'fresh25', file: './answers-mkdocs-fresh25.json' },
    ],
  },
];

async function measureDocs(name: string, docsDir: string, sets: NamedSet[]) {
  if (!existsSync(docsDir)) {
    console.log(`\n### ${name}\n\nskipped: ${docsDir} is absent`);
    return;
  }
  const { ask, close } = await openApp(docsDir);
  try {
    for (const set of sets)
      await measure(
        `${name} — ${set.name} set (${set.file})`,
        ask,
        await load(new URL(set.file, import.meta.url)),
      );
  } finally {
    await close();
  }
}

/** Asks one conversation turn by turn, printing what the endpoint cites and says each time. */
async function askConversation(docsDir: string, turns: string[]) {
  const { ask, close } = await openApp(docsDir);
  try {
    const messages: Record<string, unknown>[] = [];
    let thread: Pick<Reply, 'threadId' | 'threadKey'> = {};
    for (const turn of turns) {
      messages.push(userMessage(turn));
      const reply = await ask({ messages, ...thread, ...filterOf(askLanguage) });
      console.log(`\n---- ${turn}\n  cites: ${reply.paths.join(', ') || '(none)'}\n`);
      console.log(reply.text.replace(/^/gm, '  | '));
      messages.push({ id: `a${++ids}`, role: 'assistant', parts: reply.parts });
      thread = { threadId: reply.threadId, threadKey: reply.threadKey };
    }
  } finally {
    await close();
  }
}

if (only && !DOCS.some((docs) => docs.key === only)) {
  console.error(`--only takes one of ${DOCS.map((docs) => docs.key).join(', ')}`);
  process.exit(2);
}
if (onlySet && !DOCS.some((docs) => docs.sets.some((set) => set.name === onlySet))) {
  console.error(
    `--set takes one of ${[...new Set(DOCS.flatMap((docs) => docs.sets.map((set) => set.name)))].join(', ')}`,
  );
  process.exit(2);
}
if (conversation) {
  await askConversation(docsArg ?? DOCS.find((d) => d.key === only)?.dir ?? CORPUS, conversation);
  process.exit(0);
}
if (questionsArg) {
  if (!docsArg) {
    console.error('--questions needs --docs: the docs folder the questions ask about');
    process.exit(2);
  }
  const { ask, close } = await openApp(docsArg);
  await measure(`${docsArg} — ${questionsArg}`, ask, await load(resolve(questionsArg)));
  await close();
  process.exit(0);
}
for (const docs of DOCS) {
  if (only && docs.key !== only) continue;
  const sets = docs.sets.filter((set) => !onlySet || set.name === onlySet);
  if (sets.length) await measureDocs(docs.name, docs.dir, sets);
}
// Whatever the app leaves running (parsing threads, timers) must not keep the figures from returning.
process.exit(0);
