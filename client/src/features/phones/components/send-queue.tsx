import { adminCopy } from '@riviera/content/en/admin';
import { formatDateTime } from '../../../lib/admin/format';
import { usePhoneDisplay } from '../../../lib/phone-display';
import { useMarkPhoneMessageSent, useSendQueue, type PhoneMessage } from '../api/send-queue';

const copy = adminCopy.sendQueue;

/**
 * The send queue (ADR 052): each guest who gave a mobile number, with a button that opens WhatsApp
 * and one that opens the phone's messages app, the guest's private link written in their language;
 * then "Mark sent". On a phone, one tap opens each guest's message. No paid API: the hosts send it.
 */
export function SendQueue({ token }: { token: string }) {
  const queue = useSendQueue(token);
  const mark = useMarkPhoneMessageSent(token);
  const entries = queue.data ?? [];
  const toSend = entries.filter((entry) => !entry.sentAt).length;
  return (
    <section aria-labelledby="admin-send-queue-heading" className="admin-send-queue">
      <h3 id="admin-send-queue-heading">
        {copy.heading}
        {entries.length > 0 ? <span className="admin-status">{copy.toSend(toSend)}</span> : null}
      </h3>
      <p className="admin-hint">{copy.hint}</p>
      {queue.isError ? <p className="admin-error">{copy.loadFailed}</p> : null}
      {mark.isError ? (
        <p className="admin-error" role="alert">
          {mark.error.message || copy.markFailed}
        </p>
      ) : null}
      {queue.isSuccess && entries.length === 0 ? <p className="admin-empty">{copy.empty}</p> : null}
      {entries.length > 0 ? (
        <ul className="admin-mail-list" aria-label={copy.listCaption}>
          {entries.map((entry) => (
            <QueueRow
              key={entry.guestId}
              entry={entry}
              busy={mark.isPending && mark.variables.guestId === entry.guestId}
              onMark={(sent) => mark.mutate({ guestId: entry.guestId, sent })}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function QueueRow({
  entry,
  busy,
  onMark,
}: {
  entry: PhoneMessage;
  busy: boolean;
  onMark: (sent: boolean) => void;
}) {
  const phoneText = usePhoneDisplay();
  const whose = <span className="visually-hidden">{copy.forGuest(entry.name)}</span>;
  return (
    <li className="admin-mail-item admin-send-queue-item">
      <div className="admin-send-queue-guest">
        <span className="admin-mail-subject">{entry.name}</span>
        <span className="admin-mail-meta">
          {phoneText(entry.phone)} · {copy.language[entry.language]}
        </span>
        <span className={entry.sentAt ? 'admin-mail-meta admin-mail-status-sent' : 'admin-mail-meta'}>
          {entry.sentAt ? copy.sentOn(formatDateTime(entry.sentAt)) : copy.notSent}
        </span>
      </div>
      <div className="admin-send-queue-actions">
        <a className="button" href={entry.whatsappUrl} target="_blank" rel="noopener noreferrer">
          {copy.whatsApp}
          {whose}
        </a>
        <a className="button button-quiet" href={entry.smsUrl}>
          {copy.sms}
          {whose}
        </a>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          onClick={() => onMark(!entry.sentAt)}
        >
          {entry.sentAt ? copy.undo : copy.markSent}
          {whose}
        </button>
      </div>
    </li>
  );
}
