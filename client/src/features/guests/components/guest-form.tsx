import {
  isEastAsianName,
  LANGUAGES,
  normalizeName,
  splitName,
  validateGuest,
  type GuestField,
  type GuestInput,
} from '@riviera/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { adminCopy } from '@riviera/content/en/admin';
import type { Guest } from '../api/guest-cache';

type Address = Guest['address'];

const copy = adminCopy.form;
const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

export interface GuestFormValues extends GuestInput {
  address: Address;
}

interface GuestFormProps {
  /** The guest being edited; none when adding. Editing also shows the postal address. */
  guest?: Guest;
  /** The guest shares their invitation with others: they may be marked as a child (ADR 040). */
  inParty?: boolean;
  /** When adding: the names already on the list, so a second guest of the same name is a choice. */
  existingNames?: readonly string[];
  pending: boolean;
  /** The server's refusal, shown under the form. */
  failure: string | null;
  submitLabel: string;
  /** What the form starts with instead of the guest as stored: a draft kept when a session ended. */
  initial?: GuestFormValues;
  /** Told the values after every change (a dialog keeps them should the session end). */
  onValues?(values: GuestFormValues): void;
  onSubmit(values: GuestFormValues): void;
  onCancel(): void;
}

const emptyAddress: Address = { street: null, city: null, state: null, zip: null, country: null };

/** The specification's Guest input with its messages; unchecking the plus-one clears its name. */
export function GuestForm({
  guest,
  inParty = false,
  existingNames = [],
  pending,
  failure,
  submitLabel,
  initial,
  onValues,
  onSubmit,
  onCancel,
}: GuestFormProps) {
  const id = useId();
  const [values, setValues] = useState<GuestFormValues>(
    () =>
      initial ?? {
        name: guest?.name ?? '',
        email: guest?.email ?? '',
        plusOneAllowed: guest?.plusOneAllowed ?? false,
        plusOneName: guest?.plusOneName ?? '',
        notes: guest?.notes ?? '',
        language: guest?.language ?? 'en',
        address: guest?.address ?? emptyAddress,
        ...(guest && guest.email === null && !guest.child ? { byPost: true } : {}),
        ...(guest && inParty ? { child: guest.child } : {}),
      },
  );
  useEffect(() => onValues?.(values), [values, onValues]);
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});
  // A name the lookup can never find (one word), and a name already on the list, are said
  // while the host types; adding a second guest of the same name then takes "Add anyway".
  const typed = normalizeName(values.name);
  const sameName = typed === '' ? undefined : existingNames.find((name) => normalizeName(name) === typed);
  const oneWord =
    values.name.trim() !== '' && splitName(values.name).lastName === '' && !isEastAsianName(values.name);

  const change = <K extends keyof GuestFormValues>(field: K, value: GuestFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message goes away as soon as the host edits its field.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGuest(values);
    setErrors(found);
    const first = (['name', 'email', 'plusOneName', 'notes'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  };
  /** The shared text field, in the admin area's look, with this form's message for the field. */
  const field = (name: 'name' | 'email' | 'plusOneName' | 'notes') => ({
    id: `${id}-${name}`,
    label: copy[name],
    ...(name === 'name' && oneWord ? { hint: copy.oneWordName } : {}),
    value: values[name],
    error: errors[name],
    block: 'admin-field',
    inputClassName: 'admin-input',
    autoComplete: 'off',
    onChange: (value: string) => change(name, value),
  });

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField {...field('name')} />
      {sameName ? (
        <p className="admin-warning" role="status">
          {copy.sameName(sameName)}
        </p>
      ) : null}
      <TextField {...field('email')} type="email" disabled={values.byPost === true} />
      <div className="admin-field admin-check">
        <input
          id={`${id}-byPost`}
          type="checkbox"
          checked={values.byPost === true}
          onChange={(event) => {
            // No email: the guest is invited by post; the email box is emptied.
            change('byPost', event.target.checked);
            if (event.target.checked) change('email', '');
          }}
        />
        <label htmlFor={`${id}-byPost`}>{copy.byPost}</label>
      </div>
      {guest && inParty ? (
        <div className="admin-field admin-check">
          <input
            id={`${id}-child`}
            type="checkbox"
            checked={values.child === true}
            onChange={(event) => {
              change('child', event.target.checked);
              // A child brings nobody.
              if (event.target.checked) {
                change('plusOneAllowed', false);
                change('plusOneName', '');
              }
            }}
          />
          <label htmlFor={`${id}-child`}>{adminCopy.party.child}</label>
        </div>
      ) : null}
      <div className="admin-field admin-check">
        <input
          id={`${id}-plusOneAllowed`}
          type="checkbox"
          disabled={values.child === true}
          checked={values.plusOneAllowed}
          onChange={(event) => {
            change('plusOneAllowed', event.target.checked);
            if (!event.target.checked) change('plusOneName', '');
          }}
        />
        <label htmlFor={`${id}-plusOneAllowed`}>{copy.plusOneAllowed}</label>
      </div>
      <TextField {...field('plusOneName')} disabled={!values.plusOneAllowed} />
      <TextField {...field('notes')} multiline />
      <div className="admin-field">
        <label htmlFor={`${id}-language`}>{copy.language}</label>
        <select
          id={`${id}-language`}
          className="admin-input"
          value={values.language ?? 'en'}
          onChange={(event) => change('language', event.target.value === 'fr' ? 'fr' : 'en')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {copy.languageNames[language]}
            </option>
          ))}
        </select>
      </div>
      {guest ? (
        <fieldset className="admin-fieldset">
          <legend>{copy.address}</legend>
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={copy[field]}
              value={values.address[field] ?? ''}
              block="admin-field"
              inputClassName="admin-input"
              autoComplete="off"
              onChange={(value) => change('address', { ...values.address, [field]: value })}
            />
          ))}
        </fieldset>
      ) : null}
      {failure ? (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? copy.saving : sameName ? copy.addAnyway : submitLabel}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
