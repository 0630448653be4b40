import { isLanguage, type Language, type RsvpPayload } from '@riviera/contract';
import type { AnswerMail, AnswerMailPlan } from './mail/answer-outbox.repository';
import { confirmationSubject } from './mail/confirmation';
import { hostNoticeSubject } from './mail/host-mail';
import { mailContent } from '../../platform/mail/mail-content';

/** Someone an answer speaks for, as the answer's transaction read them under the party's lock. */
interface AnswerRecipient {
  id: string;
  /** After the answer: an email given with it is theirs when the list had none. */
  email: string | null;
  language: string;
}

export interface SavedAnswer {
  guest: AnswerRecipient & { name: string };
  answer: RsvpPayload;
  /** The language of the page they answered on: their confirmation is in it, and so is later mail. */
  language: Language;
  /** Given by name alone, not with the invitation code: its confirmation is rationed (ADR 007). */
  byName: boolean;
  /** The guest had answered before: the hosts are told of a change. */
  changed: boolean;
  now: Date;
  /** The other members of the party answered for with it (ADR 040), each told by mail when they have an address. */
  members: readonly (AnswerRecipient & { attending: boolean })[];
  /** The hosts' addresses for a notice of each answer (hostNoticeAddresses); none when they chose otherwise. */
  hosts: readonly string[];
}

/**
 * The messages of an answer: the guest's confirmation and the hosts' notices, written into the
 * outbox by the answer's own write statement (rsvp/answer.repository.ts), so an answer is never
 * saved without its mail, nor the reverse. Only their recipient, subject and language are told
 * now: their bodies are written by the mail worker when it sends them, keeping the answer's
 * transaction short (ADR 021). No database work: the transaction read everything it needs.
 */
export function answerMail(saved: SavedAnswer): Omit<AnswerMailPlan, 'byName' | 'now'> {
  const { guest } = saved;
  const confirmations: AnswerMail[] = [];
  if (guest.email) {
    // The whole answer's: a guest who declines while their party comes is told of the weekend.
    const subject = confirmationSubject(mailContent(saved.language), saved.answer, saved.members);
    confirmations.push({ guestId: guest.id, to: guest.email, subject, language: saved.language });
  }
  // Every other member answered for who has an email gets the confirmation too, in their own
  // language, addressed to them and telling who answered (ADR 040). It tells of the whole answer
  // (the submitter's history row), and each member's copies follow the same rules as the guest's
  // own: at once with the invitation code, at most one an hour by name.
  for (const member of saved.members) {
    if (!member.email) continue;
    const language = languageOf(member);
    const subject = confirmationSubject(mailContent(language), {
      attending: member.attending,
      plusOneAttending: false,
    });
    confirmations.push({ guestId: member.id, to: member.email, subject, language });
  }
  // The hosts read their own mail in English, whatever the guest's language.
  const notice = hostNoticeSubject(mailContent('en'), guest.name, saved.answer, saved.changed);
  const notices = saved.hosts.map((to) => ({
    guestId: guest.id,
    to,
    subject: notice,
    language: 'en' as const,
    replyTo: guest.email ?? undefined,
  }));
  return { confirmations, notices };
}

/** A recipient's language as stored (the column only holds the site's languages). */
const languageOf = (recipient: { language: string }): Language =>
  isLanguage(recipient.language) ? recipient.language : 'en';
