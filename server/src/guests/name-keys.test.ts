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
    expect(storedNameKeys('Søren Østergaard')).toEqual(['soren|ostergaard', 'ostergaard|soren']);
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

  it('has no key when a box holds only punctuation', () => {
    expect(typedNameKeys('--', 'Petrova')).toEqual([]);
  });
});
