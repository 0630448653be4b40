import { afterAll, describe, expect, it } from 'vitest';
import { startDnsServer } from './dns-server';
import { outputWith, request, startProxiedSite } from './nginx-stack';

/**
 * `docker compose up -d --build` recreates the server container with a new address. nginx must ask
 * DNS again instead of keeping the address it saw at start: here the name does not exist when nginx
 * starts, then appears, and nginx reaches the server without a restart.
 */
const dns = await startDnsServer();
afterAll(() => dns.close());
const { nginx } = await startProxiedSite({
  certificate: false,
  upstreamHost: 'server.wedding.test',
  env: { RESOLVER: `127.0.0.1:${dns.port}` },
});
const base = `http://127.0.0.1:${nginx.httpPort}`;
const health = `${base}/healthz`;

describe('nginx and the server’s address', () => {
  it('starts while the server’s name does not resolve, and answers 502 meanwhile', async () => {
    expect((await request(health)).status).toBe(502);
    expect(dns.queries()).toBeGreaterThan(0);
  });

  it('keeps a guest’s name and code out of the logs while it cannot reach the server', async () => {
    const lookup = await request(`${base}/rsvp?firstName=Zofia&lastName=Wisniewska&code=RBQQHE`, {
      headers: { Accept: 'application/json' },
    });
    expect(lookup.status).toBe(502);
    const output = await outputWith(nginx, /"GET \/rsvp HTTP\/1\.1" 502 /);
    // The failure itself is still there, for the health check's requests.
    expect(output).toMatch(/server\.wedding\.test could not be resolved.*request: "GET \/healthz/);
    for (const secret of ['Zofia', 'Wisniewska', 'RBQQHE']) expect(output).not.toContain(secret);
  });

  it('serves the weekend pass page while it cannot reach the server (it shows the phone’s copy), code out of the logs', async () => {
    const pass = await request(`${base}/weekend?code=RBQQHE`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'en' },
    });
    expect(pass.status).toBe(200);
    expect(pass.text).toContain('Your Weekend Pass</h1>');
    const output = await outputWith(nginx, /"GET \/weekend HTTP\/1\.1" 200 /);
    expect(output).not.toContain('RBQQHE');
  });

  it('reaches the server once its name resolves, without a restart', async () => {
    dns.answer('127.0.0.1');
    let status = 0;
    // nginx keeps an answer for 10 s (resolver valid=10s), then asks again.
    for (let attempt = 0; attempt < 150 && status !== 200; attempt += 1) {
      status = (await request(health)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
