import type { RsvpPayload } from '@riviera/contract';
import type { MailConfig } from '../../../platform/mail/mail-config';
import type { MailContent } from '../../../platform/mail/mail-content';
import type { NewMessage } from '../../../platform/mail/outbox.repository';
import type { Block } from '../../../platform/mail/templates/message';
import { adminCopy } from '@riviera/content/en/admin';
import { changeLines } from '../answer-changes';
import { answerBlocks, type MemberAnswered } from './answer-blocks';
import { frame, toEachHost } from '../../../platform/mail/message-frame';

/** The hosts' notice's subject: told when the answer is saved, written again with the body. */
export function hostNoticeSubject(
  content: MailContent,
  name: string,
  answer: RsvpPayload,
  changed: boolean,
): string {
  return content.copy.hostNotice.subject(name, answer.attending || answer.plusOneAttending, changed);
}

/** A changed answer's notice says first what changed, then the whole answer (ADR 073). */
function changeBlocks(changed: boolean, changes: readonly string[]): Block[] {
  if (!changed) return [];
  const words = adminCopy.rsvps.changes;
  return [
    { kind: 'heading', text: words.heading },
    ...changeLines(changes).map((text): Block => ({ kind: 'paragraph', text })),
  ];
}

/**
 * The hosts are told of one new or changed answer, with the whole answer, at `to`. A reply goes to
 * the guest when their email is known, so the hosts can answer them from their mail client.
 */
export async function hostNoticeMessage(
  content: MailContent,
  config: MailConfig,
  guest: { id: string; name: string; email: string | null },
  answer: RsvpPayload,
  {
    changed,
    to,
    members = [],
    changes = [],
  }: {
    changed: boolean;
    to: string;
    members?: readonly MemberAnswered[];
    /** What changed since the answer before, a line each (ADR 073). */
    changes?: readonly string[];
  },
): Promise<NewMessage> {
  const words = content.copy.hostNotice;
  return frame(content, {
    kind: 'host_notice',
    guestId: guest.id,
    to,
    subject: hostNoticeSubject(content, guest.name, answer, changed),
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: words.intro(guest.name, changed) },
      ...changeBlocks(changed, changes),
      ...answerBlocks(content, guest.name, answer, 'hosts', members),
      { kind: 'button', label: words.adminLinkLabel, url: `${config.siteUrl}/admin` },
    ],
    signature: content.copy.hostSignature,
    ...(guest.email ? { replyTo: guest.email } : {}),
  });
}

export interface DigestLine {
  name: string;
  attending: boolean;
}

/** The hosts' daily summary: who answered or changed their answer since the last one. */
export async function hostDigestMessage(
  content: MailContent,
  config: MailConfig,
  hosts: readonly string[],
  lines: readonly DigestLine[],
): Promise<NewMessage[]> {
  const words = content.copy.hostDigest;
  const blocks: Block[] = [
    { kind: 'paragraph', text: words.intro(lines.length) },
    ...lines.map((line): Block => ({ kind: 'paragraph', text: words.line(line.name, line.attending) })),
    { kind: 'button', label: words.adminLinkLabel, url: `${config.siteUrl}/admin` },
  ];
  const message = frame(content, {
    kind: 'host_digest',
    guestId: null,
    to: hosts[0] ?? '',
    subject: words.subject(lines.length),
    preview: words.preview,
    blocks,
    signature: content.copy.hostSignature,
  });
  return toEachHost(hosts, message);
}
