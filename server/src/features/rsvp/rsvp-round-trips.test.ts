import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/config/env';
import { createPool } from '../../platform/db/database';
import type { DB } from '../../platform/db/database.types';
import { namedStatements } from '../../platform/db/named-statements';
import { createLogger } from '../../platform/logger';
import { mailConfig } from '../../platform/mail/mail-config';
import { useTestDatabase } from '../../platform/test/database';
import { attendingPayload, sampleGuest, startTestApp } from './test/rsvp-test-app';
import { submitRsvp } from './rsvp.service';

const database = await useTestDatabase();
const { db } = database;
await startTestApp(database);
const mail = mailConfig(parseEnv({ NODE_ENV: 'test', HOSTS_EMAIL: 'hosts@example.com' }));

/**
 * A database whose every statement Kysely sends (BEGIN and COMMIT included) is listed, through
 * Kysely's own query log: each one is a round trip to PostgreSQL. Named as the site's are.
 */
function countingDb() {
  const sent: string[] = [];
  const counted = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: namedStatements(createPool(database.url, createLogger('silent'), 1)),
    }),
    log: (event) => {
      sent.push(event.query.sql);
    },
  });
  return { db: counted, sent };
}

const outboxOf = (invitationCode: string) =>
  db
    .selectFrom('outbox')
    .innerJoin('guests', 'guests.id', 'outbox.guest_id')
    .select(['outbox.kind', 'outbox.to_address', 'outbox.next_attempt_at', 'outbox.status'])
    .where('guests.invitation_code', '=', invitationCode)
    .orderBy('outbox.kind')
    .orderBy('outbox.created_at')
    .execute();

describe('an answer and its mail (ADR 053)', () => {
  it('is one transaction of three statements, history, current answer and outbox included', async () => {
    const counting = countingDb();
    const jeanLuc = sampleGuest('Jean-Luc Moreau');
    const now = new Date();
    const first = await submitRsvp(counting.db, attendingPayload(), { now, mail });
    expect(first.ok).toBe(true);
    // The lock, the read and the write between BEGIN and COMMIT: five round trips (ADR 053).
    expect(counting.sent).toHaveLength(5);
    expect(counting.sent[0]).toMatch(/^begin$/i);
    expect(counting.sent[3]).toMatch(/^\s*with submitted as \(/i);
    expect(counting.sent[4]).toMatch(/^commit$/i);
    // A second answer by name an hour apart at most: still five, and the rationing still holds.
    counting.sent.length = 0;
    const second = await submitRsvp(
      counting.db,
      attendingPayload({ message: 'Changed my mind on the brunch' }),
      {
        now,
        mail,
      },
    );
    expect(second.ok).toBe(true);
    expect(counting.sent).toHaveLength(5);
    await counting.db.destroy();

    const history = await db
      .selectFrom('rsvp_submissions')
      .innerJoin('guests', 'guests.id', 'rsvp_submissions.guest_id')
      .select('rsvp_submissions.payload')
      .where('guests.invitation_code', '=', jeanLuc.invitationCode)
      .execute();
    expect(history).toHaveLength(2);
    const outbox = await outboxOf(jeanLuc.invitationCode);
    // One confirmation, told of the latest answer, and a notice to the hosts for each answer.
    expect(outbox.map((row) => [row.kind, row.to_address])).toEqual([
      ['confirmation', 'jeanluc.moreau@example.com'],
      ['host_notice', 'hosts@example.com'],
      ['host_notice', 'hosts@example.com'],
    ]);
  });
});
