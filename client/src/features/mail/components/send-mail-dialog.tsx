import { useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { sitePhaseCopy } from '@riviera/content/en/admin/site-phase';
import { useMailPreview } from '../api/get-mail';
import { useSendGuestMail } from '../api/send-mail';
import { LANGUAGES, type Api } from '@riviera/contract';
import { Dialog } from '../../../components/admin/dialog';
import type { GuestFieldsFragment as Guest } from '../../../lib/graphql/operations.generated';
import { weekendIsOver } from '../../../lib/weekend-over';
import { MailViewer } from './mail-viewer';

const copy = adminCopy.send;
const KINDS = ['SAVE_THE_DATE', 'INVITATION', 'REMINDER'] as const satisfies readonly Api.GuestMailKind[];

function Preview({ token, kind, guest }: { token: string; kind: Api.GuestMailKind; guest: Guest }) {
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

const names = (guests: readonly Guest[]) => guests.map((guest) => guest.name).join(', ');

/**
 * Who of the selection the server will skip, said before sending: guests without email, guests who
 * replied (for a reminder), and guests who already had this save-the-date or invitation, unless the
 * hosts send it again on purpose.
 */
function Skipped({
  kind,
  guests,
  resend,
  onResend,
}: {
  kind: Api.GuestMailKind;
  guests: readonly Guest[];
  resend: boolean;
  onResend(resend: boolean): void;
}) {
  // As the server decides (mail.service.ts): a child never, a guest without an email never.
  const children = guests.filter((guest) => guest.child);
  const adults = guests.filter((guest) => !guest.child);
  const withEmail = adults.filter((guest) => Boolean(guest.email));
  const noEmail = adults.filter((guest) => !guest.email);
  const replied = kind === 'REMINDER' ? withEmail.filter((guest) => guest.replyStatus !== 'AWAITING') : [];
  const had =
    kind === 'REMINDER'
      ? []
      : withEmail.filter((guest) =>
          kind === 'SAVE_THE_DATE' ? guest.saveTheDateSent : guest.formalInviteSent,
        );
  if (children.length + noEmail.length + replied.length + had.length === 0) return null;
  return (
    <div className="admin-send-skips">
      {children.length > 0 ? (
        <p className="admin-hint">{copy.children(children.length, names(children))}</p>
      ) : null}
      {noEmail.length > 0 ? (
        <p className="admin-hint">{copy.noEmail(noEmail.length, names(noEmail))}</p>
      ) : null}
      {replied.length > 0 ? (
        <p className="admin-hint">{copy.alreadyReplied(replied.length, names(replied))}</p>
      ) : null}
      {kind !== 'REMINDER' && had.length > 0 ? (
        <>
          <p className="admin-hint">
            {copy.alreadyHad(had.length, copy.kindNames[kind], names(had))}{' '}
            {resend ? copy.sentAgain : copy.skippedUnlessResend}
          </p>
          <label className="admin-check">
            <input type="checkbox" checked={resend} onChange={(event) => onResend(event.target.checked)} />
            {copy.resend}
          </label>
        </>
      ) : null}
    </div>
  );
}

interface SendMailDialogProps {
  token: string;
  guests: Guest[];
  onClose(): void;
  onDone(message: string): void;
  /** The clock; a test holds it. */
  now?: () => Date;
}

/** The hosts pick the message, see it as the first selected guest will, and send it to the selection. */
export function SendMailDialog({
  token,
  guests,
  onClose,
  onDone,
  now = () => new Date(),
}: SendMailDialogProps) {
  const [kind, setKind] = useState<Api.GuestMailKind>('INVITATION');
  const [resend, setResend] = useState(false);
  // An invitation or a reminder once the weekend is over asks first; the server sends if the hosts
  // say so: the warning is theirs to weigh (DESIGN 3.8, ADR 083).
  const [askingLate, setAskingLate] = useState(false);
  const [failure, setFailure] = useState<{ message: string; skipped: string[] } | null>(null);
  const send = useSendGuestMail(token);
  // A preview in each language of the selection, as the first guest of that language will get it.
  const perLanguage = LANGUAGES.flatMap((language) => {
    const guest = guests.find((one) => one.language === language && Boolean(one.email) && !one.child);
    return guest ? [guest] : [];
  });
  const previewed = perLanguage.length > 0 ? perLanguage : guests.slice(0, 1);
  const submit = () => {
    setFailure(null);
    setAskingLate(false);
    send.mutate(
      { kind, guestIds: guests.map((guest) => guest.id), resend: kind !== 'REMINDER' && resend },
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
    <Dialog title={copy.title(guests.length)} onClose={onClose} closeLabel={adminCopy.mail.close}>
      <fieldset className="admin-fieldset">
        <legend>{copy.kindLegend}</legend>
        {KINDS.map((choice) => (
          <label key={choice} className="admin-radio">
            <input
              type="radio"
              name="mail-kind"
              checked={kind === choice}
              onChange={() => {
                setKind(choice);
                setAskingLate(false);
              }}
            />{' '}
            {copy.kinds[choice]}
          </label>
        ))}
      </fieldset>
      <Skipped kind={kind} guests={guests} resend={resend} onResend={setResend} />
      {previewed.map((guest) => (
        <Preview key={guest.id} token={token} kind={kind} guest={guest} />
      ))}
      {failure ? (
        <p className="admin-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {askingLate ? (
        <div className="admin-warning admin-send-late" role="alert">
          <p>{sitePhaseCopy.sendLate}</p>
          <div className="admin-dialog-actions">
            <button type="button" className="button button-quiet" onClick={() => setAskingLate(false)}>
              {sitePhaseCopy.dontSend}
            </button>
            <button type="button" className="button" onClick={submit}>
              {sitePhaseCopy.sendAnyway}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {copy.cancel}
          </button>
          <button
            type="button"
            className="button"
            disabled={send.isPending}
            onClick={() =>
              kind !== 'SAVE_THE_DATE' && weekendIsOver(now()) ? setAskingLate(true) : submit()
            }
          >
            {send.isPending ? copy.sending : copy.send}
          </button>
        </div>
      )}
    </Dialog>
  );
}
