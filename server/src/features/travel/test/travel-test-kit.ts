import type { TestServer } from '../../../platform/graphql/test/graphql-test-app';

/** What the travel tests send and read, over the real HTTP and GraphQL. */

export const RUN = 'id from to departsAt capacity seatsTaken cancelledAt';

export interface Run {
  id: string;
  from: string;
  to: string;
  departsAt: string;
  capacity: number;
  seatsTaken: number;
  cancelledAt: string | null;
}

export interface TravelResult {
  success: boolean;
  message: string | null;
  errors: string[];
}

export interface RunResult extends TravelResult {
  run: Run | null;
}

/** A guest, alone in a party of their own unless `partyOf` names a member of another. */
export async function addGuest(
  server: TestServer,
  name: string,
  code: string,
  options: { partyOf?: string; plusOneAllowed?: boolean; child?: boolean } = {},
): Promise<{ id: string; party_id: string }> {
  const { db } = server;
  const party = options.partyOf
    ? await db
        .selectFrom('guests')
        .select('party_id')
        .where('invitation_code', '=', options.partyOf)
        .executeTakeFirstOrThrow()
    : undefined;
  return db
    .insertInto('guests')
    .values({
      name,
      email: `${code.toLowerCase()}@example.com`,
      invitation_code: code,
      lookup_keys: [name.toLowerCase().replace(' ', '|')],
      plus_one_allowed: options.plusOneAllowed ?? false,
      plus_one_name: options.plusOneAllowed ? 'Plus One' : null,
      child: options.child ?? false,
      ...(party ? { party_id: party.party_id } : {}),
    })
    .returning(['id', 'party_id'])
    .executeTakeFirstOrThrow();
}

export async function createRun(
  server: TestServer,
  token: string,
  input: { from: string; to: string; departsAt: string; capacity: number },
): Promise<RunResult> {
  const response = await server.gql<{ createShuttleRun: RunResult }>(
    `mutation ($token: String!, $input: ShuttleRunInput!) { createShuttleRun(token: $token, input: $input) { success message errors run { ${RUN} } } }`,
    { token, input },
  );
  const result = response.body.data?.createShuttleRun;
  if (!result) throw new Error(`createShuttleRun failed: ${JSON.stringify(response.body)}`);
  return result;
}

export async function submitTravel(
  server: TestServer,
  input: Record<string, unknown>,
  options: { language?: string; from?: string } = {},
): Promise<TravelResult> {
  const response = await server.gql<{ submitTravel: TravelResult }>(
    'mutation ($input: TravelInput!) { submitTravel(input: $input) { success message errors } }',
    { input },
    {
      ...(options.from ? { from: options.from } : {}),
      headers: { 'accept-language': options.language ?? 'en' },
    },
  );
  const result = response.body.data?.submitTravel;
  if (!result) throw new Error(`submitTravel failed: ${JSON.stringify(response.body)}`);
  return result;
}

/** The events of an answer: each the guest comes to (the others not). */
export type AnsweredEvents = Partial<
  Record<'welcomeDinner' | 'ceremonyAndLunch' | 'cocktailAndReception' | 'farewellBrunch', boolean>
>;

/**
 * A guest's current answer, written as the RSVP service writes it, with its private details: coming
 * to every event, or to the `events` given only.
 */
export async function answerAs(
  { db }: TestServer,
  guestId: string,
  attending: boolean,
  plusOne = false,
  events: AnsweredEvents = {
    welcomeDinner: attending,
    ceremonyAndLunch: attending,
    cocktailAndReception: attending,
    farewellBrunch: attending,
  },
): Promise<void> {
  const submission = await db
    .insertInto('rsvp_submissions')
    .values({ guest_id: guestId, payload: JSON.stringify({ attending }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('rsvps')
    .values({
      guest_id: guestId,
      submission_id: submission.id,
      attending,
      plus_one_attending: plusOne,
      welcome_dinner: events.welcomeDinner ?? false,
      ceremony_and_lunch: events.ceremonyAndLunch ?? false,
      cocktail_and_reception: events.cocktailAndReception ?? false,
      farewell_brunch: events.farewellBrunch ?? false,
      plus_one_welcome_dinner: plusOne,
      plus_one_entree: plusOne ? 'Meat' : null,
      plus_one_first_name: plusOne ? 'Marc' : null,
      plus_one_last_name: plusOne ? 'Dupont' : null,
      entree: attending ? 'Fish' : null,
      dietary_notes: attending ? 'Severe peanut allergy' : null,
      mailing_address: attending ? '12 rue des Lilas, 75011 Paris' : null,
      submitted_at: new Date(),
    })
    .execute();
}

/** Everything a refused submission could have changed. */
export async function storedTravel(server: TestServer): Promise<string> {
  const { db } = server;
  const travel = await db.selectFrom('party_travel').selectAll().orderBy('party_id').execute();
  const seats = await db
    .selectFrom('shuttle_seats')
    .selectAll()
    .orderBy('party_id')
    .orderBy('run_id')
    .execute();
  return JSON.stringify({ travel, seats });
}
