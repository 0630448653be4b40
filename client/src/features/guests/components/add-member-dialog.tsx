import { LANGUAGES, type Language } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/admin/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useAddPartyMember } from '../api/add-party-member';
import type { Guest } from '../api/guest-cache';

interface AddMemberDialogProps {
  token: string;
  /** The guest whose party the person joins. */
  guest: Guest;
  onClose(): void;
  onDone(message: string): void;
}

const copy = adminCopy.party;

/** Adds a person to a guest's party (ADR 040): an adult or a child, email optional, in a language. */
export function AddMemberDialog({ token, guest, onClose, onDone }: AddMemberDialogProps) {
  const id = useId();
  const add = useAddPartyMember(token);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [child, setChild] = useState(false);
  const [language, setLanguage] = useState<Language>(guest.language);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    add.mutate(
      { guestId: guest.id, input: { name, email, child, language } },
      {
        onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setFailure(outcome.message)),
        onError: () => setFailure(copy.addFailed),
      },
    );
  };
  return (
    <Dialog title={copy.addHeading(guest.partyName)} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-name`}
          label={adminCopy.form.name}
          value={name}
          block="admin-field"
          inputClassName="admin-input"
          autoComplete="off"
          onChange={setName}
        />
        <div className="admin-field admin-check">
          <input
            id={`${id}-child`}
            type="checkbox"
            checked={child}
            onChange={(event) => setChild(event.target.checked)}
          />
          <label htmlFor={`${id}-child`}>{copy.child}</label>
        </div>
        <TextField
          id={`${id}-email`}
          type="email"
          label={copy.email}
          value={email}
          block="admin-field"
          inputClassName="admin-input"
          autoComplete="off"
          onChange={setEmail}
        />
        <div className="admin-field">
          <label htmlFor={`${id}-language`}>{adminCopy.form.language}</label>
          <select
            id={`${id}-language`}
            className="admin-input"
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'fr' ? 'fr' : 'en')}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {adminCopy.form.languageNames[option]}
              </option>
            ))}
          </select>
        </div>
        {failure ? (
          <p className="admin-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-dialog-actions">
          <button type="submit" className="button" disabled={add.isPending}>
            {add.isPending ? adminCopy.form.saving : copy.add}
          </button>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {adminCopy.form.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
