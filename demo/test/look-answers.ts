/**
 * Asks the running demo questions of each kind a reader asks (a fact, a follow-up, a question
 * about a selected passage or code block, and one the docs do not cover) in Chromium, and writes a
 * PNG of each answer to read: `demo/test/.output/answers/`.
 *
 *   PORT=8790 DATA_DIR=/tmp/demo-data npm start          (in one shell)
 *   DEMO_URL=http://127.0.0.1:8790 npx tsx demo/test/look-answers.ts [kind]
 *
 * It also prints each answer's text and cited pages, for reading without the pictures.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const BASE = process.env.DEMO_URL ?? 'http://127.0.0.1:8787';
const OUT = resolve(import.meta.dirname, '.output/answers');

interface Look {
  kind: 'fact' | 'follow-up' | 'context' | 'unanswerable';
  /** The page the reader is on. */
  path: string;
  /** One question, or two for a follow-up. */
  questions: string[];
  /** What the reader attached from the page before asking. */
  context?: { type: 'code' | 'textSelection'; value: string };
}

const LOOKS: Look[] = [
  { kind: 'fact', path: '/configuration', questions: ['what port does the server listen on'] },
  { kind: 'fact', path: '/', questions: ['which node version do I need'] },
  { kind: 'fact', path: '/element', questions: ['keyboard shortcut to open the assistant'] },
  { kind: 'fact', path: '/', questions: ['how do I create an admin key'] },
  { kind: 'fact', path: '/server-api', questions: ['getting 401'] },
  { kind: 'fact', path: '/', questions: ['Wie ändere ich den Port des Servers?'] },
  { kind: 'fact', path: '/', questions: ['如何更改服务器的端口？'] },
  { kind: 'fact', path: '/', questions: ['サーバーのポートを変更するには？'] },
  { kind: 'fact', path: '/', questions: ['comment lancer le serveur ?'] },
  { kind: 'fact', path: '/element', questions: ['close()メソッドで何が起きますか？'] },
  { kind: 'fact', path: '/configuration', questions: ['HOST를 바꾸려면 어떻게 하나요?'] },
  { kind: 'fact', path: '/deployment', questions: ['redis conection string for sevral instances'] },
  { kind: 'fact', path: '/server-api', questions: ["what does the 'Retry-After' header tell my client?"] },
  { kind: 'fact', path: '/element', questions: ['turn off the keyboard shortcut that opens the assistant'] },
  { kind: 'fact', path: '/fr/', questions: ['de combien de parties se compose docs-assistant ?'] },
  { kind: 'fact', path: '/', questions: ['without any model configured, where do the answers come from?'] },
  {
    kind: 'fact',
    path: '/deployment',
    questions: [
      'our kubernetes deployment has four replicas and every replica seems to count the per hour answer limit by itself',
    ],
  },
  {
    kind: 'fact',
    path: '/',
    questions: ['my script polls the analytics api and after a while every call gets a 429, what now'],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: ['i want the assistant in one particular place in my layout, not where the script puts it'],
  },
  { kind: 'unanswerable', path: '/', questions: ['how many projects can one organization have?'] },
  { kind: 'unanswerable', path: '/', questions: ['do you sell t-shirts?'] },
  {
    kind: 'unanswerable',
    path: '/',
    questions: ['Kann docs-assistant Elasticsearch als Such-Backend verwenden?'],
  },
  { kind: 'fact', path: '/element', questions: ['怎么用 JavaScript 代码打开助手面板？'] },
  {
    kind: 'fact',
    path: '/server-api',
    questions: [
      "our kubernetes liveness probe can't send an Authorization header, is there an endpoint it can hit?",
    ],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: [
      'the floating panel covers our cookie banner on mobile, can I put the chat inside the page body?',
    ],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: ['I want to show a toast whenever the assistant fails to answer, what can I listen for?'],
  },
  { kind: 'fact', path: '/server-api', questions: ['helthz what does it check'] },
  { kind: 'fact', path: '/element', questions: ['What key combo opens the assistant by default?'] },
  {
    kind: 'fact',
    path: '/element',
    questions: [
      'ctrl+i already means italic in our editor page and the assistant grabs it. can i switch that hotkey off?',
    ],
  },
  {
    kind: 'follow-up',
    path: '/element',
    questions: ['how are conversations persisted', 'can I turn that off?'],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: ["ctrl+i clashes with a shortcut on our site, can I turn off the assistant's shortcut?"],
  },
  {
    kind: 'fact',
    path: '/server-api',
    questions: ['our script gets 429s from the analytics endpoints, why?'],
  },
  {
    kind: 'fact',
    path: '/server-api',
    questions: ["posting a question with a big pasted log returns 413, what's the limit?"],
  },
  {
    kind: 'fact',
    path: '/',
    questions: [
      'I accidentally started a second server pointing at the same data folder, will that corrupt the database?',
    ],
  },
  {
    kind: 'fact',
    path: '/server-api',
    questions: ['analytics calls suddenly get 403 although the key is definitely valid and not revoked'],
  },
  { kind: 'fact', path: '/server-api', questions: ['can I get the feedback list oldest first?'] },
  {
    kind: 'fact',
    path: '/configuration',
    questions: ['answers start failing with 429 for the whole org, which env var raises that hourly cap?'],
  },
  {
    kind: 'fact',
    path: '/deployment',
    questions: [
      "in docker I'd like the embedded database to live on a mounted volume, not inside the container",
    ],
  },
  {
    kind: 'follow-up',
    path: '/configuration',
    questions: ['¿Qué límites de uso trae el servidor por defecto?', '¿y el de los trabajos del agente?'],
  },
  { kind: 'follow-up', path: '/', questions: ['what port does it run on', 'how do I change it?'] },
  {
    kind: 'follow-up',
    path: '/server-api',
    questions: ['api to list feedback', 'how many entries do I get at a time?'],
  },
  { kind: 'follow-up', path: '/', questions: ['how do I run several instances', 'do they need redis?'] },
  { kind: 'follow-up', path: '/', questions: ['what does HOST do', 'and the default?'] },
  {
    kind: 'follow-up',
    path: '/server-api',
    questions: [
      'how do I pull the feedback list through the API?',
      'it only returns part of it, how do I get the rest?',
    ],
  },
  {
    kind: 'follow-up',
    path: '/server-api',
    questions: ['how do I page through feedback', "what's the maximum page size?"],
  },
  {
    kind: 'follow-up',
    path: '/',
    questions: ['what modes does the element have', 'which one is the default?'],
  },
  {
    kind: 'follow-up',
    path: '/element',
    questions: [
      'which DOM events can I listen to on <docs-assistant>',
      'is there one when the panel closes?',
    ],
  },
  {
    kind: 'context',
    path: '/deployment',
    questions: ['explain this'],
    context: {
      type: 'code',
      value:
        'DATABASE_URL=postgres://app:secret@db:5432/docs \\\nREDIS_URL=redis://cache:6379 \\\nHOST=0.0.0.0 TRUST_PROXY=true npm start',
    },
  },
  {
    kind: 'context',
    path: '/server-api',
    questions: ['what should I do then?'],
    context: {
      type: 'textSelection',
      value: 'The key is sent only once; a `threadId` without its key is answered with `404`.',
    },
  },
  {
    kind: 'context',
    path: '/deployment',
    questions: ['why does this matter'],
    context: { type: 'textSelection', value: 'The assistant key must never reach the browser.' },
  },
  {
    kind: 'context',
    path: '/element',
    questions: ['explain'],
    context: { type: 'code', value: '<docs-assistant api="/api/assistant" mode="sidebar"></docs-assistant>' },
  },
  {
    kind: 'context',
    path: '/quickstart',
    questions: ['what does this do?'],
    context: { type: 'code', value: 'npm run cli -- ingest --docs ../my-docs --domain my-docs' },
  },
  { kind: 'unanswerable', path: '/', questions: ['what is the weather in paris tomorrow'] },
  { kind: 'unanswerable', path: '/', questions: ['does it integrate with salesforce crm'] },
  { kind: 'unanswerable', path: '/', questions: ['recommend a good sci-fi novel'] },
  { kind: 'unanswerable', path: '/', questions: ['how do I train my own language model with it'] },
  { kind: 'unanswerable', path: '/fr/', questions: ['comment réparer mon vélo'] },
  { kind: 'unanswerable', path: '/', questions: ['can I use Microsoft SQL Server instead of PostgreSQL?'] },
  { kind: 'fact', path: '/', questions: ['what is docs-assistant?'] },
  {
    kind: 'fact',
    path: '/configuration',
    questions: [
      '¿Cuántas respuestas por hora se permiten por defecto para cada organización antes de que empiece a rechazar peticiones?',
    ],
  },
  {
    kind: 'fact',
    path: '/server-api',
    questions: [
      'I keep getting 403 Forbidden when I try to pull the feedback analytics, the key works fine for asking questions though',
    ],
  },
  {
    kind: 'follow-up',
    path: '/server-api',
    questions: [
      'How do I create an admin key for the analytics endpoints?',
      'and how do I get rid of one later if it leaks?',
    ],
  },
  {
    kind: 'follow-up',
    path: '/server-api',
    questions: [
      'Is there a size limit on the request body when asking a question?',
      'what status code do I get if I go over it?',
    ],
  },
  { kind: 'fact', path: '/', questions: ['where on disk does the embedded database keep its files?'] },
  {
    kind: 'follow-up',
    path: '/',
    questions: [
      'how do I make it answer with openai instead of the built-in answerer',
      'does that change which pages get cited?',
    ],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: [
      'i want to log every question a reader sends to our own analytics. what do i hook into on the element?',
    ],
  },
  { kind: 'fact', path: '/server-api', questions: ['what format does the answer stream in'] },
  {
    kind: 'fact',
    path: '/server-api',
    questions: ['response.json() throws a parse error when I call the message endpoint with fetch'],
  },
  { kind: 'fact', path: '/', questions: ["Do my readers' questions get sent to any outside service?"] },
  {
    kind: 'fact',
    path: '/server-api',
    questions: ['Quantos itens de feedback no máximo eu consigo buscar por página na API?'],
  },
  {
    kind: 'fact',
    path: '/deployment',
    questions: [
      'Si arranco un segundo servidor apuntando al mismo directorio de datos, ¿se corrompe la base de datos integrada?',
    ],
  },
  {
    kind: 'unanswerable',
    path: '/',
    questions: ['how long are conversation threads kept before they are deleted'],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: ['can i show a few example questions in the panel before the user types anything'],
  },
  {
    kind: 'fact',
    path: '/element',
    questions: [
      'How do I stop the widget from remembering the conversation after the reader reloads the page?',
    ],
  },
  { kind: 'fact', path: '/fr/', questions: ["À quoi sert le proxy de référence, je peux m'en passer ?"] },
  { kind: 'fact', path: '/', questions: ['do I need postgres to run it? what does it use by default?'] },
  {
    kind: 'fact',
    path: '/element',
    questions: [
      'readers lose the conversation when they open the docs in another tab. can the thread stick around?',
    ],
  },
  {
    kind: 'fact',
    path: '/configuration',
    questions: [
      '¿Cómo hago para que responda con un modelo local de Ollama en vez del respondedor integrado?',
    ],
  },
  { kind: 'unanswerable', path: '/', questions: ['how do I reverse a linked list in python'] },
];

/** Asks one question in the open panel and waits until its answer has ended. */
async function ask(page: Page, question: string, answered: number) {
  await page.evaluate((q) => {
    void (document.querySelector('docs-assistant') as HTMLElement & { ask(t: string): Promise<void> }).ask(q);
  }, question);
  await page.locator('docs-assistant .answer-actions').nth(answered).waitFor({ timeout: 30_000 });
}

const only = process.argv[2];
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const counts = new Map<string, number>();
  for (const look of LOOKS.filter((l) => !only || l.kind === only)) {
    const n = (counts.get(look.kind) ?? 0) + 1;
    counts.set(look.kind, n);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL(look.path, BASE).toString());
    await page.locator('docs-assistant').waitFor({ state: 'attached' });
    if (look.context) {
      await page.evaluate((item) => {
        const el = document.querySelector('docs-assistant') as HTMLElement & {
          addContext(i: unknown): Promise<void>;
        };
        return el.addContext(item);
      }, look.context);
    }
    for (const [i, question] of look.questions.entries()) await ask(page, question, i);
    const file = `${OUT}/${look.kind}-${n}.png`;
    await page.screenshot({ path: file });
    const text = await page
      .locator('docs-assistant .message.assistant')
      .last()
      .innerText()
      .catch(() => '(no assistant message found)');
    console.log(`\n== ${look.kind} ${n}: ${look.questions.join(' → ')}  (${file})\n${text}`);
    await context.close();
  }
} finally {
  await browser.close();
}
