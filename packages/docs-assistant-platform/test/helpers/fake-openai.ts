import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request, as the server received it. */
export interface FakeOpenAIRequest {
  model: string;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  stream: boolean;
  tools?: { type: string; function: { name: string; description?: string; parameters: unknown } }[];
  tool_choice?: unknown;
  max_tokens?: number;
}

/** What the scripted model answers to one request. */
export type FakeReply =
  /** Streams these deltas as the answer, then stops. */
  | { text: string[]; usage?: number }
  /** Streams deltas, then an error chunk in place of the rest (no finish). */
  | { text: string[]; error: string }
  /** Calls tools (arguments streamed in two pieces), then stops for their results. */
  | { toolCalls: { name: string; input: unknown }[]; usage?: number }
  /** Streams this delta forever, until the client hangs up. */
  | { endless: string };

export type FakeScript = (request: FakeOpenAIRequest, n: number) => FakeReply;

export interface FakeOpenAI {
  baseURL: string;
  /** Bodies of the chat completion requests received. */
  requests: FakeOpenAIRequest[];
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
 * A local OpenAI-compatible chat completions server: the model at the edge we cannot reach, on
 * loopback. Given words, it streams them as every answer; given a script, it answers request `n`
 * (from 0) with `script(request, n)`: text, tool calls, an error mid-stream, or an endless stream.
 * Chunks are written `delayMs` apart in the chat-completions streaming format.
 */
export async function startFakeOpenAI(script: string[] | FakeScript, delayMs = 5): Promise<FakeOpenAI> {
  const reply: FakeScript = Array.isArray(script) ? () => ({ text: script }) : script;
  const requests: FakeOpenAIRequest[] = [];
  let onCancel!: () => void;
  const cancelled = new Promise<void>((resolve) => (onCancel = resolve));
  const pause = () => new Promise((r) => setTimeout(r, delayMs));
  let calls = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as FakeOpenAIRequest;
      requests.push(body);
      const n = requests.length - 1;
      const scripted = reply(body, n);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let finished = false;
      res.on('close', () => {
        if (!finished) onCancel();
      });
      const write = (data: object) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      const send = (delta: object, finish: string | null = null, usage?: number) =>
        write({
          id: `chatcmpl-${n}`,
          object: 'chat.completion.chunk',
          created: 1,
          model: body.model,
          choices: [{ index: 0, delta, finish_reason: finish }],
          ...(usage !== undefined && {
            usage: { prompt_tokens: usage, completion_tokens: 0, total_tokens: usage },
          }),
        });
      const end = () => {
        res.write('data: [DONE]\n\n');
        finished = true;
        res.end();
      };

      if ('toolCalls' in scripted) {
        for (const [index, call] of scripted.toolCalls.entries()) {
          const id = `call_${++calls}`;
          const args = JSON.stringify(call.input);
          const half = Math.ceil(args.length / 2);
          send({
            role: 'assistant',
            content: null,
            tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }],
          });
          for (const piece of [args.slice(0, half), args.slice(half)]) {
            await pause();
            send({ tool_calls: [{ index, function: { arguments: piece } }] });
          }
        }
        send({}, 'tool_calls', scripted.usage);
        return end();
      }
      send({ role: 'assistant', content: '' });
      if ('endless' in scripted) {
        while (!res.destroyed) {
          send({ content: scripted.endless });
          await pause();
        }
        return;
      }
      for (const word of scripted.text) {
        if (res.destroyed) return;
        send({ content: word });
        await pause();
      }
      if ('error' in scripted) {
        write({ error: { message: scripted.error, type: 'server_error' } });
        return end();
      }
      send({}, 'stop', scripted.usage);
      end();
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
