import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ErrorList } from '../../../components/admin/error-list';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  freshContentFields,
  useContentFields,
  useContentHistory,
  useSaveContentDraft,
  useWholeContentChange,
} from '../api/content';
import {
  conflictsOf,
  currentOf,
  editsOf,
  errorsByField,
  groupByPage,
  resolveConflict,
  workingOf,
  type Conflict,
  type ContentField,
  type ContentPage,
  type Language,
  type Working,
} from '../lib/content-editing';
import { tabWords } from '../lib/tab-words';
import { ContentChecklist } from './content-checklist';
import { ContentConflict } from './content-conflict';
import { ContentFieldEditor, inputId } from './content-field-editor';
import { ContentHistory } from './content-history';
import { ChangeAnnouncement } from './change-announcement';
import { ContentPreview, type ContentPreviewProps } from './content-preview';
import { PhotosEditor } from './photos-editor';
import { contentPreviewCopy } from '@riviera/content/en/admin/content-preview';
import './content-tab.css';

/** The guest page each of the tab's pages previews (the mails are no page). */
const GUEST_PAGE_ADDRESS: Record<ContentPage, string | null> = {
  home: '/',
  events: '/events',
  accommodations: '/accommodations',
  info: '/info',
  travel: '/travel',
  questions: '/faq',
  mails: null,
  photos: '/',
};

/** The preview draws a whole page: only when the host asks for it. */
function PreviewToggle(props: ContentPreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? contentPreviewCopy.close : contentPreviewCopy.open}
      </button>
      {open ? <ContentPreview {...props} /> : null}
    </>
  );
}

/** What a publish changed, for what is shown after it (the time change's announcement, ADR 080). */
interface PublishedChange {
  message: string;
  /** The keys that had a draft when the host published. */
  keys: string[];
}

export interface ContentTabProps {
  token: string;
}

/**
 * The hosts' Content tab (DESIGN 3.7, ADR 076, 080): the checklist of placeholders, the fields page
 * by page in English and French, a page's edits saved as one draft, discard, publish, a conflict
 * with another host's save shown side by side, and the history. See the feature's README.
 */
export default function ContentTab({ token }: ContentTabProps) {
  const words = tabWords();
  const queryClient = useQueryClient();
  const fieldsQuery = useContentFields(token);
  const history = useContentHistory(token);
  // The preview and the ready announcement are this chunk's own (DESIGN 3.7, ADR 079).
  const preview = (page: ContentPage) => {
    const address = GUEST_PAGE_ADDRESS[page];
    return address ? (
      <PreviewToggle token={token} page={address} pageName={words.pages[page] ?? page} />
    ) : null;
  };
  const latest = history.data?.[0];
  const save = useSaveContentDraft(token, words.saveFailed);
  const whole = useWholeContentChange(token, {
    discard: words.discardFailed,
    publish: words.publishFailed,
    restore: words.history.restoreFailed,
  });
  const wide = useMediaQuery('(min-width: 768px)');
  const [page, setPage] = useState<ContentPage>('home');
  const [overrides, setOverrides] = useState<Working>({});
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [published, setPublished] = useState<PublishedChange | null>(null);

  const fields = useMemo(() => fieldsQuery.data ?? [], [fieldsQuery.data]);
  const groups = useMemo(() => groupByPage(fields), [fields]);
  const pageFields = groups.find((group) => group.page === page)?.fields ?? [];
  const working = (list: readonly ContentField[]) => ({ ...workingOf(list), ...overrides });
  const pageEdits = editsOf(pageFields, working(pageFields));
  const unsaved = editsOf(fields, working(fields)).length > 0;
  const placed = errorsByField(errors, pageFields);

  if (fieldsQuery.isError)
    return (
      <div className="admin-error-box" role="alert">
        <p>{words.loadFailed}</p>
        <button type="button" className="button" onClick={() => void fieldsQuery.refetch()}>
          {words.retry}
        </button>
      </div>
    );
  if (!fieldsQuery.data)
    return (
      <p className="admin-loading" role="status">
        {words.loading}
      </p>
    );

  const clearMessages = () => {
    setErrors([]);
    setFailure('');
    setStatus('');
    setConflicts([]);
  };
  const choosePage = (next: ContentPage) => {
    setPage(next);
    setErrors([]);
    setFailure('');
    setConflicts([]);
  };
  const change = (field: ContentField, lang: Language, value: string) =>
    setOverrides((before) => {
      const base = before[field.key] ?? { ...currentOf(field), baseVersion: field.version };
      const next = { ...base, [lang]: value };
      if (!field.translated) next.fr = next.en;
      return { ...before, [field.key]: next };
    });

  const saveDraft = async () => {
    clearMessages();
    if (pageEdits.length === 0) {
      setStatus(words.nothingChanged);
      return;
    }
    const typed = working(pageFields);
    // A lost connection rejects (a refused session is the session's to handle): nothing was saved.
    const outcome = await save.mutateAsync(pageEdits).catch(() => null);
    if (!outcome) {
      setFailure(words.saveFailed);
      return;
    }
    if (outcome.ok) {
      const saved = new Set(pageEdits.map((edit) => edit.key));
      setOverrides((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !saved.has(key))));
      setStatus(outcome.message);
      return;
    }
    setFailure(outcome.message);
    const fresh = await freshContentFields(queryClient, token).catch(() => undefined);
    const found = fresh ? conflictsOf(pageEdits, fresh, typed) : [];
    setConflicts(found);
    setErrors(found.length ? [] : outcome.errors);
  };

  const choose = (conflict: Conflict, choice: 'theirs' | 'mine') => {
    setOverrides((before) => resolveConflict({ ...working(pageFields), ...before }, conflict, choice));
    setConflicts((before) => before.filter((item) => item.key !== conflict.key));
    if (conflicts.length <= 1) setFailure('');
  };

  const runWhole = async (kind: 'publish' | 'discard') => {
    setConfirmError(null);
    const drafted = fields
      .filter((field) => field.draftEn !== null || field.draftFr !== null)
      .map((f) => f.key);
    const outcome = await whole.mutateAsync({ kind }).catch(() => null);
    if (!outcome?.ok) {
      setConfirmError(outcome?.message ?? (kind === 'publish' ? words.publishFailed : words.discardFailed));
      return;
    }
    setConfirm(null);
    clearMessages();
    if (kind === 'discard') setOverrides({});
    setPublished(kind === 'publish' ? { message: outcome.message, keys: drafted } : null);
    setStatus(outcome.message);
  };

  const restore = async (version: number) => {
    clearMessages();
    setPublished(null);
    const outcome = await whole.mutateAsync({ kind: 'restore', version }).catch(() => null);
    if (!outcome?.ok) {
      setFailure(outcome?.message ?? words.history.restoreFailed);
      return;
    }
    setOverrides({});
    setStatus(outcome.message);
  };

  const languages: Language[] = wide ? ['en', 'fr'] : [language];
  const pageName = (name: string) => words.pages[name] ?? name;

  return (
    <div className="content-tab">
      <h2 className="content-tab__heading">{words.heading}</h2>
      <p className="admin-hint">{words.intro}</p>
      <ContentChecklist
        fields={fields}
        words={words}
        onGoTo={(field) => {
          // The field's page is drawn first, then its input takes the focus.
          flushSync(() => {
            choosePage(field.page as ContentPage);
            setLanguage('en');
          });
          const target = document.getElementById(inputId(field.key, 'en'));
          target?.scrollIntoView({ block: 'center' });
          target?.focus();
        }}
      />

      <nav className="content-pages" aria-label={words.pagesLabel}>
        {groups.map((group) => (
          <button
            key={group.page}
            type="button"
            className="button button-quiet content-page-button"
            aria-pressed={group.page === page}
            onClick={() => choosePage(group.page)}
          >
            {pageName(group.page)}
          </button>
        ))}
      </nav>

      <section className="admin-section content-page" aria-labelledby="content-page-heading">
        <div className="content-page__head">
          <h3 id="content-page-heading">{pageName(page)}</h3>
          {/* The page's Preview button and frame mount here (DESIGN 3.7, content-preview.tsx). */}
          <div className="content-page__preview">{preview(page)}</div>
        </div>
        {page === 'mails' ? <p className="admin-hint">{words.mailsHint}</p> : null}
        {!wide && page !== 'photos' && pageFields.some((field) => field.translated) ? (
          <fieldset className="admin-fieldset content-language-switch">
            <legend>{words.languageSwitch}</legend>
            {(['en', 'fr'] as const).map((choice) => (
              <label key={choice} className="admin-radio">
                <input
                  type="radio"
                  name="content-language"
                  value={choice}
                  checked={language === choice}
                  onChange={() => setLanguage(choice)}
                />{' '}
                {choice === 'en' ? words.english : words.french}
              </label>
            ))}
          </fieldset>
        ) : null}
        {conflicts.map((conflict) => (
          <ContentConflict
            key={conflict.key}
            conflict={conflict}
            words={words}
            onChoose={(choice) => choose(conflict, choice)}
          />
        ))}
        {page === 'photos' ? (
          <PhotosEditor
            token={token}
            fields={pageFields}
            valueOf={(field) => (working([field])[field.key] ?? currentOf(field)).en}
            onChange={(field, value) => change(field, 'en', value)}
          />
        ) : null}
        <div className="content-fields">
          {(page === 'photos' ? [] : pageFields).map((field) => (
            <ContentFieldEditor
              key={field.key}
              field={field}
              value={working([field])[field.key] ?? currentOf(field)}
              errors={placed.byField.get(field.key)}
              languages={languages}
              words={words}
              onChange={(lang, value) => change(field, lang, value)}
            />
          ))}
        </div>
        <div className="content-actions">
          {failure ? (
            <p className="admin-error" role="alert">
              {failure}
            </p>
          ) : null}
          <ErrorList errors={placed.other} />
          <p className="admin-hint" role="status" aria-live="polite">
            {status}
          </p>
          {unsaved ? <p className="admin-hint">{words.unsaved}</p> : null}
          <div className="admin-dialog-actions">
            <button
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => void saveDraft()}
            >
              {save.isPending ? words.saving : words.save}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={unsaved || whole.isPending}
              onClick={() => {
                setConfirmError(null);
                setConfirm('publish');
              }}
            >
              {words.publish}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={whole.isPending}
              onClick={() => {
                setConfirmError(null);
                setConfirm('discard');
              }}
            >
              {words.discard}
            </button>
          </div>
        </div>
        {published && (latest?.announcementEn || latest?.announcementFr) ? (
          // The ready announcement of a publish that moved an event (DESIGN 3.7, ADR 079).
          <section className="content-after-publish" aria-label={words.afterPublishArea}>
            <ChangeAnnouncement
              announcementEn={latest.announcementEn ?? null}
              announcementFr={latest.announcementFr ?? null}
            />
          </section>
        ) : null}
      </section>

      <ContentHistory
        versions={history.data}
        fields={fields}
        words={words}
        pending={whole.isPending || unsaved}
        onRestore={(version) => void restore(version)}
      />

      {confirm ? (
        <ConfirmDialog
          title={confirm === 'publish' ? words.publishTitle : words.discardTitle}
          body={confirm === 'publish' ? words.publishBody : words.discardBody}
          confirmLabel={confirm === 'publish' ? words.publish : words.discard}
          keepLabel={words.cancel}
          error={confirmError}
          pending={whole.isPending}
          onConfirm={() => void runWhole(confirm)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </div>
  );
}
