import type { DbOrTx } from '../db/database';
import { readSetting, writeSetting } from '../settings/settings.repository';

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
