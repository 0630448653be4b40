import { LANGUAGES, type Language } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { TextField } from '../../../components/ui/text-field';
import type { Guest } from '../api/guest-cache';

type Address = Guest['address'];

const copy = adminCopy.form;
const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

/** A box and its label, in the guest form's look. */
export function CheckField(props: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="admin-field admin-check">
      <input
        id={props.id}
        type="checkbox"
        disabled={props.disabled}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/** The language of a guest's mail and invitation card. */
export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange(language: Language): void;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{copy.language}</label>
      <select
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) => onChange(event.target.value === 'fr' ? 'fr' : 'en')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {copy.languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A guest's postal address, field by field. */
export function AddressFields({
  id,
  address,
  onChange,
}: {
  id: string;
  address: Address;
  onChange(address: Address): void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{copy.address}</legend>
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={copy[field]}
          value={address[field] ?? ''}
          block="admin-field"
          inputClassName="admin-input"
          autoComplete="off"
          onChange={(value) => onChange({ ...address, [field]: value })}
        />
      ))}
    </fieldset>
  );
}

/** Under the guest form: the server's refusal, then submit and cancel. */
export function FormFooter(props: {
  failure: string | null;
  label: string;
  pending: boolean;
  onCancel(): void;
}) {
  return (
    <>
      {props.failure ? (
        <p className="admin-error" role="alert">
          {props.failure}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="submit" className="button" disabled={props.pending}>
          {props.label}
        </button>
        <button type="button" className="button button-quiet" onClick={props.onCancel}>
          {copy.cancel}
        </button>
      </div>
    </>
  );
}
