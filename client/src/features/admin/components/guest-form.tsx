import { validateGuest, type GuestField, type GuestInput } from '@riviera/contract';
import { useId, useState, type FormEvent } from 'react';
import { adminCopy } from '../../../content/en/admin';
import type { Address, Guest } from '../api/types';

const copy = adminCopy.form;
const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

export interface GuestFormValues extends GuestInput {
  address: Address;
}

interface GuestFormProps {
  /** The guest being edited; none when adding. Editing also shows the postal address. */
  guest?: Guest;
  pending: boolean;
  /** The server's refusal, shown under the form. */
  failure: string | null;
  submitLabel: string;
  onSubmit(values: GuestFormValues): void;
  onCancel(): void;
}

const emptyAddress: Address = { street: null, city: null, state: null, zip: null, country: null };

/** The specification's Guest input with its messages; unchecking the plus-one clears its name. */
export function GuestForm({ guest, pending, failure, submitLabel, onSubmit, onCancel }: GuestFormProps) {
  const id = useId();
  const [values, setValues] = useState<GuestFormValues>({
    name: guest?.name ?? '',
    email: guest?.email ?? '',
    plusOneAllowed: guest?.plusOneAllowed ?? false,
    plusOneName: guest?.plusOneName ?? '',
    notes: guest?.notes ?? '',
    address: guest?.address ?? emptyAddress,
  });
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});

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
  const fieldProps = (field: GuestField) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: GuestField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="admin-field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>{copy.name}</label>
        <input
          {...fieldProps('name')}
          className="admin-input"
          autoComplete="off"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
        {error('name')}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-email`}>{copy.email}</label>
        <input
          {...fieldProps('email')}
          className="admin-input"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        {error('email')}
      </div>
      <div className="admin-field admin-check">
        <input
          id={`${id}-plusOneAllowed`}
          type="checkbox"
          checked={values.plusOneAllowed}
          onChange={(event) => {
            change('plusOneAllowed', event.target.checked);
            if (!event.target.checked) change('plusOneName', '');
          }}
        />
        <label htmlFor={`${id}-plusOneAllowed`}>{copy.plusOneAllowed}</label>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-plusOneName`}>{copy.plusOneName}</label>
        <input
          {...fieldProps('plusOneName')}
          className="admin-input"
          autoComplete="off"
          value={values.plusOneName}
          disabled={!values.plusOneAllowed}
          onChange={(event) => change('plusOneName', event.target.value)}
        />
        {error('plusOneName')}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-notes`}>{copy.notes}</label>
        <textarea
          {...fieldProps('notes')}
          className="admin-input"
          rows={3}
          value={values.notes}
          onChange={(event) => change('notes', event.target.value)}
        />
        {error('notes')}
      </div>
      {guest ? (
        <fieldset className="admin-fieldset">
          <legend>{copy.address}</legend>
          {ADDRESS_FIELDS.map((field) => (
            <div key={field} className="admin-field">
              <label htmlFor={`${id}-${field}`}>{copy[field]}</label>
              <input
                id={`${id}-${field}`}
                className="admin-input"
                autoComplete="off"
                value={values.address[field] ?? ''}
                onChange={(event) => change('address', { ...values.address, [field]: event.target.value })}
              />
            </div>
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
          {pending ? copy.saving : submitLabel}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
