import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  INVITATION_CODE_ALPHABET,
  normalizeInvitationCode,
  parseInvitationCode,
  validateLookup,
  validateLookupField,
} from './lookup';
import { MESSAGES } from './messages';
import { MESSAGES_FR } from './messages.fr';

describe('the lookup rules of the specification', () => {
  it('requires both names, with the specification’s words', () => {
    expect(validateLookup({ firstName: '', lastName: '' }, MESSAGES)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('counts only what is left after trimming: spaces alone are "required"', () => {
    expect(validateLookup({ firstName: '   ', lastName: '\t' }, MESSAGES)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('wants at least 2 characters after trimming', () => {
    expect(validateLookup({ firstName: ' H ', lastName: 'D' }, MESSAGES)).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    expect(validateLookup({ firstName: ' Hé ', lastName: 'Du' }, MESSAGES)).toEqual({});
  });

  it('checks one field at a time for validation on blur', () => {
    expect(validateLookupField('firstName', '', MESSAGES)).toBe(MESSAGES.lookup.firstNameRequired);
    expect(validateLookupField('lastName', 'a', MESSAGES)).toBe(MESSAGES.lookup.lastNameTooShort);
    expect(validateLookupField('lastName', 'Martin', MESSAGES)).toBeUndefined();
  });
});

describe('invitation codes', () => {
  it('accepts the code as a guest may type it', () => {
    expect(normalizeInvitationCode(' rbq-qhe ')).toBe('RBQQHE');
    expect(parseInvitationCode('rbq qhe')).toBe('RBQQHE');
  });

  it('takes the 8-character codes given now and the 6-character ones of the first cards', () => {
    expect(parseInvitationCode('rbqq-he7k')).toBe('RBQQHE7K');
    expect(parseInvitationCode('RBQQHE')).toBe('RBQQHE');
  });

  it('refuses what cannot be a printed code: wrong length or a misreadable letter', () => {
    expect(parseInvitationCode('RBQQH')).toBeUndefined();
    expect(parseInvitationCode('RBQQHE7')).toBeUndefined();
    expect(parseInvitationCode('RBQQHE7KM')).toBeUndefined();
    expect(parseInvitationCode('RBQQHE7O')).toBeUndefined();
    expect(parseInvitationCode('RBQQH0')).toBeUndefined();
    expect(parseInvitationCode('IBQQHE')).toBeUndefined();
  });
});

describe('the invitation code alphabet', () => {
  it('is exactly what a printed code may hold: no 0/O, 1/I/L', () => {
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      expect(parseInvitationCode(char.repeat(6)) !== undefined, char).toBe(
        INVITATION_CODE_ALPHABET.includes(char),
      );
    }
    expect(INVITATION_CODE_ALPHABET).toHaveLength(31);
  });
});

describe('what is wrong with a typed code (ADR 072)', () => {
  it('names each character no code uses, as typed, in the page’s language', () => {
    expect(codeProblem('ABCD1234', MESSAGES, 'en')).toBe(
      MESSAGES.lookup.codeCharacters.replace('{chars}', '“1”'),
    );
    expect(codeProblem('abc-0i2o', MESSAGES, 'en')).toBe(
      MESSAGES.lookup.codeCharacters.replace('{chars}', '“0”, “i”, and “o”'),
    );
    expect(codeProblem('AB.CD1', MESSAGES_FR, 'fr')).toBe(
      MESSAGES_FR.lookup.codeCharacters.replace('{chars}', '«\u202f.\u202f» et «\u202f1\u202f»'),
    );
  });

  it('gives the length sentence for a code of good characters, and nothing for a valid one', () => {
    expect(codeProblem('ABC', MESSAGES, 'en')).toBe(MESSAGES.lookup.codeInvalid);
    expect(codeProblem('', MESSAGES_FR, 'fr')).toBe(MESSAGES_FR.lookup.codeInvalid);
    expect(codeProblem('rbq qhe', MESSAGES, 'en')).toBeUndefined();
    expect(codeProblem('2XD5-4Z2D', MESSAGES, 'en')).toBeUndefined();
  });
});
