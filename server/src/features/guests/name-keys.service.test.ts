import { lookupKey } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { readSetting, writeSetting } from '../../platform/settings/settings.repository';
import { useTestDatabase } from '../../platform/test/database';
import { NAME_KEYS_VERSION, storedNameKeys } from './name-keys';
import { refreshNameKeys } from './name-keys.service';

const { db } = await useTestDatabase();

describe('name keys computed again at start-up', () => {
  it('gives guests stored by the previous version the readings added since', async () => {
    // As the previous version (3) stored her: her name as written, no other order.
    await db
      .insertInto('guests')
      .values({ name: 'Nagy Péter', invitation_code: 'NAGYPT', lookup_keys: ['nagy|peter'] })
      .execute();
    await writeSetting(db, 'name_keys_version', 3);

    expect(await refreshNameKeys(db)).toBe(1);

    const row = await db
      .selectFrom('guests')
      .select('lookup_keys')
      .where('invitation_code', '=', 'NAGYPT')
      .executeTakeFirstOrThrow();
    expect(row.lookup_keys).toEqual(storedNameKeys('Nagy Péter'));
    expect(row.lookup_keys).toContain(lookupKey('Péter', 'Nagy'));
    expect(await readSetting(db, 'name_keys_version')).toBe(NAME_KEYS_VERSION);
    // Once current, a later start leaves them alone.
    expect(await refreshNameKeys(db)).toBe(0);
  });
});
