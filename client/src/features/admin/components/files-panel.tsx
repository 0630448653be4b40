import { adminCopy } from '@riviera/content/en/admin';
import { useCatererReport, useExportCatererSheets } from '../api/caterer-report';
import type { AdminRsvp, CatererChange, Guest } from '../api/types';
import { catererCsv, guestsCsv, rsvpsCsv } from '../lib/csv-exports';
import { datedFileName, downloadText } from '../lib/download';
import { formatDateTime } from '../lib/format';
import { ImportPanel } from './import-panel';

interface FilesPanelProps {
  token: string;
  guests: Guest[];
  rsvps: AdminRsvp[];
  onNotice(message: string): void;
}

const copy = adminCopy.files;

function changeSentence(change: CatererChange): string {
  const event = adminCopy.events[change.event].toLowerCase();
  switch (change.kind) {
    case 'JOINED':
      return copy.change.joined(change.name, event);
    case 'LEFT':
      return copy.change.left(change.name, event);
    case 'ENTREE':
      return copy.change.entree(change.name, change.before ?? '—', change.after ?? '—');
    case 'ALLERGIES':
      return copy.change.allergies(change.name, change.after ?? '');
  }
}

/** Export CSV (guests, RSVPs, caterer sheets), what changed for the caterer, and the import. */
export function FilesPanel({ token, guests, rsvps, onNotice }: FilesPanelProps) {
  const report = useCatererReport(token);
  const exportSheets = useExportCatererSheets(token);
  const downloadCaterer = () =>
    exportSheets.mutate(undefined, {
      onSuccess: (exported) => downloadText(datedFileName('caterer-sheets'), catererCsv(exported.sheets)),
      onError: () => onNotice(copy.exportFailed),
    });
  return (
    <section className="admin-section" aria-labelledby="admin-files-heading">
      <h2 id="admin-files-heading">{copy.heading}</h2>
      <div className="admin-files">
        <div>
          <h3>{copy.exportHeading}</h3>
          <p>{copy.exportIntro}</p>
          <div className="admin-buttons">
            <button
              type="button"
              className="button button-quiet"
              onClick={() => downloadText(datedFileName('guests'), guestsCsv(guests))}
            >
              {copy.guestsCsv}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => downloadText(datedFileName('rsvps'), rsvpsCsv(rsvps))}
            >
              {copy.rsvpsCsv}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={exportSheets.isPending}
              onClick={downloadCaterer}
            >
              {copy.catererCsv}
            </button>
          </div>
          <h4>{copy.changesHeading}</h4>
          {report.data ? (
            report.data.lastExportedAt ? (
              <>
                <p>{copy.exportedAt(formatDateTime(report.data.lastExportedAt))}</p>
                {report.data.changes.length === 0 ? (
                  <p>{copy.noChanges}</p>
                ) : (
                  <ul className="admin-changes">
                    {report.data.changes.map((change) => (
                      <li key={`${change.event}/${change.name}/${change.kind}`}>{changeSentence(change)}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p>{copy.neverExported}</p>
            )
          ) : null}
        </div>
        <ImportPanel token={token} onNotice={onNotice} />
      </div>
    </section>
  );
}
