import { EmailText } from '../../../components/admin/email-text';
import { PartyNote } from '../../../components/admin/party-note';
import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { formatDate } from '../../../lib/admin/format';
import { usePhoneDisplay } from '../../../lib/phone-display';
import type { Guest } from '../api/guest-cache';

interface GuestTableProps {
  guests: Guest[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect(selected: ReadonlySet<string>): void;
  onMark(guest: Guest, kind: Api.SentKind, sent: boolean): void;
  onEdit(guest: Guest): void;
  onDelete(guest: Guest): void;
  /** Adds a person to the guest's party (ADR 040). */
  onAddMember(guest: Guest): void;
  /** Renames the guest's party, or moves them to another (ADR 040). */
  onParty(guest: Guest): void;
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

export function GuestTable({
  guests,
  selected,
  busy,
  onSelect,
  onMark,
  onEdit,
  onDelete,
  onAddMember,
  onParty,
}: GuestTableProps) {
  const phoneText = usePhoneDisplay();
  const allShownSelected = guests.every((guest) => selected.has(guest.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const guest of guests) {
      if (on) next.add(guest.id);
      else next.delete(guest.id);
    }
    onSelect(next);
  };
  return (
    <div className="admin-scroll" role="region" aria-labelledby="admin-guests-caption" tabIndex={0}>
      {/* A card a guest on a phone (admin.css): the roles keep it a table to screen readers. */}
      <table className="admin-table admin-cards" role="table">
        <caption id="admin-guests-caption" className="visually-hidden">
          {copy.caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="admin-select">
              <label className="admin-select-all">
                <input
                  type="checkbox"
                  aria-label={copy.selectAll}
                  checked={allShownSelected}
                  onChange={(event) => toggleAll(event.target.checked)}
                />
                {/* Said beside the box on a phone, where the cards have no column headers. */}
                <span className="admin-cards-only">{copy.selectAll}</span>
              </label>
            </th>
            {[
              columns.name,
              columns.email,
              columns.plusOne,
              columns.saveTheDate,
              columns.formalInvite,
              columns.address,
              columns.reply,
              columns.actions,
            ].map((label) => (
              <th key={label} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {guests.map((guest, index) => (
            // A party's members follow one another (sortGuests): each after the first is set in under it.
            <tr
              key={guest.id}
              role="row"
              className={guests[index - 1]?.partyId === guest.partyId ? 'admin-row-member' : undefined}
            >
              <td role="cell" className="admin-select">
                <input
                  type="checkbox"
                  aria-label={copy.selectGuest(guest.name)}
                  checked={selected.has(guest.id)}
                  onChange={(event) => toggle(guest.id, event.target.checked)}
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
                <button
                  type="button"
                  className="button-link button-link-danger"
                  onClick={() => onDelete(guest)}
                >
                  {copy.delete}
                  <span className="visually-hidden"> {guest.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
