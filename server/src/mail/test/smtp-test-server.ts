import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export type Verdict = 'accept' | 'temporary' | 'permanent';

export interface TestSmtpServer {
  url: string;
  /** Every message accepted, raw, in order. */
  received: string[];
  parsed(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server for a test, on loopback: each message is answered as `answer` says (accepted,
 * refused for now with 451, or for good with 550), and the accepted ones are kept.
 */
export async function startTestSmtpServer(answer: () => Verdict = () => 'accept'): Promise<TestSmtpServer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const verdict = answer();
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  const close = () =>
    closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => server.close(() => ((closed = true), resolve())));
  afterAll(close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    parsed: () => Promise.all(received.map((raw) => simpleParser(raw))),
    close,
  };
}
