import { describe, expect, it } from 'vitest';
import { entreesOf } from './entrees';

const answer = {
  name: 'Zoé Laurent',
  plusOne: false,
  plusOneName: null,
  entree: 'Fish',
  plusOneEntree: null,
};

describe('entreesOf', () => {
  it('says a guest’s entrée alone as it is', () => {
    expect(entreesOf(answer)).toBe('Fish');
    expect(entreesOf({ ...answer, entree: null })).toBe('');
  });

  it('says whose entrée is whose once a plus-one comes', () => {
    const withHugo = { ...answer, plusOne: true, plusOneName: 'Hugo Martin', plusOneEntree: 'Vegetarian' };
    expect(entreesOf(withHugo)).toBe('Fish (Zoé Laurent), Vegetarian (plus-one: Hugo Martin)');
    // The plus-one not at the reception: the guest's entrée still says it is theirs.
    expect(entreesOf({ ...withHugo, plusOneEntree: null })).toBe('Fish (Zoé Laurent)');
    expect(entreesOf({ ...withHugo, entree: null })).toBe('Vegetarian (plus-one: Hugo Martin)');
    expect(entreesOf({ ...withHugo, plusOneName: null })).toBe('Fish (Zoé Laurent), Vegetarian (plus-one)');
  });
});
