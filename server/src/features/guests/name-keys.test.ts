import { lookupKey } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { storedNameKeys, typedNameKeys } from './name-keys';

describe('the name keys a guest is stored under', () => {
  it('has each reading, in either order, in its own script and in Latin letters', () => {
    expect(storedNameKeys('Елена Петрова')).toEqual([
      'елена|петрова',
      'elena|petrova',
      'петрова|елена',
      'petrova|elena',
    ]);
    expect(storedNameKeys('Ελένη Παπαδοπούλου')).toEqual([
      'ελενη|παπαδοπουλου',
      'eleni|papadopoyloy',
      'παπαδοπουλου|ελενη',
      'papadopoyloy|eleni',
    ]);
    expect(storedNameKeys('李 小龙')).toEqual(['李|小龙', 'li|xiaolong', '小龙|李', 'xiaolong|li']);
  });

  it('keeps one key per reading when the name is already in Latin letters', () => {
    expect(storedNameKeys('Hélène Dupont')).toEqual(['helene|dupont', 'dupont|helene']);
  });

  it('has the usual spelled-out form of ü, ö, ä, ø, å as a key too, part by part', () => {
    const keys = storedNameKeys('Zoë Müller');
    expect(keys).toEqual(['zoe|muller', 'zoe|mueller', 'muller|zoe', 'mueller|zoe']);
    expect(storedNameKeys('Jürgen Müller')).toEqual(
      expect.arrayContaining(['jurgen|muller', 'jurgen|mueller', 'juergen|muller', 'juergen|mueller']),
    );
    expect(storedNameKeys('Søren Østergaard')).toEqual(
      expect.arrayContaining(['soren|ostergaard', 'soeren|oestergaard', 'oestergaard|soeren']),
    );
    expect(storedNameKeys('Åsa Lindström')).toContain('aasa|lindstroem');
    // Decomposed letters (as some keyboards send them) are spelled out the same way.
    expect(storedNameKeys('Zoe\u0308 Mu\u0308ller')).toContain('zoe|mueller');
  });

  it('keeps an Irish surname whole: Tomás Ó Briain is never a key for "Ó"', () => {
    const keys = storedNameKeys('Tomás Ó Briain');
    expect(keys).toContain(lookupKey('Tomás', 'Ó Briain'));
    expect(keys).toContain(lookupKey('Tomas', 'O Briain'));
    expect(keys).not.toContain(lookupKey('Tomás', 'Ó'));
  });

  it('has none for a one-word name', () => {
    expect(storedNameKeys('Madonna')).toEqual([]);
  });
});

describe('the keys a typed name is searched by', () => {
  it('tries the name as typed first, then its transliteration', () => {
    expect(typedNameKeys('Елена', 'Петрова')).toEqual(['елена|петрова', 'elena|petrova']);
    expect(typedNameKeys('Elena', 'Petrova')).toEqual(['elena|petrova']);
  });

  it('spells out ü, ö, ä as typed, so "Müller" finds a guest stored as "Mueller"', () => {
    expect(typedNameKeys('Zoë', 'Müller')).toEqual(['zoe|muller', 'zoe|mueller']);
    expect(typedNameKeys('Zoe', 'Mueller')).toEqual(['zoe|mueller']);
  });

  it('has no key when a box holds only punctuation', () => {
    expect(typedNameKeys('--', 'Petrova')).toEqual([]);
  });
});
