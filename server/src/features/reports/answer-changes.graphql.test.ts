import { allEvents } from '@riviera/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../guests/guest.repository';
import { testGuestRow } from '../guests/test/guest-rows';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/** The RSVPs tab tells what a changed answer changed (ADR 073), from the stored history. */
const server = await startGraphqlServer();
const { gql } = server;
const token = await server.login();

const SUBMIT = `mutation SubmitRSVP($input: RSVPInput!) { submitRSVP(input: $input) { success message errors } }`;
type Submit = { submitRSVP: { success: boolean } };

const first = {
  firstName: 'Hélène',
  lastName: 'Dupont',
  mailingAddress: '1 Promenade des Anglais, Nice',
  attending: true,
  plusOneAttending: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
  events: allEvents(true),
  plusOneEvents: allEvents(true),
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: 'Meat',
  message: 'See you!',
  dietaryNotes: 'No nuts',
};

async function submit(input: Record<string, unknown>) {
  const response = await gql<Submit>(SUBMIT, { input }, { from: '198.51.100.40' });
  expect(response.body.data?.submitRSVP.success).toBe(true);
}

async function changes() {
  const response = await gql<{
    adminRSVPs: Array<{ name: string; earlierVersions: number; changes: string[] }>;
  }>(`query GetAdminRSVPs($token: String!) { adminRSVPs(token: $token) { name earlierVersions changes } }`, {
    token,
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.adminRSVPs ?? [];
}

beforeAll(async () => {
  await insertGuest(
    server.db,
    testGuestRow({
      name: 'Hélène Dupont',
      email: 'helene@example.com',
      invitationCode: 'FJ9K8E',
      plusOneAllowed: true,
      plusOneName: 'Marc Dupont',
    }),
  );
});

describe('what a changed answer changed', () => {
  it('is nothing for a first answer, then each change before and after, the plus-one’s named', async () => {
    await submit(first);
    expect(await changes()).toEqual([{ name: 'Hélène Dupont', earlierVersions: 0, changes: [] }]);

    await submit({
      ...first,
      events: { ...allEvents(true), welcomeDinner: false },
      dietaryRestrictions: 'Vegetarian',
      dietaryNotes: 'No nuts, no dairy',
      plusOneEvents: { ...allEvents(true), farewellBrunch: false },
      message: 'See you soon!',
    });
    expect(await changes()).toEqual([
      {
        name: 'Hélène Dupont',
        earlierVersions: 1,
        changes: [
          'Welcome dinner: coming → not coming',
          'Entrée: fish → vegetarian',
          'Dietary notes: “No nuts” → “No nuts, no dairy”',
          'Plus-one (Marc Dupont): Farewell brunch: coming → not coming',
          'Message changed',
        ],
      },
    ]);
  });

  it('says so when the same answer is sent again', async () => {
    const [before] = await changes();
    await submit({
      ...first,
      events: { ...allEvents(true), welcomeDinner: false },
      dietaryRestrictions: 'Vegetarian',
      dietaryNotes: 'No nuts, no dairy',
      plusOneEvents: { ...allEvents(true), farewellBrunch: false },
      message: 'See you soon!',
    });
    expect(before?.earlierVersions).toBe(1);
    expect(await changes()).toEqual([
      { name: 'Hélène Dupont', earlierVersions: 2, changes: ['Sent again, nothing changed'] },
    ]);
  });
});
