import { typographyProblems } from '@riviera/content/french-typography';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWERED_MESSAGE } from './phone-message-copy';
import { loadSampleGuests } from '../../sample-data';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { attendingPayload, decliningPayload, sampleGuest } from '../rsvp/test/rsvp-test-app';

/**
 * The send queue's words follow the guest's answer (ADR 074): the private RSVP link before it, the
 * weekend pass once they come (the RSVP link kept to change the answer), a thank-you once they decline.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();
const site = server.env.SITE_URL ?? '';

let addresses = 0;
/** An answer by code, on the English form or (with `language` fr) the French one. */
async function answer(body: unknown, language = 'en'): Promise<number> {
  const response = await fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'X-Forwarded-For': `198.51.101.${(addresses += 1)}`,
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

const queue = async () =>
  (
    await gql<{ sendQueue: { name: string; text: string; whatsappUrl: string }[] }>(
      'query ($token: String!) { sendQueue(token: $token) { name text whatsappUrl } }',
      { token },
    )
  ).body.data?.sendQueue ?? [];
const textOf = async (name: string) => (await queue()).find((entry) => entry.name === name)?.text ?? '';

beforeAll(async () => {
  await loadSampleGuests(db);
  await db
    .updateTable('guests')
    .set({ phone: '+447911123456' })
    .where('name', '=', 'Jean-Luc Moreau')
    .execute();
  await db.updateTable('guests').set({ phone: '+15551234567' }).where('name', '=', 'Grace Kim').execute();
  await db
    .updateTable('guests')
    .set({ phone: '+33612345678', language: 'fr' })
    .where('name', 'in', ['Chloé Lefèvre', 'Camille Fontaine'])
    .execute();
});

describe('the send queue’s message once a guest has answered', () => {
  it('sends the RSVP link to a guest who has not answered', async () => {
    const code = sampleGuest('Jean-Luc Moreau').invitationCode;
    expect(await textOf('Jean-Luc Moreau')).toBe(
      `Hello Jean-Luc, Aanya & Julien here: your private link for our wedding in Saint-Jean-Cap-Ferrat is ${site}/rsvp?code=${code}\nIt opens your RSVP without asking for your name.`,
    );
  });

  it('sends a guest who comes their weekend pass, in their language, and keeps the link to change it', async () => {
    const code = sampleGuest('Jean-Luc Moreau').invitationCode;
    expect(await answer({ ...attendingPayload(), invitationCode: code })).toBe(200);
    const text = await textOf('Jean-Luc Moreau');
    expect(text).toBe(
      `Hello Jean-Luc, Aanya & Julien here: thank you for your answer! Your weekend pass for our wedding in Saint-Jean-Cap-Ferrat is ${site}/weekend?code=${code} and your answer, to change it, is ${site}/rsvp?code=${code}\nThe pass keeps the schedule, your shuttle and the calendar on your phone.`,
    );
    const chloe = sampleGuest('Chloé Lefèvre').invitationCode;
    const french = attendingPayload({ firstName: 'Chloé', lastName: 'Lefèvre', invitationCode: chloe });
    expect(await answer(french, 'fr')).toBe(200);
    const frenchText = await textOf('Chloé Lefèvre');
    expect(frenchText).toContain(
      `Votre pass du week-end pour notre mariage à Saint-Jean-Cap-Ferrat est ${site}/fr/weekend?code=${chloe}`,
    );
    expect(frenchText).toMatch(/^Bonjour Chloé, ici Aanya & Julien\u00a0: merci pour votre réponse\u202f!/);
    const entry = (await queue()).find((one) => one.name === 'Chloé Lefèvre');
    expect(new URL(entry?.whatsappUrl ?? '').searchParams.get('text')).toBe(frenchText);
  });

  it('thanks a guest who declines, with the link should their plans change, never the pass', async () => {
    const code = sampleGuest('Grace Kim').invitationCode;
    expect(
      await answer(decliningPayload({ firstName: 'Grace', lastName: 'Kim', invitationCode: code })),
    ).toBe(200);
    const text = await textOf('Grace Kim');
    expect(text).toContain(`${site}/rsvp?code=${code}\nThank you for your answer: we will miss you.`);
    expect(text).not.toContain('/weekend');
    const camille = sampleGuest('Camille Fontaine').invitationCode;
    const french = decliningPayload({ firstName: 'Camille', lastName: 'Fontaine', invitationCode: camille });
    expect(await answer(french, 'fr')).toBe(200);
    expect(await textOf('Camille Fontaine')).toContain(
      'Merci pour votre réponse\u00a0: vous nous manquerez.',
    );
  });

  it('gives back the message of the guest’s answer when the hosts mark it sent', async () => {
    const { id } = await db
      .selectFrom('guests')
      .select('id')
      .where('name', '=', 'Grace Kim')
      .executeTakeFirstOrThrow();
    const marked = await gql<{ markPhoneMessageSent: { entry: { text: string } | null } }>(
      'mutation ($token: String!, $id: ID!) { markPhoneMessageSent(token: $token, guestId: $id, sent: true) { entry { text } } }',
      { token, id },
    );
    expect(marked.body.data?.markPhoneMessageSent.entry?.text).toContain('Thank you for your answer');
  });

  it('writes the French messages with French typography', () => {
    const link = 'https://example.com/fr/rsvp?code=ABCDEFGH';
    expect(typographyProblems(ANSWERED_MESSAGE.fr.attending('Chloé', link, link))).toEqual([]);
    expect(typographyProblems(ANSWERED_MESSAGE.fr.declined('Chloé', link))).toEqual([]);
  });
});
