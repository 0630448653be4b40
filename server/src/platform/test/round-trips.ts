import type pg from 'pg';

/** Counts `client`'s round trips to PostgreSQL: one per ReadyForQuery the server sends back. */
export function countRoundTrips(client: pg.ClientBase): { count: number } {
  const trips = { count: 0 };
  (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
    trips.count += 1;
  });
  return trips;
}
