import type { Db } from '../../../platform/db/database';
import { lockFor } from '../../../platform/settings/settings.repository';
import { hostDigestMessage } from './host-mail';
import type { MailConfig } from '../../../platform/mail/mail-config';
import { mailContent } from '../../../platform/mail/mail-content';
import { answersSince } from '../rsvp.repository';
import {
  hostNotifications,
  hostsEmail,
  lastDigestAt,
  setLastDigestAt,
} from '../../../platform/mail/mail-settings.service';
import { enqueueMessages } from '../../../platform/mail/outbox.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The hosts' daily digest, when they chose it: once a day, the answers saved since the last one.
 * The digest row and the new "last digest" time are one transaction under a lock, so two servers
 * (or a restart) never send the same day twice.
 */
export async function sendDigestIfDue(db: Db, config: MailConfig, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, 'host-digest');
    if ((await hostNotifications(trx)) !== 'digest') return 0;
    const hosts = await hostsEmail(trx, config);
    if (hosts.length === 0) return 0;
    const last = await lastDigestAt(trx);
    if (now.getTime() - last.getTime() < DAY_MS) return 0;
    const since = last.getTime() === 0 ? new Date(now.getTime() - DAY_MS) : last;
    const lines = (await answersSince(trx, since)).map((answer) => ({
      name: answer.name,
      attending: answer.attending || answer.plus_one_attending,
    }));
    if (lines.length > 0)
      await enqueueMessages(trx, await hostDigestMessage(mailContent(), config, hosts, lines));
    await setLastDigestAt(trx, now);
    return lines.length;
  });
}
