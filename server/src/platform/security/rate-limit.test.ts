import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/database';
import { createLogger } from '../logger';
import { useTestDatabase } from '../test/database';
import { guestMessages } from '@riviera/contract';
import {
  boundedKey,
  createThrottle,
  startThrottleSweeper,
  sweepExpiredThrottles,
  waitDuration,
} from './rate-limit';

const { url, db } = await useTestDatabase();
const pool = createPool(url, createLogger('silent'), 2);
afterAll(() => pool.end());

describe('a throttle kept in PostgreSQL', () => {
  it('lets the allowed attempts through, then refuses with a sentence saying how long to wait', async () => {
    const throttle = createThrottle(pool, {
      name: 'test',
      points: 3,
      windowSeconds: 600,
      message: 'Too many attempts. Please wait {wait} and try again.',
    });
    for (let i = 0; i < 3; i += 1) expect(await throttle.consume('198.51.100.7')).toBeUndefined();
    const refusal = await throttle.consume('198.51.100.7');
    expect(refusal).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(590);
    // Another address is not affected, and the counter is a row in the database.
    await throttle.consume('198.51.100.8');
    const row = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', 'test:198.51.100.7')
      .executeTakeFirst();
    expect(row?.points).toBe(4);
  });

  it('holds across a new throttle object (a restarted server) and forgets a key on reset', async () => {
    const options = { name: 'restart', points: 1, windowSeconds: 60, message: 'Wait {wait}.' };
    await createThrottle(pool, options).consume('k');
    const afterRestart = createThrottle(pool, options);
    expect((await afterRestart.consume('k'))?.message).toBe('Wait 1 minute.');
    await afterRestart.reset('k');
    await expect(afterRestart.consume('k')).resolves.toBeUndefined();
  });
});

describe('a throttle for the guests', () => {
  it('refuses in the guest’s language, with the wait in its words', async () => {
    const throttle = createThrottle(pool, {
      name: 'language',
      points: 1,
      windowSeconds: 45,
      message: (language) => guestMessages(language).lookup.tooMany,
    });
    await throttle.consume('198.51.100.20', 1, 'fr');
    const french = await throttle.consume('198.51.100.20', 1, 'fr');
    expect(french?.message).toMatch(
      /^Trop de recherches depuis votre connexion\. Merci de patienter \d+\u00a0secondes avant de réessayer\.$/,
    );
    const english = await throttle.consume('198.51.100.20', 1, 'en');
    expect(english?.message).toMatch(
      /^Too many lookups from your connection\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('says a wait of one in the singular, in both languages', () => {
    expect(waitDuration(1000, 'en')).toBe('1 second');
    // French keeps the number and its unit together with a no-break space.
    expect(waitDuration(1000, 'fr')).toBe('1\u00a0seconde');
    expect(waitDuration(61_000, 'fr')).toBe('2\u00a0minutes');
    expect(waitDuration(900_000, 'en')).toBe('15 minutes');
  });
});

describe('the counters table', () => {
  it('stores a long key as its hash, so any key fits', async () => {
    const throttle = createThrottle(pool, {
      name: 'long',
      points: 5,
      windowSeconds: 60,
      message: 'Wait {wait}.',
    });
    const key = `name:${'é'.repeat(300)}`;
    await throttle.consume(key);
    const row = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', `long:${boundedKey(key)}`)
      .executeTakeFirst();
    expect(row?.points).toBe(1);
    expect(boundedKey(key)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('deletes the counters whose window has ended, and only those', async () => {
    const now = Date.now();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'sweep:old', points: 3, expire: now - 1000 },
        { key: 'sweep:live', points: 3, expire: now + 60_000 },
      ])
      .execute();
    expect(await sweepExpiredThrottles(pool, now)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('rate_limits').select('key').where('key', 'like', 'sweep:%').execute();
    expect(left.map((row) => row.key)).toEqual(['sweep:live']);
  });
});

describe('the server’s sweeper', () => {
  it('deletes expired counters as it starts and again at each interval', async () => {
    const expired = (key: string) => ({ key, points: 1, expire: Date.now() - 1000 });
    await db.insertInto('rate_limits').values(expired('sweeper:first')).execute();
    const left = async (key: string) =>
      (await db.selectFrom('rate_limits').select('key').where('key', '=', key).execute()).length;
    const stop = startThrottleSweeper(pool, createLogger('silent'), 200);
    try {
      // Bounded: at most 100 looks, 50 ms apart.
      for (let i = 0; i < 100 && (await left('sweeper:first')) > 0; i += 1) await pause(50);
      expect(await left('sweeper:first')).toBe(0);
      await db.insertInto('rate_limits').values(expired('sweeper:later')).execute();
      for (let i = 0; i < 100 && (await left('sweeper:later')) > 0; i += 1) await pause(50);
      expect(await left('sweeper:later')).toBe(0);
    } finally {
      stop();
    }
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
