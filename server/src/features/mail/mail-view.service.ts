import type { DbOrTx } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import type { MailConfig } from '../../platform/mail/mail-config';
import { previewGuestMail } from './mail.service';
import { MAIL_MESSAGES } from './mail-messages';
import {
  hostNotifications,
  hostsEmail,
  hostsEmailChosen,
  type HostNotifications,
} from '../../platform/mail/mail-settings.service';
import { composeAnswerMail } from '../rsvp';
import {
  findCaughtCopy,
  findOutboxMessage,
  listOutbox,
  readyMessage,
  type StoredAttachment,
} from '../../platform/mail/outbox.repository';
import type { ViewTarget } from '../../platform/mail/view-link';

export interface MailOverview {
  delivery: MailConfig['delivery'];
  hosts: readonly string[];
  /** True when the hosts gave their addresses in the Mail tab rather than HOSTS_EMAIL. */
  hostsChosen: boolean;
  hostNotifications: HostNotifications;
  messages: Awaited<ReturnType<typeof listOutbox>>;
}

/** The mail view of the admin area: how mail leaves, the hosts' choice, and every message. */
export async function mailOverview(db: DbOrTx, config: MailConfig): Promise<MailOverview> {
  return {
    delivery: config.delivery,
    hosts: await hostsEmail(db, config),
    hostsChosen: await hostsEmailChosen(db),
    hostNotifications: await hostNotifications(db),
    messages: await listOutbox(db),
  };
}

export interface MailDocument {
  id: string;
  subject: string;
  to: string;
  html: string;
  text: string;
  /** True when this is the copy the mail catcher received, exactly as it arrived. */
  arrived: boolean;
}

/** Pictures sent with the message (cid:) shown in place, as a mail client does. */
function inlineImages(html: string, attachments: readonly StoredAttachment[]): string {
  return attachments.reduce(
    (page, file) =>
      file.cid ? page.split(`cid:${file.cid}`).join(`data:${file.contentType};base64,${file.content}`) : page,
    html,
  );
}

/**
 * One message of the outbox: as the catcher received it when it did, otherwise as it was written,
 * or, for an answer's message not sent yet, as it would be written now.
 */
export async function mailDocument(
  db: DbOrTx,
  config: MailConfig,
  id: string,
): Promise<Result<MailDocument>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return refuse('not_found', MAIL_MESSAGES.notFound);
  const row = await findOutboxMessage(db, id);
  if (!row) return refuse('not_found', MAIL_MESSAGES.notFound);
  const caught = await findCaughtCopy(db, id);
  if (caught) {
    const base = { id: row.id, subject: row.subject, to: row.to_address };
    return ok({ ...base, html: caught.html, text: caught.text_body, arrived: true });
  }
  const message = readyMessage(row) ?? readyMessage(row, await composeAnswerMail(db, config, row));
  if (!message) return refuse('not_found', MAIL_MESSAGES.notFound);
  return ok({
    id: message.id,
    subject: message.subject,
    to: message.to_address,
    html: inlineImages(message.html, message.attachments),
    text: message.text_body,
    arrived: false,
  });
}

/** The HTML a view link points at: a message of the outbox, or a preview rendered for a guest. */
export async function viewedHtml(
  db: DbOrTx,
  config: MailConfig,
  target: ViewTarget,
): Promise<Result<string>> {
  if ('message' in target) {
    const document = await mailDocument(db, config, target.message);
    return document.ok ? ok(document.value.html) : document;
  }
  const preview = await previewGuestMail(db, config, target.preview, target.guest);
  return preview.ok ? ok(inlineImages(preview.value.html, preview.value.attachments)) : preview;
}
