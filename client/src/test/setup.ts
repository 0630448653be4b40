import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './network';

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => network.close());
