import type pg from 'pg';

/**
 * The networks a code has found its guest from (table code_callers, ADR 069): a later use of that
 * code from there is not a guess. A code keeps at most MAX_CALLERS of them, so one who holds a code
 * cannot grow the table from many addresses; each is forgotten after FORGET_DAYS unseen.
 */
const MAX_CALLERS = 20;
const FORGET_DAYS = 90;

/** Whether `code` has found its guest from `callerKey` before. */
export async function isKnownCaller(pool: pg.Pool, code: string, callerKey: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM code_callers WHERE invitation_code = $1 AND caller_key = $2',
    [code, callerKey],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Keeps that `code` found its guest from `callerKey`: a new caller while the code has room, or the
 * day it was last seen (written at most once a day, so a calendar asking every hour writes little).
 */
export async function rememberCaller(pool: pg.Pool, code: string, callerKey: string): Promise<void> {
  await pool.query(
    `INSERT INTO code_callers (invitation_code, caller_key)
     SELECT $1, $2
     WHERE (SELECT count(*) FROM code_callers WHERE invitation_code = $1) < $3
        OR EXISTS (SELECT 1 FROM code_callers WHERE invitation_code = $1 AND caller_key = $2)
     ON CONFLICT (invitation_code, caller_key) DO UPDATE SET last_seen = now()
     WHERE code_callers.last_seen < now() - interval '1 day'`,
    [code, callerKey, MAX_CALLERS],
  );
}

/** Forgets the callers not seen for FORGET_DAYS; returns how many. */
export async function forgetOldCallers(pool: pg.Pool): Promise<number> {
  const result = await pool.query(
    `DELETE FROM code_callers WHERE last_seen < now() - make_interval(days => $1)`,
    [FORGET_DAYS],
  );
  return result.rowCount ?? 0;
}
