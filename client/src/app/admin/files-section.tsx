import { adminCopy } from '@riviera/content/en/admin';
import { GuestsCsvButton } from '../../features/guests/components/guests-csv-button';
import { ImportPanel } from '../../features/guests/components/import-panel';
import type { Guest } from '../../features/guests/api/guest-cache';
import type { AdminRsvp } from '../../features/reports/api/get-admin-rsvps';
import {
  CatererChanges,
  CatererCsvButton,
  RsvpsCsvButton,
} from '../../features/reports/components/report-files';

const copy = adminCopy.files;

interface FilesSectionProps {
  token: string;
  guests: Guest[];
  rsvps: AdminRsvp[];
  onNotice(message: string): void;
}

/** Export CSV (guests, RSVPs, caterer sheets), what changed for the caterer, and the import. */
export function FilesSection({ token, guests, rsvps, onNotice }: FilesSectionProps) {
  return (
    <section className="admin-section" aria-labelledby="admin-files-heading">
      <h2 id="admin-files-heading">{copy.heading}</h2>
      <div className="admin-files">
        <div>
          <h3>{copy.exportHeading}</h3>
          <p>{copy.exportIntro}</p>
          <div className="admin-buttons">
            <GuestsCsvButton guests={guests} />
            <RsvpsCsvButton rsvps={rsvps} />
            <CatererCsvButton token={token} onNotice={onNotice} />
          </div>
          <CatererChanges token={token} />
        </div>
        <ImportPanel token={token} existingNames={guests.map((guest) => guest.name)} onNotice={onNotice} />
      </div>
    </section>
  );
}
