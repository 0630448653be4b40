import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { useImportGuests } from '../api/import-guests';
import type { ImportGuestsMutation } from '../../../lib/graphql/operations.generated';
import { ImportPreview } from './import-preview';
import { csvText, readGuestCsv, sameNameNotes, type ImportRow } from '../lib/guest-import';

interface ImportPanelProps {
  token: string;
  /** The names already on the list: a row with one of them gets a note. */
  existingNames: readonly string[];
  onNotice(message: string): void;
}

interface Preview {
  rows: ImportRow[];
  check: ImportGuestsMutation['importGuests'];
}

const copy = adminCopy.files;

/** Choose a CSV, see every row with its problems (checked by the server), import all or nothing. */
export function ImportPanel({ token, existingNames, onNotice }: ImportPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const run = useImportGuests(token);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const reset = () => {
    setPreview(null);
    if (input.current) input.current.value = '';
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setMessage(null);
    if (!file) return;
    const parsed = readGuestCsv(csvText(await file.arrayBuffer()));
    if (!parsed.ok) {
      setMessage(parsed.message);
      return;
    }
    run.mutate(
      { guests: parsed.rows.map((row) => row.input), dryRun: true },
      {
        onSuccess: (check) => {
          setPreview({ rows: parsed.rows, check });
          setMessage(check.message);
        },
        onError: () => setMessage(copy.importFailed),
      },
    );
  };
  const problemsOf = (row: ImportRow) => [
    ...row.errors,
    ...(preview?.check.problems.find((problem) => problem.row === row.row)?.errors ?? []),
  ];
  const notes = useMemo(
    () => (preview ? sameNameNotes(preview.rows, existingNames) : new Map<number, string>()),
    [preview, existingNames],
  );
  const canImport = Boolean(preview?.check.success) && preview?.rows.every((row) => row.errors.length === 0);
  const commit = () => {
    if (!preview) return;
    run.mutate(
      { guests: preview.rows.map((row) => row.input), dryRun: false },
      {
        onSuccess: (result) => {
          setMessage(result.message);
          if (result.success) {
            onNotice(result.message);
            reset();
          }
        },
        onError: () => setMessage(copy.importFailed),
      },
    );
  };

  return (
    <div className="admin-import">
      <h3>{copy.importHeading}</h3>
      <p>{copy.importIntro}</p>
      <div className="admin-field">
        <label htmlFor="admin-import-file">{copy.chooseFile}</label>
        <input
          id="admin-import-file"
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
        />
      </div>
      <p className="admin-import-message" role="status">
        {run.isPending ? copy.checking : message}
      </p>
      {preview ? (
        <>
          <ImportPreview rows={preview.rows} problemsOf={problemsOf} notes={notes} />
          <div className="admin-buttons">
            <button type="button" className="button" disabled={!canImport || run.isPending} onClick={commit}>
              {run.isPending ? copy.importing : copy.importButton(preview.rows.length)}
            </button>
            <button type="button" className="button button-quiet" onClick={reset}>
              {copy.discard}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
