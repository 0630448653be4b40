import { allEvents, type RsvpPayload } from '@riviera/contract';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../../platform/graphql/test/graphql-test-app';
import { mailConfig } from '../../../platform/mail/mail-config';
import { mailCopy as english } from '../../../platform/mail/mail-copy';
import { mailCopy as french } from '../../../platform/mail/mail-copy.fr';
import { deliverAllWith } from '../../../platform/mail/test/deliver-all';

/**
 * One member answers for the party (ADR 040): every other member with an email is told too, in
 * their own language, addressed to them with their own link and their own events; a child without
 * an email is not written to; by name, each member's copies follow the guest's own ration (ADR 007).
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db, gql } = server;
const token = await server.login();
const deliverAll = deliverAllWith({ db, config: mailConfig(server.env), replyTo: ['hosts@example.com'] });
const recipient = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text : String((mail.to as { text: string }[])[0]?.text);

interface Member {
  id: string;
  invitationCode: string;
}
async function host(query: string, variables: Record<string, unknown>, field: string): Promise<Member> {
  const response = await gql<Record<string, { guest: Member | null }>>(query, { token, ...variables });
  const guest = response.body.data?.[field]?.guest;
  if (!guest) throw new Error(`${field} failed: ${JSON.stringify(response.body)}`);
  return guest;
}
const nadia = await host(
  'mutation ($token: String!) { createGuest(token: $token, input: { name: "Nadia Roussel", email: "nadia@example.com" }) { guest { id invitationCode } } }',
  {},
  'createGuest',
);
const addMember = (input: Record<string, unknown>) =>
  host(
    'mutation ($token: String!, $id: ID!, $input: PartyMemberInput!) { addPartyMember(token: $token, guestId: $id, input: $input) { guest { id invitationCode } } }',
    { id: nadia.id, input },
    'addPartyMember',
  );
const hugo = await addMember({ name: 'Hugo Roussel', email: 'hugo@example.com', language: 'fr' });
const ines = await addMember({ name: 'Inès Roussel', child: true });

function answer(overrides: Partial<RsvpPayload> = {}): RsvpPayload {
  return {
    firstName: 'Nadia',
    lastName: 'Roussel',
    mailingAddress: '8 Avenue Jean Médecin, 06000 Nice',
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: allEvents(true),
    plusOneEvents: {},
    dietaryRestrictions: 'Fish',
    plusOneDietaryRestrictions: '',
    message: 'A private word for the couple',
    invitationCode: nadia.invitationCode,
    party: [
      {
        id: hugo.id,
        attending: true,
        events: { ...allEvents(false), ceremonyAndLunch: true },
        dietaryRestrictions: 'Meat',
      },
      { id: ines.id, attending: true, events: allEvents(true), dietaryRestrictions: 'Kids' },
    ],
    ...overrides,
  };
}

let address = 0;
async function submit(body: RsvpPayload): Promise<number> {
  address += 1;
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${address}` },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('a party’s answer by mail', () => {
  it('tells every member with an email, in their language, with their own link and events', async () => {
    expect(await submit(answer())).toBe(200);
    const sent = await deliverAll();
    expect(sent.map(recipient).sort()).toEqual(['hugo@example.com', 'nadia@example.com']);

    const toHugo = sent.find((mail) => recipient(mail) === 'hugo@example.com');
    const text = toHugo?.text ?? '';
    expect(toHugo?.subject).toBe(french.confirmation.subject.attending);
    expect(text).toContain('Bonjour Hugo,');
    expect(text).toContain('Nadia Roussel a répondu pour toutes les personnes de votre invitation.');
    // Everyone's answers, the kids' menu as the French form names it; not Nadia's word to the couple.
    for (const line of ['Nadia Roussel', 'Hugo Roussel', 'Inès Roussel', 'Menu enfant']) {
      expect(text.toLowerCase(), line).toContain(line.toLowerCase());
    }
    expect(text).not.toContain('A private word for the couple');
    // His own private link, never Nadia's code.
    expect(text).toContain(hugo.invitationCode);
    expect(text).not.toContain(nadia.invitationCode);
    // His calendar holds the one event he comes to.
    const calendar = toHugo?.attachments.find((file) => file.contentType.startsWith('text/calendar'));
    const events = calendar?.content.toString('utf8').match(/BEGIN:VEVENT/g) ?? [];
    expect(events.length).toBeGreaterThan(0);
    const nadiaCalendar = sent
      .find((mail) => recipient(mail) === 'nadia@example.com')
      ?.attachments.find((file) => file.contentType.startsWith('text/calendar'));
    expect(events.length).toBeLessThan(
      nadiaCalendar?.content.toString('utf8').match(/BEGIN:VEVENT/g)?.length ?? 0,
    );

    // Nadia's own confirmation keeps her message and her intro.
    const toNadia = sent.find((mail) => recipient(mail) === 'nadia@example.com')?.text ?? '';
    expect(toNadia).toContain('A private word for the couple');
    expect(toNadia).not.toContain('answered for everyone on your invitation');
  });

  it('says "can’t make it" in the subject of a member who declines', async () => {
    const declining = answer({
      party: [
        { id: hugo.id, attending: false, events: allEvents(false), dietaryRestrictions: '' },
        { id: ines.id, attending: true, events: allEvents(true), dietaryRestrictions: 'Kids' },
      ],
    });
    expect(await submit(declining)).toBe(200);
    const toHugo = (await deliverAll()).find((mail) => recipient(mail) === 'hugo@example.com');
    expect(toHugo?.subject).toBe(french.confirmation.subject.declined);
    expect(toHugo?.attachments.some((file) => file.contentType.startsWith('text/calendar'))).toBe(false);
  });

  it('tells a guest who declines while their child comes of the party’s weekend, not only that they are missed', async () => {
    const nadiaStays = answer({
      attending: false,
      events: allEvents(false),
      dietaryRestrictions: '',
      // The mailing address stays (answer's own): it is asked for whenever anyone of the party comes.
      party: [
        { id: hugo.id, attending: false, events: allEvents(false), dietaryRestrictions: '' },
        {
          id: ines.id,
          attending: true,
          events: { ...allEvents(false), farewellBrunch: true },
          dietaryRestrictions: 'Kids',
        },
      ],
    });
    expect(await submit(nadiaStays)).toBe(200);
    const toNadia = (await deliverAll()).find((mail) => recipient(mail) === 'nadia@example.com');
    const text = toNadia?.text ?? '';
    expect(toNadia?.subject).toBe(english.confirmation.subject.attending);
    expect(text).toContain(english.confirmation.intro.partyComing);
    expect(text).not.toContain(english.confirmation.intro.declined);
    // The calendar holds Inès's brunch, and the pass and the feed are offered for the party.
    const calendar = toNadia?.attachments.find((file) => file.contentType.startsWith('text/calendar'));
    expect(calendar?.content.toString('utf8').match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(calendar?.content.toString('utf8')).toContain('SUMMARY:Farewell Brunch');
    expect(text).toContain(english.confirmation.calendarNote(true));
    expect(text).toContain(`https://aanya-julien.example/weekend?code=${nadia.invitationCode}`);
    expect(text).toContain('Subscribe to the wedding calendar');
  });

  it('by name, rations each member’s copies as the guest’s own: the first at once, then one an hour', async () => {
    // A family that has only ever answered by name (a line answered with a code is not a name's to
    // send, ADR 070).
    const camille = await host(
      'mutation ($token: String!) { createGuest(token: $token, input: { name: "Camille Petit", email: "camille@example.com" }) { guest { id invitationCode } } }',
      {},
      'createGuest',
    );
    const leo = await host(
      'mutation ($token: String!, $id: ID!) { addPartyMember(token: $token, guestId: $id, input: { name: "Léo Petit", email: "leo@example.com", language: fr }) { guest { id invitationCode } } }',
      { id: camille.id },
      'addPartyMember',
    );
    const byName = (message: string) =>
      answer({
        firstName: 'Camille',
        lastName: 'Petit',
        invitationCode: undefined,
        message,
        mailingAddress: '5 Rue Masséna, 06000 Nice',
        party: [{ id: leo.id, attending: true, events: allEvents(true), dietaryRestrictions: 'Meat' }],
      });
    const toLeo: ParsedMail[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect(await submit(byName(`by name ${i}`))).toBe(200);
      toLeo.push(...(await deliverAll()).filter((mail) => recipient(mail) === 'leo@example.com'));
    }
    expect(toLeo).toHaveLength(1);
    const waiting = await db
      .selectFrom('outbox')
      .select(['next_attempt_at'])
      .where('kind', '=', 'confirmation')
      .where('guest_id', '=', leo.id)
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });
});
