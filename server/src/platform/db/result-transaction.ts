import type { Transaction } from 'kysely';
import type { Result } from '../result';
import type { Db } from './database';
import type { DB } from './database.types';

/**
 * Runs `work` in one transaction that commits a value and rolls back a refusal, so a service can
 * refuse half-way through (an import whose tenth guest finds no free invitation code) with a value,
 * as every service refuses, and still keep none of what it wrote before. A throw (a bug) rolls back
 * too and goes on up.
 */
export async function inResultTransaction<T>(
  db: Db,
  work: (trx: Transaction<DB>) => Promise<Result<T>>,
): Promise<Result<T>> {
  const trx = await db.startTransaction().execute();
  let result: Result<T>;
  try {
    result = await work(trx);
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  await (result.ok ? trx.commit() : trx.rollback()).execute();
  return result;
}
