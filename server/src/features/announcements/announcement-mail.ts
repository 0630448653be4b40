import { weekendPassLink, type MailConfig } from '../../platform/mail/mail-config';
import type { MailContent } from '../../platform/mail/mail-content';
import type { NewMessage } from '../../platform/mail/outbox.repository';
import { frame } from '../../platform/mail/message-frame';

export interface AnnouncementReader {
  id: string;
  email: string;
  firstName: string;
  invitationCode: string;
}

/**
 * The hosts' notice (ADR 055) to one guest, in their language: the notice's text as the
 * hosts wrote it (text only; the layout escapes it), the event it is for, and their party's weekend
 * pass (ADR 054), which shows the latest notice beside their weekend.
 */
export async function announcementMessage(
  content: MailContent,
  config: MailConfig,
  guest: AnnouncementReader,
  text: string,
  eventTitle: string | undefined,
): Promise<NewMessage> {
  const words = content.copy.announcement;
  return frame(content, {
    kind: 'announcement',
    guestId: guest.id,
    to: guest.email,
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: words.greeting(guest.firstName) },
      ...(eventTitle ? [{ kind: 'paragraph' as const, text: words.forEvent(eventTitle) }] : []),
      { kind: 'paragraph', text },
      {
        kind: 'button',
        label: words.linkLabel,
        url: weekendPassLink(config.siteUrl, guest.invitationCode, content.language),
      },
      { kind: 'note', text: words.linkNote },
    ],
  });
}
