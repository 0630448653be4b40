import { MAX_TRAVEL_PLACE_LENGTH, type TravelRules } from '@riviera/contract';
import { travelFormCopy } from '@edition/travel-form';
import { TextField } from '../../../../components/ui/text-field';
import { nightsBetween, OTHER_HOTEL, type StayState } from '../../lib/travel-form-state';
import { travelFieldIds } from '../../lib/travel-form-errors';
import { TravelDateField, TravelField } from './travel-field';

interface StayFieldsProps {
  stay: StayState;
  /** The accommodations page's places to stay, as this language lists them. */
  hotels: readonly string[];
  rules: TravelRules;
  errors: Record<string, string>;
  onChange: (change: Partial<StayState>) => void;
}

/** Where the party stays: a hotel of the accommodations page or another place, which nights, booked. */
export function StayFields({ stay, hotels, rules, errors, onChange }: StayFieldsProps) {
  const copy = travelFormCopy.stay;
  const ids = travelFieldIds;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return (
    <fieldset className="rsvp-person travel-stay">
      <legend className="rsvp-person__legend">{copy.legend}</legend>
      <TravelField id={ids.hotel} label={copy.hotel} hint={copy.hotelHint} error={errors[ids.hotel]}>
        {(control) => (
          <select
            {...control}
            value={stay.hotel}
            onChange={(event) => onChange({ hotel: event.target.value })}
          >
            <option value="">{travelFormCopy.journey.choose}</option>
            {hotels.map((hotel) => (
              <option key={hotel} value={hotel}>
                {hotel}
              </option>
            ))}
            <option value={OTHER_HOTEL}>{copy.otherHotel}</option>
          </select>
        )}
      </TravelField>
      {stay.hotel === OTHER_HOTEL ? (
        <TextField
          id={ids.otherName}
          label={copy.otherName}
          value={stay.otherName}
          error={errors[ids.otherName]}
          maxLength={MAX_TRAVEL_PLACE_LENGTH}
          onChange={(otherName) => onChange({ otherName })}
        />
      ) : null}
      <div className="rsvp-field-row">
        <TravelDateField
          id={ids.checkIn}
          label={copy.checkIn}
          error={errors[ids.checkIn]}
          value={stay.checkIn}
          rules={rules}
          onChange={(checkIn) => onChange({ checkIn })}
        />
        <TravelDateField
          id={ids.checkOut}
          label={copy.checkOut}
          error={errors[ids.checkOut]}
          value={stay.checkOut}
          rules={rules}
          onChange={(checkOut) => onChange({ checkOut })}
        />
      </div>
      {nights ? (
        <p className="rsvp-field__hint travel-nights" aria-live="polite">
          {copy.nights(nights)}
        </p>
      ) : null}
      <label className="rsvp-choice rsvp-choice--toggle travel-booked" htmlFor="travel-stay-booked">
        <input
          id="travel-stay-booked"
          type="checkbox"
          checked={stay.booked}
          onChange={(event) => onChange({ booked: event.target.checked })}
        />
        <span className="rsvp-choice__title">{copy.booked}</span>
      </label>
    </fieldset>
  );
}
