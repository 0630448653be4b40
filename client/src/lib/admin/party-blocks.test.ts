import { describe, expect, it } from 'vitest';
import { byBlockName, pageOfParties, partyBlocks, partyRuns } from './party-blocks';

const person = (name: string, partyId = name, partyName = name, child = false) => ({
  name,
  partyId,
  partyName,
  child,
});
const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((row) => row.name);

describe('a list in parties', () => {
  const list = [
    person('Anna Dupont', 'dupont', 'The Dupont family', true),
    person('Bruno Arnaud'),
    person('Claire Dupont', 'dupont', 'The Dupont family'),
    person('Zoé Costa'),
    person('Paul Dupont', 'dupont', 'The Dupont family'),
  ];

  it('puts a party where its first member stands, its adults before its children', () => {
    expect(partyBlocks(list).map(names)).toEqual([
      ['Claire Dupont', 'Paul Dupont', 'Anna Dupont'],
      ['Bruno Arnaud'],
      ['Zoé Costa'],
    ]);
    expect(partyBlocks([])).toEqual([]);
  });

  it('files a party under its name and a guest alone under their own', () => {
    expect(byBlockName(partyBlocks(list)).map(names)).toEqual([
      ['Bruno Arnaud'],
      ['Claire Dupont', 'Paul Dupont', 'Anna Dupont'],
      ['Zoé Costa'],
    ]);
  });

  it('cuts a grouped list into the runs a table heads', () => {
    expect(partyRuns(partyBlocks(list).flat()).map((run) => run.length)).toEqual([3, 1, 1]);
  });
});

describe('a page of whole parties', () => {
  const block = (party: string, size: number) =>
    Array.from({ length: size }, (_, index) => person(`${party} ${index + 1}`, party, party));

  it('never cuts a party across two pages, and counts the people shown', () => {
    const blocks = [block('a', 60), block('b', 30), block('c', 20), block('d', 5)];
    const first = pageOfParties(blocks, 1);
    expect(first).toMatchObject({ page: 1, pages: 2, first: 1, last: 90, total: 115 });
    const second = pageOfParties(blocks, 2);
    expect(second).toMatchObject({ page: 2, first: 91, last: 115 });
    expect(second.items[0]?.name).toBe('c 1');
  });

  it('gives a party larger than a page a page of its own, and keeps within the list', () => {
    const blocks = [block('a', 3), block('b', 120), block('c', 2)];
    expect(pageOfParties(blocks, 2)).toMatchObject({ page: 2, pages: 3, first: 4, last: 123 });
    expect(pageOfParties(blocks, 9)).toMatchObject({ page: 3, first: 124, last: 125 });
    expect(pageOfParties([], 1)).toMatchObject({ pages: 1, first: 0, last: 0, total: 0, items: [] });
  });
});
