import type { Server } from 'node:http';

/**
 * How long a connection with no request in progress stays open. Node closes an idle connection
 * after 5 s by default; a client that sends its next request on it just then (a phone resuming
 * a form, a proxy or a test client reusing its socket) has the request reset instead of answered.
 * A minute, longer than browsers and proxies keep an idle connection themselves, leaves the close
 * to them. Shutdown does not wait for it: the graceful closer ends quiet connections itself.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server, keepAliveMs = KEEP_ALIVE_MS): void {
  server.keepAliveTimeout = keepAliveMs;
  // The headers of a request on a kept connection must be allowed at least as long.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1_000);
}
