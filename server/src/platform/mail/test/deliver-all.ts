import type { ParsedMail } from 'mailparser';
import type { Db } from '../../db/database';
import { createLogger } from '../../logger';
import { composeAnswerMail } from '../../../features/rsvp/mail/answer-mail';
import type { MailConfig } from '../mail-config';
import { hostsEmail } from '../mail-settings.service';
import { smtpTransport } from '../mail-transport';
import { startMailWorker } from '../mail-worker';
import { startTestSmtpServer } from './smtp-test-server';

export interface DeliverAllOptions {
  db: Db;
  /** The installation the answers' messages are written for (the test app's). */
  config: MailConfig;
  /** Where replies go: the hosts the test's HOSTS_EMAIL names (unless the Mail tab changed them). */
  replyTo: readonly string[];
  /** How many messages the worker's one round takes (the worker's own default when not given). */
  batchSize?: number;
}

/**
 * `deliverAll()` for a mail test: starts a real SMTP server, runs the mail worker once (as the
 * couple's sender, from rsvp@wedding.example) to send what the outbox holds, and returns the
 * messages the server accepted, read back with mailparser.
 */
export function deliverAllWith({
  db,
  config,
  replyTo,
  batchSize,
}: DeliverAllOptions): () => Promise<ParsedMail[]> {
  const sender = {
    from: 'Aanya & Julien <rsvp@wedding.example>',
    replyTo: () => hostsEmail(db, { hosts: replyTo }),
  };
  return async () => {
    const smtp = await startTestSmtpServer();
    const worker = startMailWorker({
      db,
      transport: smtpTransport(smtp.url, sender, 'wedding.example'),
      logger: createLogger('silent'),
      firstRoundMs: 3_600_000,
      compose: (message) => composeAnswerMail(db, config, message),
      ...(batchSize === undefined ? {} : { batchSize }),
    });
    await worker.runOnce();
    await worker.stop();
    return smtp.parsed();
  };
}
