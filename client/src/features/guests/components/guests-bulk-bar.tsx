import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';

interface GuestsBulkBarProps {
  selection: readonly string[];
  busy: boolean;
  onSendMail(): void;
  onMark(kind: Api.SentKind): void;
  onClear(): void;
}

const copy = adminCopy.guests;

/** What a host does with the guests selected: send mail, mark sent, clear. */
export function GuestsBulkBar({ selection, busy, onSendMail, onMark, onClear }: GuestsBulkBarProps) {
  if (selection.length === 0) return null;
  return (
    <div className="admin-bulk" role="group" aria-label={copy.selected(selection.length)}>
      <span>{copy.selected(selection.length)}</span>
      <button type="button" className="button" onClick={onSendMail}>
        {copy.sendMail}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={busy}
        onClick={() => onMark('SAVE_THE_DATE')}
      >
        {copy.bulkSaveTheDate}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={busy}
        onClick={() => onMark('FORMAL_INVITE')}
      >
        {copy.bulkFormalInvite}
      </button>
      <button type="button" className="button button-link" onClick={onClear}>
        {copy.clearSelection}
      </button>
    </div>
  );
}
