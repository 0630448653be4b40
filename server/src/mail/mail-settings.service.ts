import type { Db, DbOrTx } from '../db/database';
import { lockFor, readSetting, writeSetting } from '../settings/settings.repository';

/** How the hosts hear of answers: a message for each, a daily digest, or not at all. */
export const HOST_NOTIFICATIONS = ['each', 'digest', 'off'] as const;
export type HostNotifications = (typeof HOST_NOTIFICATIONS)[number];

const NOTIFICATIONS_KEY = 'host_notifications';
const DIGEST_KEY = 'host_digest_sent_at';

const isHostNotifications = (value: unknown): value is HostNotifications =>
  typeof value === 'string' && (HOST_NOTIFICATIONS as readonly string[]).includes(value);

/** The hosts' choice in the admin area; a message for each answer until they choose. */
export async function hostNotifications(db: DbOrTx): Promise<HostNotifications> {
  const value = await readSetting(db, NOTIFICATIONS_KEY);
  return isHostNotifications(value) ? value : 'each';
}

export async function setHostNotifications(db: DbOrTx, value: HostNotifications): Promise<void> {
  await writeSetting(db, NOTIFICATIONS_KEY, value);
}

/** When the last digest covered answers up to; the epoch before the first. */
export async function lastDigestAt(db: DbOrTx): Promise<Date> {
  const value = await readSetting(db, DIGEST_KEY);
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : new Date(0);
}

export async function setLastDigestAt(db: DbOrTx, at: Date): Promise<void> {
  await writeSetting(db, DIGEST_KEY, at.toISOString());
}

/**
 * The hosts choose how they hear of answers. Choosing the daily digest starts it from now: the first
 * digest comes a day later with the answers since, never the ones they were already told of one by
 * one (or chose not to hear of). Choosing it again while it is already on changes nothing. Under the
 * digest's lock, so a digest being written waits for the choice, or the choice for the digest.
 */
export async function chooseHostNotifications(
  db: Db,
  value: HostNotifications,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockFor(trx, 'host-digest');
    const before = await hostNotifications(trx);
    await setHostNotifications(trx, value);
    if (value === 'digest' && before !== 'digest') await setLastDigestAt(trx, now);
  });
}
