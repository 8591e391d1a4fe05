// A scripted assistant server that speaks the wire contract of DESIGN.md exactly. Plain
// JavaScript so that both web-test-runner's config and the screenshot script can load it.
import { randomUUID } from 'node:crypto';

export const ANSWER_MARKDOWN = [
  '## Installing the assistant\n\n',
  'Add the element to any page and point it at your proxy [1]:\n\n',
  '```html\n<script type="module" src="/docs-assistant.js" data-api="/api/assistant"></script>\n```\n\n',
  '- Works with **any** static docs site\n',
  '- Keeps the conversation across pages [2]\n\n',
  'See [the install guide](/docs/install) or the [API reference](https://example.com/docs/api).\n\n',
  '| Attribute | Default |\n|---|---|\n| `mode` | `sidebar` |\n| `persist` | `session` |\n',
].join('');

/** The same answer in other languages, picked by the `lang` query parameter of the API URL. */
export const LOCALIZED_ANSWERS = {
  fr: [
    "## Installer l'assistant\n\n",
    "Ajoutez l'élément à chaque page et pointez-le vers votre proxy [1] :\n\n",
    '```html\n<script type="module" src="/docs-assistant.js" data-api="/api/assistant"></script>\n```\n\n',
    '- Fonctionne avec **tout** site de documentation statique\n',
    '- Garde la conversation d’une page à l’autre [2]\n\n',
    '| Attribut | Par défaut |\n|---|---|\n| `mode` | `sidebar` |\n| `persist` | `session` |\n',
  ].join(''),
  ja: [
    '## アシスタントのインストール\n\n',
    '各ページに要素を追加し、プロキシを指定します [1]。\n\n',
    '```html\n<script type="module" src="/docs-assistant.js" data-api="/api/assistant"></script>\n```\n\n',
    '- **あらゆる**静的ドキュメントサイトで動作します\n',
    '- ページを移動しても会話が続きます [2]\n\n',
    '| 属性 | 既定値 |\n|---|---|\n| `mode` | `sidebar` |\n| `persist` | `session` |\n',
  ].join(''),
  ar: [
    '## تثبيت المساعد\n\n',
    'أضف العنصر إلى كل صفحة ووجّهه إلى الوكيل الخاص بك [1]:\n\n',
    '```html\n<script type="module" src="/docs-assistant.js" data-api="/api/assistant"></script>\n```\n\n',
    '- يعمل مع **أي** موقع وثائق ثابت\n',
    '- يحتفظ بالمحادثة بين الصفحات [2]\n\n',
    '| السمة | القيمة الافتراضية |\n|---|---|\n| `mode` | `sidebar` |\n| `persist` | `session` |\n',
  ].join(''),
};

const sse = (chunk) => `data: ${JSON.stringify(chunk)}\n\n`;

/** Splits text into small deltas, as a model streams it. */
function deltas(text, size = 7) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The frames of a full answer: every part type, plus things a lenient reader must skip. */
export function answerFrames(threadId, { text = ANSWER_MARKDOWN, cut = false } = {}) {
  const messageId = `msg_${randomUUID()}`;
  const frames = [
    ': stream-open\n\n',
    sse({ type: 'start', messageId, messageMetadata: { threadId } }),
    sse({ type: 'start-step' }),
    sse({ type: 'reasoning-start', id: 'r1' }),
    ...deltas('Searched the docs for "install" and read 2 pages.').map((delta) =>
      sse({ type: 'reasoning-delta', id: 'r1', delta }),
    ),
    sse({ type: 'reasoning-end', id: 'r1' }),
    sse({ type: 'source-url', sourceId: 's1', url: '/docs/install', title: 'Install guide' }),
    sse({
      type: 'source-url',
      sourceId: 's2',
      url: 'https://example.com/docs/api',
      title: 'API reference',
      providerMetadata: { search: { score: 0.8 } },
    }),
    sse({ type: 'x-future-chunk', payload: 1 }),
    sse({ type: 'finish-step' }),
    sse({ type: 'start-step' }),
    sse({ type: 'text-start', id: 't1' }),
  ];
  const textDeltas = deltas(text);
  const sent = cut ? textDeltas.slice(0, Math.ceil(textDeltas.length / 2)) : textDeltas;
  frames.push(...sent.map((delta) => sse({ type: 'text-delta', id: 't1', delta, extraField: true })));
  if (cut) return { messageId, frames };
  frames.push(
    sse({ type: 'text-end', id: 't1' }),
    sse({ type: 'file', url: '/test/widget/fixtures/diagram.svg', mediaType: 'image/svg+xml' }),
    sse({ type: 'finish-step' }),
    sse({ type: 'finish', finishReason: 'stop', threadId, messageMetadata: { threadId } }),
    'data: [DONE]\n\n',
  );
  return { messageId, frames };
}

const ERRORS = {
  401: 'Missing or invalid assistant key',
  403: 'Key of the wrong kind',
  404: 'Thread not found',
  429: 'Too many requests',
  500: 'Internal error',
};

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function sendError(res, status, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(
    JSON.stringify({ error: ERRORS[status] ?? 'Error', details: [{ message: ERRORS[status] ?? 'Error' }] }),
  );
}

/**
 * A Node request handler. `POST /api/assistant?session=S&scenario=X` answers; scenarios:
 * `full` (default), `slow`, `cut`, `401`, `403`, `429`, `500`, `429-once`.
 * `GET /api/requests?session=S` returns the request bodies received for that session.
 * Resolves `true` when it handled the request.
 */
export function createScriptedAssistant() {
  const threads = new Map();
  const requests = new Map();
  const counts = new Map();
  const feedback = new Map();

  /**
   * `POST /api/assistant/feedback?session=S[&scenario=503-once]`: 201 with an id, 200 with the same id
   * for a client id seen before. `GET /api/feedback?session=S` returns every body received.
   */
  async function recordFeedback(req, res, url, session) {
    const body = await readJson(req);
    const received = [...(feedback.get(session) ?? []), body];
    feedback.set(session, received);
    if (url.searchParams.get('scenario') === '503-once' && received.length === 1) {
      sendError(res, 500);
      return;
    }
    const first = received.findIndex((b) => b?.clientId === body?.clientId);
    res.writeHead(first === received.length - 1 ? 201 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: `fb_${first}`, source: 'thumbs_only', status: 'pending' }));
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return false;
    const session = url.searchParams.get('session') ?? 'default';

    if (req.method === 'GET' && url.pathname === '/api/requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests.get(session) ?? []));
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/api/feedback') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(feedback.get(session) ?? []));
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/api/assistant/feedback') {
      await recordFeedback(req, res, url, session);
      return true;
    }
    if (req.method !== 'POST' || url.pathname !== '/api/assistant') {
      sendError(res, 404);
      return true;
    }

    const body = await readJson(req);
    requests.set(session, [...(requests.get(session) ?? []), body]);
    const count = (counts.get(session) ?? 0) + 1;
    counts.set(session, count);
    const scenario = url.searchParams.get('scenario') ?? 'full';

    if (/^\d+$/.test(scenario)) {
      sendError(res, Number(scenario), scenario === '429' ? { 'retry-after': '30' } : {});
      return true;
    }
    if (scenario === '429-once' && count === 1) {
      sendError(res, 429, { 'retry-after': '12' });
      return true;
    }

    const headers = {
      'content-type': 'text/event-stream',
      'x-vercel-ai-ui-message-stream': 'v1',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'access-control-expose-headers': 'X-Thread-Id, X-Thread-Key',
    };
    let threadId = body?.threadId;
    if (threadId) {
      if (threads.get(threadId) !== body.threadKey) {
        sendError(res, 404);
        return true;
      }
      headers['x-thread-id'] = threadId;
    } else {
      threadId = `01J${randomUUID().replace(/-/g, '').slice(0, 23).toUpperCase()}`;
      const threadKey = `tk_${randomUUID()}`;
      threads.set(threadId, threadKey);
      headers['x-thread-id'] = threadId;
      headers['x-thread-key'] = threadKey;
    }

    const text = LOCALIZED_ANSWERS[url.searchParams.get('lang') ?? ''] ?? ANSWER_MARKDOWN;
    const { frames } = answerFrames(threadId, { text, cut: scenario === 'cut' });
    const delay = scenario === 'slow' ? 40 : 1;
    res.writeHead(200, headers);
    res.flushHeaders?.();
    let closed = false;
    res.on('close', () => (closed = true));
    for (const frame of frames) {
      if (closed) break;
      res.write(frame);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    res.end();
    return true;
  };
}
