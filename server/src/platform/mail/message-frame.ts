import type { MailContent } from './mail-content';
import { renderMessage } from './render';
import type { Block } from './templates/message';
import type { NewMessage, OutboxKind, StoredAttachment } from './outbox.repository';

export interface Draft {
  kind: OutboxKind;
  guestId: string | null;
  to: string;
  subject: string;
  preview: string;
  blocks: Block[];
  attachments?: StoredAttachment[];
  /** Reply-To when not the couple. */
  replyTo?: string;
  /** Who signs: the couple to their guests (default), the site to the couple themselves. */
  signature?: string;
}

/** A draft in the wedding's layout, rendered to the two bodies the outbox keeps. */
export async function frame(content: MailContent, draft: Draft): Promise<NewMessage> {
  const { html, text } = renderMessage({
    lang: content.copy.lang,
    preview: draft.preview,
    couple: content.copy.couple,
    tagline: content.copy.tagline,
    signature: draft.signature ?? content.copy.signature,
    blocks: draft.blocks,
  });
  return {
    kind: draft.kind,
    guestId: draft.guestId,
    to: draft.to,
    subject: draft.subject,
    html,
    text,
    attachments: draft.attachments ?? [],
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
  };
}

/** The same message to each host address: a row each, so one refused address fails alone. */
export async function toEachHost(
  hosts: readonly string[],
  message: Promise<NewMessage>,
): Promise<NewMessage[]> {
  const rendered = await message;
  return hosts.map((to) => ({ ...rendered, to }));
}
