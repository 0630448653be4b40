import { describe, expect, it } from 'vitest';
import { formatPhones } from './phone-format';

describe('the numbers as the hosts read them', () => {
  it('write each number as a person does, and keep the name of whose number it is (ADR 074)', () => {
    expect(formatPhones('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhones('+447911123456, +33612345678 (Marc Dupont)')).toBe(
      '+44 7911 123456, +33 6 12 34 56 78 (Marc Dupont)',
    );
    // A name with a comma in it stays one name.
    expect(formatPhones('+33612345678 (Dupont, Marc), +33698765432 (Léa)')).toBe(
      '+33 6 12 34 56 78 (Dupont, Marc), +33 6 98 76 54 32 (Léa)',
    );
  });
});
