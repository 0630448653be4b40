import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, the site's SMTP_URL. */
  url: string;
  /** Messages accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

/**
 * A mail server that accepts every message and keeps none, in the bench's own process: the site
 * delivers its confirmations over SMTP as it does in production (to the couple's provider), rather
 * than to the development mail catcher, which parses and stores every message in the site's own
 * process and database and would be counted as the site's work.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => count,
    close: () => (closed ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
