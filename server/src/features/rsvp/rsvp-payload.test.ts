import { allEvents } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { parseRsvpPayload } from './rsvp-payload';
import { attendingTogetherPayload } from './test/rsvp-test-app';

const refusal = (input: unknown) => {
  const result = parseRsvpPayload(input);
  if (result.ok) throw new Error('the payload was accepted');
  return result.refusal;
};

const accepted = (input: unknown) => {
  const result = parseRsvpPayload(input);
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result.value;
};

describe('the shape of an RSVP payload', () => {
  it('accepts the specification’s payload and trims its text', () => {
    const payload = attendingTogetherPayload({ firstName: '  Hélène ', message: ' Merci! \n' });
    expect(accepted(payload)).toEqual({ ...payload, firstName: 'Hélène', message: 'Merci!' });
  });

  it('accepts an empty plusOneEvents for a guest without a plus-one', () => {
    expect(accepted(attendingTogetherPayload({ plusOneEvents: {} })).plusOneEvents).toEqual({});
  });

  it.each([
    [null, 'Send the RSVP as a JSON object.'],
    ['yes', 'Send the RSVP as a JSON object.'],
    [
      { ...attendingTogetherPayload(), plusOneAttending: null },
      'The field "plusOneAttending" must be true or false.',
    ],
    [{ ...attendingTogetherPayload(), firstName: 42 }, 'The field "firstName" must be text.'],
    [
      { ...attendingTogetherPayload(), events: { ...allEvents(true), welcomeDinner: 'yes' } },
      'The field "events.welcomeDinner" must be true or false.',
    ],
    [
      { ...attendingTogetherPayload(), events: { farewellBrunch: true } },
      'The field "events.welcomeDinner" is missing. Send every field of the RSVP.',
    ],
    [
      { ...attendingTogetherPayload(), plusOneEvents: [] },
      'The field "plusOneEvents" must be an object of true/false answers, one per event.',
    ],
    [
      { ...attendingTogetherPayload(), party: 'everyone' },
      'The field "party" must be a list of the other members’ answers (a JSON array).',
    ],
    [
      { ...attendingTogetherPayload(), party: ['Léa'] },
      'The field "party.0" must be one member’s answer (a JSON object).',
    ],
    [
      { ...attendingTogetherPayload(), firstName: 'x'.repeat(101) },
      'The field "firstName" is too long: send at most 100 characters.',
    ],
  ])('refuses %j with a sentence', (input, message) => {
    expect(refusal(input)).toMatchObject({ code: 'bad_request', message });
  });

  it('names several unknown fields at once', () => {
    expect(refusal({ ...attendingTogetherPayload(), a: 1, b: 2 }).message).toBe(
      'The fields "a", "b" are not part of an RSVP. Remove them and send again.',
    );
  });
});
