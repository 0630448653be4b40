import { MAX_DIETARY_NOTES_LENGTH } from '@riviera/contract';
import type { Dispatch } from 'react';
import { formatReplyTime, rsvpFormCopy } from '@edition/rsvp-form';
import type { MemberAction, MemberFormState } from '../lib/party-form-state';
import { EntreeChoice } from './entree-choice';
import { EventChoices } from './event-choices';
import { TextField } from '../../../components/ui/text-field';

interface PartyMemberFieldsProps {
  member: MemberFormState;
  /** The rules' sentences about this member, shown at their events. */
  error?: string | undefined;
  /** Gives this member the lead guest's events (ADR 072). */
  onSameAsMe: () => void;
  dispatch: Dispatch<MemberAction>;
}

/**
 * Another member of the party (ADR 040): their events, entrée (the kids' menu for a child) and
 * notes. A member whose answer is not shown (looked up by name) keeps it until the guest opens the
 * block to answer for them.
 */
export function PartyMemberFields({ member, error, onSameAsMe, dispatch }: PartyMemberFieldsProps) {
  const copy = rsvpFormCopy.form;
  const prefix = `rsvp-member-${member.id}`;
  const coming = Object.values(member.events).some(Boolean);
  return (
    <fieldset className="rsvp-person">
      <legend className="rsvp-person__legend" id={`${prefix}-legend`}>
        {member.name}
        {member.child ? <span className="rsvp-person__tag">{` (${copy.child})`}</span> : null}
      </legend>
      {member.answered ? (
        <p className="rsvp-note">
          {copy.memberAnswered(formatReplyTime(member.answered.submittedAt), member.answered.by)}
        </p>
      ) : null}
      {member.lockedByCode ? (
        <p className="rsvp-note">{copy.memberKeptByCode}</p>
      ) : member.hidden ? (
        <>
          <p className="rsvp-note">{copy.memberKept}</p>
          <button
            className="rsvp-link-button"
            type="button"
            onClick={() => dispatch({ type: 'open', id: member.id })}
          >
            {copy.memberChange}
          </button>
        </>
      ) : (
        <>
          <button
            className="rsvp-link-button rsvp-same__one"
            type="button"
            aria-describedby={`${prefix}-legend`}
            onClick={onSameAsMe}
          >
            {copy.sameAsMe}
          </button>
          <EventChoices
            idPrefix={prefix}
            legend={copy.memberEventsLegend(member.name)}
            choices={member.events}
            error={error}
            onTick={(event, checked) => dispatch({ type: 'tick', id: member.id, event, checked })}
          />
          {coming ? (
            <>
              <EntreeChoice
                idPrefix={`${prefix}-entree`}
                legend={copy.memberEntreeLegend(member.name)}
                value={member.dietaryRestrictions}
                kids={member.child}
                onChange={(value) => dispatch({ type: 'entree', id: member.id, value })}
              />
              <TextField
                id={`${prefix}-notes`}
                label={copy.memberNotes(member.name)}
                value={member.dietaryNotes}
                maxLength={MAX_DIETARY_NOTES_LENGTH}
                onChange={(value) => dispatch({ type: 'notes', id: member.id, value })}
              />
            </>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
