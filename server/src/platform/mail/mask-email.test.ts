import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain, nothing else of the mailbox', () => {
    expect(maskEmail('helene.dupont@example.com')).toBe('h•••@example.com');
    expect(maskEmail('a@b.example')).toBe('a•••@b.example');
  });

  it('keeps a first character outside the Basic Multilingual Plane whole', () => {
    expect(maskEmail('😀smile@example.com')).toBe('😀•••@example.com');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
