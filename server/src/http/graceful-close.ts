import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface CloseTimings {
  /** How long the server keeps accepting after the signal, so connections the kernel already
   * accepted (queued while the process was busy) are taken and their requests read. */
  acceptMs: number;
  /** An open connection with no request for this long after that is idle, and is closed. */
  quietMs: number;
  /** Past this, whatever is left is cut off. */
  timeoutMs: number;
}

export const CLOSE_TIMINGS: CloseTimings = { acceptMs: 300, quietMs: 500, timeoutMs: 8_000 };

interface Connection {
  active: number;
  lastRequestAt: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Shutdown that answers every request that reached the server before it. Node's own close()
 * also drops every connection without a request in progress at that instant, including ones whose
 * request bytes are already waiting to be read, which resets requests a busy server had accepted
 * (and, on nginx's kept-alive upstream connections, requests sent a moment before). Here the
 * server goes on accepting and reading briefly, then stops listening; connections are then closed
 * only once quiet, every response in the meantime says `Connection: close`, and in-flight requests
 * finish.
 */
export function gracefulCloser(server: Server, timings: CloseTimings = CLOSE_TIMINGS) {
  const connections = new Map<Socket, Connection>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, lastRequestAt: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) {
      connection.active += 1;
      connection.lastRequestAt = Date.now();
      res.once('close', () => {
        connection.active -= 1;
        connection.lastRequestAt = Date.now();
      });
    }
    if (closing) res.setHeader('Connection', 'close');
  });

  return async function close(): Promise<void> {
    if (closing) return;
    closing = true;
    const deadline = Date.now() + timings.timeoutMs;
    await wait(timings.acceptMs);
    const stopped = new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: stop listening without dropping open connections.
      net.Server.prototype.close.call(server, () => resolve());
    });
    while (connections.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, connection] of connections) {
        if (connection.active === 0 && now - connection.lastRequestAt >= timings.quietMs) socket.destroy();
      }
      await wait(50);
    }
    for (const socket of connections.keys()) socket.destroy();
    await stopped;
  };
}
