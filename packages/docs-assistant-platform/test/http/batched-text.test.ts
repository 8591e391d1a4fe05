import { describe, expect, it, vi } from 'vitest';
import { batchedTextStream } from '../../src/http/batched-text.js';

const decoder = new TextDecoder();
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

describe('a batched text stream', () => {
  it('sends what is written before the writer first waits at once, a chunk per write, then each turn of the event loop as one chunk, in order', async () => {
    const stream = batchedTextStream(
      async (write) => {
        write('a');
        write('b');
        await Promise.resolve(); // a microtask: still the same turn
        write('c');
        write('d');
        await Promise.resolve();
        write('e');
        await tick();
        write('f');
        await tick();
        write('g');
        write('h');
      },
      () => undefined,
    );
    expect(await chunksOf(stream)).toEqual(['a', 'b', 'cde', 'f', 'gh']);
  });

  it('has the first writes ready to read before any other task runs', async () => {
    let otherTask = false;
    setImmediate(() => (otherTask = true));
    const stream = batchedTextStream(
      async (write) => {
        write('start');
        write('step');
        await new Promise((resolve) => setTimeout(resolve, 1));
        write('rest');
      },
      () => undefined,
    );
    // A server reading two chunks before it writes a response's head finds both there.
    const reader = stream.getReader();
    const first = [await reader.read(), await reader.read()].map((r) => decoder.decode(r.value));
    expect(first).toEqual(['start', 'step']);
    expect(otherTask).toBe(false);
    await reader.cancel();
  });

  it('tells the writer when the reader gives up, and drops what comes after', async () => {
    let cancelled = false;
    let writes = 0;
    const stream = batchedTextStream(
      async (write) => {
        for (let i = 0; i < 5; i++) {
          write(String(i));
          writes++;
          await tick();
        }
      },
      () => (cancelled = true),
    );
    const reader = stream.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('0');
    await reader.cancel();
    expect(cancelled).toBe(true);
    // The writer goes on to its end, however busy the machine: its writes are dropped, not thrown.
    await vi.waitFor(() => expect(writes).toBe(5));
  });

  it('ends in error when the writer fails', async () => {
    const stream = batchedTextStream(
      async (write) => {
        write('x');
        throw new Error('broken');
      },
      () => undefined,
    );
    await expect(chunksOf(stream)).rejects.toThrow('broken');
  });

  it('holds at most the bound for a reader who does not read: past it, ends in error and tells the writer', async () => {
    let cancelled = 0;
    let writes = 0;
    const stream = batchedTextStream(
      async (write) => {
        for (let i = 0; i < 10; i++) {
          write('x'.repeat(40));
          writes++;
          await tick();
        }
      },
      () => cancelled++,
      100,
    );
    await vi.waitFor(() => expect(writes).toBe(10));
    expect(cancelled).toBe(1);
    const reader = stream.getReader();
    const read = async () => {
      for (;;) if ((await reader.read()).done) return;
    };
    await expect(read()).rejects.toThrow('The reader fell too far behind the answer');
  });
});
