import { adminCopy } from '@riviera/content/en/admin';
import { useMailMessage } from '../api/get-mail';
import { Dialog } from '../../../components/admin/dialog';
import { MailViewer } from './mail-viewer';

const copy = adminCopy.mail;

/** One message of the outbox, opened from the mail list. */
export function MailMessage({ token, id, onClose }: { token: string; id: string; onClose(): void }) {
  const message = useMailMessage(token, id);
  return (
    <Dialog
      title={message.data ? copy.viewerHeading(message.data.subject) : copy.heading}
      onClose={onClose}
      closeLabel={copy.close}
    >
      {message.isError ? (
        <p className="admin-error" role="alert">
          {(message.error instanceof Error && message.error.message) || copy.loadFailed}
        </p>
      ) : message.data ? (
        <MailViewer mail={message.data} />
      ) : (
        <p role="status">…</p>
      )}
      <div className="admin-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </Dialog>
  );
}
