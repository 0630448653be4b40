import { adminCopy } from '@riviera/content/en/admin';
import { toCsv } from '../../../lib/admin/csv';
import type { ShuttleManifest } from '../api/shuttle-manifest';
import { parisDay, parisClock } from './paris-time';

/** The coach company's sheet: a passenger a line, name, seats and phone; nothing else of a guest. */
export function manifestCsv(manifest: ShuttleManifest): string {
  return toCsv([
    adminCopy.manifest.csvHeader,
    ...manifest.passengers.map((passenger) => [passenger.name, passenger.seats, passenger.phone ?? '']),
  ]);
}

/** "manifest-nice-airport-2026-05-14-1030.csv": the run's start and its departure. */
export function manifestFileName(manifest: ShuttleManifest): string {
  const place = manifest.run.from
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const { departsAt } = manifest.run;
  return `manifest-${place || 'run'}-${parisDay(departsAt)}-${parisClock(departsAt).replace(':', '')}.csv`;
}
