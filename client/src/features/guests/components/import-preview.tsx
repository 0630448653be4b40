import { adminCopy } from '@riviera/content/en/admin';
import type { ImportRow } from '../lib/guest-import';

interface ImportPreviewProps {
  rows: readonly ImportRow[];
  /** Each row's problems, the file's and the server's. */
  problemsOf(row: ImportRow): string[];
  /** Notes that are not refusals (a name already on the list), by row. */
  notes: ReadonlyMap<number, string>;
}

const copy = adminCopy.files;
const columns = adminCopy.guests.columns;
const yesNo = (value: boolean) => (value ? adminCopy.rsvps.yes : adminCopy.rsvps.no);

/**
 * Every row of the file as it will be imported, with what makes a family (its Party, a Child, a
 * guest invited By post: ADR 040); a card per row on a phone (admin.css), as the guest list.
 */
export function ImportPreview({ rows, problemsOf, notes }: ImportPreviewProps) {
  return (
    <div className="admin-scroll" role="region" aria-labelledby="admin-import-caption" tabIndex={0}>
      <table className="admin-table admin-cards" role="table">
        <caption id="admin-import-caption">{copy.previewCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {[
              copy.row,
              columns.name,
              columns.email,
              columns.plusOne,
              adminCopy.guests.party,
              copy.childColumn,
              copy.byPostColumn,
              copy.problems,
            ].map((label) => (
              <th key={label} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const problems = problemsOf(row);
            return (
              <tr key={row.row} role="row" className={problems.length > 0 ? 'admin-row-invalid' : undefined}>
                <td role="cell" data-label={copy.row}>
                  {row.row}
                </td>
                <th scope="row" role="rowheader">
                  {row.input.name}
                </th>
                <td role="cell" data-label={columns.email}>
                  {row.input.email}
                </td>
                <td role="cell" data-label={columns.plusOne}>
                  {row.input.plusOneAllowed
                    ? row.input.plusOneName || adminCopy.rsvps.yes
                    : adminCopy.rsvps.no}
                </td>
                <td role="cell" data-label={adminCopy.guests.party}>
                  {row.input.party ?? adminCopy.party.ownParty}
                </td>
                <td role="cell" data-label={copy.childColumn}>
                  {yesNo(Boolean(row.input.child))}
                </td>
                <td role="cell" data-label={copy.byPostColumn}>
                  {yesNo(Boolean(row.input.byPost))}
                </td>
                <td role="cell" data-label={copy.problems}>
                  {[problems.length > 0 ? problems.join('; ') : copy.ok, notes.get(row.row)]
                    .filter(Boolean)
                    .join('. ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
