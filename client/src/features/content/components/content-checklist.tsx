import type { ContentTabCopy } from '@riviera/content/en/admin/content';
import { placeholdersOf, type ContentField } from '../lib/content-editing';

interface ContentChecklistProps {
  fields: readonly ContentField[];
  words: ContentTabCopy;
  onGoTo(field: ContentField): void;
}

/** What still holds a placeholder before the invitations go out, each line a way to its field (ADR 080). */
export function ContentChecklist({ fields, words, onGoTo }: ContentChecklistProps) {
  const left = placeholdersOf(fields);
  const copy = words.checklist;
  return (
    <section className="admin-section content-checklist" aria-labelledby="content-checklist-heading">
      <h3 id="content-checklist-heading">{copy.heading}</h3>
      {left.length === 0 ? (
        <p className="content-checklist__done">{copy.done}</p>
      ) : (
        <>
          <p className="admin-hint">{copy.intro}</p>
          <ul>
            {left.map((field) => (
              <li key={field.key}>
                <a
                  href={`#content-field-${field.key}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onGoTo(field);
                  }}
                >
                  {copy.line(words.pages[field.page] ?? field.page, field.label)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
