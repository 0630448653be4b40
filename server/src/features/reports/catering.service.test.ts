import { describe, expect, it } from 'vitest';
import { catererChanges, type CatererLine } from './catering.service';

const line = (overrides: Partial<CatererLine>): CatererLine => ({
  event: 'cocktailAndReception',
  guestId: 'g1',
  role: 'guest',
  name: 'Hélène Dupont',
  child: false,
  entree: 'Fish',
  allergies: null,
  ...overrides,
});

describe('what changed for the caterer since the last export', () => {
  it('names people who joined or left an event and changed entrées or allergies, by event', () => {
    const before = [
      line({}),
      line({ guestId: 'g2', name: 'Liam O’Brien', entree: 'Meat' }),
      line({ event: 'welcomeDinner', guestId: 'g2', name: 'Liam O’Brien', entree: null }),
    ];
    const now = [
      line({ allergies: 'No nuts' }),
      line({ guestId: 'g2', name: 'Liam O’Brien', entree: 'Vegetarian' }),
      line({ guestId: 'g1', role: 'plusOne', name: 'Marc Dupont', entree: 'Meat' }),
    ];
    expect(catererChanges(before, now)).toEqual([
      { event: 'welcomeDinner', name: 'Liam O’Brien', kind: 'left', before: null, after: null },
      {
        event: 'cocktailAndReception',
        name: 'Hélène Dupont',
        kind: 'allergies',
        before: null,
        after: 'No nuts',
      },
      {
        event: 'cocktailAndReception',
        name: 'Liam O’Brien',
        kind: 'entree',
        before: 'Meat',
        after: 'Vegetarian',
      },
      { event: 'cocktailAndReception', name: 'Marc Dupont', kind: 'joined', before: null, after: null },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(catererChanges([line({})], [line({})])).toEqual([]);
  });
});
