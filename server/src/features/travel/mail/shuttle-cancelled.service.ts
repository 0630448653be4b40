import { runLabel, splitName, TRAVEL_MESSAGES, TRAVEL_MESSAGES_FR, type Language } from '@riviera/contract';
import type { DbOrTx } from '../../../platform/db/database';
import { shuttleCancelledMessage } from './shuttle-mail';
import type { MailConfig } from '../../../platform/mail/mail-config';
import { mailContent } from '../../../platform/mail/mail-content';
import { enqueueMessages } from '../../../platform/mail/outbox.repository';

export interface CancelledRun {
  from: string;
  to: string;
  departsAt: Date;
}

export interface Passenger {
  id: string;
  name: string;
  email: string;
  language: Language;
  invitationCode: string;
}

const TRAVEL = { en: TRAVEL_MESSAGES, fr: TRAVEL_MESSAGES_FR } as const;

/**
 * Each passenger of a cancelled run with an email hears of it in their language, in the cancel's
 * transaction (the outbox sends it after): the run named as they read runs, and their private page.
 */
export async function queueShuttleCancelled(
  db: DbOrTx,
  config: MailConfig,
  run: CancelledRun,
  passengers: readonly Passenger[],
): Promise<number> {
  const messages = await Promise.all(
    passengers.map((guest) => {
      const content = mailContent(guest.language);
      const label = runLabel(run, content.timeZone, TRAVEL[guest.language], guest.language);
      const firstName = splitName(guest.name).firstName || guest.name;
      return shuttleCancelledMessage(content, config, guest, label, firstName);
    }),
  );
  await enqueueMessages(db, messages);
  return messages.length;
}
