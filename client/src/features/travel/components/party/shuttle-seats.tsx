import { MAX_SEATS_PER_RUN, upperFirst } from '@riviera/contract';
import { travelFormCopy } from '@edition/travel-form';
import { travelFieldIds } from '../../lib/travel-form-errors';
import { TravelField } from './travel-field';

/** A run on offer as the form shows it: its label in the page's language, seats it can still give. */
export interface RunChoice {
  id: string;
  label: string;
  /** Seats left for others, the party's own seats not counted as taken. */
  left: number;
}

interface ShuttleSeatsProps {
  runs: readonly RunChoice[];
  seats: Record<string, number>;
  /** The party's people who may come: a seat each, so the menu goes no higher (ADR 072). */
  people: number;
  errors: Record<string, string>;
  onChange: (runId: string, seats: number) => void;
}

/**
 * Seats on each run on offer: 0 to the party's people who come (a seat each), no more than the seats
 * left (at most 20), with what is left. Seats the party already holds stay on the menu.
 */
export function ShuttleSeats({ runs, seats, people, errors, onChange }: ShuttleSeatsProps) {
  const copy = travelFormCopy.shuttles;
  return (
    <fieldset className="rsvp-person travel-shuttles" aria-describedby="travel-shuttles-hint">
      <legend className="rsvp-person__legend">{copy.legend}</legend>
      <p className="rsvp-field__hint" id="travel-shuttles-hint">
        {runs.length > 0 ? copy.hint : copy.none}
      </p>
      {runs.map((run) => {
        const id = travelFieldIds.seats(run.id);
        const chosen = seats[run.id] ?? 0;
        const most = Math.max(Math.min(run.left, people, MAX_SEATS_PER_RUN), chosen, 0);
        return (
          <TravelField
            key={run.id}
            id={id}
            // The run's words start a sentence elsewhere (« dans la navette du… »): a label starts
            // with a capital.
            label={upperFirst(run.label)}
            hint={run.left > 0 ? copy.seatsLeft(run.left) : copy.full}
            error={errors[id]}
          >
            {(control) => (
              <select
                {...control}
                className="travel-seats"
                value={chosen}
                onChange={(event) => onChange(run.id, Number(event.target.value))}
              >
                {Array.from({ length: most + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </TravelField>
        );
      })}
    </fieldset>
  );
}
