import { adminCopy } from '@riviera/content/en/admin';
import { useEffect, useRef, useState } from 'react';
import { downloadText } from '../../../../lib/admin/download';
import { formatDateTime } from '../../../../lib/admin/format';
import { usePhoneDisplay } from '../../../../lib/phone-display';
import {
  useExportShuttleManifest,
  useShuttleManifest,
  type ShuttleManifest,
} from '../../api/shuttle-manifest';
import { manifestCsv, manifestFileName } from '../../lib/manifest-csv';
import { parisWhen } from '../../lib/paris-time';
import './travel-admin.css';

const copy = adminCopy.manifest;

function changeSentence(change: ShuttleManifest['changes'][number]): string {
  switch (change.kind) {
    case 'ADDED':
      return copy.change.added(change.name, change.after ?? 0);
    case 'REMOVED':
      return copy.change.removed(change.name, change.before ?? 0);
    case 'SEATS':
      return copy.change.seats(change.name, change.before ?? 0, change.after ?? 0);
  }
}

interface ShuttleManifestPageProps {
  token: string;
  runId: string;
  onBack(): void;
}

/**
 * A run's manifest for the coach company: a sheet that prints clean (admin's print rules hide the
 * rest of the page), a CSV, and what changed since it was last exported. Printing or downloading
 * records the export, as the caterer's CSV does.
 */
export function ShuttleManifestPage({ token, runId, onBack }: ShuttleManifestPageProps) {
  const manifest = useShuttleManifest(token, runId);
  const exportManifest = useExportShuttleManifest(token, runId);
  const [error, setError] = useState<string | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const phoneText = usePhoneDisplay();
  useEffect(() => {
    window.scrollTo({ top: 0 });
    backButton.current?.focus({ preventScroll: true });
  }, []);

  const send = (then: (exported: ShuttleManifest) => void) => {
    setError(null);
    exportManifest.mutate(undefined, { onSuccess: then, onError: () => setError(copy.exportFailed) });
  };
  const data = manifest.data;
  // A run no longer on the list says so in the server's sentence.
  const problem = error ?? (manifest.error instanceof Error ? manifest.error.message : null);
  const totalSeats = data?.passengers.reduce((sum, passenger) => sum + passenger.seats, 0) ?? 0;

  return (
    <section className="travel-manifest" aria-labelledby="travel-manifest-heading">
      <div className="travel-manifest-toolbar">
        <button ref={backButton} type="button" className="button button-quiet" onClick={onBack}>
          {copy.back}
        </button>
        <button
          type="button"
          className="button"
          disabled={!data || exportManifest.isPending}
          onClick={() => send(() => window.print())}
        >
          {copy.print}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={!data || exportManifest.isPending}
          onClick={() => send((exported) => downloadText(manifestFileName(exported), manifestCsv(exported)))}
        >
          {copy.csv}
        </button>
      </div>
      {problem ? (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      ) : null}
      {!data ? (
        manifest.isPending ? (
          <p role="status">{copy.loading}</p>
        ) : null
      ) : (
        <>
          <div className="travel-manifest-sheet">
            <h2 id="travel-manifest-heading">{copy.heading}</h2>
            <p className="travel-manifest-run">{copy.run(data.run.from, data.run.to)}</p>
            <p>{copy.departs(parisWhen(data.run.departsAt))}</p>
            <p>{copy.seatsLine(data.run.seatsTaken, data.run.capacity)}</p>
            {data.run.cancelledAt ? <p className="admin-warning">{copy.cancelled}</p> : null}
            {data.passengers.length === 0 ? (
              <p>{copy.none}</p>
            ) : (
              <table className="travel-manifest-table">
                <caption>{copy.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.name}</th>
                    <th scope="col">{copy.seats}</th>
                    <th scope="col">{copy.phone}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.passengers.map((passenger, index) => (
                    <tr key={`${index}/${passenger.name}`}>
                      <th scope="row">{passenger.name}</th>
                      <td>{passenger.seats}</td>
                      <td>{passenger.phone ? phoneText(passenger.phone) : copy.noPhone}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{copy.total}</th>
                    <td>{totalSeats}</td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            )}
          </div>
          <div className="travel-manifest-changes admin-section">
            <h3>{copy.changesHeading}</h3>
            <p className="admin-hint">{copy.exportNote}</p>
            {data.lastExportedAt ? (
              <>
                <p>{copy.exportedAt(formatDateTime(data.lastExportedAt))}</p>
                {data.changes.length === 0 ? (
                  <p>{copy.noChanges}</p>
                ) : (
                  <ul className="admin-changes">
                    {data.changes.map((change) => (
                      <li key={`${change.name}/${change.kind}`}>{changeSentence(change)}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p>{copy.neverExported}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
