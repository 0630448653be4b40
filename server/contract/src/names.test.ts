import { describe, expect, it } from 'vitest';
import { lookupKey, lookupReadings, nameLength, nameReadings, normalizeName, splitName } from './names';

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
    ['Елена Петрова', 'еленапетрова'],
    ['ЕЛЕНА', 'елена'],
    ['Ελένη Παπαδοπούλου', 'ελενηπαπαδοπουλου'],
    ['李 小龙', '李小龙'],
    ['Nguyễn Văn An', 'nguyenvanan'],
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

describe('nameReadings', () => {
  const keysOf = (name: string) => nameReadings(name).map((r) => lookupKey(r.given, r.family));

  it('reads "Mary Anne de la Cruz" at every space, and by the first given name', () => {
    const keys = keysOf('Mary Anne de la Cruz');
    expect(keys).toContain(lookupKey('Mary Anne', 'de la Cruz'));
    expect(keys).toContain(lookupKey('Mary', 'de la Cruz'));
    expect(keys).toContain(lookupKey('mary', 'delacruz'));
    expect(keys).toContain(lookupKey('Mary', 'Anne de la Cruz'));
    expect(keys).not.toContain(lookupKey('Anne', 'de la Cruz'));
  });

  it('reads a hyphenated given name by its first part and by the whole', () => {
    expect(keysOf('Jean-Luc Moreau')).toEqual(expect.arrayContaining(['jeanluc|moreau', 'jean|moreau']));
  });

  it('has no reading for a single word: that guest is found by code', () => {
    expect(nameReadings('Madonna')).toEqual([]);
    expect(nameReadings('  Cher  ')).toEqual([]);
  });

  it('cuts an East Asian name written without a space at every character, in both orders', () => {
    expect(keysOf('李小龙')).toEqual(['小龙|李', '李|小龙', '龙|李小', '李小|龙']);
    expect(keysOf('山田太郎')).toContain('太郎|山田');
    expect(keysOf('김민준')).toContain(lookupKey('민준', '김'));
    expect(nameReadings('李')).toEqual([]);
    expect(nameReadings('山田太郎山田太郎')).toEqual([]);
  });

  it('reads a name in any script', () => {
    expect(keysOf('Елена Петрова')).toEqual(['елена|петрова']);
    expect(keysOf('Ελένη Παπαδοπούλου')).toEqual(['ελενη|παπαδοπουλου']);
  });

  it('reads an East Asian name, written family name first, in either order', () => {
    expect(keysOf('李 小龙')).toEqual(['李|小龙', '小龙|李']);
    expect(keysOf('山田 太郎')).toEqual(['山田|太郎', '太郎|山田']);
  });
});

describe('lookupReadings', () => {
  const keysOf = (name: string) => lookupReadings(name).map((r) => lookupKey(r.given, r.family));

  // A name in Latin letters does not say which part is the family name; these are written family
  // name first and typed the Western way, given name in the first box.
  it.each([
    ['Nguyễn Văn An', 'An', 'Nguyễn'],
    ['Nagy Péter', 'Péter', 'Nagy'],
    ['Kim Minjun', 'Minjun', 'Kim'],
    ['Li Xiaolong', 'Xiaolong', 'Li'],
  ])('reads "%s" typed given name first: %s / %s', (name, given, family) => {
    expect(keysOf(name)).toContain(lookupKey(given, family));
  });

  it('reads a compound given name and surname by their first words: José / García', () => {
    const keys = keysOf('José María García López');
    expect(keys).toContain(lookupKey('José', 'García'));
    expect(keys).toContain(lookupKey('José María', 'García'));
    expect(keys).toContain(lookupKey('José', 'García López'));
    expect(keys).toContain(lookupKey('José María', 'García López'));
  });

  it('keeps every reading as written', () => {
    for (const name of ['Mary Anne de la Cruz', 'Jean-Luc Moreau', '李小龙', 'Елена Петрова']) {
      expect(lookupReadings(name)).toEqual(expect.arrayContaining(nameReadings(name)));
    }
  });

  it('never shortens a surname to its particle, nor reads a middle name alone as the given name', () => {
    const keys = keysOf('Mary Anne de la Cruz');
    expect(keys).toContain(lookupKey('de la Cruz', 'Mary'));
    expect(keys).not.toContain(lookupKey('Mary', 'de'));
    expect(keys).not.toContain(lookupKey('de', 'Mary'));
    expect(keys).not.toContain(lookupKey('Anne', 'de la Cruz'));
  });

  it('never shortens an Irish surname to its Ó or Mac', () => {
    const keys = keysOf('Tomás Ó Briain');
    expect(keys).toContain(lookupKey('Tomás', 'Ó Briain'));
    expect(keys).not.toContain(lookupKey('Tomás', 'Ó'));
    expect(keysOf('Seán Mac Giolla')).not.toContain(lookupKey('Seán', 'Mac'));
  });

  it('has no reading for a single word', () => {
    expect(lookupReadings('Madonna')).toEqual([]);
  });
});

describe('nameLength', () => {
  it('counts characters, and an East Asian character as two, for the 2-character minimum', () => {
    expect(nameLength('Li')).toBe(2);
    expect(nameLength('李')).toBe(2);
    expect(nameLength('김')).toBe(2);
    expect(nameLength('É')).toBe(1);
    expect(nameLength('😀')).toBe(1);
  });
});

describe('splitName', () => {
  it.each([
    ['Hélène Dupont', 'Hélène', 'Dupont'],
    ['Mary Anne de la Cruz', 'Mary Anne', 'de la Cruz'],
    ['Willem van der Berg', 'Willem', 'van der Berg'],
    ['Priya Lakshmi Raghunathan', 'Priya Lakshmi', 'Raghunathan'],
    ["Siobhán O'Brien", 'Siobhán', "O'Brien"],
    ['Tomás Ó Briain', 'Tomás', 'Ó Briain'],
    ['Aoife Ní Dhomhnaill', 'Aoife', 'Ní Dhomhnaill'],
    ['Seán Mac Giolla Phádraig', 'Seán', 'Mac Giolla Phádraig'],
    ['Madonna', 'Madonna', ''],
  ])('%s → %s / %s', (full, firstName, lastName) => {
    expect(splitName(full)).toEqual({ firstName, lastName });
  });

  it('splits so that the halves are always one of the readings the guest is stored under', () => {
    for (const full of [
      'Mary Anne de la Cruz',
      'Willem van der Berg',
      'Priya Lakshmi Raghunathan',
      'Tomás Ó Briain',
      'Елена Петрова',
    ]) {
      const { firstName, lastName } = splitName(full);
      expect(nameReadings(full)).toContainEqual({ given: firstName, family: lastName });
    }
  });
});
