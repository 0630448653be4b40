import net from 'node:net';
import http from 'node:http';

/** How one request ended: an HTTP answer, or the connection failing (reset, refused, cut short). */
export type Outcome = { status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string };

export interface SentRequest {
  /** Resolves once the request is fully written to its own, connected socket. */
  sent: Promise<void>;
  /** Resolves with how it ended; never rejects. */
  outcome: Promise<Outcome>;
  /** Whether the answer has come back yet. */
  answered(): boolean;
}

/** One request on a connection of its own (no pooling), so each one is a connection the server accepts. */
export function sendRequest(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: string },
): SentRequest {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  let done = false;
  const outcome = new Promise<Outcome>((resolve) => {
    const finish = (result: Outcome) => {
      done = true;
      markSent();
      resolve(result);
    };
    const request = http.request(url, { method: options.method, headers: options.headers, agent: false });
    request.on('finish', () => markSent());
    request.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => finish({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    });
    request.end(options.body);
  });
  return { sent, outcome, answered: () => done };
}

export interface OpenConnection {
  /** Resolves once the server has accepted the connection (the kernel has, at least). */
  connected: Promise<void>;
  /** Writes raw bytes of the request: all of it, or a part now and the rest later. */
  write(text: string): void;
  /** Resolves with the status of the answer (read once the server ends the connection), or how it failed. */
  outcome: Promise<Outcome>;
}

/**
 * A connection opened now whose request is written later, piece by piece (an upload still on its
 * way, a health check sent on a connection the proxy keeps open). Each request asks the server to
 * close the connection after its answer, so the answer ends with the connection.
 */
export function openConnection(url: string): OpenConnection {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const outcome = new Promise<Outcome>((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve(
        status ? { status: Number(status[1]), headers: parseHead(head), body } : { error: 'no answer' },
      );
    });
  });
  return { connected, write: (text) => socket.write(text), outcome };
}

function parseHead(head: string): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const line of head.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}
