import { calendarPath, splitName } from '@riviera/contract';
import { readFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { SAVE_THE_DATE_PICTURE_FILE } from '../../platform/project-paths';
import { formatDeadline } from '../../platform/deadline';
import { privateLink, siteHome, type GuestMailKind, type MailConfig } from '../../platform/mail/mail-config';
import type { MailContent } from '../../platform/mail/mail-content';
import type { NewMessage } from '../../platform/mail/outbox.repository';
import type { Block } from '../../platform/mail/templates/message';
import { frame } from '../../platform/mail/message-frame';

export interface MailGuest {
  id: string;
  name: string;
  email: string;
  invitationCode: string;
  plusOneName: string | null;
}

const QR_CID = 'rsvp-qr@wedding';

const PICTURE_CID = 'save-the-date@wedding';
let picture: Promise<Buffer | undefined> | undefined;

/**
 * The save-the-date's picture (server/content/mail/save-the-date.jpg), read once. Sent inside the
 * message rather than linked, so it shows in a mail client that blocks remote pictures; a missing
 * file sends the message without it rather than not at all.
 */
function savedPicture(): Promise<Buffer | undefined> {
  picture ??= readFile(SAVE_THE_DATE_PICTURE_FILE).catch(() => undefined);
  return picture;
}

/** The QR code of the guest's private link, as an inline picture of the message. */
async function qrAttachment(link: string) {
  const png = await QRCode.toBuffer(link, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' });
  return { filename: 'rsvp-qr.png', contentType: 'image/png', content: png.toString('base64'), cid: QR_CID };
}

/** A save-the-date, the formal invitation (code, QR code, private link) or a reminder, for one guest. */
export async function guestMessage(
  content: MailContent,
  config: MailConfig,
  kind: GuestMailKind,
  guest: MailGuest,
): Promise<NewMessage> {
  const copy = content.copy;
  const link = privateLink(config.siteUrl, guest.invitationCode, content.language);
  const greeting = (text: (name: string) => string): Block => ({
    kind: 'paragraph',
    text: text(splitName(guest.name).firstName || guest.name),
  });
  const deadline: Block[] = config.deadline
    ? [{ kind: 'paragraph', text: copy.deadline(formatDeadline(config.deadline, content.language)) }]
    : [];
  const base = { kind, guestId: guest.id, to: guest.email };

  if (kind === 'save_the_date') {
    const words = copy.saveTheDate;
    const jpeg = await savedPicture();
    return frame(content, {
      ...base,
      subject: words.subject,
      preview: words.preview,
      attachments: jpeg
        ? [
            {
              filename: 'save-the-date.jpg',
              contentType: 'image/jpeg',
              content: jpeg.toString('base64'),
              cid: PICTURE_CID,
            },
          ]
        : [],
      blocks: [
        ...(jpeg ? [{ kind: 'picture', cid: PICTURE_CID, alt: words.pictureAlt, width: 560 } as const] : []),
        greeting(words.greeting),
        ...words.body.map((text): Block => ({ kind: 'paragraph', text })),
        { kind: 'button', label: words.linkLabel, url: siteHome(config.siteUrl, content.language) },
        // The events page's file of the whole weekend, in the guest's language: one tap to keep the dates.
        {
          kind: 'link',
          text: words.calendarLink,
          url: `${siteHome(config.siteUrl, content.language)}${calendarPath(content.calendar.weekendFileName)}`,
        },
      ],
    });
  }
  const words = kind === 'invitation' ? copy.invitation : copy.reminder;
  const blocks: Block[] = [
    greeting(words.greeting),
    ...words.body.map((text): Block => ({ kind: 'paragraph', text })),
  ];
  if (kind === 'invitation' && guest.plusOneName) {
    blocks.push({ kind: 'paragraph', text: copy.invitation.plusOne(guest.plusOneName) });
  }
  blocks.push(...deadline, { kind: 'button', label: words.linkLabel, url: link });
  blocks.push({ kind: 'code', label: copy.codeLabel, code: guest.invitationCode });
  const attachments = [];
  if (kind === 'invitation') {
    blocks.push({ kind: 'image', cid: QR_CID, alt: copy.qrAlt, width: 160 });
    blocks.push({ kind: 'note', text: copy.invitation.qrNote });
    attachments.push(await qrAttachment(link));
  }
  blocks.push({ kind: 'note', text: copy.privateLinkNote });
  return frame(content, { ...base, subject: words.subject, preview: words.preview, blocks, attachments });
}
