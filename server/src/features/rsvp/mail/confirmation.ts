import { buildCalendar, splitName, type PartyMemberAnswer, type RsvpPayload } from '@riviera/contract';
import { formatDeadline } from '../../../platform/deadline';
import {
  calendarFeedLink,
  privateLink,
  weekendPassLink,
  type MailConfig,
} from '../../../platform/mail/mail-config';
import { guestCalendarOptions, type MailContent } from '../../../platform/mail/mail-content';
import type { NewMessage } from '../../../platform/mail/outbox.repository';
import type { Block } from '../../../platform/mail/templates/message';
import { answerBlocks, chosenEvents, type MemberAnswered } from './answer-blocks';
import { frame } from '../../../platform/mail/message-frame';
import { inDayOrder, pickupBlocks, pickupEvent, runningPickups, type Pickup } from '../../travel';

export interface AnsweringGuest {
  id: string;
  name: string;
  email: string;
  invitationCode: string;
}

/**
 * The .ics of exactly the events the answer says yes to (the guest's, their plus-one's and those of
 * the members answered for with it) and the party's shuttle pickups; none when there is nothing in it.
 */
function calendarFor(
  content: MailContent,
  answer: Pick<RsvpPayload, 'events' | 'plusOneEvents'>,
  members: readonly MemberAnswered[],
  pickups: readonly Pickup[],
  now: Date,
) {
  const chosen = new Set([
    ...chosenEvents(content, answer.events),
    ...chosenEvents(content, answer.plusOneEvents),
    ...members.flatMap((member) =>
      member.answer.attending ? chosenEvents(content, member.answer.events) : [],
    ),
  ]);
  const events = inDayOrder([
    ...content.events.filter((event) => chosen.has(event)),
    ...pickups.map((pickup) => pickupEvent(content, pickup)),
  ]);
  if (events.length === 0) return undefined;
  const ics = buildCalendar(events, guestCalendarOptions(content, now));
  return {
    filename: content.copy.confirmation.calendarFileName,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

/**
 * Whether anyone the answer speaks for comes: the guest, their plus-one, or a member of the party
 * answered for with it. A guest who declines while their children come is told of a weekend, not
 * that they will be missed alone (the thanks look at the whole party, as the pass does).
 */
export function anyoneComing(
  answer: Pick<RsvpPayload, 'attending' | 'plusOneAttending'>,
  members: readonly { attending: boolean }[] = [],
): boolean {
  return answer.attending || answer.plusOneAttending || members.some((member) => member.attending);
}

/** The confirmation's subject: told when the answer is saved, written again with the body. */
export function confirmationSubject(
  content: MailContent,
  answer: Pick<RsvpPayload, 'attending' | 'plusOneAttending'>,
  members: readonly { attending: boolean }[] = [],
): string {
  const { subject } = content.copy.confirmation;
  return anyoneComing(answer, members) ? subject.attending : subject.declined;
}

/** The guest's confirmation of what they answered, with their private link and their events' .ics. */
export async function confirmationMessage(
  content: MailContent,
  config: MailConfig,
  guest: AnsweringGuest,
  answer: RsvpPayload,
  now: Date,
  /** The other members of the party answered for with it (ADR 040). */
  members: readonly MemberAnswered[] = [],
  /**
   * A member's copy of an answer someone else of their party sent (ADR 040): who sent it, and the
   * member's own part of it, which their greeting, subject and calendar follow.
   */
  forMember?: { answeredBy: string; own: PartyMemberAnswer },
  /** The party's seats on shuttle runs (ADR 051): listed, and in the .ics, for a guest who comes. */
  partyPickups: readonly Pickup[] = [],
): Promise<NewMessage> {
  const copy = content.copy.confirmation;
  const own = forMember ? { ...forMember.own, plusOneAttending: false, plusOneEvents: {} } : answer;
  // The guest's own copy speaks for everyone the answer is for; a member's copy for that member.
  const others = forMember ? [] : members;
  const selfComing = own.attending || own.plusOneAttending;
  const coming = anyoneComing(
    own,
    others.map((member) => member.answer),
  );
  const pickups = coming ? runningPickups(partyPickups) : [];
  const calendar = calendarFor(content, own, others, pickups, now);
  const intro = selfComing ? copy.intro.attending : coming ? copy.intro.partyComing : copy.intro.declined;
  const blocks: Block[] = [
    { kind: 'paragraph', text: copy.greeting(splitName(guest.name).firstName || guest.name) },
    forMember
      ? { kind: 'paragraph', text: copy.answeredFor(forMember.answeredBy) }
      : { kind: 'paragraph', text: intro },
    // A member's copy leaves out the sender's own message to the couple: it was written to them.
    ...answerBlocks(
      content,
      forMember?.answeredBy ?? guest.name,
      forMember ? { ...answer, message: '' } : answer,
      'guest',
      members,
    ),
    ...pickupBlocks(content, pickups),
  ];
  if (config.deadline)
    blocks.push({
      kind: 'paragraph',
      text: content.copy.deadlineChange(formatDeadline(config.deadline, content.language)),
    });
  blocks.push({
    kind: 'button',
    label: copy.linkLabel,
    url: privateLink(config.siteUrl, guest.invitationCode, content.language),
  });
  blocks.push({ kind: 'note', text: content.copy.privateLinkNote });
  if (calendar) {
    const withOthers = own.plusOneAttending || others.some((member) => member.answer.attending);
    blocks.push({ kind: 'note', text: copy.calendarNote(withOthers) });
    if (pickups.length > 0) blocks.push({ kind: 'note', text: content.copy.pickup.calendarNote });
    blocks.push({
      kind: 'link',
      text: copy.subscribeLink,
      url: calendarFeedLink(config.siteUrl, guest.invitationCode),
    });
    blocks.push({
      kind: 'link',
      text: copy.passLink,
      url: weekendPassLink(config.siteUrl, guest.invitationCode, content.language),
    });
  }
  return frame(content, {
    kind: 'confirmation',
    guestId: guest.id,
    to: guest.email,
    subject: confirmationSubject(
      content,
      own,
      others.map((member) => member.answer),
    ),
    preview: copy.preview,
    blocks,
    ...(calendar ? { attachments: [calendar] } : {}),
  });
}
