import type { Api } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';

/**
 * A guest invited by post: the specification's "Email is required" stays the rule, and
 * the hosts' explicit choice "no email: invited by post" lifts it, in the form, on edit and in the CSV.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

type GuestResult = Omit<Api.GuestResult, 'guest'> & { guest: Pick<Api.Guest, 'id' | 'email'> | null };
const create = async (input: Record<string, unknown>) =>
  (
    await gql<{ createGuest: GuestResult }>(
      'mutation ($token: String!, $input: GuestInput!) { createGuest(token: $token, input: $input) { success message errors guest { id email } } }',
      { token, input },
    )
  ).body.data?.createGuest;
const update = async (id: string, input: Record<string, unknown>) =>
  (
    await gql<{ updateGuest: GuestResult }>(
      'mutation ($token: String!, $id: ID!, $input: GuestUpdateInput!) { updateGuest(token: $token, id: $id, input: $input) { success message errors guest { id email } } }',
      { token, id, input },
    )
  ).body.data?.updateGuest;
const storedEmail = async (name: string) =>
  (await db.selectFrom('guests').select('email').where('name', '=', name).executeTakeFirst())?.email;

describe('a guest invited by post', () => {
  it('is added without an email only when the hosts say so', async () => {
    expect(await create({ name: 'Odile Marchand', email: '' })).toMatchObject({
      success: false,
      errors: ['Email is required'],
    });
    expect(await create({ name: 'Odile Marchand', email: ' ', byPost: true })).toMatchObject({
      success: true,
      guest: { email: null },
    });
    expect(await storedEmail('Odile Marchand')).toBeNull();
    // An address given with the choice is still checked.
    expect(await create({ name: 'Odile Bis', email: 'not-an-address', byPost: true })).toMatchObject({
      success: false,
      errors: ['Please enter a valid email address'],
    });
  });

  it('can be chosen on edit, which removes the email on file', async () => {
    const added = await create({ name: 'Gaston Leroy', email: 'gaston@example.com' });
    const id = added?.guest?.id ?? '';
    expect(await update(id, { email: '' })).toMatchObject({ success: false, errors: ['Email is required'] });
    expect(await update(id, { byPost: true, notes: 'Invitation by post' })).toMatchObject({
      success: true,
      guest: { email: null },
    });
    // Later edits of a guest invited by post keep them without an email.
    expect(await update(id, { notes: 'Lives in Menton' })).toMatchObject({
      success: true,
      guest: { email: null },
    });
    expect(await update(id, { email: 'gaston@example.org' })).toMatchObject({
      success: true,
      guest: { email: 'gaston@example.org' },
    });
  });

  it('comes from the CSV’s By post column', async () => {
    const response = await gql<{ importGuests: { success: boolean; imported: number } }>(
      'mutation ($token: String!, $guests: [GuestInput!]!) { importGuests(token: $token, guests: $guests) { success imported } }',
      {
        token,
        guests: [
          { name: 'Paulette Roux', email: '', byPost: true },
          { name: 'Yves Roux', email: 'yves@example.com' },
        ],
      },
    );
    expect(response.body.data?.importGuests).toEqual({ success: true, imported: 2 });
    expect(await storedEmail('Paulette Roux')).toBeNull();
  });
});
