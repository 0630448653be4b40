import { useState, type ReactNode } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import type { Api } from '@riviera/contract';
import { formatDate } from '../../../lib/admin/format';
import type { MailOverviewQuery } from '../../../lib/graphql/operations.generated';
import { useSetHostNotifications } from '../api/send-mail';
import { HostsEmailForm } from './hosts-email-form';
import { MailMessage } from './mail-message';

const copy = adminCopy.mail;
const CHOICES = ['EACH', 'DIGEST', 'OFF'] as const satisfies readonly Api.HostNotifications[];

interface MailTabProps {
  token: string;
  overview: MailOverviewQuery['mailOverview'];
  /** What the dashboard puts between the hosts' settings and the messages: announcements, the send queue. */
  children?: ReactNode;
}

/** Every message the site sends, how it leaves, and how the hosts hear of answers. */
export function MailTab({ token, overview, children }: MailTabProps) {
  const [open, setOpen] = useState<string | null>(null);
  const save = useSetHostNotifications(token);
  return (
    <section aria-labelledby="admin-mail-heading" className="admin-mail">
      <h2 id="admin-mail-heading" className="visually-hidden">
        {copy.heading}
      </h2>
      <p className={overview.delivery === 'HELD' ? 'admin-error' : 'admin-hint'}>
        {copy.delivery[overview.delivery]}
      </p>
      <fieldset className="admin-fieldset">
        <legend>{copy.notificationsHeading}</legend>
        <HostsEmailForm token={token} addresses={overview.hostsEmail} />
        {overview.hostsEmail.length === 0 ? (
          <p className="admin-hint">{copy.noHosts}</p>
        ) : (
          <>
            <p className="admin-hint">{copy.notifyTo(overview.hostsEmail.join(', '))}</p>
            {CHOICES.map((choice) => (
              <label key={choice} className="admin-radio">
                <input
                  type="radio"
                  name="host-notifications"
                  value={choice}
                  checked={overview.hostNotifications === choice}
                  disabled={save.isPending}
                  onChange={() => save.mutate(choice)}
                />{' '}
                {copy.notifications[choice]}
              </label>
            ))}
          </>
        )}
      </fieldset>
      {children}
      {overview.messages.length === 0 ? (
        <p className="admin-empty">{copy.empty}</p>
      ) : (
        <ul className="admin-mail-list" aria-label={copy.listCaption}>
          {overview.messages.map((message) => (
            <li key={message.id} className="admin-mail-item">
              <button type="button" className="admin-mail-open" onClick={() => setOpen(message.id)}>
                <span className="admin-mail-subject">{message.subject}</span>
                <span className="admin-mail-meta">
                  {message.to} · {formatDate(message.createdAt)}
                </span>
              </button>
              <span
                className={`admin-status admin-mail-status-${message.status.toLowerCase()}`}
                title={message.lastError ?? undefined}
              >
                {copy.status[message.status]}
                {message.status === 'SENT' ? '' : ` · ${copy.attempts(message.attempts)}`}
              </span>
              {message.lastError && message.status !== 'SENT' ? (
                <span className="admin-mail-error">{message.lastError}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open ? <MailMessage token={token} id={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
