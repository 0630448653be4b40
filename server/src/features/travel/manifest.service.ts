import type { Api } from '@riviera/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { isGuestId } from '../guests';
import {
  findRun,
  insertManifestExport,
  lastManifestExport,
  lockRuns,
  manifestRows,
  type ManifestMember,
} from './shuttle.repository';
import { runOf } from './travel-row';

/**
 * A run's manifest for the coach company (ADR 050): who rides it and, as the caterer's
 * sheets do for entrées, what changed since it was last exported. Each export is a row of
 * `shuttle_manifest_exports` (migration 0033) with the passengers as they were sent.
 */

/** A passenger as remembered by an export: the party is what makes them the same passenger later. */
const exportedSchema = z.array(
  z.object({ partyId: z.string(), name: z.string(), seats: z.number().int(), phone: z.string().nullable() }),
);
type Exported = z.infer<typeof exportedSchema>[number];

type Change = Api.ShuttleManifest['changes'][number];

/** Who was added, who was removed and whose seats changed between an export and now, by name. */
export function manifestChanges(before: readonly Exported[], now: readonly Exported[]): Change[] {
  const previous = new Map(before.map((passenger) => [passenger.partyId, passenger]));
  const current = new Set(now.map((passenger) => passenger.partyId));
  const changes: Change[] = [];
  for (const passenger of now) {
    const old = previous.get(passenger.partyId);
    if (!old) changes.push({ name: passenger.name, kind: 'ADDED', before: null, after: passenger.seats });
    else if (old.seats !== passenger.seats)
      changes.push({ name: passenger.name, kind: 'SEATS', before: old.seats, after: passenger.seats });
  }
  for (const passenger of before) {
    if (!current.has(passenger.partyId))
      changes.push({ name: passenger.name, kind: 'REMOVED', before: passenger.seats, after: null });
  }
  return changes.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/**
 * The party's mobile numbers, the lead's first (DESIGN 3.5): a number another member gave is
 * followed by their name, so the driver knows whom they are calling (ADR 074). Null when none.
 */
export function manifestPhones(members: readonly ManifestMember[]): string | null {
  const [lead] = members;
  const numbers = members.flatMap((member) =>
    member.phone ? [member === lead ? member.phone : `${member.phone} (${member.name})`] : [],
  );
  return numbers.length > 0 ? numbers.join(', ') : null;
}

/** Each party on the run under its lead's name (its first adult), with its seats, by name. */
async function passengersOf(db: DbOrTx, runId: string): Promise<Exported[]> {
  return (await manifestRows(db, runId))
    .map((row) => ({
      partyId: row.party_id,
      name: row.members?.[0]?.name ?? row.party_name,
      seats: row.seats,
      phone: manifestPhones(row.members ?? []),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

async function buildManifest(
  db: DbOrTx,
  runId: string,
): Promise<{ manifest: Api.ShuttleManifest; passengers: Exported[] } | undefined> {
  const run = await findRun(db, runId);
  if (!run) return undefined;
  const passengers = await passengersOf(db, runId);
  const last = await lastManifestExport(db, runId);
  const exported = last ? exportedSchema.safeParse(last.passengers) : undefined;
  const manifest: Api.ShuttleManifest = {
    run: runOf(run),
    passengers: passengers.map(({ name, seats, phone }) => ({ name, seats, phone })),
    lastExportedAt: last ? last.exported_at.toISOString() : null,
    changes: exported?.success ? manifestChanges(exported.data, passengers) : [],
  };
  return { manifest, passengers };
}

/**
 * `shuttleManifest`: only what the driver needs, never an entrée, an allergy or an address. The
 * phone is the party's mobile numbers (DESIGN 3.5), each not the lead's with its holder's name, null when nobody gave one. Undefined for an unknown run.
 */
export async function shuttleManifest(db: DbOrTx, runId: string): Promise<Api.ShuttleManifest | undefined> {
  if (!isGuestId(runId)) return undefined;
  return (await buildManifest(db, runId))?.manifest;
}

/**
 * `exportShuttleManifest`: the manifest the hosts are downloading or printing, remembered as what
 * the coach company now knows, so the next manifest shows only what changed after it. Returns the
 * manifest as it stood before the export (with the changes since the previous one). The run is
 * locked, so two exports at once are recorded one after the other.
 */
export async function exportShuttleManifest(
  db: Db,
  runId: string,
  now = new Date(),
): Promise<Api.ShuttleManifest | undefined> {
  if (!isGuestId(runId)) return undefined;
  return db.transaction().execute(async (trx) => {
    const [locked] = await lockRuns(trx, [runId]);
    if (!locked) return undefined;
    const built = await buildManifest(trx, runId);
    if (!built) return undefined;
    await insertManifestExport(trx, runId, built.passengers, now);
    return built.manifest;
  });
}
