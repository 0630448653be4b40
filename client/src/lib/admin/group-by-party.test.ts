import { describe, expect, it } from 'vitest';
import { groupByParty } from './group-by-party';

describe('a list grouped by party', () => {
  it('puts each party where its first member stands, its members in their order', () => {
    const rows = [
      { name: 'Paul', partyId: 'dupont' },
      { name: 'Mia', partyId: 'costa' },
      { name: 'Léa', partyId: 'dupont' },
      { name: 'Bruno', partyId: 'arnaud' },
      { name: 'Claire', partyId: 'dupont' },
    ];
    expect(groupByParty(rows).map((row) => row.name)).toEqual(['Paul', 'Léa', 'Claire', 'Mia', 'Bruno']);
    expect(groupByParty([])).toEqual([]);
  });
});
