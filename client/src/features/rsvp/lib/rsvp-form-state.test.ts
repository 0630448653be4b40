import { allEvents, MESSAGES, type GuestLookupFound } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import {
  initialFormState,
  keptOnFile,
  rsvpFormReducer,
  toPayload,
  validateForm,
  type RsvpFormAction,
} from './rsvp-form-state';

const helene: GuestLookupFound = {
  found: true,
  firstName: 'Hélène',
  lastName: 'Dupont',
  hasPlusOne: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
};
const jeanLuc: GuestLookupFound = {
  ...helene,
  firstName: 'Jean-Luc',
  lastName: 'Moreau',
  hasPlusOne: false,
  plusOneFirstName: '',
  plusOneLastName: '',
};

const run = (guest: GuestLookupFound, ...actions: RsvpFormAction[]) =>
  actions.reduce(rsvpFormReducer, initialFormState(guest));

describe('the attendance toggle', () => {
  it("'Yes' ticks every event for the guest and the plus-one, and brings the plus-one", () => {
    const state = run(helene, { type: 'answer', answer: 'yes', hasPlusOne: true });
    expect(state).toMatchObject({
      answer: 'yes',
      events: allEvents(true),
      plusOneEvents: allEvents(true),
      plusOneAttending: true,
    });
  });

  it("'Yes' ticks nothing for a plus-one the guest does not have", () => {
    const state = run(jeanLuc, { type: 'answer', answer: 'yes', hasPlusOne: false });
    expect(state).toMatchObject({
      events: allEvents(true),
      plusOneEvents: allEvents(false),
      plusOneAttending: false,
    });
  });

  it("'Sorry, can't make it' unticks everything", () => {
    const state = run(
      helene,
      { type: 'answer', answer: 'yes', hasPlusOne: true },
      { type: 'answer', answer: 'no', hasPlusOne: true },
    );
    expect(state).toMatchObject({
      answer: 'no',
      events: allEvents(false),
      plusOneEvents: allEvents(false),
      plusOneAttending: false,
    });
  });
});

describe('ticking events', () => {
  it('ticking a guest event says yes; unticking the last one keeps "yes" so the form asks for an event', () => {
    const ticked = run(jeanLuc, { type: 'tick', person: 'guest', event: 'farewellBrunch', checked: true });
    expect(ticked.answer).toBe('yes');
    const unticked = rsvpFormReducer(ticked, {
      type: 'tick',
      person: 'guest',
      event: 'farewellBrunch',
      checked: false,
    });
    expect(unticked.answer).toBe('yes');
    expect(validateForm(unticked, false).events).toBe(MESSAGES.rsvp.selectEvent);
  });

  it('ticking a plus-one event brings the plus-one; sending them home unticks theirs', () => {
    const ticked = run(helene, { type: 'tick', person: 'plusOne', event: 'welcomeDinner', checked: true });
    expect(ticked.plusOneAttending).toBe(true);
    const home = rsvpFormReducer(ticked, { type: 'plusOneComing', coming: false });
    expect(home.plusOneEvents).toEqual(allEvents(false));
  });

  it('a plus-one who joins starts with the guest’s events', () => {
    const state = run(
      helene,
      { type: 'tick', person: 'guest', event: 'ceremonyAndLunch', checked: true },
      { type: 'plusOneComing', coming: true },
    );
    expect(state.plusOneEvents).toEqual({ ...allEvents(false), ceremonyAndLunch: true });
  });
});

describe('the form’s rules', () => {
  it('a guest who has not answered yet is asked for an event, an entrée and an address', () => {
    expect(validateForm(initialFormState(jeanLuc), false)).toEqual({
      events: MESSAGES.rsvp.selectEvent,
      dietaryRestrictions: MESSAGES.rsvp.selectEntree,
      mailingAddress: MESSAGES.rsvp.mailingAddressRequiredWhenAttending,
    });
  });

  it('a decline needs nothing more', () => {
    expect(validateForm(run(jeanLuc, { type: 'answer', answer: 'no', hasPlusOne: false }), false)).toEqual(
      {},
    );
  });

  it('an attending plus-one with no event ticked gets the specification’s message', () => {
    const state = run(
      helene,
      { type: 'answer', answer: 'yes', hasPlusOne: true },
      ...(['welcomeDinner', 'ceremonyAndLunch', 'cocktailAndReception', 'farewellBrunch'] as const).map(
        (event): RsvpFormAction => ({ type: 'tick', person: 'plusOne', event, checked: false }),
      ),
    );
    expect(validateForm(state, true).plusOneEvents).toBe(MESSAGES.rsvp.selectPlusOneEvent);
  });
});

describe('the payload', () => {
  it('is the specification’s: attendance from the ticks, the entrée as dietaryRestrictions', () => {
    const state = run(
      helene,
      { type: 'answer', answer: 'yes', hasPlusOne: true },
      { type: 'text', field: 'dietaryRestrictions', value: 'Fish' },
      { type: 'text', field: 'plusOneDietaryRestrictions', value: 'Meat' },
      { type: 'text', field: 'mailingAddress', value: ' 12 Rue de la Paix ' },
      { type: 'text', field: 'plusOneFirstName', value: 'Marco ' },
    );
    expect(toPayload(state, helene, 'FJ9K8E')).toEqual({
      firstName: 'Hélène',
      lastName: 'Dupont',
      mailingAddress: '12 Rue de la Paix',
      attending: true,
      plusOneAttending: true,
      plusOneFirstName: 'Marco',
      plusOneLastName: 'Dupont',
      events: allEvents(true),
      plusOneEvents: allEvents(true),
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: 'Meat',
      message: '',
      dietaryNotes: '',
      plusOneDietaryNotes: '',
      invitationCode: 'FJ9K8E',
    });
  });

  it('leaves the mailing address and entrée empty when nobody attends, and plusOneEvents empty without a plus-one', () => {
    const state = run(
      jeanLuc,
      { type: 'text', field: 'mailingAddress', value: '8 Rue Pastorelli' },
      { type: 'text', field: 'dietaryRestrictions', value: 'Fish' },
      { type: 'answer', answer: 'no', hasPlusOne: false },
    );
    expect(toPayload(state, jeanLuc)).toMatchObject({
      attending: false,
      plusOneAttending: false,
      mailingAddress: '',
      dietaryRestrictions: '',
      plusOneEvents: {},
    });
    expect(toPayload(state, jeanLuc)).not.toHaveProperty('invitationCode');
  });
});

describe('a returning guest', () => {
  it('starts from their previous answer', () => {
    const state = initialFormState({
      ...helene,
      previousAnswer: {
        submittedAt: '2026-03-01T10:00:00.000Z',
        attending: true,
        plusOneAttending: false,
        plusOneFirstName: '',
        plusOneLastName: '',
        events: { ...allEvents(false), welcomeDinner: true },
        plusOneEvents: allEvents(false),
        dietaryRestrictions: 'Vegetarian',
        plusOneDietaryRestrictions: '',
        dietaryNotes: '',
        plusOneDietaryNotes: '',
        mailingAddress: '',
        message: '',
        detailsWithheld: true,
        onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: false, message: false },
      },
    });
    expect(state).toMatchObject({
      answer: 'yes',
      events: { ...allEvents(false), welcomeDinner: true },
      dietaryRestrictions: 'Vegetarian',
      plusOneAttending: false,
      // The names from the guest list stay when the previous answer left them empty.
      plusOneFirstName: 'Marc',
    });
  });
});

describe('a returning guest who looked themselves up by name', () => {
  // Changed on purpose (ADR 007): by name the lookup tells only that there is an answer
  // and which private details are on file, so the form starts blank.
  const byName = {
    ...helene,
    answerOnFile: {
      submittedAt: '2026-03-01T10:00:00.000Z',
      onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: false, message: false },
    },
  };

  it('starts from a blank answer, with the plus-one named on the guest list', () => {
    expect(initialFormState(byName)).toMatchObject({
      answer: null,
      events: allEvents(false),
      dietaryRestrictions: '',
      plusOneFirstName: 'Marc',
    });
  });

  it('is not asked again for an address that is on file, and sends the blank boxes blank', () => {
    const state = rsvpFormReducer(initialFormState(byName), {
      type: 'answer',
      answer: 'yes',
      hasPlusOne: true,
    });
    const answered = {
      ...state,
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: 'Meat',
    };
    expect(validateForm(answered, true, keptOnFile(byName))).toEqual({});
    expect(toPayload(answered, byName)).toMatchObject({ mailingAddress: '', dietaryNotes: '' });
  });

  it('is asked for an address when none is on file', () => {
    const nothingOnFile = {
      ...byName,
      answerOnFile: {
        ...byName.answerOnFile,
        onFile: { ...byName.answerOnFile.onFile, mailingAddress: false },
      },
    };
    const state = rsvpFormReducer(initialFormState(nothingOnFile), {
      type: 'answer',
      answer: 'yes',
      hasPlusOne: true,
    });
    expect(validateForm(state, true, keptOnFile(nothingOnFile)).mailingAddress).toBe(
      'Mailing address is required when attending',
    );
  });

  it('has nothing kept on file after a lookup by code, which shows everything', () => {
    expect(keptOnFile(helene)).toBeUndefined();
  });
});
