import { useState } from 'react';
import { adminCopy } from '../../../content/en/admin';
import { useMailPreview } from '../api/get-mail';
import { useSendGuestMail } from '../api/send-mail';
import type { Guest, GuestMailKind } from '../api/types';
import { Dialog } from './dialog';
import { MailViewer } from './mail-viewer';

const copy = adminCopy.send;
const KINDS = ['SAVE_THE_DATE', 'INVITATION', 'REMINDER'] as const satisfies readonly GuestMailKind[];

function Preview({ token, kind, guest }: { token: string; kind: GuestMailKind; guest: Guest }) {
  const preview = useMailPreview(token, kind, guest.id);
  return (
    <section aria-label={copy.previewFor(guest.name)}>
      <h3 className="admin-subheading">{copy.previewFor(guest.name)}</h3>
      {preview.data ? <p className="admin-mail-subject">{preview.data.subject}</p> : null}
      {preview.isError ? (
        <p className="admin-error">
          {(preview.error instanceof Error && preview.error.message) || adminCopy.mail.loadFailed}
        </p>
      ) : null}
      {preview.data ? <MailViewer mail={preview.data} /> : <p role="status">…</p>}
    </section>
  );
}

interface SendMailDialogProps {
  token: string;
  guests: Guest[];
  onClose(): void;
  onDone(message: string): void;
}

/** The hosts pick the message, see it as the first selected guest will, and send it to the selection. */
export function SendMailDialog({ token, guests, onClose, onDone }: SendMailDialogProps) {
  const [kind, setKind] = useState<GuestMailKind>('INVITATION');
  const [failure, setFailure] = useState<{ message: string; skipped: string[] } | null>(null);
  const send = useSendGuestMail(token);
  const [first] = guests;
  const submit = () => {
    setFailure(null);
    send.mutate(
      { kind, guestIds: guests.map((guest) => guest.id) },
      {
        onSuccess: (outcome) => {
          const skipped = outcome.skipped.length > 0 ? ` ${copy.skipped} ${outcome.skipped.join(' ')}` : '';
          if (outcome.ok) onDone(`${outcome.message}${skipped}`);
          else setFailure(outcome);
        },
        onError: () => setFailure({ message: copy.failed, skipped: [] }),
      },
    );
  };
  return (
    <Dialog title={copy.title(guests.length)} onClose={onClose}>
      <fieldset className="admin-fieldset">
        <legend>{copy.kindLegend}</legend>
        {KINDS.map((choice) => (
          <label key={choice} className="admin-radio">
            <input type="radio" name="mail-kind" checked={kind === choice} onChange={() => setKind(choice)} />{' '}
            {copy.kinds[choice]}
          </label>
        ))}
      </fieldset>
      {first ? <Preview token={token} kind={kind} guest={first} /> : null}
      {failure ? (
        <p className="admin-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="button" className="button button-quiet" onClick={onClose}>
          {copy.cancel}
        </button>
        <button type="button" className="button" disabled={send.isPending} onClick={submit}>
          {send.isPending ? copy.sending : copy.send}
        </button>
      </div>
    </Dialog>
  );
}
