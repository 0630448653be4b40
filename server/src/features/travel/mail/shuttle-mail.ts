import { travelLink, type MailConfig } from '../../../platform/mail/mail-config';
import type { MailContent } from '../../../platform/mail/mail-content';
import type { NewMessage } from '../../../platform/mail/outbox.repository';
import { frame } from '../../../platform/mail/message-frame';

export interface ShuttlePassenger {
  id: string;
  name: string;
  email: string;
  invitationCode: string;
}

/**
 * A passenger is told that their shuttle run was cancelled, with their party's travel page, where
 * seats are chosen (ADR 049), to choose again: an arrival's run or a return's alike.
 */
export async function shuttleCancelledMessage(
  content: MailContent,
  config: MailConfig,
  guest: ShuttlePassenger,
  run: string,
  firstName: string,
): Promise<NewMessage> {
  const words = content.copy.shuttleCancelled;
  return frame(content, {
    kind: 'shuttle_cancelled',
    guestId: guest.id,
    to: guest.email,
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: words.greeting(firstName) },
      { kind: 'paragraph', text: words.body(run) },
      {
        kind: 'button',
        label: words.linkLabel,
        url: travelLink(config.siteUrl, guest.invitationCode, content.language),
      },
      { kind: 'note', text: content.copy.travelConfirmation.linkNote },
    ],
  });
}
