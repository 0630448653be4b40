import { allEvents, type RsvpPayload } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { startBuiltClientApp } from '../../platform/http/test/built-client-app';
import { attendingPayload } from '../rsvp/test/rsvp-test-app';
import { addGuest, createRun, submitTravel } from '../travel/test/travel-test-kit';

/**
 * The weekend pass (DESIGN 3.5, ADR 054): one query gives a party's weekend by any
 * member's code; an unknown code is null and counted against code guessing; the public host has
 * neither the query nor the page.
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
const server = await startGraphqlServer({ PUBLIC_HOSTS: PUBLIC_HOST });
// The build writes /weekend into the RSVP host's edition only (config/pages.ts: private).
const { base, db: pagesDb } = await startBuiltClientApp(
  [
    ['weekend/index.html', 'weekend'],
    ['fr/weekend/index.html', 'fr weekend'],
    ['404.html', 'not found'],
    ['_public/index.html', 'public home'],
    ['_public/404.html', 'public not found'],
    ['_public/fr/404.html', 'public fr not found'],
  ],
  { PUBLIC_HOSTS: PUBLIC_HOST },
);
// The pages' own server knows the code the page test opens (a code that opens nothing is a 404).
await pagesDb
  .insertInto('guests')
  .values({ name: 'Ines Laurent', email: 'ines@example.com', invitation_code: 'WKNDA2B3', lookup_keys: [] })
  .execute();

let address = 0;

const PASS = `query ($code: String!) { weekendPass(invitationCode: $code) {
  firstName invitationCode updatedAt
  people { name child entree }
  events { id people }
  stay { hotel checkIn checkOut booked }
  pickups { seats run { from to departsAt cancelledAt } }
} }`;

async function pass(code: string, options: { from?: string; host?: string } = {}) {
  const response = await server.gql<{ weekendPass: Record<string, unknown> | null }>(
    PASS,
    { code },
    {
      from: options.from ?? `198.51.100.${(address += 1)}`,
      headers: options.host ? { 'X-Forwarded-Host': options.host } : {},
    },
  );
  return response.body;
}

async function answer(body: RsvpPayload): Promise<void> {
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(address += 1)}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the weekend pass', () => {
  it('gives the party’s own weekend: who comes to what, entrées, stay and pickups, by any member’s code', async () => {
    const lead = await addGuest(server, 'Ines Laurent', 'WKNDA2B3', { plusOneAllowed: true });
    const child = await addGuest(server, 'Noa Laurent', 'WKNDC4D5', { partyOf: 'WKNDA2B3', child: true });
    const aunt = await addGuest(server, 'Rose Laurent', 'WKNDE6F7', { partyOf: 'WKNDA2B3' });
    await answer(
      attendingPayload({
        firstName: 'Ines',
        lastName: 'Laurent',
        invitationCode: 'WKNDA2B3',
        events: { ...allEvents(false), welcomeDinner: true, cocktailAndReception: true },
        dietaryRestrictions: 'Vegetarian',
        plusOneAttending: true,
        plusOneFirstName: 'Hugo',
        plusOneLastName: 'Petit',
        plusOneEvents: { ...allEvents(false), cocktailAndReception: true },
        plusOneDietaryRestrictions: 'Meat',
        party: [
          {
            id: child.id,
            attending: true,
            events: { ...allEvents(false), farewellBrunch: true },
            dietaryRestrictions: 'Kids',
          },
          { id: aunt.id, attending: false, events: allEvents(false), dietaryRestrictions: '' },
        ],
      }),
    );
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
    const saved = await submitTravel(server, {
      invitationCode: 'WKNDA2B3',
      stay: { hotel: 'Hôtel Royal-Riviera', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
      shuttleSeats: [{ runId: run.id, seats: 3 }],
    });
    expect(saved.success).toBe(true);

    const before = Date.now();
    const body = await pass('WKNDA2B3');
    expect(body.errors).toBeUndefined();
    expect(body.data?.weekendPass).toMatchObject({
      firstName: 'Ines',
      invitationCode: 'WKNDA2B3',
      // The aunt said no: she is not on the pass.
      people: [
        { name: 'Ines Laurent', child: false, entree: 'Vegetarian' },
        { name: 'Hugo Petit', child: false, entree: 'Meat' },
        { name: 'Noa Laurent', child: true, entree: 'Kids' },
      ],
      events: [
        { id: 'welcome-dinner', people: ['Ines Laurent'] },
        { id: 'cocktail-hour', people: ['Ines Laurent', 'Hugo Petit'] },
        { id: 'reception', people: ['Ines Laurent', 'Hugo Petit'] },
        { id: 'farewell-brunch', people: ['Noa Laurent'] },
      ],
      stay: { hotel: 'Hôtel Royal-Riviera', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
      pickups: [
        {
          seats: 3,
          run: {
            from: 'Nice airport',
            to: 'Hôtel Royal-Riviera',
            departsAt: '2026-05-14T10:30:00+02:00',
            cancelledAt: null,
          },
        },
      ],
    });
    const updatedAt = Date.parse(String(body.data?.weekendPass?.updatedAt));
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);

    // The child's own code opens the same weekend, greeting the child.
    const childPass = await pass('wkndc4d5');
    expect(childPass.data?.weekendPass).toMatchObject({ firstName: 'Noa', invitationCode: 'WKNDC4D5' });
    expect(childPass.data?.weekendPass?.events).toEqual(body.data?.weekendPass?.events);

    // A party that has not answered yet has an empty weekend, not an error.
    await addGuest(server, 'Marc Blanc', 'WKNDG8H9');
    expect((await pass('WKNDG8H9')).data?.weekendPass).toMatchObject({
      firstName: 'Marc',
      people: [],
      events: [],
      stay: null,
      pickups: [],
    });
    expect(lead.party_id).toBe(child.party_id);
  });

  it('is null for a code that finds nobody, and counts it against code guessing', async () => {
    const token = await server.login();
    const failed = async () => {
      const response = await server.gql<{ codeGuessing: { failed: number } }>(
        'query ($token: String!) { codeGuessing(token: $token) { failed } }',
        { token },
      );
      return response.body.data?.codeGuessing.failed ?? -1;
    };
    const first = await failed();
    const unknown = await pass('ZZZZZZZZ');
    expect(unknown).toEqual({ data: { weekendPass: null } });
    expect(await failed()).toBe(first + 1);
    // Not a code at all: null too, with nothing about anyone.
    expect(await pass('<script>')).toEqual({ data: { weekendPass: null } });
  });

  it('does not exist on the public host, whatever the code', async () => {
    await addGuest(server, 'Eva Roux', 'WKNDJ2K3');
    const body = await pass('WKNDJ2K3', { host: PUBLIC_HOST });
    expect(body).toMatchObject({
      data: { weekendPass: null },
      errors: [{ message: 'There is nothing at this address.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(JSON.stringify(body)).not.toContain('Eva');
  });
});

describe('the weekend pass page', () => {
  const page = (path: string, host?: string) =>
    fetch(`${base}${path}`, {
      headers: { Accept: 'text/html', ...(host ? { 'X-Forwarded-Host': host } : {}) },
    });

  it('is served on the RSVP host, and answers 404 on the public host', async () => {
    for (const path of ['/weekend?code=WKNDA2B3', '/fr/weekend?code=WKNDA2B3']) {
      const served = await page(path);
      expect(served.status, path).toBe(200);
      expect(await served.text()).toContain('weekend</div>');
      const hidden = await page(path, PUBLIC_HOST);
      expect(hidden.status, path).toBe(404);
      expect(await hidden.text()).toContain('not found</div>');
    }
  });
});
