import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './network';

// A later step is a lazy chunk: on a busy two-core machine its first import takes longer than the
// library's one second.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => network.close());
