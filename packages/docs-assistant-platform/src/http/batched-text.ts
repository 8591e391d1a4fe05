const encoder = new TextEncoder();

/**
 * Bounds on a streamed response, so that a reader who stops reading costs a fixed amount.
 * See also `applyConnectionTimeouts`, which closes a connection that makes no progress.
 */
export const STREAM_BOUNDS = {
  /** Bytes of one answer held for a reader who has not taken them yet; past this it is closed. */
  maxBufferedBytes: 1024 * 1024,
};

/**
 * A response body written as text by `produce`: what it writes before it first waits leaves at
 * once, a chunk per write (the response's first bytes wait for nothing else), and from then on
 * what it writes in one turn of the event loop leaves as one chunk. The first chunks are several
 * because `@hono/node-server` reads up to two before it writes the head of a response of unknown
 * length, and waits a timer for the second when it is not there yet: on a busy machine that timer
 * let the turn's work begin before its first bytes were written. An answer made at once (the
 * extractive one) costs a few socket writes instead of one per word, while text that trickles in
 * (a model's) still leaves as it comes. `cancelled` is called when the reader gives up; writes
 * after that are dropped.
 *
 * What the reader has not taken yet waits in the stream's own queue: past `maxBufferedBytes` the
 * stream ends in error (which closes the connection) and `cancelled` is called, as if the reader
 * had given up.
 */
export function batchedTextStream(
  produce: (write: (text: string) => void) => Promise<void>,
  cancelled: () => void,
  maxBufferedBytes: number = STREAM_BOUNDS.maxBufferedBytes,
): ReadableStream<Uint8Array> {
  let pending = '';
  let scheduled: NodeJS.Immediate | undefined;
  let open = true;
  let output!: ReadableStreamDefaultController<Uint8Array>;
  const stop = () => {
    open = false;
    pending = '';
    clearImmediate(scheduled);
  };
  const send = (text: string) => {
    output.enqueue(encoder.encode(text));
    if (output.desiredSize! >= 0) return;
    // Errored now, not at the next read: a stalled reader may never read again.
    stop();
    output.error(new Error('The reader fell too far behind the answer'));
    cancelled();
  };
  const flush = () => {
    clearImmediate(scheduled);
    scheduled = undefined;
    if (pending && open) send(pending);
    pending = '';
  };
  /** Until the writer first waits, each write is a chunk of its own. */
  let starting = true;
  const write = (text: string) => {
    if (!open) return;
    if (starting) return send(text);
    pending += text;
    scheduled ??= setImmediate(flush);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        output = controller;
        const produced = produce(write);
        starting = false;
        produced.then(
          () => {
            flush();
            if (open) controller.close();
            open = false;
          },
          (error: unknown) => {
            if (open) controller.error(error);
            open = false;
          },
        );
      },
      cancel() {
        stop();
        cancelled();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: maxBufferedBytes }),
  );
}
