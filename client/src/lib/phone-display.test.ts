import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { usePhoneDisplay as UsePhoneDisplay } from './phone-display';

// The plans are loaded once per page (a module's state): this file starts from a page that has not
// loaded them yet, whatever test files ran before it in the same worker (vitest.config.ts).
let usePhoneDisplay: typeof UsePhoneDisplay;
beforeAll(async () => {
  vi.resetModules();
  ({ usePhoneDisplay } = await import('./phone-display'));
});

describe('the hosts’ way of writing a mobile number', () => {
  it('shows a number as stored until the numbering plans load, then as a person writes it', async () => {
    const { result } = renderHook(() => usePhoneDisplay());
    expect(result.current('+447911123456')).toBe('+447911123456');
    await waitFor(() => expect(result.current('+447911123456')).toBe('+44 7911 123456'));
    expect(result.current('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('writes each number of a party’s list, and leaves what is not a number as it is', async () => {
    const { result } = renderHook(() => usePhoneDisplay());
    await waitFor(() => expect(result.current('+447911123456')).toBe('+44 7911 123456'));
    expect(result.current('+447911123456, +33612345678')).toBe('+44 7911 123456, +33 6 12 34 56 78');
    expect(result.current('call the hotel')).toBe('call the hotel');
  });

  it('is ready at once in a part drawn after the plans loaded', () => {
    const { result } = renderHook(() => usePhoneDisplay());
    expect(result.current('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});
