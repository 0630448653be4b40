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
