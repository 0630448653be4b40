import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { ShuttleRunRow } from '../../platform/db/rows';

/** A run with the seats every party has taken on it. */
export type RunWithSeats = ShuttleRunRow & { seats_taken: number };

function runsWithSeats(db: DbOrTx) {
  return db
    .selectFrom('shuttle_runs as r')
    .selectAll('r')
    .select(
      sql<number>`coalesce((SELECT sum(s.seats) FROM shuttle_seats s WHERE s.run_id = r.id), 0)::int`.as(
        'seats_taken',
      ),
    );
}

/** Every run in order of departure; the cancelled ones only when asked for. */
export async function listRuns(db: DbOrTx, { cancelled }: { cancelled: boolean }): Promise<RunWithSeats[]> {
  let query = runsWithSeats(db).orderBy('r.departs_at').orderBy('r.id');
  if (!cancelled) query = query.where('r.cancelled_at', 'is', null);
  return query.execute();
}

export async function findRun(db: DbOrTx, id: string): Promise<RunWithSeats | undefined> {
  return runsWithSeats(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Locks runs until the transaction ends, in id order, so two submissions taking seats on the same
 * runs wait for each other instead of deadlocking: the second counts the seats the first took.
 */
export async function lockRuns(db: DbOrTx, ids: readonly string[]): Promise<ShuttleRunRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('shuttle_runs')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The seats taken on these runs by every party but `partyId`, by run id. */
export async function seatsTakenByOthers(
  db: DbOrTx,
  runIds: readonly string[],
  partyId: string,
): Promise<Map<string, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shuttle_seats')
    .select(['run_id', sql<number>`sum(seats)::int`.as('taken')])
    .where('run_id', 'in', [...runIds])
    .where('party_id', '<>', partyId)
    .groupBy('run_id')
    .execute();
  return new Map(rows.map((row) => [row.run_id, row.taken]));
}

export interface RunFields {
  from_place: string;
  to_place: string;
  departs_at: Date;
  capacity: number;
}

export async function insertRun(db: DbOrTx, fields: RunFields): Promise<ShuttleRunRow> {
  return db.insertInto('shuttle_runs').values(fields).returningAll().executeTakeFirstOrThrow();
}

export async function updateRun(db: DbOrTx, id: string, fields: RunFields): Promise<void> {
  await db
    .updateTable('shuttle_runs')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markRunCancelled(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .updateTable('shuttle_runs')
    .set({ cancelled_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** A member of a party on a run, for the manifest: their name, and their mobile if they gave one. */
export interface ManifestMember {
  name: string;
  phone: string | null;
}

/**
 * Who rides a run: each party's seats with the party's name and its members, the lead (its first
 * adult) first, each with the mobile number they gave: one statement however many parties ride.
 */
export async function manifestRows(
  db: DbOrTx,
  runId: string,
): Promise<Array<{ party_id: string; seats: number; party_name: string; members: ManifestMember[] | null }>> {
  return db
    .selectFrom('shuttle_seats as s')
    .innerJoin('parties as p', 'p.id', 's.party_id')
    .select(['s.party_id', 's.seats', 'p.name as party_name'])
    .select(
      sql<
        ManifestMember[] | null
      >`(SELECT json_agg(json_build_object('name', g.name, 'phone', g.phone) ORDER BY g.child, g.created_at, g.id) FROM guests g WHERE g.party_id = s.party_id)`.as(
        'members',
      ),
    )
    .where('s.run_id', '=', runId)
    .execute();
}

/** The adults with an email of every party holding seats on a run: who is told when it is cancelled. */
export async function runPassengers(
  db: DbOrTx,
  runId: string,
): Promise<Array<{ id: string; name: string; email: string; language: string; invitation_code: string }>> {
  const rows = await db
    .selectFrom('shuttle_seats as s')
    .innerJoin('guests as g', 'g.party_id', 's.party_id')
    .select(['g.id', 'g.name', 'g.email', 'g.language', 'g.invitation_code'])
    .where('s.run_id', '=', runId)
    .where('g.child', '=', false)
    .where('g.email', 'is not', null)
    .orderBy('g.name')
    .execute();
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/** The passengers of a run's latest manifest export, and when it was made; none before the first. */
export async function lastManifestExport(
  db: DbOrTx,
  runId: string,
): Promise<{ exported_at: Date; passengers: unknown } | undefined> {
  return db
    .selectFrom('shuttle_manifest_exports')
    .select(['exported_at', 'passengers'])
    .where('run_id', '=', runId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertManifestExport(
  db: DbOrTx,
  runId: string,
  passengers: unknown,
  at: Date,
): Promise<void> {
  await db
    .insertInto('shuttle_manifest_exports')
    .values({ run_id: runId, passengers: JSON.stringify(passengers), exported_at: at })
    .execute();
}
