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
import { messages } from '@edition/messages';

export type Person = 'guest' | 'plusOne';

/**
 * What the form holds, under the payload's own names. `answer` is the attendance toggle (null until
 * the guest picks one) and `plusOneAttending` the "My plus-one is coming" box: they say what the
 * guest means, so "yes" with nothing ticked is caught as a mistake rather than sent as a decline
 * (the payload's flags are then derived from the ticks, as the specification says).
 */
export type RsvpFormState = { answer: 'yes' | 'no' | null } & Required<
  Pick<
    RsvpPayload,
    | 'dietaryRestrictions'
    | 'dietaryNotes'
    | 'plusOneAttending'
    | 'plusOneFirstName'
    | 'plusOneLastName'
    | 'plusOneDietaryRestrictions'
    | 'plusOneDietaryNotes'
    | 'mailingAddress'
    | 'message'
  >
> & { events: EventChoices; plusOneEvents: EventChoices };

export type TextField =
  | 'dietaryRestrictions'
  | 'dietaryNotes'
  | 'plusOneFirstName'
  | 'plusOneLastName'
  | 'plusOneDietaryRestrictions'
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
      dietaryRestrictions: '',
      dietaryNotes: '',
      plusOneAttending: false,
      plusOneFirstName: guest.plusOneFirstName,
      plusOneLastName: guest.plusOneLastName,
      plusOneEvents: allEvents(false),
      plusOneDietaryRestrictions: '',
      plusOneDietaryNotes: '',
      mailingAddress: '',
      message: '',
    };
  }
  return {
    answer: previous.attending ? 'yes' : 'no',
    events: previous.events,
    dietaryRestrictions: previous.dietaryRestrictions,
    dietaryNotes: previous.dietaryNotes,
    plusOneAttending: guest.hasPlusOne && previous.plusOneAttending,
    plusOneFirstName: previous.plusOneFirstName || guest.plusOneFirstName,
    plusOneLastName: previous.plusOneLastName || guest.plusOneLastName,
    plusOneEvents: previous.plusOneEvents,
    plusOneDietaryRestrictions: previous.plusOneDietaryRestrictions,
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
        plusOneAttending: action.answer === 'yes' && action.hasPlusOne,
      };
    case 'tick': {
      if (action.person === 'guest') {
        const events = { ...state.events, [action.event]: action.checked };
        // Ticking an event is saying yes; unticking the last one leaves "yes" standing, so the
        // form asks for an event instead of quietly turning the answer into a decline.
        return { ...state, events, answer: anyEvent(events) ? 'yes' : state.answer };
      }
      const plusOneEvents = { ...state.plusOneEvents, [action.event]: action.checked };
      return { ...state, plusOneEvents, plusOneAttending: state.plusOneAttending || action.checked };
    }
    case 'plusOneComing':
      // A plus-one who joins starts with the guest's own events; one who stays home has none.
      return {
        ...state,
        plusOneAttending: action.coming,
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
  return guest.answerOnFile?.onFile;
}

/**
 * The shared rules applied to the form; an address on file counts as given. When another member of
 * the party comes (`membersComing`), the household's address is needed even if the guest is not.
 */
export function validateForm(
  state: RsvpFormState,
  hasPlusOne: boolean,
  onFile?: DetailsOnFile,
  membersComing = false,
  /** A child looked up by their own code may choose the kids' menu. */
  child = false,
): FieldErrors<RsvpErrorField> {
  const addressOnFile = Boolean(onFile?.mailingAddress) && state.mailingAddress.trim() === '';
  const errors = validateRsvp(
    {
      attending: meansToAttend(state),
      plusOneAttending: hasPlusOne && state.plusOneAttending,
      mailingAddress: addressOnFile ? 'on file' : state.mailingAddress,
      events: state.events,
      plusOneEvents: state.plusOneEvents,
      dietaryRestrictions: state.dietaryRestrictions,
      plusOneDietaryRestrictions: state.plusOneDietaryRestrictions,
      plusOneFirstName: state.plusOneFirstName,
    },
    hasPlusOne,
    messages,
    child,
  );
  if (membersComing && !meansToAttend(state) && !addressOnFile && state.mailingAddress.trim() === '') {
    errors.mailingAddress = messages.rsvp.mailingAddressRequiredWhenAttending;
  }
  return errors;
}

/**
 * The specification's payload: attendance derived from the ticks, the mailing address empty when not
 * attending, plusOneEvents empty without a plus-one, and dietaryRestrictions carrying the entrée.
 */
export function toPayload(
  state: RsvpFormState,
  guest: GuestLookupFound,
  invitationCode?: string,
  /** Another member of the party comes: the household's address goes with the answer. */
  membersComing = false,
): RsvpPayload {
  const hasPlusOne = guest.hasPlusOne;
  const { attending, plusOneAttending } = deriveAttendance(state.events, state.plusOneEvents, hasPlusOne);
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    mailingAddress: attending || membersComing ? state.mailingAddress.trim() : '',
    attending,
    plusOneAttending,
    plusOneFirstName: hasPlusOne ? state.plusOneFirstName.trim() : '',
    plusOneLastName: hasPlusOne ? state.plusOneLastName.trim() : '',
    events: state.events,
    plusOneEvents: hasPlusOne ? state.plusOneEvents : {},
    dietaryRestrictions: attending ? state.dietaryRestrictions : '',
    plusOneDietaryRestrictions: plusOneAttending ? state.plusOneDietaryRestrictions : '',
    message: state.message.trim(),
    dietaryNotes: attending ? state.dietaryNotes.trim() : '',
    plusOneDietaryNotes: plusOneAttending ? state.plusOneDietaryNotes.trim() : '',
    ...(invitationCode ? { invitationCode } : {}),
  };
}
