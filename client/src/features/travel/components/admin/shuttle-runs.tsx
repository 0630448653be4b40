import { adminCopy } from '@riviera/content/en/admin';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/admin/format';
import { useShuttleRuns, type ShuttleRun } from '../../api/shuttle-runs';
import { parisWhen } from '../../lib/paris-time';
import { CancelRun } from './cancel-run';
import { RunForm } from './run-form';

const copy = adminCopy.travel;

/** "Nice airport → Hôtel Welcome, Thu 14 May 2026, 10:30": a run as the dialogs name it. */
export const runName = (run: ShuttleRun) => `${run.from} → ${run.to}, ${parisWhen(run.departsAt)}`;

type Open = { kind: 'add' } | { kind: 'edit' | 'cancel'; run: ShuttleRun } | null;

interface ShuttleRunsProps {
  token: string;
  onNotice(message: string): void;
  onOpenManifest(runId: string): void;
}

/** Every run with its departure in Paris time and its seats taken; add, change, cancel, manifest. */
export function ShuttleRuns({ token, onNotice, onOpenManifest }: ShuttleRunsProps) {
  const runs = useShuttleRuns(token);
  const [open, setOpen] = useState<Open>(null);
  const done = (message: string) => {
    setOpen(null);
    onNotice(message);
  };

  return (
    <section className="admin-section travel-runs" aria-labelledby="travel-runs-heading">
      <div className="travel-section-head">
        <h3 id="travel-runs-heading">{copy.runsHeading}</h3>
        <button type="button" className="button" onClick={() => setOpen({ kind: 'add' })}>
          {copy.addRun}
        </button>
      </div>
      <p className="admin-hint">{copy.runsIntro}</p>
      {runs.isError ? (
        <p className="admin-error" role="alert">
          {copy.loadFailed}
        </p>
      ) : !runs.data ? (
        <p role="status">{copy.loading}</p>
      ) : runs.data.length === 0 ? (
        <p>{copy.noRuns}</p>
      ) : (
        <ul className="travel-run-list">
          {runs.data.map((run) => (
            <li key={run.id} className={run.cancelledAt ? 'travel-run travel-run-cancelled' : 'travel-run'}>
              <p className="travel-run-route">
                {run.from} <span aria-hidden="true">→</span>
                <span className="visually-hidden">{` ${copy.to.toLowerCase()} `}</span> {run.to}
              </p>
              <dl className="travel-run-facts">
                <div>
                  <dt>{copy.departure}</dt>
                  <dd>{parisWhen(run.departsAt)}</dd>
                </div>
                <div>
                  <dt>{copy.seatsTaken}</dt>
                  <dd>
                    {copy.seats(run.seatsTaken, run.capacity)}
                    {!run.cancelledAt && run.seatsTaken >= run.capacity ? ` (${copy.full})` : ''}
                  </dd>
                </div>
              </dl>
              <div className="travel-run-actions">
                {run.cancelledAt ? (
                  <span className="travel-run-status">
                    {copy.cancelledOn(formatDateTime(run.cancelledAt))}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => onOpenManifest(run.id)}
                  aria-label={copy.manifestFor(runName(run))}
                >
                  {copy.manifest}
                </button>
                {run.cancelledAt ? null : (
                  <>
                    <button
                      type="button"
                      className="button button-quiet"
                      onClick={() => setOpen({ kind: 'edit', run })}
                      aria-label={copy.editRun(runName(run))}
                    >
                      {copy.edit}
                    </button>
                    <button
                      type="button"
                      className="button button-quiet button-link-danger"
                      onClick={() => setOpen({ kind: 'cancel', run })}
                      aria-label={copy.cancelRunFull(runName(run))}
                    >
                      {copy.cancelRun}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' ? (
        <RunForm token={token} title={copy.addHeading} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open?.kind === 'edit' ? (
        <RunForm
          token={token}
          run={open.run}
          title={copy.editHeading(runName(open.run))}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelRun
          token={token}
          run={open.run}
          label={runName(open.run)}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
    </section>
  );
}
