import { describe, expect, it } from 'vitest';
import { allEvents, anyEvent } from './events';
import { MESSAGES } from './messages';
import {
  attendanceToggle,
  deriveAttendance,
  hasPlusOneData,
  orderedErrors,
  validateMailingAddressOnBlur,
  validateRsvp,
  type RsvpAnswer,
  type RsvpPayload,
} from './rsvp';

const attendingAlone: RsvpAnswer = {
  attending: true,
  plusOneAttending: false,
  mailingAddress: '12 Rue de la Paix, 75002 Paris',
  events: allEvents(true),
  plusOneEvents: {},
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: '',
  plusOneFirstName: '',
};

const attendingTogether: RsvpAnswer = {
  ...attendingAlone,
  plusOneAttending: true,
  plusOneEvents: allEvents(true),
  plusOneDietaryRestrictions: 'Vegetarian',
  plusOneFirstName: 'Marc',
};

const declining: RsvpAnswer = {
  ...attendingAlone,
  attending: false,
  mailingAddress: '',
  events: allEvents(false),
  dietaryRestrictions: '',
};

describe('the RSVP form rules of the specification', () => {
  it('accepts a complete answer, alone or with a plus-one, and a decline', () => {
    expect(validateRsvp(attendingAlone, false, MESSAGES)).toEqual({});
    expect(validateRsvp(attendingTogether, true, MESSAGES)).toEqual({});
    expect(validateRsvp(declining, false, MESSAGES)).toEqual({});
    expect(validateRsvp({ ...declining, plusOneEvents: allEvents(false) }, true, MESSAGES)).toEqual({});
  });

  it('requires a mailing address when attending: the submit wording', () => {
    expect(validateRsvp({ ...attendingAlone, mailingAddress: '  ' }, false, MESSAGES)).toEqual({
      mailingAddress: 'Mailing address is required when attending',
    });
  });

  it('words the same rule more briefly on blur, and only for a guest who attends', () => {
    expect(validateMailingAddressOnBlur(' ', true, MESSAGES)).toBe('Mailing address is required');
    expect(validateMailingAddressOnBlur('', false, MESSAGES)).toBeUndefined();
    expect(validateMailingAddressOnBlur('1 Quai, Nice', true, MESSAGES)).toBeUndefined();
  });

  it('wants at least one event from a guest who is coming', () => {
    expect(validateRsvp({ ...attendingAlone, events: allEvents(false) }, false, MESSAGES)).toEqual({
      events: 'Please select at least one event to attend',
    });
  });

  it('does not let a plus-one come without the guest', () => {
    const errors = validateRsvp(
      { ...attendingTogether, attending: false, events: allEvents(false) },
      true,
      MESSAGES,
    );
    expect(errors.events).toBe('Please select at least one event to attend');
  });

  it('wants at least one event for an attending plus-one', () => {
    expect(validateRsvp({ ...attendingTogether, plusOneEvents: allEvents(false) }, true, MESSAGES)).toEqual({
      plusOneEvents: 'Please select at least one event for your plus-one',
    });
  });

  it('requires the guest’s reception entrée, and only Meat, Fish or Vegetarian', () => {
    expect(validateRsvp({ ...attendingAlone, dietaryRestrictions: '' }, false, MESSAGES)).toEqual({
      dietaryRestrictions: 'Please select your reception entrée',
    });
    expect(validateRsvp({ ...attendingAlone, dietaryRestrictions: 'Lobster' }, false, MESSAGES)).toEqual({
      dietaryRestrictions: 'Please select your reception entrée',
    });
    for (const entree of ['Meat', 'Fish', 'Vegetarian']) {
      expect(validateRsvp({ ...attendingAlone, dietaryRestrictions: entree }, false, MESSAGES)).toEqual({});
    }
  });

  it('requires an entrée for an attending plus-one, not for one who stays home', () => {
    expect(validateRsvp({ ...attendingTogether, plusOneDietaryRestrictions: '' }, true, MESSAGES)).toEqual({
      plusOneDietaryRestrictions: 'Please select a reception entrée for your plus-one',
    });
    const alone = { ...attendingTogether, plusOneAttending: false, plusOneEvents: allEvents(false) };
    expect(validateRsvp({ ...alone, plusOneDietaryRestrictions: '' }, true, MESSAGES)).toEqual({});
  });

  it('needs the first name of an attending plus-one', () => {
    expect(validateRsvp({ ...attendingTogether, plusOneFirstName: ' ' }, true, MESSAGES)).toEqual({
      plusOneFirstName: 'Please enter the first name of your plus-one',
    });
  });

  it('never treats as attending a plus-one the guest list does not allow', () => {
    const errors = validateRsvp({ ...attendingTogether, plusOneDietaryRestrictions: '' }, false, MESSAGES);
    expect(errors.plusOneDietaryRestrictions).toBeUndefined();
    expect(errors.plusOneEvents).toMatch(/plus-one is not coming/);
  });

  it('refuses an answer that contradicts its own ticks', () => {
    expect(validateRsvp({ ...declining, events: allEvents(true) }, false, MESSAGES).events).toMatch(
      /says you cannot attend, yet events are ticked/,
    );
    const plusOneTicked = { ...attendingAlone, plusOneEvents: { farewellBrunch: true } };
    expect(validateRsvp(plusOneTicked, true, MESSAGES).plusOneEvents).toMatch(/plus-one is not coming/);
  });

  it('lists every error at once, in the order of the form', () => {
    const errors = validateRsvp(
      {
        ...attendingTogether,
        mailingAddress: '',
        events: allEvents(false),
        dietaryRestrictions: '',
        plusOneEvents: {},
        plusOneDietaryRestrictions: '',
        plusOneFirstName: '',
      },
      true,
      MESSAGES,
    );
    expect(orderedErrors(errors)).toEqual([
      'Please select at least one event to attend',
      'Please select your reception entrée',
      'Please enter the first name of your plus-one',
      'Please select at least one event for your plus-one',
      'Please select a reception entrée for your plus-one',
      'Mailing address is required when attending',
    ]);
  });
});

describe('the attendance toggle', () => {
  it('"Yes" ticks every event for the guest and for the plus-one when there is one', () => {
    expect(attendanceToggle('yes', true)).toEqual({
      events: allEvents(true),
      plusOneEvents: allEvents(true),
    });
    expect(attendanceToggle('yes', false)).toEqual({
      events: allEvents(true),
      plusOneEvents: allEvents(false),
    });
  });

  it('"Sorry, can\'t make it" unticks everything', () => {
    expect(attendanceToggle('no', true)).toEqual({
      events: allEvents(false),
      plusOneEvents: allEvents(false),
    });
  });
});

describe('attendance derived from the ticks', () => {
  it('a guest attends when any of their events is ticked', () => {
    expect(deriveAttendance({ farewellBrunch: true }, {}, false).attending).toBe(true);
    expect(deriveAttendance(allEvents(false), {}, false).attending).toBe(false);
    expect(anyEvent(undefined)).toBe(false);
  });

  it('a plus-one attends when the guest has one and any of their events is ticked', () => {
    expect(deriveAttendance({}, { welcomeDinner: true }, true)).toEqual({
      attending: false,
      plusOneAttending: true,
    });
    expect(deriveAttendance({}, { welcomeDinner: true }, false).plusOneAttending).toBe(false);
    expect(deriveAttendance({}, allEvents(false), true).plusOneAttending).toBe(false);
  });
});

describe('plus-one data', () => {
  const base: RsvpPayload = {
    firstName: 'Jean-Luc',
    lastName: 'Moreau',
    message: '',
    ...attendingAlone,
    plusOneLastName: '',
    plusOneEvents: {},
  };

  it('is nothing when every plus-one field is empty or unticked', () => {
    expect(hasPlusOneData(base)).toBe(false);
    expect(hasPlusOneData({ ...base, plusOneEvents: allEvents(false), plusOneDietaryNotes: ' ' })).toBe(
      false,
    );
  });

  it('is anything said about a plus-one: a name, a tick, an entrée, a note or attendance', () => {
    expect(hasPlusOneData({ ...base, plusOneLastName: 'Moreau' })).toBe(true);
    expect(hasPlusOneData({ ...base, plusOneEvents: { farewellBrunch: true } })).toBe(true);
    expect(hasPlusOneData({ ...base, plusOneDietaryRestrictions: 'Meat' })).toBe(true);
    expect(hasPlusOneData({ ...base, plusOneDietaryNotes: 'No nuts' })).toBe(true);
    expect(hasPlusOneData({ ...base, plusOneAttending: true })).toBe(true);
  });
});
