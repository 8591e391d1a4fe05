import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAI {
  baseURL: string;
  /** Bodies of the chat completion requests received. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  /** Resolves when a client closed a streaming response before it ended. */
  cancelled: Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/**
 * A local OpenAI-compatible chat completions server that streams `words` one SSE chunk at a
 * time, `delayMs` apart: the model at the edge we cannot reach, on loopback.
 */
export async function startFakeOpenAI(words: string[], delayMs = 5): Promise<FakeOpenAI> {
  const requests: FakeOpenAI['requests'] = [];
  let onCancel!: () => void;
  const cancelled = new Promise<void>((resolve) => (onCancel = resolve));
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as FakeOpenAI['requests'][number];
      requests.push(body);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let finished = false;
      res.on('close', () => {
        if (!finished) onCancel();
      });
      const send = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion.chunk',
            created: 1,
            model: body.model,
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`,
        );
      send({ role: 'assistant', content: '' });
      for (const word of words) {
        if (res.destroyed) return;
        send({ content: word });
        await new Promise((r) => setTimeout(r, delayMs));
      }
      send({}, 'stop');
      res.write('data: [DONE]\n\n');
      finished = true;
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    cancelled,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
