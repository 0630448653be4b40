import { isHeaderAddress, MAX_EMAIL_LENGTH } from '@riviera/contract';
import type { Db, DbOrTx } from '../db/database';
import { ok, refuse, type Result } from '../result';
import { deleteSetting, lockFor, readSetting, writeSetting } from '../settings/settings.repository';
import type { MailConfig } from './mail-config';

/** How the hosts hear of answers: a message for each, a daily digest, or not at all. */
export const HOST_NOTIFICATIONS = ['each', 'digest', 'off'] as const;
export type HostNotifications = (typeof HOST_NOTIFICATIONS)[number];

const NOTIFICATIONS_KEY = 'host_notifications';
const DIGEST_KEY = 'host_digest_sent_at';
const HOSTS_KEY = 'hosts_email';
/** A couple and a planner or two: more is a mailing list, better kept outside the site. */
export const MAX_HOST_ADDRESSES = 5;

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

const isAddressList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/**
 * Where the hosts are told of answers and where guests' replies go: the addresses the hosts gave in
 * the admin area's Mail tab, else HOSTS_EMAIL from the server's environment.
 */
export async function hostsEmail(db: DbOrTx, config: Pick<MailConfig, 'hosts'>): Promise<readonly string[]> {
  const value = await readSetting(db, HOSTS_KEY);
  return isAddressList(value) ? value : config.hosts;
}

/** Whether the hosts chose their addresses in the admin area (rather than HOSTS_EMAIL). */
export async function hostsEmailChosen(db: DbOrTx): Promise<boolean> {
  return isAddressList(await readSetting(db, HOSTS_KEY));
}

/** The settings that decide who hears of one answer as it comes (hostNoticeAddresses). */
export const HOST_NOTICE_SETTINGS = [NOTIFICATIONS_KEY, HOSTS_KEY] as const;

/**
 * Who hears of one answer as it comes: the hosts' addresses when they chose a message for each.
 * Takes the HOST_NOTICE_SETTINGS as read with the rest of the answer's party (the answer's
 * transaction reads them in the same round trip).
 */
export function hostNoticeAddresses(
  settings: ReadonlyMap<string, unknown>,
  config: Pick<MailConfig, 'hosts'>,
): readonly string[] {
  const choice = settings.get(NOTIFICATIONS_KEY);
  if (isHostNotifications(choice) && choice !== 'each') return [];
  const chosen = settings.get(HOSTS_KEY);
  return isAddressList(chosen) ? chosen : config.hosts;
}

/**
 * The hosts' own addresses, typed in the Mail tab: one to five, separated by commas or lines; an
 * empty list goes back to HOSTS_EMAIL. Refused with a sentence naming the address at fault.
 */
export async function chooseHostsEmail(db: DbOrTx, typed: readonly string[]): Promise<Result<string[]>> {
  const addresses: string[] = [];
  for (const item of typed.flatMap((entry) => entry.split(/[,;\n]/))) {
    const address = item.trim();
    if (!address) continue;
    if (address.length > MAX_EMAIL_LENGTH || !isHeaderAddress(address))
      return refuse(
        'validation',
        `“${address.slice(0, 80)}” is not an email address. Check it and save again.`,
      );
    if (!addresses.some((known) => known.toLowerCase() === address.toLowerCase())) addresses.push(address);
  }
  if (addresses.length > MAX_HOST_ADDRESSES)
    return refuse(
      'validation',
      `Give at most ${MAX_HOST_ADDRESSES} addresses: the site writes to each of them for every answer.`,
    );
  if (addresses.length === 0) await deleteSetting(db, HOSTS_KEY);
  else await writeSetting(db, HOSTS_KEY, addresses);
  return ok(addresses);
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
