import {
  allEvents,
  anyEvent,
  attendanceToggle,
  deriveAttendance,
  validateRsvp,
  type DetailsOnFile,
  type EventChoices,
  type FieldErrors,
  type GuestLookupFound,
  type RsvpErrorField,
  type RsvpEventKey,
  type RsvpPayload,
} from '@riviera/contract';

export type Person = 'guest' | 'plusOne';

/**
 * What the form holds. `answer` is the attendance toggle (null until the guest picks one) and
 * `plusOneComing` the plus-one's: they say what the guest means, so "yes" with nothing ticked is
 * caught as a mistake rather than sent as a decline.
 */
export interface RsvpFormState {
  answer: 'yes' | 'no' | null;
  events: EventChoices;
  entree: string;
  dietaryNotes: string;
  plusOneComing: boolean;
  plusOneFirstName: string;
  plusOneLastName: string;
  plusOneEvents: EventChoices;
  plusOneEntree: string;
  plusOneDietaryNotes: string;
  mailingAddress: string;
  message: string;
}

export type TextField =
  | 'entree'
  | 'dietaryNotes'
  | 'plusOneFirstName'
  | 'plusOneLastName'
  | 'plusOneEntree'
  | 'plusOneDietaryNotes'
  | 'mailingAddress'
  | 'message';

export type RsvpFormAction =
  | { type: 'answer'; answer: 'yes' | 'no'; hasPlusOne: boolean }
  | { type: 'tick'; person: Person; event: RsvpEventKey; checked: boolean }
  | { type: 'plusOneComing'; coming: boolean }
  | { type: 'text'; field: TextField; value: string };

/** The form pre-filled from the lookup, and from the guest's current answer when they replied before. */
export function initialFormState(guest: GuestLookupFound): RsvpFormState {
  const previous = guest.previousAnswer;
  if (!previous) {
    return {
      answer: null,
      events: allEvents(false),
      entree: '',
      dietaryNotes: '',
      plusOneComing: false,
      plusOneFirstName: guest.plusOneFirstName,
      plusOneLastName: guest.plusOneLastName,
      plusOneEvents: allEvents(false),
      plusOneEntree: '',
      plusOneDietaryNotes: '',
      mailingAddress: '',
      message: '',
    };
  }
  return {
    answer: previous.attending ? 'yes' : 'no',
    events: previous.events,
    entree: previous.dietaryRestrictions,
    dietaryNotes: previous.dietaryNotes,
    plusOneComing: guest.hasPlusOne && previous.plusOneAttending,
    plusOneFirstName: previous.plusOneFirstName || guest.plusOneFirstName,
    plusOneLastName: previous.plusOneLastName || guest.plusOneLastName,
    plusOneEvents: previous.plusOneEvents,
    plusOneEntree: previous.plusOneDietaryRestrictions,
    plusOneDietaryNotes: previous.plusOneDietaryNotes,
    mailingAddress: previous.mailingAddress,
    message: previous.message,
  };
}

/** The specification's toggle and derivation rules, as the form applies them. */
export function rsvpFormReducer(state: RsvpFormState, action: RsvpFormAction): RsvpFormState {
  switch (action.type) {
    case 'answer':
      return {
        ...state,
        ...attendanceToggle(action.answer, action.hasPlusOne),
        answer: action.answer,
        plusOneComing: action.answer === 'yes' && action.hasPlusOne,
      };
    case 'tick': {
      if (action.person === 'guest') {
        const events = { ...state.events, [action.event]: action.checked };
        // Ticking an event is saying yes; unticking the last one leaves "yes" standing, so the
        // form asks for an event instead of quietly turning the answer into a decline.
        return { ...state, events, answer: anyEvent(events) ? 'yes' : state.answer };
      }
      const plusOneEvents = { ...state.plusOneEvents, [action.event]: action.checked };
      return { ...state, plusOneEvents, plusOneComing: state.plusOneComing || action.checked };
    }
    case 'plusOneComing':
      // A plus-one who joins starts with the guest's own events; one who stays home has none.
      return {
        ...state,
        plusOneComing: action.coming,
        plusOneEvents: action.coming ? { ...state.events } : allEvents(false),
      };
    case 'text':
      return { ...state, [action.field]: action.value };
  }
}

/** Whether the guest means to come: until they say "Sorry", the form treats them as coming. */
export function meansToAttend(state: RsvpFormState): boolean {
  return state.answer !== 'no';
}

/**
 * The private details a guest who looked themselves up by name has on file without seeing them:
 * the server keeps each one they leave blank (ADR 007), so the form says so and does not ask again.
 */
export function keptOnFile(guest: GuestLookupFound): DetailsOnFile | undefined {
  return guest.previousAnswer?.detailsWithheld ? guest.previousAnswer.onFile : undefined;
}

/** The shared rules applied to the form; an address on file counts as given. */
export function validateForm(
  state: RsvpFormState,
  hasPlusOne: boolean,
  onFile?: DetailsOnFile,
): FieldErrors<RsvpErrorField> {
  const addressOnFile = Boolean(onFile?.mailingAddress) && state.mailingAddress.trim() === '';
  return validateRsvp(
    {
      attending: meansToAttend(state),
      plusOneAttending: hasPlusOne && state.plusOneComing,
      mailingAddress: addressOnFile ? 'on file' : state.mailingAddress,
      events: state.events,
      plusOneEvents: state.plusOneEvents,
      dietaryRestrictions: state.entree,
      plusOneDietaryRestrictions: state.plusOneEntree,
      plusOneFirstName: state.plusOneFirstName,
    },
    hasPlusOne,
  );
}

/**
 * The specification's payload: attendance derived from the ticks, the mailing address empty when not
 * attending, plusOneEvents empty without a plus-one, and dietaryRestrictions carrying the entrée.
 */
export function toPayload(
  state: RsvpFormState,
  guest: GuestLookupFound,
  invitationCode?: string,
): RsvpPayload {
  const hasPlusOne = guest.hasPlusOne;
  const { attending, plusOneAttending } = deriveAttendance(state.events, state.plusOneEvents, hasPlusOne);
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    mailingAddress: attending ? state.mailingAddress.trim() : '',
    attending,
    plusOneAttending,
    plusOneFirstName: hasPlusOne ? state.plusOneFirstName.trim() : '',
    plusOneLastName: hasPlusOne ? state.plusOneLastName.trim() : '',
    events: state.events,
    plusOneEvents: hasPlusOne ? state.plusOneEvents : {},
    dietaryRestrictions: attending ? state.entree : '',
    plusOneDietaryRestrictions: plusOneAttending ? state.plusOneEntree : '',
    message: state.message.trim(),
    dietaryNotes: attending ? state.dietaryNotes.trim() : '',
    plusOneDietaryNotes: plusOneAttending ? state.plusOneDietaryNotes.trim() : '',
    ...(invitationCode ? { invitationCode } : {}),
  };
}
