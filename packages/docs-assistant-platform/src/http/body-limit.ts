import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.js';

/**
 * Refuses a body over `maxBytes` with a 413 the client can read. The rest of the body is read
 * and discarded first (up to `drainBytes`): a server that answers while the client is still
 * sending and then closes makes the client fail with a broken pipe instead of seeing the status,
 * and lets a keep-alive connection die. Past `drainBytes` the connection is given up.
 */
export function bodyLimit(maxBytes: number, drainBytes = 16 * maxBytes) {
  const tooLarge = () =>
    new ApiError(413, 'Request body too large', [`The body may be at most ${maxBytes} bytes`]);
  return createMiddleware(async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    // A declared length the body keeps to (HTTP's framing ends it there): read at once.
    if (declared <= maxBytes && c.req.header('transfer-encoding') === undefined) {
      // Read through the request, which keeps it for the route's readers (`c.req.json()`, validators).
      const body = await c.req.arrayBuffer();
      // Where nothing framed it (a request made in process), a body longer than it said is refused.
      if (body.byteLength > maxBytes) throw tooLarge();
      keepText(c.req, body);
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    if (declared > maxBytes) {
      await discard(reader, drainBytes);
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, drainBytes - size);
        throw tooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks), duplex: 'half' } as RequestInit);
    await next();
  });
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  try {
    while (budget > 0) {
      const { done, value } = await reader.read();
      if (done) return;
      budget -= value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away meanwhile: nothing left to read.
  }
}

/** A JSON media type, as Hono's validator tells one. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const utf8 = new TextDecoder();

/**
 * Keeps a JSON body's text beside the bytes read: the route's validator reads it as JSON, which
 * Hono parses from the body's text (`json()` reads `text()`), and would otherwise make that text
 * from the bytes through a whole `Response`. Decoded as `Response.text()` does (UTF-8, a leading
 * BOM dropped); a body that is no JSON fails its JSON read as it would.
 */
function keepText(req: HonoRequest, body: ArrayBuffer): void {
  const type = req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(type)) return;
  // Hono keeps, and reads back, a promise of it; its type names the text itself.
  req.bodyCache.text = Promise.resolve(utf8.decode(body)) as unknown as string;
}
