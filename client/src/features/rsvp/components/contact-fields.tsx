import { MAX_ADDRESS_LENGTH, MAX_MESSAGE_LENGTH, validateMailingAddressOnBlur } from '@riviera/contract';
import { MAX_PHONE_LENGTH } from '@riviera/contract/phone';
import { useState } from 'react';
import { messages } from '@edition/messages';
import { rsvpFormCopy } from '@edition/rsvp-form';
import { TextField } from '../../../components/ui/text-field';
import type { RsvpFormModel } from './use-rsvp-form';

/**
 * The household's part, under the people: its address (asked when anyone comes, for the thank-you
 * card and the hosts' records), the email and mobile asked with the code, and the note.
 */
export function ContactFields({ form }: { form: RsvpFormModel }) {
  const copy = rsvpFormCopy.form;
  const { state, dispatch, onFile, errors, asksAddress, contact, phoneEntry } = form;
  const [addressBlurError, setAddressBlurError] = useState<string>();
  return (
    <>
      {asksAddress ? (
        <TextField
          id="rsvp-mailing-address"
          label={copy.mailingAddress}
          hint={onFile?.mailingAddress ? copy.keptOnFile : copy.mailingAddressHint}
          value={state.mailingAddress}
          error={errors.mailingAddress ?? addressBlurError}
          multiline
          required={!onFile?.mailingAddress}
          maxLength={MAX_ADDRESS_LENGTH}
          autoComplete="street-address"
          onChange={(value) => {
            dispatch({ type: 'text', field: 'mailingAddress', value });
            setAddressBlurError(undefined);
          }}
          onBlur={() =>
            setAddressBlurError(
              validateMailingAddressOnBlur(state.mailingAddress, !onFile?.mailingAddress, messages),
            )
          }
        />
      ) : null}
      {contact.asksEmail ? (
        <TextField
          id="rsvp-email"
          type="email"
          label={copy.email}
          hint={copy.emailHint}
          value={contact.email}
          error={contact.emailError}
          autoComplete="email"
          maxLength={254}
          onChange={contact.setEmail}
        />
      ) : null}
      {phoneEntry.asksPhone ? (
        <TextField
          id="rsvp-phone"
          type="tel"
          label={copy.phone}
          hint={copy.phoneHint}
          value={phoneEntry.phone}
          error={phoneEntry.phoneError}
          autoComplete="tel"
          maxLength={MAX_PHONE_LENGTH}
          onChange={phoneEntry.setPhone}
        />
      ) : null}
      <TextField
        id="rsvp-message"
        label={copy.message}
        {...(onFile?.message ? { hint: copy.keptOnFile } : {})}
        value={state.message}
        multiline
        maxLength={MAX_MESSAGE_LENGTH}
        onChange={(value) => dispatch({ type: 'text', field: 'message', value })}
      />
    </>
  );
}
