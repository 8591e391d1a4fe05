/**
 * Bounds on a streamed response, so that a reader who stops reading costs a fixed amount.
 * See also `applyConnectionTimeouts`, which closes a connection that makes no progress.
 */
export const STREAM_BOUNDS = {
  /** Bytes of one answer held for a reader who has not taken them yet; past this it is closed. */
  maxBufferedBytes: 1024 * 1024,
};

/**
 * Passes `source` through, reading it as fast as it produces: what the reader has not taken yet
 * is held here, and when that exceeds `maxBufferedBytes` the source is cancelled (the answer is
 * saved as partial) and the response ends with an error, which closes the connection.
 */
export function guardStream(
  source: ReadableStream<Uint8Array>,
  maxBufferedBytes: number = STREAM_BOUNDS.maxBufferedBytes,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const queue: Uint8Array[] = [];
  let buffered = 0;
  let finished = false;
  let failed: Error | null = null;
  let wake: (() => void) | null = null;
  let output: ReadableStreamDefaultController<Uint8Array> | undefined;
  const notify = () => {
    wake?.();
    wake = null;
  };

  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        queue.push(value);
        buffered += value.byteLength;
        notify();
        if (buffered > maxBufferedBytes) {
          failed = new Error('The reader fell too far behind the answer');
          // Errored now, not at the next read: a stalled reader may never read again.
          queue.length = 0;
          output?.error(failed);
          await reader.cancel(failed);
          break;
        }
      }
    } catch (err) {
      failed = err instanceof Error ? err : new Error(String(err));
    }
    finished = true;
    notify();
  })();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
    },
    async pull(controller) {
      while (queue.length === 0 && !finished) await new Promise<void>((resolve) => (wake = resolve));
      if (failed) {
        queue.length = 0;
        controller.error(failed);
        return;
      }
      const chunk = queue.shift();
      if (chunk) {
        buffered -= chunk.byteLength;
        controller.enqueue(chunk);
      } else controller.close();
    },
    cancel(reason) {
      queue.length = 0;
      return reader.cancel(reason);
    },
  });
}
