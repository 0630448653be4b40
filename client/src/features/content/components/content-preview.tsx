import { useId, useState } from 'react';
import { contentPreviewCopy as copy } from '@riviera/content/en/admin/content-preview';
import { useContentPreview } from '../api/content-preview';
import './content-preview.css';

export interface ContentPreviewProps {
  /** The hosts' session token. */
  token: string;
  /** The page's English address: `/`, `/faq`, `/events`; French is the same under /fr. */
  page: string;
  /** What the host calls the page, for the frame's title ("Questions & Contact"). */
  pageName: string;
}

/**
 * A guest page as guests will see it once the drafts are published (ADR 079): the server's own
 * render, in a frame without scripts or rights (`sandbox=""`, `srcdoc`) at a phone's width, with a
 * switch between the English and the French page. For the Content tab to mount.
 */
export function ContentPreview({ token, page, pageName }: ContentPreviewProps) {
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const path = language === 'fr' ? `/fr${page === '/' ? '' : page}` : page;
  const preview = useContentPreview(token, path);
  const headingId = useId();
  const languageName = language === 'fr' ? copy.french : copy.english;
  return (
    <section className="content-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.heading}</h3>
      <p>{copy.lead}</p>
      <fieldset className="content-preview__languages">
        <legend>{copy.languageLegend}</legend>
        {(['en', 'fr'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${headingId}-language`}
              value={value}
              checked={language === value}
              onChange={() => setLanguage(value)}
            />{' '}
            {value === 'fr' ? copy.french : copy.english}
          </label>
        ))}
      </fieldset>
      {preview.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : preview.isError ? (
        <div role="alert">
          <p>{copy.failed}</p>
          <button type="button" className="button" onClick={() => void preview.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : (
        <iframe
          className="content-preview__frame"
          title={copy.frameTitle(pageName, languageName)}
          srcDoc={preview.data}
          sandbox=""
        />
      )}
    </section>
  );
}
