import { isLanguage, type Language } from '@riviera/contract';
import type { DbOrTx } from '../../../platform/db/database';
import { mailContent } from '../../../platform/mail/mail-content';
import { queueTravelConfirmation, travelReader } from './stay-mail.repository';

/**
 * A party gave its travel (ADR 051): its details go by mail to the guest who gave them,
 * or else to the party's first adult with an email, in the submission's transaction. The reader who
 * gave them reads it in the page's language, another in their own. At most one an hour per party;
 * the next shows the latest details.
 */
export async function queueTravelMail(
  trx: DbOrTx,
  { guestId, partyId, language, now }: { guestId: string; partyId: string; language: Language; now: Date },
): Promise<void> {
  const reader = await travelReader(trx, guestId);
  if (!reader) return;
  const readerLanguage =
    reader.id === guestId ? language : isLanguage(reader.language) ? reader.language : 'en';
  await queueTravelConfirmation(
    trx,
    {
      partyId,
      guestId: reader.id,
      to: reader.email,
      subject: mailContent(readerLanguage).copy.travelConfirmation.subject,
      language: readerLanguage,
    },
    now,
  );
}
