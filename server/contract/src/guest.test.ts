import { describe, expect, it } from 'vitest';
import { guestErrorList, validateGuest, type GuestInput } from './guest';

const valid: GuestInput = {
  name: 'Hélène Dupont',
  email: 'helene@example.com',
  plusOneAllowed: false,
  plusOneName: '',
  notes: '',
  language: 'en',
};

describe('the add-guest rules', () => {
  it('accepts a complete guest, with or without a plus-one', () => {
    expect(validateGuest(valid)).toEqual({});
    expect(validateGuest({ ...valid, plusOneAllowed: true, plusOneName: 'Marc Dupont' })).toEqual({});
  });

  it("answers with the specification's messages, in the form's order", () => {
    const errors = validateGuest({
      name: '  ',
      email: '',
      plusOneAllowed: true,
      plusOneName: ' ',
      notes: '',
    });
    expect(guestErrorList(errors)).toEqual([
      'Name is required',
      'Email is required',
      'Plus one name is required when plus one is allowed',
    ]);
  });

  it.each(['helene', 'helene@', 'helene@example', '@example.com', 'hel ene@example.com', 'a@b@c.com'])(
    'refuses the email %j as not an address',
    (email) => {
      expect(validateGuest({ ...valid, email }).email).toBe('Please enter a valid email address');
    },
  );

  it('ignores the plus-one name when no plus-one is allowed, and limits lengths', () => {
    expect(validateGuest({ ...valid, plusOneAllowed: false, plusOneName: '' })).toEqual({});
    expect(validateGuest({ ...valid, name: 'x'.repeat(201) }).name).toBe(
      'Name must be at most 200 characters',
    );
    expect(validateGuest({ ...valid, notes: 'x'.repeat(2001) }).notes).toBe(
      'Notes must be at most 2000 characters',
    );
  });
});
