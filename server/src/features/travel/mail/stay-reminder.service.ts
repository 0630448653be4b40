import { isLanguage, zonedDate } from '@riviera/contract';
import { roomBlocks } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { Db } from '../../../platform/db/database';
import { lockFor } from '../../../platform/settings/settings.repository';
import { stayReminderMessage } from './travel-mail';
import type { MailConfig } from '../../../platform/mail/mail-config';
import { mailContent } from '../../../platform/mail/mail-content';
import { enqueueMessages } from '../../../platform/mail/outbox.repository';
import { partiesToRemind, recordReminders } from './stay-mail.repository';

/** How many days before a room block's cut-off the reminder goes (ADR 051). */
export const STAY_REMINDER_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

type Block = { hotel: string; cutOff: string };

/**
 * The blocks still open on `today` (YYYY-MM-DD, Paris), earliest cut-off first, when the reminder is
 * due: from STAY_REMINDER_DAYS before the earliest of them to that cut-off itself. Empty otherwise.
 */
export function blocksToRemindOf(today: string, blocks: readonly Block[] = roomBlocks): Block[] {
  const open = blocks
    .filter((block) => block.cutOff >= today)
    .sort((a, b) => a.cutOff.localeCompare(b.cutOff));
  const first = open[0];
  if (!first) return [];
  const from = new Date(Date.parse(`${first.cutOff}T00:00:00Z`) - STAY_REMINDER_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return today >= from ? open : [];
}

/**
 * The room blocks' reminder (ADR 051), looked at with the hosts' digest: before the
 * earliest cut-off still ahead, each party coming that has not said where it stays gets one mail, in
 * its reader's language, with its private travel page. Recorded per party in the same transaction,
 * under a lock, so no party ever gets two, whatever the servers and restarts.
 */
export async function sendStayRemindersIfDue(db: Db, config: MailConfig, now = new Date()): Promise<number> {
  const blocks = blocksToRemindOf(zonedDate(now, weddingTimeZone));
  const first = blocks[0];
  if (!first) return 0;
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, 'stay-reminders');
    const parties = await partiesToRemind(trx);
    const recorded = await recordReminders(
      trx,
      parties.map((party) => ({ partyId: party.party_id, guestId: party.id, cutOff: first.cutOff })),
    );
    const messages = await Promise.all(
      parties
        .filter((party) => recorded.has(party.party_id))
        .map((party) =>
          stayReminderMessage(
            mailContent(isLanguage(party.language) ? party.language : 'en'),
            config,
            party,
            blocks,
          ),
        ),
    );
    await enqueueMessages(trx, messages);
    return messages.length;
  });
}
