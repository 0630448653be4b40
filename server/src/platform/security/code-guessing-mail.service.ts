import type { Db } from '../db/database';
import type { CodeGuessing } from './guest-throttles';
import { lockFor, readSetting, writeSetting } from '../settings/settings.repository';
import { frame, toEachHost } from '../mail/message-frame';
import type { MailConfig } from '../mail/mail-config';
import { mailContent, type MailContent } from '../mail/mail-content';
import { hostsEmail } from '../mail/mail-settings.service';
import { enqueueMessages, type NewMessage } from '../mail/outbox.repository';

const ALERTED_KEY = 'code_guessing_alerted_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The hosts hear that invitation codes are being swept (ADR 069) when the site's wrong codes reach
 * their ceiling: at most once a day, however long the sweep goes on, and only when they have an
 * address. The mail and the day it was sent are one transaction under a lock.
 */
export async function tellHostsOfGuessing(
  db: Db,
  config: MailConfig,
  guessing: CodeGuessing,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, ALERTED_KEY);
    const last = await readSetting(trx, ALERTED_KEY);
    if (typeof last === 'string' && now.getTime() - Date.parse(last) < DAY_MS) return false;
    const hosts = await hostsEmail(trx, config);
    if (hosts.length === 0) return false;
    await enqueueMessages(trx, await hostCodeGuessingMessage(mailContent(), config, hosts, guessing.failed));
    await writeSetting(trx, ALERTED_KEY, now.toISOString(), now);
    return true;
  });
}

/** The hosts are told that someone is sweeping invitation codes, and what the site does (ADR 069). */
async function hostCodeGuessingMessage(
  content: MailContent,
  config: MailConfig,
  hosts: readonly string[],
  failed: number,
): Promise<NewMessage[]> {
  const words = content.copy.hostCodeGuessing;
  const message = frame(content, {
    kind: 'host_notice',
    guestId: null,
    to: hosts[0] ?? '',
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: words.intro(failed) },
      { kind: 'paragraph', text: words.effect },
      { kind: 'button', label: words.adminLinkLabel, url: `${config.siteUrl}/admin` },
    ],
    signature: content.copy.hostSignature,
  });
  return toEachHost(hosts, message);
}
