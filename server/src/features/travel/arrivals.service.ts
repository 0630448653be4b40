import { zonedIso, type Api } from '@riviera/contract';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { DbOrTx } from '../../platform/db/database';
import { arrivalRows } from './travel.repository';

const WINDOW_MS = 30 * 60_000;

/**
 * The start of the 30-minute window of Paris time an instant falls in. Paris is a whole number of
 * hours from UTC, summer and winter, so its half-hours begin where UTC's do: flooring the instant
 * is flooring the wall clock, and it stays right across midnight and across the changes of the
 * clocks (the hour of late October that happens twice is two pairs of windows, one per offset).
 */
export function windowStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);
}

/** Arrivals grouped in the windows they fall in, earliest first, with parties and people counted. */
export function arrivalWindows(
  rows: ReadonlyArray<{ arrival_at: Date; people: number }>,
): Api.ArrivalWindow[] {
  const windows = new Map<number, { parties: number; people: number }>();
  for (const { arrival_at: at, people } of rows) {
    const start = windowStart(at).getTime();
    const window = windows.get(start) ?? { parties: 0, people: 0 };
    windows.set(start, { parties: window.parties + 1, people: window.people + people });
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, counts]) => ({ start: zonedIso(new Date(start), weddingTimeZone), ...counts }));
}

/** `arrivals`: the hosts' board, from every party's arrival. */
export async function arrivals(db: DbOrTx): Promise<Api.ArrivalWindow[]> {
  return arrivalWindows(await arrivalRows(db));
}
