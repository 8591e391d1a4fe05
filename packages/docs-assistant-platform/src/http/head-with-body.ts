import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';

/**
 * A response's head leaves in the same socket write as the first bytes of its body. For a
 * streamed body `@hono/node-server` flushes the head before it reads the stream, a write (and a
 * system call on each side) of its own per answer. The socket is corked once the route has its
 * response, until the end of this turn of the event loop: by then the server has written the head
 * and the chunks the stream already held (an answer's first events), and they leave together.
 */
export const headWithBody = createMiddleware(async (c, next) => {
  await next();
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  // HTTP/1 only: an HTTP/2 response's socket is not the connection's to cork.
  if (!(outgoing instanceof ServerResponse) || outgoing.headersSent) return;
  const socket = outgoing.socket;
  if (!socket || socket.destroyed) return;
  socket.cork();
  process.nextTick(() => socket.uncork());
});
