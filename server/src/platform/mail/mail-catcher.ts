import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
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

/** A received message as the admin area shows it: parsed as a mail client would, inline images kept. */
async function keep(db: Db, raw: Buffer, from: string, to: string[]): Promise<void> {
  // simpleParser turns cid: pictures (the invitation's QR code) into data: URIs in the HTML.
  const parsed = await simpleParser(raw);
  await insertCaughtMail(db, {
    messageId: parsed.messageId ?? null,
    from,
    to,
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    raw: raw.toString('utf8'),
  });
}

/**
 * The site's own mail server, for development without SMTP_URL (ADR 022): a real SMTP conversation
 * on loopback, each message kept as it arrived for the admin area to show. Nothing leaves the machine.
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
        keep(db, Buffer.concat(chunks), from, to).then(
          () => callback(),
          (error: unknown) => {
            logger.warn({ err: error }, 'the mail catcher could not keep a message');
            callback(Object.assign(new Error('Please try again later'), { responseCode: 451 }));
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
