import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/**
 * How the server answers a message: accepts it, refuses it for now (451) or for good (550), or
 * drops the connection in the middle of the transaction, after the message was sent and before any
 * answer (`drop`: nothing is kept, as a server that crashed there).
 */
export type Verdict = 'accept' | 'temporary' | 'permanent' | 'drop';

export interface TestSmtpOptions {
  /** A port of its own, to stand in for a server that went away and came back on the same address. */
  port?: number;
  /** While it says true, a new connection is cut at once, before the server's greeting. */
  dropConnections?: () => boolean;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Every message accepted, raw, in order. */
  received: string[];
  parsed(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server for a test, on loopback: each message is answered as `answer` says (accepted,
 * refused for now with 451, or for good with 550), and the accepted ones are kept.
 */
export async function startTestSmtpServer(
  answer: () => Verdict = () => 'accept',
  options: TestSmtpOptions = {},
): Promise<TestSmtpServer> {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing does not wait half a minute for a client that hangs on.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const verdict = answer();
        if (verdict === 'drop') {
          for (const socket of sockets) socket.destroy();
          return;
        }
        if (verdict === 'accept') {
          received.push(Buffer.concat(chunks).toString('utf8'));
          return callback();
        }
        const temporary = verdict === 'temporary';
        callback(
          Object.assign(new Error(temporary ? 'Try again later' : 'No such mailbox'), {
            responseCode: temporary ? 451 : 550,
          }),
        );
      });
    },
  });
  // A connection cut on purpose is not the test's failure; the client's side of it is what is tested.
  server.on('error', () => undefined);
  server.server.on('connection', (socket: Socket) => {
    if (options.dropConnections?.()) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  const close = () =>
    closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => server.close(() => ((closed = true), resolve())));
  afterAll(close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    parsed: () => Promise.all(received.map((raw) => simpleParser(raw))),
    close,
  };
}
