import tls from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/src/platform/db/free-port';
import { createNginxImage, makeCertificate } from './nginx-image';
import { HTML_ACCEPT, PRIVATE_HOST, PUBLIC_HOST, request } from './nginx-stack';

/**
 * The certificate's life in the container: nginx starts before certbot's first issuance, and must
 * switch to HTTPS when the certificate appears and serve the new one after each renewal, without
 * a restart. The watch looks every second here (CERT_CHECK_SECONDS); the site itself is static.
 */
const nginx = await createNginxImage({
  upstream: `127.0.0.1:${await freePort()}`,
  publicHosts: PUBLIC_HOST,
  certificate: false,
  env: { CERT_CHECK_SECONDS: '1' },
});
await nginx.start();
const home = `http://127.0.0.1:${nginx.httpPort}/`;

afterAll(async () => {
  await nginx.stop();
});

/** The SHA-256 fingerprint of the certificate nginx presents, or the error that stopped the handshake. */
function servedCertificate(): Promise<string> {
  return new Promise((resolve) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: nginx.httpsPort, servername: PRIVATE_HOST, rejectUnauthorized: false },
      () => {
        resolve(socket.getPeerCertificate().fingerprint256);
        socket.end();
      },
    );
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('the certificate in the container', () => {
  it('starts HTTPS when the first certificate appears, without a restart', async () => {
    expect((await request(home, { headers: { Accept: HTML_ACCEPT } })).status).toBe(200);
    expect(await servedCertificate()).toBe('ECONNREFUSED');

    makeCertificate(nginx.certDir, [PRIVATE_HOST, PUBLIC_HOST]);
    const redirected = await waitFor(async () => (await request(home)).status === 301);
    expect(redirected, nginx.output()).toBe(true);

    const page = await request(`https://127.0.0.1:${nginx.httpsPort}/`, {
      ca: nginx.ca(),
      headers: { Accept: HTML_ACCEPT },
    });
    expect(page.status).toBe(200);
    expect(page.header('strict-transport-security')).toEqual(['max-age=31536000']);
    expect(nginx.output()).toContain('changed; reloading');
  });

  it('serves the renewed certificate after a renewal', async () => {
    const before = await servedCertificate();
    expect(before).toMatch(/^[0-9A-F:]{95}$/);
    makeCertificate(nginx.certDir, [PRIVATE_HOST, PUBLIC_HOST]);
    const renewed = await waitFor(async () => (await servedCertificate()) !== before);
    expect(renewed, nginx.output()).toBe(true);
    expect(await servedCertificate()).toMatch(/^[0-9A-F:]{95}$/);
  });
});
