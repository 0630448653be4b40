import { allEvents, INVITATION_CODE_ALPHABET } from '@riviera/contract';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { CODE_LIMITS } from '../../platform/security/guest-throttles';
import { attendingPayload, decliningPayload, sampleGuest } from '../rsvp/test/rsvp-test-app';
import { createRun, submitTravel } from '../travel/test/travel-test-kit';
import { publish, saveDraft } from '../content/test/content-test-kit';

/**
 * The party's calendar feed (DESIGN 3.5, ADR 048): /calendar/CODE.ics holds the events the party
 * comes to, read by a real iCalendar parser; UIDs stay, SEQUENCE goes up when an event changes, an
 * unknown code and the public host answer 404 with nothing about anyone.
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
const server = await startGraphqlServer({ PUBLIC_HOSTS: PUBLIC_HOST });
const { db } = server;
let address = 0;

beforeAll(async () => {
  await loadSampleGuests(db);
});

const feed = (code: string, host?: string) =>
  fetch(`${server.url}/calendar/${code}.ics`, {
    headers: {
      'X-Forwarded-For': `198.51.100.${(address += 1)}`,
      ...(host ? { 'X-Forwarded-Host': host } : {}),
    },
  });

async function answer(body: unknown, language = 'en'): Promise<void> {
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'X-Forwarded-For': `198.51.100.${(address += 1)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Each event of the feed as a calendar app stores it: UID, SEQUENCE, title and start in UTC. */
async function entries(code: string) {
  const response = await feed(code);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      modified: String(component.getFirstPropertyValue('last-modified')),
    };
  });
}

describe('the party’s calendar feed', () => {
  it('holds the events the guest comes to, keeps their UIDs, and raises SEQUENCE when one changes', async () => {
    const guest = sampleGuest('Jean-Luc Moreau');
    await answer(
      attendingPayload({
        invitationCode: guest.invitationCode,
        events: { ...allEvents(false), welcomeDinner: true, farewellBrunch: true },
      }),
    );
    const first = await entries(guest.invitationCode);
    expect(first.map(({ uid, sequence, summary, start }) => ({ uid, sequence, summary, start }))).toEqual([
      {
        uid: 'welcome-dinner@aanya-julien-wedding',
        sequence: 0,
        summary: 'Welcome Dinner · Aanya & Julien',
        start: '2026-05-14T16:30:00.000Z',
      },
      {
        uid: 'farewell-brunch@aanya-julien-wedding',
        sequence: 0,
        summary: 'Farewell Brunch · Aanya & Julien',
        start: expect.stringMatching(/^2026-05-16T/) as unknown as string,
      },
    ]);
    // Fetched again, nothing changed: the same UIDs at the same SEQUENCE.
    expect(await entries(guest.invitationCode)).toEqual(first);

    // An answer that adds the wedding day brings its three events; the others stay as they were.
    await answer(
      attendingPayload({
        invitationCode: guest.invitationCode,
        events: { ...allEvents(false), welcomeDinner: true, ceremonyAndLunch: true, farewellBrunch: true },
      }),
    );
    const added = await entries(guest.invitationCode);
    expect(added.map((entry) => entry.uid)).toEqual([
      'welcome-dinner@aanya-julien-wedding',
      'hindu-ceremony@aanya-julien-wedding',
      'lunch@aanya-julien-wedding',
      'farewell-brunch@aanya-julien-wedding',
    ]);
    expect(added.map((entry) => entry.sequence)).toEqual([0, 0, 0, 0]);

    // A deploy that changed the welcome dinner (as if the feed had shown another version of it): the
    // next fetch raises its SEQUENCE and LAST-MODIFIED, and only its.
    await db
      .updateTable('calendar_feed_entries')
      .set({ fingerprint: '0'.repeat(64), modified_at: new Date('2026-01-01T00:00:00Z') })
      .where('event_id', '=', 'welcome-dinner')
      .execute();
    const changed = await entries(guest.invitationCode);
    expect(changed.map((entry) => entry.sequence)).toEqual([1, 0, 0, 0]);
    expect(changed[0]?.modified).not.toBe('2026-01-01T00:00:00Z');
    expect(new Date(changed[0]?.modified ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await entries(guest.invitationCode)).map((entry) => entry.sequence)).toEqual([1, 0, 0, 0]);

    // A decline empties the feed: the phone removes the events.
    await answer(decliningPayload({ invitationCode: guest.invitationCode }));
    expect(await entries(guest.invitationCode)).toEqual([]);
  });

  it('has the plus-one’s events too, in the guest’s language', async () => {
    const guest = sampleGuest('Hélène Dupont');
    await db
      .updateTable('guests')
      .set({ language: 'fr' })
      .where('invitation_code', '=', guest.invitationCode)
      .execute();
    await answer(
      attendingPayload({
        firstName: 'Hélène',
        lastName: 'Dupont',
        invitationCode: guest.invitationCode,
        events: { ...allEvents(false), welcomeDinner: true },
        plusOneAttending: true,
        plusOneFirstName: 'Marc',
        plusOneLastName: 'Dupont',
        plusOneEvents: { ...allEvents(false), farewellBrunch: true },
        plusOneDietaryRestrictions: 'Meat',
      }),
      'fr',
    );
    const events = await entries(guest.invitationCode);
    expect(events.map((entry) => entry.uid)).toEqual([
      'welcome-dinner@aanya-julien-wedding',
      'farewell-brunch@aanya-julien-wedding',
    ]);
    expect(events[0]?.summary).toMatch(/^Dîner de bienvenue/);
  });

  it('answers 404 with nothing about anyone for an unknown code, and on the public host', async () => {
    const unknown = await feed('ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    const body = await unknown.text();
    expect(body).not.toMatch(/BEGIN:VCALENDAR|Moreau|Dupont/);
    const guest = sampleGuest('Jean-Luc Moreau');
    const onPublic = await feed(guest.invitationCode, PUBLIC_HOST);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('BEGIN:VCALENDAR');
  });

  it('takes a code typed in lower case, as the pass does', async () => {
    const guest = sampleGuest('Jean-Luc Moreau');
    const lower = await feed(guest.invitationCode.toLowerCase());
    expect(lower.status).toBe(200);
    expect(lower.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await lower.text()).toContain('BEGIN:VCALENDAR');
  });

  it('counts each wrong code against code guessing: past the address’s limit even a right code waits', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.250' };
    const wrong = (n: number) =>
      `W${INVITATION_CODE_ALPHABET[n % 31] ?? 'A'}${INVITATION_CODE_ALPHABET[Math.floor(n / 31)] ?? 'A'}ZZZZZ`;
    for (let n = 0; n < CODE_LIMITS.address.points; n += 1) {
      expect((await fetch(`${server.url}/calendar/${wrong(n)}.ics`, { headers: from })).status).toBe(404);
    }
    const refused = await fetch(
      `${server.url}/calendar/${sampleGuest('Jean-Luc Moreau').invitationCode}.ics`,
      {
        headers: from,
      },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('holds the party’s shuttle pickups, and raises a pickup’s SEQUENCE when the hosts move its run', async () => {
    const token = await server.login();
    await server.gql(
      'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T00:00:00+01:00") { success } }',
      { token },
    );
    const { run } = await createRun(server, token, {
      from: 'Nice airport',
      to: 'Hôtel Royal-Riviera',
      departsAt: '2026-05-14T10:30:00+02:00',
      capacity: 20,
    });
    if (!run) throw new Error('the run was not created');
    const { invitationCode } = sampleGuest('Grace Kim');
    const saved = await submitTravel(server, { invitationCode, shuttleSeats: [{ runId: run.id, seats: 2 }] });
    expect(saved.success).toBe(true);
    const pickups = async () =>
      (await entries(invitationCode)).filter((entry) => entry.uid.startsWith('shuttle-'));
    expect(await pickups()).toEqual([
      {
        uid: `shuttle-${run.id}@aanya-julien-wedding`,
        sequence: 0,
        summary: 'Shuttle: Nice airport → Hôtel Royal-Riviera · Aanya & Julien',
        start: '2026-05-14T08:30:00.000Z',
        modified: expect.any(String) as unknown as string,
      },
    ]);

    // The hosts move the coach a quarter of an hour earlier: the phone gets the new time as a change.
    const moved = await server.gql<{ updateShuttleRun: { success: boolean } }>(
      'mutation ($token: String!, $id: ID!, $input: ShuttleRunInput!) { updateShuttleRun(token: $token, id: $id, input: $input) { success } }',
      {
        token,
        id: run.id,
        input: {
          from: 'Nice airport',
          to: 'Hôtel Royal-Riviera',
          departsAt: '2026-05-14T10:15:00+02:00',
          capacity: 20,
        },
      },
    );
    expect(moved.body.data?.updateShuttleRun.success).toBe(true);
    expect(await pickups()).toMatchObject([{ sequence: 1, start: '2026-05-14T08:15:00.000Z' }]);
  });
});

// Last: it publishes a new time of the welcome dinner, which the tests above do not expect.
describe('the party’s calendar feed after a publish', () => {
  it('raises an event’s SEQUENCE after a published change of its time, not after an FAQ change', async () => {
    const guest = sampleGuest('Rohan Kapoor');
    await answer(
      attendingPayload({
        invitationCode: guest.invitationCode,
        events: { ...allEvents(false), welcomeDinner: true },
      }),
    );
    const token = await server.login();
    const welcome = async () => (await entries(guest.invitationCode))[0];
    expect(await welcome()).toMatchObject({ sequence: 0, start: '2026-05-14T16:30:00.000Z' });
    // ADR 079: an FAQ answer is not the event, its SEQUENCE stays.
    await saveDraft(server, token, [
      { key: 'questions.weather.answer', en: '<p>Warm.</p>', fr: '<p>Doux.</p>' },
    ]);
    expect((await publish(server, token)).success).toBe(true);
    expect(await welcome()).toMatchObject({ sequence: 0 });
    await saveDraft(server, token, [{ key: 'events.welcome-dinner.start', en: '2026-05-14T19:30' }]);
    expect((await publish(server, token)).success).toBe(true);
    expect(await welcome()).toMatchObject({ sequence: 1, start: '2026-05-14T17:30:00.000Z' });
    expect(await welcome()).toMatchObject({ sequence: 1 });
  });
});
