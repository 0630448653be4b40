import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { parseEnv } from '../config/env';
import { createPool } from '../db/database';
import { createLogger } from '../logger';
import { createViewLinks } from '../mail/view-link';
import { useTestDatabase } from '../test/database';

const { db, url } = await useTestDatabase();
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger('info', {
  write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
});
const pool = createPool(url, createLogger('silent'), 2);
const JWT_SECRET = 'x'.repeat(32);
const app = createApp({
  env: parseEnv({ NODE_ENV: 'test', ADMIN_PASSWORD: 'a password for tests', JWT_SECRET }),
  db,
  pool,
  logger,
  clientDir: '/nonexistent',
});
const listening = app.listen(0, '127.0.0.1');
await new Promise((resolve) => listening.once('listening', resolve));
const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
afterAll(async () => {
  listening.close();
  await pool.end();
});

describe('the access log', () => {
  it('has one line per request: client address, method, path without query, status, time', async () => {
    lines.length = 0;
    await fetch(`${base}/rsvp?firstName=H%C3%A9l%C3%A8ne&lastName=Dupont`, {
      headers: {
        accept: 'application/json',
        'x-forwarded-for': '198.51.100.77',
        authorization: 'Bearer secret-token',
        cookie: 'riviera_admin_device=abc',
      },
    });
    await fetch(`${base}/rsvp?code=RBQQHE`, {
      headers: { accept: 'application/json', 'x-forwarded-for': '198.51.100.77' },
    });
    await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8::9' },
      body: JSON.stringify({ query: '{ adminLogin(password: "hunter2-password") { success } }' }),
    });
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map(({ ip, method, path, status }) => ({ ip, method, path, status }))).toEqual([
      { ip: '198.51.100.77', method: 'GET', path: '/rsvp', status: 200 },
      { ip: '198.51.100.77', method: 'GET', path: '/rsvp', status: 200 },
      { ip: '2001:db8::9', method: 'POST', path: '/api/graphql', status: 200 },
    ]);
    for (const line of requests) expect(typeof line.ms).toBe('number');
    const everything = JSON.stringify(lines);
    for (const secret of [
      'Hélène',
      'H%C3%A9l',
      'Dupont',
      'RBQQHE',
      'hunter2',
      'secret-token',
      'riviera_admin_device',
      'firstName',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('logs a mail view link by its route pattern, never the link, which is the key to a message', async () => {
    lines.length = 0;
    const link = createViewLinks(JWT_SECRET).create({ message: '6f1c1f0e-2a4b-4c8d-9e0f-123456789abc' });
    await fetch(`${base}/api/mail/view/${link}`);
    await fetch(`${base}/API/Mail/View/${link}?again=1`);
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map(({ method, path }) => ({ method, path }))).toEqual([
      { method: 'GET', path: '/api/mail/view/:link' },
      { method: 'GET', path: '/api/mail/view/:link' },
    ]);
    const everything = JSON.stringify(lines);
    for (const part of link.split('.')) expect(everything).not.toContain(part);
  });

  it('ties each line to the request: the proxy’s X-Request-Id, or a new one sent back', async () => {
    lines.length = 0;
    const given = await fetch(`${base}/api/rsvp/deadline`, { headers: { 'x-request-id': 'nginx-req-42' } });
    const made = await fetch(`${base}/api/rsvp/deadline`, { headers: { 'x-request-id': 'not an id!' } });
    expect(given.headers.get('x-request-id')).toBe('nginx-req-42');
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map((line) => line.reqId)).toEqual(['nginx-req-42', madeId]);
  });
});
