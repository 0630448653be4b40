import type { ContentTabCopy } from '@riviera/content/en/admin/content';
import type { Conflict } from '../lib/content-editing';

interface ContentConflictProps {
  conflict: Conflict;
  words: ContentTabCopy;
  onChoose(choice: 'theirs' | 'mine'): void;
}

/** The rich fields' markup shown as the words a host reads, not as tags. */
const asText = (value: string) =>
  value
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * Another host saved the field since this one opened it (ADR 076's `baseVersion`, ADR 080): both
 * texts side by side, and the host takes theirs or keeps their own; nothing is overwritten unseen.
 */
export function ContentConflict({ conflict, words, onChoose }: ContentConflictProps) {
  const headingId = `content-conflict-${conflict.key}`;
  const text = (values: { en: string; fr: string }) =>
    conflict.translated ? (
      <>
        <p lang="en">
          <span className="content-conflict__language">{words.english}: </span>
          {asText(values.en)}
        </p>
        <p lang="fr">
          <span className="content-conflict__language">{words.french}: </span>
          {asText(values.fr)}
        </p>
      </>
    ) : (
      <p>{asText(values.en)}</p>
    );
  return (
    <section className="content-conflict" aria-labelledby={headingId}>
      <h4 id={headingId}>{words.conflict.heading(conflict.label)}</h4>
      <p className="admin-hint">{words.conflict.intro}</p>
      <div className="content-conflict__texts">
        <div className="content-conflict__text" aria-label={words.conflict.theirs} role="group">
          <h5>{words.conflict.theirs}</h5>
          {text(conflict.theirs)}
        </div>
        <div className="content-conflict__text" aria-label={words.conflict.mine} role="group">
          <h5>{words.conflict.mine}</h5>
          {text(conflict.mine)}
        </div>
      </div>
      <div className="admin-dialog-actions">
        <button type="button" className="button" onClick={() => onChoose('theirs')}>
          {words.conflict.takeTheirs}
        </button>
        <button type="button" className="button button-quiet" onClick={() => onChoose('mine')}>
          {words.conflict.keepMine}
        </button>
      </div>
    </section>
  );
}
