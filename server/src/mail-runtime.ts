import type { Env } from './platform/config/env';
import type { Db } from './platform/db/database';
import type { Logger } from './platform/logger';
import { composeAnswerMail, sendDigestIfDue } from './features/rsvp';
import { mailConfig, type MailConfig } from './platform/mail/mail-config';
import { startMailCatcher, type MailCatcher } from './platform/mail/mail-catcher';
import { hostsEmail } from './platform/mail/mail-settings.service';
import { sendStayRemindersIfDue } from './features/travel';
import { smtpTransport } from './platform/mail/mail-transport';
import { startMailWorker, type MailWorker } from './platform/mail/mail-worker';

export interface RunningMail {
  config: MailConfig;
  stop(): Promise<void>;
}

/** The domain of Message-IDs: the sender's, so receiving servers see a consistent origin. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost.localdomain';
}

/**
 * Starts delivering the outbox as the configuration says (ADR 022): through SMTP_URL, to the local
 * mail catcher (development without SMTP_URL), or not at all (production without SMTP_URL, where
 * messages wait in the outbox and the operator is told).
 */
export async function startMail(env: Env, db: Db, logger: Logger): Promise<RunningMail> {
  const config = mailConfig(env);
  let catcher: MailCatcher | undefined;
  let url = env.SMTP_URL;
  if (config.delivery === 'catcher') {
    catcher = await startMailCatcher(db, logger);
    url = catcher.url;
    logger.info('no SMTP_URL: mail goes to the local mail catcher, shown in the admin area under Mail');
  }
  if (!url) {
    logger.warn(
      'SMTP_URL is not set: no mail is sent. Confirmations and invitations wait in the outbox and go out once SMTP_URL and MAIL_FROM are set.',
    );
    return { config, stop: async () => undefined };
  }
  if ((await hostsEmail(db, config)).length === 0)
    logger.warn(
      'HOSTS_EMAIL is not set: the hosts are not told of new answers by mail until they give their address in the admin area (Mail)',
    );
  const sender = { from: config.from, replyTo: () => hostsEmail(db, config) };
  const worker: MailWorker = startMailWorker({
    db,
    transport: smtpTransport(url, sender, senderDomain(config.from)),
    logger,
    periodic: async () => {
      await sendDigestIfDue(db, config);
      await sendStayRemindersIfDue(db, config);
    },
    compose: (message) => composeAnswerMail(db, config, message),
  });
  return {
    config,
    async stop() {
      await worker.stop();
      await catcher?.close();
    },
  };
}
