import { allEvents, MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import { attendingPayload, attendingTogetherPayload, startTestApp } from './test/rsvp-test-app';

const database = await useTestDatabase();
const { db } = database;
const app = await startTestApp(database);
const submit = app.submitJson;

const countRows = async () => {
  const [submissions, current] = await Promise.all([
    db
      .selectFrom('rsvp_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rsvps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { submissions: Number(submissions.n), current: Number(current.n) };
};

describe('POST /rsvp: refusals write nothing', () => {
  const refusals: Array<
    [string, () => Promise<{ status: number; body: Record<string, unknown> }>, number, RegExp | string]
  > = [
    [
      'a name two guests share (409)',
      () => submit(attendingPayload({ firstName: 'Sophie', lastName: 'Martin' })),
      409,
      MESSAGES.lookup.ambiguous,
    ],
    [
      'a name not on the list (404)',
      () => submit(attendingPayload({ firstName: 'Napoleon', lastName: 'Bonaparte' })),
      404,
      MESSAGES.rsvp.guestNotFound,
    ],
    [
      'a code nobody holds (404)',
      () => submit(attendingPayload({ invitationCode: 'ZZZZZZ' })),
      404,
      MESSAGES.rsvp.guestNotFound,
    ],
    [
      'a misprinted code (400)',
      () => submit(attendingPayload({ invitationCode: 'OOO111' })),
      400,
      MESSAGES.lookup.codeInvalid,
    ],
    [
      'a missing first name (400)',
      () => submit(attendingPayload({ firstName: ' ' })),
      400,
      MESSAGES.lookup.firstNameRequired,
    ],
    [
      'a plus-one for a guest invited alone (400)',
      () => submit(attendingPayload({ plusOneFirstName: 'Guest' })),
      400,
      MESSAGES.rsvp.noPlusOne,
    ],
    [
      'malformed JSON (400)',
      () => submit('{"firstName": "Jean-Luc",'),
      400,
      'The request body is not valid JSON. Send a JSON object.',
    ],
    ['a JSON array (400)', () => submit([attendingPayload()]), 400, 'Send the RSVP as a JSON object.'],
    [
      'an unknown field (400)',
      () => submit({ ...attendingPayload(), isAdmin: true }),
      400,
      'The field "isAdmin" is not part of an RSVP. Remove it and send again.',
    ],
    [
      'an unknown event (400)',
      () => submit(attendingPayload({ events: { ...allEvents(true), lunch: true } as never })),
      400,
      'The field "events.lunch" is not part of an RSVP. Remove it and send again.',
    ],
    [
      'a wrong type (400)',
      () => submit({ ...attendingPayload(), attending: 'yes' }),
      400,
      'The field "attending" must be true or false.',
    ],
    [
      'a missing field (400)',
      () => submit({ ...attendingPayload(), message: undefined }),
      400,
      'The field "message" is missing. Send every field of the RSVP.',
    ],
    [
      'a message too long (400)',
      () => submit(attendingPayload({ message: 'x'.repeat(2001) })),
      400,
      'The field "message" is too long: send at most 2000 characters.',
    ],
    [
      'a body over 64 KB (413)',
      () => submit(attendingPayload({ message: 'x'.repeat(70_000) })),
      413,
      'The request body is too large. Send at most 64 KB.',
    ],
    [
      'a plus-one entrée off the menu, even for a plus-one who stays home (400)',
      () =>
        submit(
          attendingTogetherPayload({
            plusOneAttending: false,
            plusOneEvents: allEvents(false),
            plusOneDietaryRestrictions: 'Lobster',
          }),
        ),
      400,
      MESSAGES.rsvp.selectPlusOneEntree,
    ],
    [
      'a guest’s entrée off the menu from a guest who declines (400)',
      () =>
        submit(
          attendingPayload({
            attending: false,
            events: allEvents(false),
            mailingAddress: '',
            dietaryRestrictions: '<script>',
          }),
        ),
      400,
      MESSAGES.rsvp.selectEntree,
    ],
    [
      'a gzip body that is corrupt (400)',
      () => submit('not gzip at all', { 'Content-Encoding': 'gzip' }),
      400,
      'The request body could not be read. Send it again as JSON, uncompressed or with valid gzip.',
    ],
    [
      'a body that is not JSON (415)',
      () => submit('attending=true', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      /Content-Type: application\/json/,
    ],
  ];

  it.each(refusals)('%s', async (_name, send, status, error) => {
    const before = await countRows();
    const { status: actual, body } = await send();
    expect(actual).toBe(status);
    expect(body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SELECT|INSERT/);
    expect(await countRows()).toEqual(before);
  });

  it('lists every shape problem, each a sentence', async () => {
    const { body } = await submit({ ...attendingPayload(), attending: 1, events: 'all', extra: 1 });
    expect(body.errors).toEqual([
      'The field "attending" must be true or false.',
      'The field "events" must be an object of true/false answers, one per event.',
      'The field "extra" is not part of an RSVP. Remove it and send again.',
    ]);
  });

  it('answers 400 {error, errors} with the form’s own messages', async () => {
    const before = await countRows();
    const { status, body } = await submit(
      attendingTogetherPayload({
        mailingAddress: '',
        dietaryRestrictions: '',
        plusOneEvents: allEvents(false),
        plusOneDietaryRestrictions: '',
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      'Please select your reception entrée',
      'Please select at least one event for your plus-one',
      'Please select a reception entrée for your plus-one',
      'Mailing address is required when attending',
    ]);
    expect(body.error).toMatch(/^Please fix the following errors: Please select your reception entrée; /);
    expect(await countRows()).toEqual(before);
  });

  it('answers "yes" with nothing ticked with the specification’s message', async () => {
    const { status, body } = await submit(attendingPayload({ events: allEvents(false) }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: MESSAGES.rsvp.selectEvent, errors: [MESSAGES.rsvp.selectEvent] });
  });
});
