import { allEvents } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { answerChanges, type StoredAnswer } from './answer-changes';
import { attendingPayload } from './test/rsvp-test-app';

const member = (id: string, attending = true) => ({
  id,
  attending,
  events: allEvents(attending),
  dietaryRestrictions: attending ? 'Kids' : '',
});
const names = new Map([
  ['lea', 'Léa Dupont'],
  ['paul', 'Paul Dupont'],
]);
const nameOf = (id: string) => names.get(id);

describe('what changed in an answer', () => {
  it('names the members of the party added to and left out of the answer', () => {
    const before: StoredAnswer = attendingPayload({ party: [member('lea')] });
    const after: StoredAnswer = attendingPayload({ party: [member('paul'), member('gone')] });
    expect(answerChanges(before, after, nameOf)).toEqual([
      'Paul Dupont added to the answer',
      'Léa Dupont no longer in the answer',
    ]);
  });

  it('tells a decline by its events, without the entrée it clears, and a new plus-one by name', () => {
    const declined: StoredAnswer = attendingPayload({
      attending: false,
      events: allEvents(false),
      dietaryRestrictions: '',
    });
    expect(answerChanges(attendingPayload(), declined, nameOf)).toEqual([
      'Welcome dinner: coming → not coming',
      'Ceremony & lunch: coming → not coming',
      'Cocktail & reception: coming → not coming',
      'Farewell brunch: coming → not coming',
    ]);
    const withPlusOne: StoredAnswer = attendingPayload({
      plusOneAttending: true,
      plusOneFirstName: 'Marc',
      plusOneLastName: 'Dupont',
      plusOneEvents: { ...allEvents(false), welcomeDinner: true },
      plusOneDietaryRestrictions: 'Meat',
    });
    expect(answerChanges(attendingPayload(), withPlusOne, nameOf)).toEqual([
      'Plus-one (Marc Dupont): Welcome dinner: not coming → coming',
      'Plus-one (Marc Dupont): Entrée: none → meat',
    ]);
  });

  it('leaves out a blank kept from before, and says a note on file when only that was known', () => {
    const noted: StoredAnswer = attendingPayload({ dietaryNotes: 'No nuts' });
    const blankKept: StoredAnswer = {
      ...attendingPayload({ dietaryNotes: '' }),
      keptFromEarlier: ['dietaryNotes'],
    };
    expect(answerChanges(noted, blankKept, nameOf)).toEqual([]);
    expect(answerChanges(blankKept, attendingPayload({ dietaryNotes: 'Vegan' }), nameOf)).toEqual([
      'Dietary notes: as on file → “Vegan”',
    ]);
  });
});
