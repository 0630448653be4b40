import { useId, useState, type FormEvent } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { ANNOUNCEMENT_MAX_LENGTH, RSVP_EVENT_KEYS, type Api, type RsvpEventKey } from '@riviera/contract';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/admin/format';
import {
  useAnnouncements,
  useDeleteAnnouncement,
  usePostAnnouncement,
  type Announcement,
} from '../api/announcements';
import { ErrorList } from '../../../components/admin/error-list';

const copy = adminCopy.announcements;
const AUDIENCES = ['EVERYONE', 'EVENT'] as const satisfies readonly Api.AnnouncementAudience[];

/**
 * The announcements (ADR 055): the hosts write one in English and French, for everyone (shown
 * at the top of every guest page) or for the guests coming to one event (by mail), may email it,
 * and delete it. The server checks every rule and says what to change.
 */
export function Announcements({ token }: { token: string }) {
  const list = useAnnouncements(token);
  const announcements = list.data ?? [];
  const latestForEveryone = announcements.find((announcement) => announcement.audience === 'EVERYONE')?.id;
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="admin-notices-heading" className="admin-notices">
      <h3 id="admin-notices-heading">{copy.heading}</h3>
      <p className="admin-hint">{copy.hint}</p>
      <AnnouncementForm token={token} onDone={setDone} />
      {done ? (
        <p className="admin-hint" role="status">
          {done}
        </p>
      ) : null}
      {list.isError ? <p className="admin-error">{copy.loadFailed}</p> : null}
      {list.isSuccess && announcements.length === 0 ? <p className="admin-empty">{copy.empty}</p> : null}
      {announcements.length > 0 ? (
        <ul className="admin-mail-list" aria-label={copy.listCaption}>
          {announcements.map((announcement) => (
            <li key={announcement.id} className="admin-mail-item admin-notice-item">
              <div className="admin-notice-text">
                <p lang="en">{announcement.en}</p>
                <p lang="fr">{announcement.fr}</p>
                <span className="admin-mail-meta">
                  {announcement.audience === 'EVENT' && announcement.event
                    ? copy.forEvent(adminCopy.events[announcement.event])
                    : copy.forEveryone}{' '}
                  · {copy.postedOn(formatDateTime(announcement.createdAt))}
                  {announcement.id === latestForEveryone ? ` · ${copy.shown}` : ''}
                </span>
              </div>
              <button
                type="button"
                className="button button-quiet"
                aria-label={copy.deleteLabel(formatDateTime(announcement.createdAt))}
                onClick={() => setDeleting(announcement)}
              >
                {copy.delete}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {deleting ? (
        <DeleteAnnouncement
          token={token}
          announcement={deleting}
          onClose={() => setDeleting(null)}
          onDone={(message) => {
            setDeleting(null);
            setDone(message);
          }}
        />
      ) : null}
    </section>
  );
}

function AnnouncementForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const id = useId();
  const post = usePostAnnouncement(token);
  const [en, setEn] = useState('');
  const [fr, setFr] = useState('');
  const [audience, setAudience] = useState<Api.AnnouncementAudience>('EVERYONE');
  const [event, setEvent] = useState<RsvpEventKey | ''>('');
  const [mail, setMail] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setErrors([]);
    post.mutate(
      { en, fr, audience, ...(audience === 'EVENT' && event ? { event } : {}), mail },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) {
            setErrors(outcome.errors.length > 0 ? outcome.errors : [outcome.message]);
            return;
          }
          setEn('');
          setFr('');
          setMail(false);
          onDone(outcome.message);
        },
        onError: () => setErrors([copy.postFailed]),
      },
    );
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        id={`${id}-en`}
        label={copy.english}
        hint={copy.textHint}
        value={en}
        onChange={setEn}
        multiline
        required
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        block="admin-field"
        inputClassName="admin-input"
      />
      <TextField
        id={`${id}-fr`}
        label={copy.french}
        hint={copy.textHint}
        value={fr}
        onChange={setFr}
        multiline
        required
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        block="admin-field"
        inputClassName="admin-input"
      />
      <fieldset className="admin-fieldset">
        <legend>{copy.audienceLegend}</legend>
        {AUDIENCES.map((choice) => (
          <label key={choice} className="admin-radio">
            <input
              type="radio"
              name={`${id}-audience`}
              value={choice}
              checked={audience === choice}
              onChange={() => setAudience(choice)}
            />{' '}
            {copy.audience[choice]}
          </label>
        ))}
        {audience === 'EVENT' ? (
          <div className="admin-field">
            <label htmlFor={`${id}-event`}>{copy.event}</label>
            <select
              id={`${id}-event`}
              className="admin-input"
              value={event}
              onChange={(changed) => setEvent(changed.target.value as RsvpEventKey | '')}
            >
              <option value="">{copy.chooseEvent}</option>
              {RSVP_EVENT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {adminCopy.events[key]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
      <label className="admin-radio">
        <input type="checkbox" checked={mail} onChange={(changed) => setMail(changed.target.checked)} />{' '}
        {copy.mail}
      </label>
      <ErrorList errors={errors} />
      <div className="admin-dialog-actions">
        <button type="submit" className="button" disabled={post.isPending}>
          {post.isPending ? copy.posting : copy.post}
        </button>
      </div>
    </form>
  );
}

function DeleteAnnouncement({
  token,
  announcement,
  onClose,
  onDone,
}: {
  token: string;
  announcement: Announcement;
  onClose(): void;
  onDone(message: string): void;
}) {
  const remove = useDeleteAnnouncement(token);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(announcement.id, {
      onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setError(outcome.message)),
      onError: () => setError(copy.deleteFailed),
    });
  return (
    <ConfirmDialog
      title={copy.deleteHeading}
      body={copy.deleteBody}
      confirmLabel={copy.deleteConfirm}
      keepLabel={copy.keep}
      error={error}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
