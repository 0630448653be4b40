import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { attendingPayload } from '../rsvp/test/rsvp-test-app';
import { mailConfig } from '../../platform/mail/mail-config';
import { hostsEmail } from '../../platform/mail/mail-settings.service';
import { deliverAllWith } from '../../platform/mail/test/deliver-all';

/**
 * The hosts give the addresses where they hear of answers in the Mail tab, instead of only
 * in the server's HOSTS_EMAIL: the notices of answers go there, and clearing them goes back to it.
 */
const server = await startGraphqlServer({ HOSTS_EMAIL: 'ops@example.com' });
const { db, gql } = server;
let token = '';

beforeAll(async () => {
  await loadSampleGuests(db);
  token = await server.login();
});

const SET = `mutation Set($token: String!, $addresses: [String!]!) {
  setHostsEmail(token: $token, addresses: $addresses) { success message hostsEmail }
}`;
const deliverAll = deliverAllWith({ db, config: mailConfig(server.env), replyTo: server.env.HOSTS_EMAIL });
const OVERVIEW = `query Overview($token: String!) { mailOverview(token: $token) { hostsEmail hostsEmailChosen } }`;

const overview = async () =>
  (await gql<{ mailOverview: { hostsEmail: string[]; hostsEmailChosen: boolean } }>(OVERVIEW, { token })).body
    .data?.mailOverview;

/** Answers for Grace Kim by name and returns the addresses her answer's host notices were queued to. */
async function noticesOfAnAnswer(): Promise<string[]> {
  const already = (await db.selectFrom('outbox').select('id').execute()).map((row) => row.id);
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(attendingPayload({ firstName: 'Grace', lastName: 'Kim' })),
  });
  expect(response.status).toBe(200);
  const rows = await db
    .selectFrom('outbox')
    .select('to_address')
    .where('kind', '=', 'host_notice')
    .$if(already.length > 0, (query) => query.where('id', 'not in', already))
    .execute();
  return rows.map((row) => row.to_address).sort();
}

describe('the hosts’ addresses in the Mail tab', () => {
  it('start as HOSTS_EMAIL, then the addresses the hosts give take over, and clearing them goes back', async () => {
    expect(await overview()).toEqual({ hostsEmail: ['ops@example.com'], hostsEmailChosen: false });
    expect(await noticesOfAnAnswer()).toEqual(['ops@example.com']);

    const set = await gql(SET, {
      token,
      addresses: [' aanya@example.com,\njulien@example.com ; Aanya@Example.com'],
    });
    expect(set.body.data).toEqual({
      setHostsEmail: {
        success: true,
        message: null,
        hostsEmail: ['aanya@example.com', 'julien@example.com'],
      },
    });
    expect(await overview()).toEqual({
      hostsEmail: ['aanya@example.com', 'julien@example.com'],
      hostsEmailChosen: true,
    });
    expect(await noticesOfAnAnswer()).toEqual(['aanya@example.com', 'julien@example.com']);
    // A guest who answers their confirmation writes to the addresses the hosts gave.
    const delivered = await deliverAll();
    const confirmation = delivered.find((mail) => mail.subject?.startsWith('Your RSVP'));
    expect(confirmation?.replyTo?.text).toBe('aanya@example.com, julien@example.com');

    const cleared = await gql(SET, { token, addresses: ['  '] });
    expect(cleared.body.data).toEqual({
      setHostsEmail: { success: true, message: null, hostsEmail: ['ops@example.com'] },
    });
    expect(await overview()).toEqual({ hostsEmail: ['ops@example.com'], hostsEmailChosen: false });
  });

  it('refuses what is not an address, or more than five, with a sentence, and keeps what was there', async () => {
    await gql(SET, { token, addresses: ['aanya@example.com'] });
    for (const [addresses, message] of [
      [
        ['aanya@example.com', 'julien at example'],
        '“julien at example” is not an email address. Check it and save again.',
      ],
      [
        ['Aanya <aanya@example.com>'],
        '“Aanya <aanya@example.com>” is not an email address. Check it and save again.',
      ],
      [
        ['a@example.com, b@example.com, c@example.com, d@example.com, e@example.com, f@example.com'],
        'Give at most 5 addresses: the site writes to each of them for every answer.',
      ],
    ] as const) {
      const refused = await gql(SET, { token, addresses: [...addresses] });
      expect(refused.body.data).toEqual({ setHostsEmail: { success: false, message, hostsEmail: null } });
    }
    expect(await hostsEmail(db, { hosts: [] })).toEqual(['aanya@example.com']);
  });
});
