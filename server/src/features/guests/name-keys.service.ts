import type { Db } from '../../platform/db/database';
import { lockFor, readSetting, writeSetting } from '../../platform/settings/settings.repository';
import { listGuestNames, setLookupKeys } from './guest.repository';
import { NAME_KEYS_VERSION, storedNameKeys } from './name-keys';

const SETTING = 'name_keys_version';

/**
 * Computes every guest's name keys again when the way keys are made has changed since they were
 * stored (NAME_KEYS_VERSION), in one transaction at start-up. Returns how many guests were updated.
 */
export async function refreshNameKeys(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, 'riviera name keys');
    if ((await readSetting(trx, SETTING)) === NAME_KEYS_VERSION) return 0;
    const guests = await listGuestNames(trx);
    for (const guest of guests) await setLookupKeys(trx, guest.id, storedNameKeys(guest.name));
    await writeSetting(trx, SETTING, NAME_KEYS_VERSION);
    return guests.length;
  });
}
