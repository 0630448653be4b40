import { isLanguage, splitName, type Language, type RsvpEventKey } from '@riviera/contract';
import { rsvpEventLabels as enEvents } from '@riviera/content/en/rsvp-form';
import { rsvpEventLabels as frEvents } from '@riviera/content/fr/rsvp-form';
import type { AnnouncementRecipient } from './announcement.repository';
import type { DbOrTx } from '../../platform/db/database';
import { announcementMessage } from './announcement-mail';
import type { MailConfig } from '../../platform/mail/mail-config';
import { mailContent } from '../../platform/mail/mail-content';
import { enqueueMessages } from '../../platform/mail/outbox.repository';

const EVENT_TITLES: Record<Language, typeof enEvents> = { en: enEvents, fr: frEvents };

/**
 * The hosts' notice to each guest it is meant for (ADR 055), in the guest's language
 * (their English or French text), in the notice's own transaction: the outbox sends it after.
 */
export async function queueAnnouncement(
  db: DbOrTx,
  config: MailConfig,
  notice: { en: string; fr: string; event: RsvpEventKey | null },
  readers: readonly AnnouncementRecipient[],
): Promise<number> {
  const messages = await Promise.all(
    readers.map((guest) => {
      const language: Language = isLanguage(guest.language) ? guest.language : 'en';
      const firstName = splitName(guest.name).firstName || guest.name;
      return announcementMessage(
        mailContent(language),
        config,
        { id: guest.id, email: guest.email, firstName, invitationCode: guest.invitation_code },
        notice[language],
        notice.event ? EVENT_TITLES[language][notice.event].title : undefined,
      );
    }),
  );
  await enqueueMessages(db, messages);
  return messages.length;
}
