import type { ContentTabCopy } from '@riviera/content/en/admin/content';
import type { ContentHistoryQuery } from '../../../lib/graphql/operations.generated';
import type { ContentField } from '../lib/content-editing';

interface ContentHistoryProps {
  versions: ContentHistoryQuery['contentHistory'] | undefined;
  fields: readonly ContentField[];
  words: ContentTabCopy;
  pending: boolean;
  onRestore(version: number): void;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

/** Every publish, newest first, with the fields it changed; any one restored as the draft (ADR 076). */
export function ContentHistory({ versions, fields, words, pending, onRestore }: ContentHistoryProps) {
  const labels = new Map(fields.map((field) => [field.key, field.label]));
  const copy = words.history;
  return (
    <section className="admin-section content-history" aria-labelledby="content-history-heading">
      <h3 id="content-history-heading">{copy.heading}</h3>
      <p className="admin-hint">{copy.intro}</p>
      {versions && versions.length === 0 ? <p className="admin-empty">{copy.none}</p> : null}
      {versions?.length ? (
        <ol className="content-versions" aria-labelledby="content-history-heading">
          {versions.map((version) => (
            <li key={version.version} className="content-version">
              <p className="content-version__title">
                {copy.version(version.version, when(version.publishedAt))}
              </p>
              <p className="admin-hint">{copy.changed(version.keys.length)}</p>
              <ul className="content-version__keys">
                {version.keys.map((key) => (
                  <li key={key}>{labels.get(key) ?? key}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button button-quiet"
                aria-label={copy.restoreVersion(version.version)}
                disabled={pending}
                onClick={() => onRestore(version.version)}
              >
                {copy.restore}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
