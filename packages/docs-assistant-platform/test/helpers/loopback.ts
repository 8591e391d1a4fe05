import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface Loopback {
  url: string;
  close(): Promise<void>;
}

/** Serves a fetch handler over real HTTP on 127.0.0.1, on a free port. */
export async function listenOnLoopback(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
): Promise<Loopback> {
  const server: ServerType = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
