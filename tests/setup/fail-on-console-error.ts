import { afterEach, beforeEach, vi } from 'vitest';

/**
 * console.error during a test is a failure: it means something went wrong that nobody asserted.
 * A test that expects an error to be logged calls `takeConsoleErrors()` and asserts on what it got.
 */
let errors: unknown[][] = [];

export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]?.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s) during the test: ${first}`);
  }
});
