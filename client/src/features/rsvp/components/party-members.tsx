import type { EventChoices } from '@riviera/contract';
import type { Dispatch } from 'react';
import { rsvpFormCopy } from '@edition/rsvp-form';
import type { MemberAction, MemberFormState } from '../lib/party-form-state';
import { PartyMemberFields } from './party-member-fields';

interface PartyMembersProps {
  members: readonly MemberFormState[];
  errors: ReadonlyArray<{ id: string; message: string }>;
  /** The lead guest's events, which one tap copies to a member or to all of them (ADR 072). */
  leadEvents: EventChoices;
  dispatch: Dispatch<MemberAction>;
}

/**
 * The other members of the party (ADR 040), each in a block of their own. With two or more lines
 * open, one tap gives them all the lead guest's events; each block has its own tap, and every tick
 * can still be changed after.
 */
export function PartyMembers({ members, errors, leadEvents, dispatch }: PartyMembersProps) {
  const open = members.filter((member) => !member.hidden);
  return (
    <>
      {open.length > 1 ? (
        <p className="rsvp-same">
          <button
            className="button rsvp-button-quiet"
            type="button"
            onClick={() => dispatch({ type: 'same', events: leadEvents })}
          >
            {rsvpFormCopy.form.everyoneSameAsMe}
          </button>
        </p>
      ) : null}
      {members.map((member) => (
        <PartyMemberFields
          key={member.id}
          member={member}
          error={errors.find((error) => error.id === member.id)?.message}
          onSameAsMe={() => dispatch({ type: 'same', id: member.id, events: leadEvents })}
          dispatch={dispatch}
        />
      ))}
    </>
  );
}
