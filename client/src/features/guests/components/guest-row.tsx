import { EmailText } from '../../../components/admin/email-text';
import { PartyNote } from '../../../components/admin/party-note';
import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { formatDate } from '../../../lib/admin/format';
import { usePhoneDisplay } from '../../../lib/phone-display';
import type { Guest } from '../api/guest-cache';

export interface GuestRowActions {
  onMark(guest: Guest, kind: Api.SentKind, sent: boolean): void;
  onEdit(guest: Guest): void;
  onDelete(guest: Guest): void;
  /** Adds a person to the guest's party (ADR 040). */
  onAddMember(guest: Guest): void;
  /** Renames the guest's party, or moves them to another (ADR 040). */
  onParty(guest: Guest): void;
}

interface GuestRowProps extends GuestRowActions {
  guest: Guest;
  /** Set in under the party's first person (ADR 040). */
  member: boolean;
  selected: boolean;
  busy: boolean;
  onToggle(on: boolean): void;
}

const copy = adminCopy.guests;
const columns = copy.columns;

interface SentCellProps {
  /** The column's name, said beside the status on a phone's card. */
  label: string;
  sentAt: string | null;
  busy: boolean;
  /** Which guest and mailing, for screen readers. */
  context: string;
  onChange(sent: boolean): void;
}

/** Sent (with its date) or Pending, and the button that flips it. */
function SentCell({ label, sentAt, busy, context, onChange }: SentCellProps) {
  return (
    <td role="cell" data-label={label}>
      <span
        className={sentAt ? 'admin-status admin-status-done' : 'admin-status'}
        title={sentAt ? copy.sentOn(formatDate(sentAt)) : undefined}
      >
        {sentAt ? copy.sent : copy.pending}
      </span>{' '}
      <button type="button" className="button-link" disabled={busy} onClick={() => onChange(!sentAt)}>
        {sentAt ? copy.undo : copy.markSent}
        <span className="visually-hidden">{context}</span>
      </button>
    </td>
  );
}

/** A person's actions: edit, add to their party (an adult), their party, delete. */
function GuestActions({
  guest,
  onEdit,
  onDelete,
  onAddMember,
  onParty,
}: Omit<GuestRowActions, 'onMark'> & { guest: Guest }) {
  return (
    <td role="cell" className="admin-actions">
      <button type="button" className="button-link" onClick={() => onEdit(guest)}>
        {copy.edit}
        <span className="visually-hidden"> {guest.name}</span>
      </button>
      {guest.child ? null : (
        <button type="button" className="button-link" onClick={() => onAddMember(guest)}>
          {adminCopy.party.addAction}
          <span className="visually-hidden"> {guest.name}</span>
        </button>
      )}
      <button type="button" className="button-link" onClick={() => onParty(guest)}>
        {adminCopy.party.partyAction}
        <span className="visually-hidden"> {guest.name}</span>
      </button>
      <button type="button" className="button-link button-link-danger" onClick={() => onDelete(guest)}>
        {copy.delete}
        <span className="visually-hidden"> {guest.name}</span>
      </button>
    </td>
  );
}

/** One person of the guest list: a row, or a card on a phone (admin.css). */
export function GuestRow({
  guest,
  member,
  selected,
  busy,
  onToggle,
  onMark,
  onEdit,
  onDelete,
  onAddMember,
  onParty,
}: GuestRowProps) {
  const phoneText = usePhoneDisplay();
  return (
    <tr role="row" className={member ? 'admin-row-member' : undefined}>
      <td role="cell" className="admin-select">
        <input
          type="checkbox"
          aria-label={copy.selectGuest(guest.name)}
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </td>
      <th scope="row" role="rowheader">
        {guest.name}
        {guest.language === 'fr' ? (
          <span className="admin-language" lang="fr" title={adminCopy.form.languageNames.fr}>
            FR
          </span>
        ) : null}
        <span className="admin-code">
          <span className="visually-hidden">{copy.code}: </span>
          {guest.invitationCode}
        </span>
        <PartyNote name={guest.name} partyName={guest.partyName} child={guest.child} />
      </th>
      <td role="cell" data-label={columns.email}>
        {guest.email !== null ? (
          <EmailText email={guest.email} />
        ) : guest.child ? null : (
          <span className="admin-party">{adminCopy.form.byPost}</span>
        )}
        {guest.phone ? (
          <a className="admin-phone" href={`tel:${guest.phone}`}>
            <span className="visually-hidden">{copy.mobile}: </span>
            {phoneText(guest.phone)}
          </a>
        ) : null}
        {guest.mailProblem !== null ? (
          <span
            className="admin-status admin-status-problem"
            title={copy.mailProblemOf(guest.name, guest.mailProblem)}
          >
            {copy.mailProblem}
            <span className="visually-hidden">: {guest.mailProblem}</span>
          </span>
        ) : null}
      </td>
      <td role="cell" data-label={columns.plusOne}>
        {guest.plusOneAllowed ? (guest.plusOneName ?? copy.none) : copy.none}
      </td>
      <SentCell
        label={columns.saveTheDate}
        sentAt={guest.saveTheDateSentAt}
        busy={busy}
        context={copy.saveTheDateOf(guest.name)}
        onChange={(sent) => onMark(guest, 'SAVE_THE_DATE', sent)}
      />
      <SentCell
        label={columns.formalInvite}
        sentAt={guest.formalInviteSentAt}
        busy={busy}
        context={copy.formalInviteOf(guest.name)}
        onChange={(sent) => onMark(guest, 'FORMAL_INVITE', sent)}
      />
      <td role="cell" data-label={columns.address}>
        <span className={guest.addressCollected ? 'admin-status admin-status-done' : 'admin-status'}>
          {guest.addressCollected ? copy.collected : copy.pending}
        </span>
      </td>
      <td role="cell" data-label={columns.reply} className="admin-card-reply">
        <span className={`admin-status admin-reply-${guest.replyStatus.toLowerCase()}`}>
          {copy.reply[guest.replyStatus]}
        </span>
      </td>
      <GuestActions
        guest={guest}
        onEdit={onEdit}
        onDelete={onDelete}
        onAddMember={onAddMember}
        onParty={onParty}
      />
    </tr>
  );
}
