import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface CloseTimings {
  /** How long the server keeps accepting after the signal at least, so connections the kernel
   * already accepted (queued while the process was busy) are taken and their requests read. */
  acceptMs: number;
  /** After that it goes on accepting while connections keep coming out of the queue, up to this. */
  acceptMaxMs: number;
  /** An open connection with no request for this long after that is idle, and is closed. */
  quietMs: number;
  /** Past this, whatever is left is cut off. */
  timeoutMs: number;
}

export const CLOSE_TIMINGS: CloseTimings = {
  acceptMs: 300,
  acceptMaxMs: 5_000,
  quietMs: 500,
  timeoutMs: 8_000,
};

interface Connection {
  /** Responses in progress on it. */
  active: Set<ServerResponse>;
  lastRequestAt: number;
  /** Bytes read when it last fell quiet: more since means a request is arriving. */
  readAtRest: number;
  /** Checks in a row that found it quiet, each after a poll phase that could have read from it. */
  quietChecks: number;
}

/** The response asks the client to close the connection, unless its headers have already gone. */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Resolves in the check phase of the event loop, so exactly one poll phase (accepts, reads) runs first. */
const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Shutdown that answers every request that reached the server before it. Node's own close()
 * also drops every connection without a request in progress at that instant, including ones whose
 * request bytes are already waiting to be read, and closing the listening socket resets the
 * connections the kernel has queued but the process has not accepted yet (a busy server takes
 * them one event-loop turn at a time). Here the server goes on accepting and reading until a turn
 * of the event loop finds the queue empty, then stops listening; connections are then closed only
 * once quiet, every response in the meantime says `Connection: close`, and in-flight requests
 * finish.
 */
export function gracefulCloser(server: Server, timings: CloseTimings = CLOSE_TIMINGS) {
  const connections = new Map<Socket, Connection>();
  let closing = false;
  let accepted = 0;

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: new Set(), lastRequestAt: Date.now(), readAtRest: 0, quietChecks: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Ahead of the app's own listener: Express answers some requests (/healthz) synchronously inside
  // it, and a header set after that throws ERR_HTTP_HEADERS_SENT, which would end the process.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) {
      connection.active.add(res);
      connection.lastRequestAt = Date.now();
      res.once('close', () => {
        connection.active.delete(res);
        connection.lastRequestAt = Date.now();
        connection.readAtRest = req.socket.bytesRead;
      });
    }
    if (closing) closeAfter(res);
  });

  const idle = (socket: Socket, connection: Connection, now: number) =>
    connection.active.size === 0 &&
    socket.bytesRead === connection.readAtRest &&
    now - connection.lastRequestAt >= timings.quietMs;

  return async function close(): Promise<void> {
    if (closing) return;
    closing = true;
    // Requests already in progress finish on their connection, which then closes too.
    for (const connection of connections.values()) connection.active.forEach(closeAfter);
    const started = Date.now();
    const deadline = started + timings.timeoutMs;
    await wait(timings.acceptMs);
    // Stop listening only once a whole poll phase accepted nothing: the kernel's queue is empty.
    for (let seen = -1; seen !== accepted && Date.now() < started + timings.acceptMaxMs;) {
      seen = accepted;
      await afterPoll();
    }
    const stopped = new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: stop listening without dropping open connections.
      net.Server.prototype.close.call(server, () => resolve());
    });
    while (connections.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, connection] of connections) {
        // Quiet at two checks in a row: a busy event loop may reach this check before the poll
        // phase that reads a request already waiting on a connection it accepted a while ago.
        connection.quietChecks = idle(socket, connection, now) ? connection.quietChecks + 1 : 0;
        if (connection.quietChecks >= 2) socket.destroy();
      }
      await wait(50);
    }
    for (const socket of connections.keys()) socket.destroy();
    await stopped;
  };
}
