import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { insertCaughtMail } from './outbox.repository';

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for the mail transport. */
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 15 * 1024 * 1024;

/**
 * The site's own mail server, for when no SMTP_URL is set (development, or a couple who have not
 * chosen a provider yet): a real SMTP conversation on loopback, each message kept exactly as it
 * arrived, for the admin area to show. Nothing leaves the machine.
 */
export async function startMailCatcher(db: Db, logger: Logger): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        insertCaughtMail(db, { from, to, raw: Buffer.concat(chunks).toString('utf8') }).then(
          () => callback(),
          (error: unknown) => {
            logger.warn({ err: error }, 'the mail catcher could not keep a message');
            callback(new Error('451 Please try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'mail catcher error'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
