import { useId, useState } from 'react';
import { changeAnnouncementCopy as copy } from '@riviera/content/en/admin/change-announcement';

export interface ChangeAnnouncementProps {
  /** `ContentVersion.announcementEn` and `announcementFr`: null when the version moved no event. */
  announcementEn: string | null;
  announcementFr: string | null;
}

/**
 * The ready notice of a publish that moved an event (DESIGN 3.7, ADR 079): both sentences, each
 * with a button that copies it for the Mail tab's notice form (ADR 055). Nothing when the version
 * moved no event. For the Content tab to mount beside a version of its history.
 */
export function ChangeAnnouncement({ announcementEn, announcementFr }: ChangeAnnouncementProps) {
  const headingId = useId();
  const [status, setStatus] = useState<string | null>(null);
  if (!announcementEn && !announcementFr) return null;
  const copyText = (text: string, language: string) => {
    navigator.clipboard.writeText(text).then(
      () => setStatus(copy.copied(language)),
      () => setStatus(copy.copyFailed),
    );
  };
  const lines = [
    { label: copy.english, text: announcementEn, button: copy.copyEnglish, language: 'English' },
    { label: copy.french, text: announcementFr, button: copy.copyFrench, language: 'French' },
  ];
  return (
    <section className="change-announcement" aria-labelledby={headingId}>
      <h4 id={headingId}>{copy.heading}</h4>
      <p>{copy.lead}</p>
      <dl>
        {lines.map((line) =>
          line.text ? (
            <div key={line.language}>
              <dt>{line.label}</dt>
              <dd>
                <p>{line.text}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => copyText(line.text ?? '', line.language)}
                >
                  {line.button}
                </button>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <p role="status">{status}</p>
    </section>
  );
}
