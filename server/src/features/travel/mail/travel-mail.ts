import {
  buildCalendar,
  formatEventDate,
  formatTime,
  isLanguage,
  splitName,
  type Api,
} from '@riviera/contract';
import type { DbOrTx } from '../../../platform/db/database';
import { travelOf } from '../travel-row';
import { findPartyTravel, guestPartySeats } from '../travel.repository';
import { travelLink, type MailConfig } from '../../../platform/mail/mail-config';
import { guestCalendarOptions, mailContent, type MailContent } from '../../../platform/mail/mail-content';
import { withPublishedWeekend } from '../../content';
import type { NewMessage, OutboxRow } from '../../../platform/mail/outbox.repository';
import { travelReader, type PartyReader } from './stay-mail.repository';
import type { Block } from '../../../platform/mail/templates/message';
import { frame } from '../../../platform/mail/message-frame';
import { pickupBlocks, pickupEvent, runningPickups, type Pickup } from './pickups';

const firstName = (name: string) => splitName(name).firstName || name;

/**
 * Before the hotels release their rooms (ADR 051): a party coming that has not said where it stays
 * is told which hotels hold rooms until when, and asked to say where it stays on its travel page.
 */
export async function stayReminderMessage(
  content: MailContent,
  config: MailConfig,
  reader: PartyReader,
  blocks: ReadonlyArray<{ hotel: string; cutOff: string }>,
): Promise<NewMessage> {
  const words = content.copy.stayReminder;
  return frame(content, {
    kind: 'stay_reminder',
    guestId: reader.id,
    to: reader.email,
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: words.greeting(firstName(reader.name)) },
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.blocksIntro },
      {
        kind: 'facts',
        items: blocks.map((block) => ({
          label: block.hotel,
          value: words.until(formatEventDate(block.cutOff, content.language)),
        })),
      },
      { kind: 'paragraph', text: words.ask },
      {
        kind: 'button',
        label: words.linkLabel,
        url: travelLink(config.siteUrl, reader.invitation_code, content.language),
      },
      { kind: 'note', text: content.copy.travelConfirmation.linkNote },
    ],
  });
}

/** "Thursday, 14 May 2026, 10:30 AM · Plane AF7700 · Nice Côte d'Azur", after its label. */
function journeyText(content: MailContent, journey: Api.Journey | null): string {
  const words = content.copy.travelConfirmation;
  if (!journey) return words.notGiven;
  const when = content.copy.at(
    formatEventDate(journey.at.slice(0, 10), content.language),
    formatTime(journey.at.slice(11, 16), content.language),
  );
  const how = [words.modes[journey.mode], journey.number].filter(Boolean).join(' ');
  return [when, how, journey.place].filter(Boolean).join(' · ');
}

function stayText(content: MailContent, stay: Api.Stay | null): string {
  const words = content.copy.travelConfirmation;
  if (!stay) return words.notGiven;
  const dates = words.stayDates(
    stay.hotel,
    formatEventDate(stay.checkIn, content.language),
    formatEventDate(stay.checkOut, content.language),
  );
  return `${dates} · ${stay.booked ? words.booked : words.notBooked}`;
}

/** A party's travel details as it last gave them, with its pickups listed and in an .ics. */
export async function travelConfirmationMessage(
  content: MailContent,
  config: MailConfig,
  reader: Pick<PartyReader, 'id' | 'name' | 'email' | 'invitation_code'>,
  travel: Pick<Api.PartyTravel, 'arrival' | 'departure' | 'stay'>,
  partyPickups: readonly Pickup[],
  now: Date,
): Promise<NewMessage> {
  const words = content.copy.travelConfirmation;
  const pickups = runningPickups(partyPickups);
  const blocks: Block[] = [
    { kind: 'paragraph', text: words.greeting(firstName(reader.name)) },
    { kind: 'paragraph', text: words.intro },
    {
      kind: 'facts',
      items: [
        { label: words.arrival, value: journeyText(content, travel.arrival) },
        { label: words.departure, value: journeyText(content, travel.departure) },
        { label: words.stay, value: stayText(content, travel.stay) },
      ],
    },
    ...pickupBlocks(content, pickups),
  ];
  if (pickups.length === 0) blocks.push({ kind: 'paragraph', text: words.noPickups });
  else blocks.push({ kind: 'note', text: content.copy.pickup.calendarNote });
  blocks.push(
    {
      kind: 'button',
      label: words.linkLabel,
      url: travelLink(config.siteUrl, reader.invitation_code, content.language),
    },
    { kind: 'note', text: words.linkNote },
  );
  const ics =
    pickups.length === 0
      ? undefined
      : buildCalendar(
          pickups.map((pickup) => pickupEvent(content, pickup)),
          guestCalendarOptions(content, now),
        );
  return frame(content, {
    kind: 'travel_confirmation',
    guestId: reader.id,
    to: reader.email,
    subject: words.subject,
    preview: words.preview,
    blocks,
    ...(ics
      ? {
          attachments: [
            {
              filename: words.calendarFileName,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: Buffer.from(ics, 'utf8').toString('base64'),
            },
          ],
        }
      : {}),
  });
}

/**
 * A party's travel details, written when the worker takes the message up (ADR 051): the party's
 * travel and pickups as they are then, so a message that waited shows the latest. Undefined when
 * the guest it was for is gone.
 */
export async function composeTravelMail(
  db: DbOrTx,
  config: MailConfig,
  row: OutboxRow,
  now: Date,
): Promise<NewMessage | undefined> {
  if (!row.guest_id) return undefined;
  const reader = await travelReader(db, row.guest_id);
  if (!reader || reader.id !== row.guest_id) return undefined;
  const [travel, pickups] = await Promise.all([
    findPartyTravel(db, reader.party_id),
    guestPartySeats(db, reader.id),
  ]);
  // The events as published, and how often each moved (ADR 087).
  const content = await withPublishedWeekend(db, mailContent(isLanguage(row.language) ? row.language : 'en'));
  return travelConfirmationMessage(
    content,
    config,
    { ...reader, email: row.to_address },
    travelOf(travel),
    pickups,
    now,
  );
}
