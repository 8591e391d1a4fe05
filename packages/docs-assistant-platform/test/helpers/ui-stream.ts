export interface Chunk {
  type: string;
  [field: string]: unknown;
}

/** Reads a UI message stream body into its chunks (and checks the SSE framing on the way). */
export async function readChunks(res: Response): Promise<{ chunks: Chunk[]; done: boolean; raw: string }> {
  const raw = await res.text();
  const events = raw.split('\n\n').filter((e) => e !== '');
  const done = events.at(-1) === 'data: [DONE]';
  const chunks = events
    .filter((e) => e !== 'data: [DONE]')
    .map((e) => {
      if (!e.startsWith('data: ')) throw new Error(`not an SSE data event: ${e}`);
      return JSON.parse(e.slice(6)) as Chunk;
    });
  return { chunks, done, raw };
}

export const textOf = (chunks: Chunk[]) =>
  chunks
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta as string)
    .join('');

export function askBody(text: string, extra: Record<string, unknown> = {}) {
  return {
    fp: 'anonymous',
    messages: [
      { id: `m-${Math.random().toString(36).slice(2)}`, role: 'user', parts: [{ type: 'text', text }] },
    ],
    ...extra,
  };
}
