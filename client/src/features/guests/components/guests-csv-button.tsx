import { adminCopy } from '@riviera/content/en/admin';
import { datedFileName, downloadText } from '../../../lib/admin/download';
import type { Guest } from '../api/guest-cache';
import { guestsCsv } from '../lib/guests-csv';

/** The guest list as a CSV file, with the columns an import reads back first. */
export function GuestsCsvButton({ guests }: { guests: readonly Guest[] }) {
  return (
    <button
      type="button"
      className="button button-quiet"
      onClick={() => downloadText(datedFileName('guests'), guestsCsv(guests))}
    >
      {adminCopy.files.guestsCsv}
    </button>
  );
}
