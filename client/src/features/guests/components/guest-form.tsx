import {
  isEastAsianName,
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
import { AddressFields, CheckField, FormFooter, LanguageField } from './guest-form-fields';

type Address = Guest['address'];

const copy = adminCopy.form;

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

/** The form's values for a guest as stored, or for a new one. */
function valuesOf(guest: Guest | undefined, inParty: boolean): GuestFormValues {
  return {
    name: guest?.name ?? '',
    email: guest?.email ?? '',
    plusOneAllowed: guest?.plusOneAllowed ?? false,
    plusOneName: guest?.plusOneName ?? '',
    notes: guest?.notes ?? '',
    language: guest?.language ?? 'en',
    address: guest?.address ?? emptyAddress,
    ...(guest && guest.email === null && !guest.child ? { byPost: true } : {}),
    ...(guest && inParty ? { child: guest.child } : {}),
  };
}

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
  const [values, setValues] = useState<GuestFormValues>(() => initial ?? valuesOf(guest, inParty));
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
      <CheckField
        id={`${id}-byPost`}
        label={copy.byPost}
        checked={values.byPost === true}
        onChange={(checked) => {
          // No email: the guest is invited by post; the email box is emptied.
          change('byPost', checked);
          if (checked) change('email', '');
        }}
      />
      {guest && inParty ? (
        <CheckField
          id={`${id}-child`}
          label={adminCopy.party.child}
          checked={values.child === true}
          onChange={(checked) => {
            change('child', checked);
            // A child brings nobody.
            if (checked) {
              change('plusOneAllowed', false);
              change('plusOneName', '');
            }
          }}
        />
      ) : null}
      <CheckField
        id={`${id}-plusOneAllowed`}
        label={copy.plusOneAllowed}
        disabled={values.child === true}
        checked={values.plusOneAllowed}
        onChange={(checked) => {
          change('plusOneAllowed', checked);
          if (!checked) change('plusOneName', '');
        }}
      />
      <TextField {...field('plusOneName')} disabled={!values.plusOneAllowed} />
      <TextField {...field('notes')} multiline />
      <LanguageField
        id={`${id}-language`}
        value={values.language ?? 'en'}
        onChange={(language) => change('language', language)}
      />
      {guest ? (
        <AddressFields id={id} address={values.address} onChange={(address) => change('address', address)} />
      ) : null}
      <FormFooter
        failure={failure}
        label={pending ? copy.saving : sameName ? copy.addAnyway : submitLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
