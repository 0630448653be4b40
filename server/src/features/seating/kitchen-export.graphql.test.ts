import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { guestComing, seatingApi } from './test/seating-test-kit';

/** The kitchen sheet's export: CSV in French and the tables changed since the last one (ADR 081). */
const server = await startGraphqlServer();
const token = await server.login();
const api = seatingApi(server, token);
const R = 'cocktailAndReception';

interface Exported {
  csv: string;
  lastExportedAt: string | null;
  changes: Array<{ table: string; kind: string; before: string | null; after: string | null }>;
}
async function exportSheet(): Promise<Exported> {
  const response = await server.gql<{ exportKitchenSheet: Exported }>(
    'mutation ($token: String!, $event: RsvpEvent!) { exportKitchenSheet(token: $token, event: $event) { csv lastExportedAt changes { table kind before after } } }',
    { token, event: R },
  );
  if (!response.body.data) throw new Error(JSON.stringify(response.body));
  return response.body.data.exportKitchenSheet;
}

describe('the kitchen sheet’s export', () => {
  it('gives the CSV without names, then only the tables changed since the last export', async () => {
    const claire = await guestComing(server, 'Claire Roux', {
      allergies: 'Arachides, sésame',
      entree: 'Fish',
    });
    await guestComing(server, 'Paul Roux', { party: claire.partyId });
    const created = await api.createTable({ event: R, name: 'Roses', nameFr: 'Les Roses', capacity: 6 });
    const roses = created.plan?.tables[0]?.id ?? '';
    await api.fill(R);

    const first = await exportSheet();
    expect(first.lastExportedAt).toBeNull();
    expect(first.changes).toEqual([]);
    expect(first.csv).toBe(
      'Table,Couverts,Viande,Poisson,Végétarien,Menus enfant,Allergies\r\n' +
        'Les Roses,2,1,1,0,0,"Arachides, sésame"\r\n',
    );
    expect(first.csv).not.toContain('Roux');

    await guestComing(server, 'Zoé Blanc', { entree: 'Vegetarian' });
    await api.createTable({ event: R, name: 'Olives', capacity: 4 });
    await api.fill(R);
    await api.updateTable(roses, { event: R, name: 'Roses', nameFr: 'Les Roses', capacity: 6 });
    const second = await exportSheet();
    const stored = await server.db
      .selectFrom('kitchen_sheet_exports')
      .select('exported_at')
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(2);
    expect(second.lastExportedAt).toBe(stored[0]?.exported_at.toISOString());
    const zoe = second.csv.includes('Olives,1') ? 'Olives' : 'Les Roses';
    expect(second.changes).toEqual(
      zoe === 'Olives'
        ? [
            {
              table: 'Olives',
              kind: 'ADDED',
              before: null,
              after: '1 couvert\u00a0: 0 viande, 0 poisson, 1 végétarien, 0 enfant',
            },
          ]
        : [
            {
              table: 'Les Roses',
              kind: 'CHANGED',
              before:
                '2 couverts\u00a0: 1 viande, 1 poisson, 0 végétarien, 0 enfant ; allergies\u00a0: Arachides, sésame',
              after:
                '3 couverts\u00a0: 1 viande, 1 poisson, 1 végétarien, 0 enfant ; allergies\u00a0: Arachides, sésame',
            },
            {
              table: 'Olives',
              kind: 'ADDED',
              before: null,
              after: '0 couvert\u00a0: 0 viande, 0 poisson, 0 végétarien, 0 enfant',
            },
          ],
    );
    // Nothing changed since: the third export has nothing to tell.
    expect((await exportSheet()).changes).toEqual([]);
  });
});
