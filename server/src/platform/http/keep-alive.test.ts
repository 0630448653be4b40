import http from 'node:http';
import { expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepIdleConnections } from './keep-alive';

it('keeps an idle connection open for over a minute, and its next headers as long', () => {
  const server = http.createServer();
  keepIdleConnections(server);
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
});
