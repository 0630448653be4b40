import { isLanguage, type RsvpPayload } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import type { DbOrTx } from '../../../platform/db/database';
import { answerChanges, type StoredAnswer } from '../answer-changes';
import { findAnswerForMail, findAnswerHistories, findGuestNames } from './answer-outbox.repository';
import type { MailConfig } from '../../../platform/mail/mail-config';
import { mailContent } from '../../../platform/mail/mail-content';
import type { NewMessage, OutboxRow } from '../../../platform/mail/outbox.repository';
import { withPublishedWeekend } from '../../content';
import { findMailGuests } from '../../guests';
import { guestPartySeats, composeTravelMail } from '../../travel';
import { confirmationMessage } from './confirmation';
import { hostNoticeMessage } from './host-mail';

/**
 * An answer's message (the guest's confirmation, a host's notice) written from its outbox row when
 * the worker takes it up (ADR 021): the guest as they are now, the answer the row tells of (the
 * latest, for a confirmation by name that waited). Undefined when that answer is gone with its guest.
 */
export async function composeAnswerMail(
  db: DbOrTx,
  config: MailConfig,
  row: OutboxRow,
  now = new Date(),
): Promise<NewMessage | undefined> {
  // A party's travel details (ADR 051) are written when they go, as an answer's messages are.
  if (row.kind === 'travel_confirmation') return composeTravelMail(db, config, row, now);
  if (!row.submission_id) return undefined;
  const found = await findAnswerForMail(db, row.submission_id);
  if (!found) return undefined;
  // The history row holds the answer as it was saved, after the form's rules.
  const answer = found.payload as unknown as RsvpPayload;
  // The other members of the party answered for with it, by their names now (a member removed since
  // is left out).
  const names = await findGuestNames(
    db,
    (answer.party ?? []).map((member) => member.id),
  );
  const members = (answer.party ?? []).flatMap((member) => {
    const name = names.get(member.id);
    return name ? [{ name, answer: member }] : [];
  });
  if (row.kind === 'confirmation') {
    // The events as published, and how often each moved (ADR 087), for the list and the .ics.
    const content = await withPublishedWeekend(
      db,
      mailContent(isLanguage(row.language) ? row.language : 'en'),
    );
    // The party's shuttle pickups as they are now (ADR 051), for the list and the .ics.
    const pickups = await guestPartySeats(db, row.guest_id ?? found.id);
    if (row.guest_id !== null && row.guest_id !== found.id) {
      // Another member's copy (ADR 040): addressed to them, with their own link and events.
      const [member] = await findMailGuests(db, [row.guest_id]);
      const own = answer.party?.find((given) => given.id === row.guest_id);
      if (!member || !own) return undefined;
      const reader = {
        id: member.id,
        name: member.name,
        email: row.to_address,
        invitationCode: member.invitation_code,
      };
      const others = members.filter((answered) => answered.answer.id !== member.id);
      const self = members.find((answered) => answered.answer.id === member.id);
      return confirmationMessage(
        content,
        config,
        reader,
        answer,
        now,
        self ? [self, ...others] : others,
        {
          answeredBy: found.name,
          own,
        },
        pickups,
      );
    }
    const guest = {
      id: found.id,
      name: found.name,
      email: row.to_address,
      invitationCode: found.invitation_code,
    };
    return confirmationMessage(content, config, guest, answer, now, members, undefined, pickups);
  }
  // The hosts read their own mail in English, whatever the guest's language; a change says what changed.
  const changed = Number(found.answers) > 1;
  const people = [
    { id: found.id, name: found.name },
    ...members.map((member) => ({ id: member.answer.id, name: member.name })),
  ];
  const changes = changed ? await changesOf(db, people, found.submitted_at, names) : [];
  return hostNoticeMessage(mailContent('en'), config, found, answer, {
    changed,
    to: row.to_address,
    members,
    changes,
  });
}

/**
 * What changed for each person of the answer since their answer before (ADR 073), each line with
 * their name; a person answering for the first time is left out.
 */
async function changesOf(
  db: DbOrTx,
  people: ReadonlyArray<{ id: string; name: string }>,
  at: Date,
  names: ReadonlyMap<string, string>,
): Promise<string[]> {
  const histories = await findAnswerHistories(
    db,
    people.map((person) => person.id),
    at,
  );
  // A member the earlier answer spoke for and this one does not: named too.
  const left = [...histories.values()].flatMap((history) =>
    ((history.previous as StoredAnswer | null)?.party ?? []).map((member) => member.id),
  );
  const allNames = new Map([
    ...names,
    ...(await findGuestNames(
      db,
      left.filter((id) => !names.has(id)),
    )),
  ]);
  return people.flatMap((person) => {
    const history = histories.get(person.id);
    if (!history?.previous || !history.current) return [];
    const lines = answerChanges(history.previous as StoredAnswer, history.current as StoredAnswer, (id) =>
      allNames.get(id),
    );
    return lines.map((line) => adminCopy.rsvps.changes.of(person.name, line));
  });
}
