import type { GuestLookupFound } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { initialMembers, memberAnswers, membersReducer } from './party-form-state';

/** A family found by name (ADR 007, ADR 070): what the form may and may not change. */
const onFile = { mailingAddress: false, dietaryNotes: true, plusOneDietaryNotes: false, message: false };
const byName: GuestLookupFound = {
  found: true,
  firstName: 'Anne',
  lastName: 'Martin',
  hasPlusOne: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  party: [
    {
      id: 'marc',
      firstName: 'Marc',
      lastName: 'Martin',
      child: false,
      answerOnFile: { submittedAt: '2026-04-01T10:00:00.000Z', onFile, byCode: true },
    },
    {
      id: 'zoe',
      firstName: 'Zoé',
      lastName: 'Martin',
      child: true,
      answerOnFile: { submittedAt: '2026-04-01T10:00:00.000Z', onFile },
    },
  ],
};

describe('the members of a party found by name', () => {
  it('leaves a member who answered with a code out of the answer, however the form is used', () => {
    let members = initialMembers(byName);
    expect(members.map((member) => [member.id, member.lockedByCode])).toEqual([
      ['marc', true],
      ['zoe', false],
    ]);
    members = membersReducer(members, { type: 'open', id: 'marc' });
    members = membersReducer(members, { type: 'open', id: 'zoe' });
    members = membersReducer(members, { type: 'all', answer: 'no' });
    expect(members.find((member) => member.id === 'marc')?.hidden).toBe(true);
    expect(memberAnswers(members).map((answer) => answer.id)).toEqual(['zoe']);
  });
});

describe('the same events as the lead guest (ADR 072)', () => {
  const events = {
    welcomeDinner: true,
    ceremonyAndLunch: true,
    cocktailAndReception: false,
    farewellBrunch: false,
  };
  const opened = (members: ReturnType<typeof initialMembers>) =>
    membersReducer(members, { type: 'open', id: 'zoe' });

  it('copies them to every open line, or to one, and leaves a closed line as it is', () => {
    const members = opened(initialMembers(byName));
    const all = membersReducer(members, { type: 'same', events });
    expect(all.find((member) => member.id === 'zoe')?.events).toEqual(events);
    // Marc answered with a code: his line stays closed and out of the answer (ADR 070).
    expect(all.find((member) => member.id === 'marc')?.changed).toBe(false);
    expect(memberAnswers(all).map((answer) => answer.id)).toEqual(['zoe']);
    const one = membersReducer(members, { type: 'same', id: 'zoe', events });
    expect(one.find((member) => member.id === 'zoe')?.events).toEqual(events);
    // Each line stays changeable after.
    const ticked = membersReducer(one, { type: 'tick', id: 'zoe', event: 'farewellBrunch', checked: true });
    expect(ticked.find((member) => member.id === 'zoe')?.events.farewellBrunch).toBe(true);
  });
});
