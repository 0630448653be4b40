import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/database';
import { createLogger } from '../logger';
import { useTestDatabase } from '../test/database';
import { forgetOldCallers, isKnownCaller, rememberCaller } from './code-callers.repository';

/** Where a code was opened from (ADR 069): bounded per code, forgotten with its guest or after months. */
const { url, db } = await useTestDatabase();
const pool = createPool(url, createLogger('silent'), 2);
afterAll(() => pool.end());

async function guestWithCode(code: string): Promise<string> {
  const guest = await db
    .insertInto('guests')
    .values({
      name: `Guest ${code}`,
      email: null,
      invitation_code: code,
      lookup_keys: [`guest|${code.toLowerCase()}`],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return guest.id;
}

const callers = async (code: string) =>
  (await db.selectFrom('code_callers').select('caller_key').where('invitation_code', '=', code).execute())
    .length;

describe('the callers a code was opened from', () => {
  it('knows a network once its code found the guest there, and that code only', async () => {
    await guestWithCode('KNWNA2B3');
    await guestWithCode('KNWNC4D5');
    expect(await isKnownCaller(pool, 'KNWNA2B3', '198.51.100.0/24')).toBe(false);
    await rememberCaller(pool, 'KNWNA2B3', '198.51.100.0/24');
    expect(await isKnownCaller(pool, 'KNWNA2B3', '198.51.100.0/24')).toBe(true);
    expect(await isKnownCaller(pool, 'KNWNC4D5', '198.51.100.0/24')).toBe(false);
    expect(await isKnownCaller(pool, 'KNWNA2B3', '203.0.113.0/24')).toBe(false);
  });

  it('keeps at most 20 callers a code, so a holder of one cannot grow the table', async () => {
    await guestWithCode('MANYE6F7');
    for (let i = 0; i < 30; i += 1) await rememberCaller(pool, 'MANYE6F7', `2001:db8:${i}::/48`);
    expect(await callers('MANYE6F7')).toBe(20);
    // One already known is seen again, however full.
    await rememberCaller(pool, 'MANYE6F7', '2001:db8:0::/48');
    expect(await isKnownCaller(pool, 'MANYE6F7', '2001:db8:29::/48')).toBe(false);
  });

  it('forgets them with their guest, and after 90 days unseen', async () => {
    const id = await guestWithCode('GQNEG8H9');
    await rememberCaller(pool, 'GQNEG8H9', '192.0.2.0/24');
    await db.deleteFrom('guests').where('id', '=', id).execute();
    expect(await callers('GQNEG8H9')).toBe(0);

    await guestWithCode('QWDJK2M3');
    await rememberCaller(pool, 'QWDJK2M3', '192.0.2.0/24');
    await rememberCaller(pool, 'QWDJK2M3', '203.0.113.0/24');
    await sql`UPDATE code_callers SET last_seen = now() - interval '91 days' WHERE caller_key = '192.0.2.0/24'`.execute(
      db,
    );
    expect(await forgetOldCallers(pool)).toBe(1);
    expect(await isKnownCaller(pool, 'QWDJK2M3', '192.0.2.0/24')).toBe(false);
    expect(await isKnownCaller(pool, 'QWDJK2M3', '203.0.113.0/24')).toBe(true);
  });
});
