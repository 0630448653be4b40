import {
  MAX_JOURNEY_NUMBER_LENGTH,
  MAX_TRAVEL_PLACE_LENGTH,
  TRAVEL_MODES,
  type TravelRules,
} from '@riviera/contract';
import { journeyPlaces } from '@riviera/content/travel-places';
import { travelFormCopy } from '@edition/travel-form';
import { TextField } from '../../../../components/ui/text-field';
import {
  type JourneyState,
  type ModeChoice,
  type PlaceChoice,
  type Which,
} from '../../lib/travel-form-state';
import { travelFieldIds } from '../../lib/travel-form-errors';
import { TravelDateField, TravelField } from './travel-field';

interface JourneyFieldsProps {
  which: Which;
  journey: JourneyState;
  rules: TravelRules;
  errors: Record<string, string>;
  onChange: (change: Partial<JourneyState>) => void;
}

/** An arrival or a departure: day and time in Paris, how, which flight or train, where. */
export function JourneyFields({ which, journey, rules, errors, onChange }: JourneyFieldsProps) {
  const copy = travelFormCopy.journey;
  const ids = {
    date: travelFieldIds.date(which),
    time: travelFieldIds.time(which),
    mode: travelFieldIds.mode(which),
    number: `travel-${which}-number`,
    place: `travel-${which}-place`,
    placeOther: travelFieldIds.placeOther(which),
  };
  return (
    <fieldset className="rsvp-person travel-journey" aria-describedby={`travel-${which}-hint`}>
      <legend className="rsvp-person__legend">{copy[which]}</legend>
      <p className="rsvp-field__hint" id={`travel-${which}-hint`}>
        {which === 'arrival' ? copy.arrivalHint : copy.departureHint}
      </p>
      <div className="rsvp-field-row">
        <TravelDateField
          id={ids.date}
          label={copy.date}
          error={errors[ids.date]}
          value={journey.date}
          rules={rules}
          onChange={(date) => onChange({ date })}
        />
        <TravelField id={ids.time} label={copy.time} error={errors[ids.time]}>
          {(control) => (
            <input
              {...control}
              type="time"
              value={journey.time}
              onChange={(event) => onChange({ time: event.target.value })}
            />
          )}
        </TravelField>
      </div>
      <div className="rsvp-field-row">
        <TravelField id={ids.mode} label={copy.mode} error={errors[ids.mode]}>
          {(control) => (
            <select
              {...control}
              value={journey.mode}
              onChange={(event) => onChange({ mode: event.target.value as ModeChoice })}
            >
              <option value="">{copy.choose}</option>
              {TRAVEL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {copy.modes[mode]}
                </option>
              ))}
            </select>
          )}
        </TravelField>
        <TextField
          id={ids.number}
          label={copy.number}
          hint={copy.numberHint}
          value={journey.number}
          maxLength={MAX_JOURNEY_NUMBER_LENGTH}
          autoComplete="off"
          onChange={(number) => onChange({ number })}
        />
      </div>
      <TravelField id={ids.place} label={copy.place}>
        {(control) => (
          <select
            {...control}
            value={journey.place}
            onChange={(event) => onChange({ place: event.target.value as PlaceChoice })}
          >
            <option value="">{copy.choose}</option>
            {journeyPlaces.map((place) => (
              <option key={place.id} value={place.id}>
                {copy.places[place.id]}
              </option>
            ))}
            <option value="other">{copy.places.other}</option>
          </select>
        )}
      </TravelField>
      {journey.place === 'other' ? (
        <TextField
          id={ids.placeOther}
          label={copy.placeOther}
          value={journey.placeOther}
          error={errors[ids.placeOther]}
          maxLength={MAX_TRAVEL_PLACE_LENGTH}
          onChange={(placeOther) => onChange({ placeOther })}
        />
      ) : null}
    </fieldset>
  );
}
