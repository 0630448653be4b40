import { useId, useState, type FormEvent } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { useSetHostsEmail } from '../api/send-mail';

const copy = adminCopy.mail;

/**
 * The hosts' own addresses, where they hear of answers and where guests' replies go: typed here
 * rather than only in the server's HOSTS_EMAIL. The server checks each address.
 */
export function HostsEmailForm({ token, addresses }: { token: string; addresses: readonly string[] }) {
  const id = useId();
  const [value, setValue] = useState(addresses.join(', '));
  const save = useSetHostsEmail(token);
  const refusal = save.isError
    ? copy.hostsEmailFailed
    : save.data && !save.data.success
      ? save.data.message
      : null;
  const saved = save.data?.success === true && !save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Saved: the box shows the addresses as kept (trimmed, one of each), or HOSTS_EMAIL's once cleared.
    save.mutate(value, {
      onSuccess: (result) => {
        if (result.success && result.hostsEmail) setValue(result.hostsEmail.join(', '));
      },
    });
  }

  return (
    <form className="admin-field admin-hosts-email" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`}>{copy.hostsEmailLabel}</label>
      <input
        id={`${id}-input`}
        className="admin-input"
        type="text"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          save.reset();
        }}
        aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
        aria-invalid={refusal ? true : undefined}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {copy.hostsEmailHint} {copy.hostsEmailFromServer}
      </p>
      <button type="submit" className="button button-quiet" disabled={save.isPending}>
        {save.isPending ? copy.hostsEmailSaving : copy.hostsEmailSave}
      </button>
      <p id={`${id}-error`} className="admin-error" role="alert" hidden={!refusal}>
        {refusal}
      </p>
      <p className="admin-hint" role="status">
        {saved ? copy.hostsEmailSaved : ''}
      </p>
    </form>
  );
}
