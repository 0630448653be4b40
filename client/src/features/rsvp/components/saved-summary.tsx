import {
  colon,
  isEntree,
  KIDS_ENTREE,
  RSVP_EVENT_KEYS,
  semicolon,
  type EventChoices,
  type LookupFields,
  type PartyMemberFound,
  type PreviousAnswer,
} from '@riviera/contract';
import { edition } from '@edition/edition';
import { entreeLabels, rsvpFormCopy, rsvpEventLabels } from '@edition/rsvp-form';

interface Person {
  name: string;
  events: Partial<EventChoices>;
  entree: string;
  /** Allergies or dietary notes as stored (left out when none, or withheld from a name). */
  notes?: string | null | undefined;
}

function line({ name, events, entree, notes }: Person): string {
  const chosen = RSVP_EVENT_KEYS.filter((key) => events[key]).map((key) => rsvpEventLabels[key].title);
  const said = colon(edition.language);
  if (chosen.length === 0) return `${name}${said}${rsvpFormCopy.success.notComing}`;
  const label = isEntree(entree)
    ? entreeLabels[entree]
    : entree === KIDS_ENTREE
      ? rsvpFormCopy.form.kidsMenu
      : '';
  const meal = label ? `${semicolon(edition.language)}${rsvpFormCopy.success.entree(label)}` : '';
  const noted = notes?.trim()
    ? `${semicolon(edition.language)}${rsvpFormCopy.success.notes(notes.trim())}`
    : '';
  return `${name}${said}${chosen.join(', ')}${meal}${noted}`;
}

interface SavedSummaryProps {
  guest: LookupFields;
  answer: PreviousAnswer;
  /** The other members of the party, with their answers as stored (ADR 040). */
  party?: readonly PartyMemberFound[] | undefined;
}

/** The answer as the server stored it, person by person, so the guest can check it before leaving. */
export function SavedSummary({ guest, answer, party = [] }: SavedSummaryProps) {
  const people: Person[] = [
    {
      name: `${guest.firstName} ${guest.lastName}`.trim(),
      events: answer.events,
      entree: answer.dietaryRestrictions,
      notes: answer.dietaryNotes,
    },
  ];
  const plusOneName = `${answer.plusOneFirstName} ${answer.plusOneLastName}`.trim();
  if (plusOneName) {
    people.push({
      name: plusOneName,
      events: answer.plusOneAttending ? answer.plusOneEvents : {},
      entree: answer.plusOneDietaryRestrictions,
      notes: answer.plusOneAttending ? answer.plusOneDietaryNotes : '',
    });
  }
  for (const member of party) {
    if (!member.previousAnswer) continue;
    people.push({
      name: `${member.firstName} ${member.lastName}`.trim(),
      events: member.previousAnswer.events,
      entree: member.previousAnswer.dietaryRestrictions,
      notes: member.previousAnswer.dietaryNotes,
    });
  }
  return (
    <div className="rsvp-saved">
      <h3 className="rsvp-saved__heading">{rsvpFormCopy.success.summaryHeading}</h3>
      <ul className="rsvp-saved__list">
        {people.map((person) => (
          <li key={person.name}>{line(person)}</li>
        ))}
      </ul>
    </div>
  );
}
