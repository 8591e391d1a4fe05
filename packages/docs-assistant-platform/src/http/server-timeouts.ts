import type { Server } from 'node:http';

/** Connection timeouts of the platform's HTTP server; `STREAM_IDLE_TIMEOUT_MS` sets the first. */
export interface ConnectionTimeouts {
  /**
   * A connection that moves no byte either way for this long is closed: a reader who stopped
   * reading (or reads a byte a second) holds nothing for longer. Answers send data well within it.
   */
  idleMs: number;
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
}

export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = { idleMs: 30_000, requestMs: 60_000 };

export function applyConnectionTimeouts(
  server: Server,
  timeouts: ConnectionTimeouts = DEFAULT_CONNECTION_TIMEOUTS,
): void {
  // With no 'timeout' listener, Node destroys an idle socket.
  server.setTimeout(timeouts.idleMs);
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = Math.min(server.headersTimeout, timeouts.requestMs);
}
