import type { TestServer } from '../../../platform/graphql/test/graphql-test-app';

/** What the seating tests send and read, over the real HTTP and GraphQL (DESIGN 3.6). */

export const PERSON = 'guestId plusOne name partyId child language entree allergies';
export const PLAN = `event released unseated { ${PERSON} } tables { id name nameFr shape capacity people { ${PERSON} } } rules { id kind hard people { name } } warnings { kind message tableId people { name } }`;

export interface Person {
  guestId: string;
  plusOne: boolean;
  name: string;
  partyId: string;
  child: boolean;
  language: string;
  entree: string | null;
  allergies: string | null;
}
export interface Plan {
  event: string;
  released: boolean;
  unseated: Person[];
  tables: Array<{
    id: string;
    name: string;
    nameFr: string | null;
    shape: string;
    capacity: number;
    people: Person[];
  }>;
  rules: Array<{ id: string; kind: string; hard: boolean; people: Array<{ name: string }> }>;
  warnings: Array<{ kind: string; message: string; tableId: string | null; people: Array<{ name: string }> }>;
}
export interface SeatingResult {
  success: boolean;
  message: string | null;
  errors: string[];
  plan: Plan | null;
}

let codes = 0;

/**
 * A guest with a current answer: coming to the dinners named, in a party of their own or with
 * `party` (a party id). Written as the RSVP writes it: a submission and its current answer.
 */
export async function guestComing(
  server: TestServer,
  name: string,
  options: {
    party?: string;
    events?: Array<'welcomeDinner' | 'cocktailAndReception'>;
    entree?: string;
    allergies?: string;
    language?: 'en' | 'fr';
    child?: boolean;
    plusOne?: { name: string; entree?: string };
  } = {},
): Promise<{ id: string; partyId: string }> {
  codes += 1;
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  const code = `SEAT${alphabet[Math.floor(codes / 23) % 23]}${alphabet[codes % 23]}23`;
  const guest = await server.db
    .insertInto('guests')
    .values({
      name,
      email: options.child ? null : `${code.toLowerCase()}@example.com`,
      invitation_code: code,
      lookup_keys: [name.toLowerCase().replace(' ', '|')],
      language: options.language ?? 'en',
      child: options.child ?? false,
      plus_one_allowed: !!options.plusOne,
      plus_one_name: options.plusOne?.name ?? null,
      ...(options.party ? { party_id: options.party } : {}),
    })
    .returning(['id', 'party_id'])
    .executeTakeFirstOrThrow();
  const events = options.events ?? ['welcomeDinner', 'cocktailAndReception'];
  const submission = await server.db
    .insertInto('rsvp_submissions')
    .values({ guest_id: guest.id, payload: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [first, ...last] = (options.plusOne?.name ?? '').split(' ');
  await server.db
    .insertInto('rsvps')
    .values({
      guest_id: guest.id,
      submission_id: submission.id,
      submitted_at: new Date('2026-04-01T10:00:00Z'),
      attending: events.length > 0,
      welcome_dinner: events.includes('welcomeDinner'),
      ceremony_and_lunch: events.length > 0,
      cocktail_and_reception: events.includes('cocktailAndReception'),
      farewell_brunch: false,
      entree: options.entree ?? (options.child ? 'Kids' : 'Meat'),
      dietary_notes: options.allergies ?? null,
      mailing_address: events.length > 0 ? '1 rue de la Paix, Nice' : null,
      plus_one_attending: !!options.plusOne,
      plus_one_first_name: first || null,
      plus_one_last_name: last.join(' ') || null,
      plus_one_welcome_dinner: events.includes('welcomeDinner') && !!options.plusOne,
      plus_one_cocktail_and_reception: events.includes('cocktailAndReception') && !!options.plusOne,
      plus_one_entree: options.plusOne ? (options.plusOne.entree ?? 'Fish') : null,
    })
    .execute();
  return { id: guest.id, partyId: guest.party_id };
}

export function seatingApi(server: TestServer, token: string) {
  const call = async <K extends string>(
    field: K,
    signature: string,
    args: string,
    variables: Record<string, unknown>,
  ) => {
    const response = await server.gql<Record<K, SeatingResult>>(
      `mutation ($token: String!${signature}) { ${field}(token: $token${args}) { success message errors plan { ${PLAN} } } }`,
      { token, ...variables },
    );
    const result = response.body.data?.[field];
    if (!result) throw new Error(`${field} failed: ${JSON.stringify(response.body)}`);
    return result;
  };
  return {
    plan: async (event: string) => {
      const response = await server.gql<{ seatingPlan: Plan }>(
        `query ($token: String!, $event: RsvpEvent!) { seatingPlan(token: $token, event: $event) { ${PLAN} } }`,
        { token, event },
      );
      if (!response.body.data) throw new Error(JSON.stringify(response.body));
      return response.body.data.seatingPlan;
    },
    kitchen: async (event: string) =>
      (
        await server.gql<{ kitchenSheet: unknown[] }>(
          'query ($token: String!, $event: RsvpEvent!) { kitchenSheet(token: $token, event: $event) { table people meat fish vegetarian kids allergies } }',
          { token, event },
        )
      ).body,
    createTable: (input: Record<string, unknown>) =>
      call('createTable', ', $input: TableInput!', ', input: $input', { input }),
    updateTable: (id: string, input: Record<string, unknown>) =>
      call('updateTable', ', $id: ID!, $input: TableInput!', ', id: $id, input: $input', { id, input }),
    deleteTable: (id: string) => call('deleteTable', ', $id: ID!', ', id: $id', { id }),
    seat: (tableId: string | null, people: Array<{ guestId: string; plusOne?: boolean }>, event?: string) =>
      call(
        'seatPeople',
        ', $tableId: ID, $people: [PersonRef!]!, $event: RsvpEvent',
        ', tableId: $tableId, people: $people, event: $event',
        {
          tableId,
          people,
          event,
        },
      ),
    addRule: (input: Record<string, unknown>) =>
      call('addSeatingRule', ', $input: SeatingRuleInput!', ', input: $input', { input }),
    removeRule: (id: string) => call('removeSeatingRule', ', $id: ID!', ', id: $id', { id }),
    fill: (event: string, variant?: number) =>
      call('fillSeating', ', $event: RsvpEvent!, $variant: Int', ', event: $event, variant: $variant', {
        event,
        variant,
      }),
    release: (event: string, released: boolean) =>
      call(
        'releaseSeating',
        ', $event: RsvpEvent!, $released: Boolean!',
        ', event: $event, released: $released',
        {
          event,
          released,
        },
      ),
  };
}
