import { adminCopy } from '@riviera/content/en/admin';
import { datedFileName, downloadText } from '../../../lib/admin/download';
import { formatDateTime } from '../../../lib/admin/format';
import type { CatererReportFieldsFragment } from '../../../lib/graphql/operations.generated';
import type { AdminRsvp } from '../api/get-admin-rsvps';
import { useCatererReport, useExportCatererSheets } from '../api/caterer-report';
import { catererCsv, rsvpsCsv } from '../lib/csv-exports';

const copy = adminCopy.files;

/** The RSVPs as a CSV file, as the tab lists them. */
export function RsvpsCsvButton({ rsvps }: { rsvps: readonly AdminRsvp[] }) {
  return (
    <button
      type="button"
      className="button button-quiet"
      onClick={() => downloadText(datedFileName('rsvps'), rsvpsCsv(rsvps))}
    >
      {copy.rsvpsCsv}
    </button>
  );
}

/** The caterer's sheets as a CSV file, remembered on the server as what the caterer now knows. */
export function CatererCsvButton({ token, onNotice }: { token: string; onNotice(message: string): void }) {
  const exportSheets = useExportCatererSheets(token);
  const download = () =>
    exportSheets.mutate(undefined, {
      onSuccess: (exported) => downloadText(datedFileName('caterer-sheets'), catererCsv(exported.sheets)),
      onError: () => onNotice(copy.exportFailed),
    });
  return (
    <button
      type="button"
      className="button button-quiet"
      disabled={exportSheets.isPending}
      onClick={download}
    >
      {copy.catererCsv}
    </button>
  );
}

function changeSentence(change: CatererReportFieldsFragment['changes'][number]): string {
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

/** What changed for the caterer since the sheets were last exported. */
export function CatererChanges({ token }: { token: string }) {
  const report = useCatererReport(token);
  return (
    <>
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
    </>
  );
}
