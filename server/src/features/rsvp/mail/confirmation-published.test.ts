import { allEvents, type RsvpPayload } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../../platform/graphql/test/graphql-test-app';
import { mailConfig } from '../../../platform/mail/mail-config';
import { deliverAllWith } from '../../../platform/mail/test/deliver-all';
import { publish, saveDraft } from '../../content/test/content-test-kit';

/**
 * The confirmation tells of the events as the hosts published them (ADR 087): the new time in its
 * text and its `.ics`, whose SEQUENCE counts the hosts' moves, so a phone that imported the earlier
 * file updates that event instead of adding a second one.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const token = await server.login();
const deliverAll = deliverAllWith({ db: server.db, config: mailConfig(server.env), replyTo: [] });

const created = await server.gql<{ createGuest: { guest: { invitationCode: string } | null } }>(
  'mutation ($token: String!) { createGuest(token: $token, input: { name: "Clara Vidal", email: "clara@example.com" }) { guest { invitationCode } } }',
  { token },
);
const code = created.body.data?.createGuest.guest?.invitationCode ?? '';

const answer: RsvpPayload = {
  firstName: 'Clara',
  lastName: 'Vidal',
  mailingAddress: '3 Quai des Docks, 06300 Nice',
  attending: true,
  plusOneAttending: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  events: { ...allEvents(false), welcomeDinner: true },
  plusOneEvents: {},
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: '',
  message: '',
  invitationCode: code,
};

let address = 0;
async function confirmation() {
  address += 1;
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${address}` },
    body: JSON.stringify(answer),
  });
  expect(response.status).toBe(200);
  const [mail] = await deliverAll();
  const ics = mail?.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  return { text: mail?.text ?? '', ics: ics?.content.toString('utf8') ?? '' };
}

describe('the confirmation after the hosts move an event', () => {
  it('carries the built time with no SEQUENCE before any move', async () => {
    const { ics } = await confirmation();
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260514T183000');
    expect(ics).not.toContain('SEQUENCE');
  });

  it('carries the published time, in its text and its .ics, with a SEQUENCE per move', async () => {
    await saveDraft(server, token, [{ key: 'events.welcome-dinner.start', en: '2026-05-14T19:30' }]);
    expect((await publish(server, token)).success).toBe(true);
    const first = await confirmation();
    expect(first.ics).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
    expect(first.ics).toContain('SEQUENCE:1');
    expect(first.text).toContain('7:30');
    expect(first.text).not.toContain('6:30');

    await saveDraft(server, token, [{ key: 'events.welcome-dinner.place', en: 'Villa Santo Sospir' }]);
    expect((await publish(server, token)).success).toBe(true);
    const second = await confirmation();
    expect(second.ics).toContain('LOCATION:Villa Santo Sospir');
    expect(second.ics).toContain('SEQUENCE:2');
  });
});
