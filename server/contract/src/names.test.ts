import { describe, expect, it } from 'vitest';
import { lookupKey, lookupKeys, normalizeName, splitName } from './names';

describe('normalizeName', () => {
  it.each([
    ['Hélène', 'helene'],
    ['HÉLÈNE', 'helene'],
    ["O'Brien", 'obrien'],
    ['O’Brien', 'obrien'],
    ['Jean-Luc', 'jeanluc'],
    ['jean luc', 'jeanluc'],
    ['  Jean   Luc ', 'jeanluc'],
    ['Zoë Müller', 'zoemuller'],
    ['Søren Østergaard', 'sorenostergaard'],
    ['Björn Åkesson', 'bjornakesson'],
    ['Straße', 'strasse'],
  ])('%s → %s', (typed, expected) => {
    expect(normalizeName(typed)).toBe(expected);
  });
});

describe('lookupKey', () => {
  it('makes the spellings a guest may type agree with the stored name', () => {
    expect(lookupKey('helene', 'dupont')).toBe(lookupKey('Hélène', 'Dupont'));
    expect(lookupKey('liam', 'obrien')).toBe(lookupKey('Liam', "O'Brien"));
    expect(lookupKey('jean luc', 'moreau')).toBe(lookupKey('Jean-Luc', 'Moreau'));
    expect(lookupKey(' JEAN-LUC ', '  MOREAU')).toBe('jeanluc|moreau');
  });
});

describe('lookupKeys', () => {
  it('finds "Mary Anne de la Cruz" by every reading of given and family name, and by the first given name', () => {
    const keys = lookupKeys('Mary Anne de la Cruz');
    expect(keys).toContain(lookupKey('Mary Anne', 'de la Cruz'));
    expect(keys).toContain(lookupKey('Mary', 'de la Cruz'));
    expect(keys).toContain(lookupKey('mary', 'delacruz'));
    expect(keys).toContain(lookupKey('Mary', 'Anne de la Cruz'));
    expect(keys).not.toContain(lookupKey('Anne', 'de la Cruz'));
  });

  it('finds a hyphenated given name by its first part and by the whole', () => {
    const keys = lookupKeys('Jean-Luc Moreau');
    expect(keys).toEqual(expect.arrayContaining(['jeanluc|moreau', 'jean|moreau']));
  });

  it('never makes a key with an empty half, even for a single word', () => {
    expect(lookupKeys('Cher')).toEqual([]);
    expect(lookupKeys('Hélène Dupont')).toEqual(['helene|dupont']);
  });
});

describe('splitName', () => {
  it.each([
    ['Hélène Dupont', 'Hélène', 'Dupont'],
    ['Mary Anne de la Cruz', 'Mary Anne', 'de la Cruz'],
    ['Willem van der Berg', 'Willem', 'van der Berg'],
    ['Priya Lakshmi Raghunathan', 'Priya Lakshmi', 'Raghunathan'],
    ["Siobhán O'Brien", 'Siobhán', "O'Brien"],
    ['Madonna', 'Madonna', ''],
  ])('%s → %s / %s', (full, firstName, lastName) => {
    expect(splitName(full)).toEqual({ firstName, lastName });
  });

  it('splits so that the halves are always one of the keys the guest is stored under', () => {
    for (const full of ['Mary Anne de la Cruz', 'Willem van der Berg', 'Priya Lakshmi Raghunathan']) {
      const { firstName, lastName } = splitName(full);
      expect(lookupKeys(full)).toContain(lookupKey(firstName, lastName));
    }
  });
});
