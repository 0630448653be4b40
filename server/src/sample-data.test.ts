import { readFile } from 'node:fs/promises';
import { lookupKey } from '@riviera/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GUESTS_FILE } from './platform/project-paths';
import { useTestDatabase } from './platform/test/database';
import { loadSampleGuests } from './sample-data';

const { db } = await useTestDatabase();
const sample = JSON.parse(await readFile(SAMPLE_GUESTS_FILE, 'utf8')) as Array<{
  name: string;
  plusOneAllowed: boolean;
}>;

describe('the sample guest list', () => {
  it('is varied enough to exercise the lookup: 40+ guests, accents, apostrophes, hyphens, shared names', () => {
    const names = sample.map((guest) => guest.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names.some((name) => /[éèüøåó]/i.test(name))).toBe(true);
    expect(names.some((name) => name.includes("'"))).toBe(true);
    expect(names.some((name) => /\p{L}-\p{L}/u.test(name))).toBe(true);
    expect(names.some((name) => name.split(' ').length >= 4)).toBe(true);
    expect(sample.some((guest) => guest.plusOneAllowed)).toBe(true);
    expect(new Set(names).size).toBe(names.length - 1);
  });

  it('loads once: every guest on the first call, nothing on the next', async () => {
    expect(await loadSampleGuests(db)).toBe(sample.length);
    expect(await loadSampleGuests(db)).toBe(0);
    const { count } = await db
      .selectFrom('guests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(sample.length);
  });

  it('stores lookup keys a guest can be found by, as they would type the name', async () => {
    const find = (first: string, last: string) =>
      db
        .selectFrom('guests')
        .select('name')
        .where(sql<boolean>`lookup_keys @> ARRAY[${lookupKey(first, last)}]::text[]`)
        .execute();
    expect(await find('helene', 'dupont')).toEqual([{ name: 'Hélène Dupont' }]);
    expect(await find('Mary', 'de la Cruz')).toEqual([{ name: 'Mary Anne de la Cruz' }]);
    expect(await find('liam', 'obrien')).toEqual([{ name: "Liam O'Brien" }]);
    expect(await find('jean luc', 'moreau')).toEqual([{ name: 'Jean-Luc Moreau' }]);
    expect(await find('Sophie', 'Martin')).toHaveLength(2);
  });
});
