import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createViewLinks } from '../../server/src/platform/mail/view-link';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { NGINX_TEST_SECRET, outputWith, PRIVATE_HOST, request, startProxiedSite } from './nginx-stack';

/**
 * What the container prints (nginx's access and error logs) and the server logs, as an operator
 * reads them with `docker compose logs`, after guests look themselves up and a host opens a message:
 * the path and the status, never a name, an invitation code or a mail view link.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { stack, nginx } = await startProxiedSite({ certificate: false });
const base = `http://127.0.0.1:${nginx.httpPort}`;

const NAME = { firstName: 'Zofia', lastName: 'Wisniewska' };
const CODE = 'RBQQHE';
const lookup = `/rsvp?${new URLSearchParams({ ...NAME, code: CODE }).toString()}`;

/**
 * Mail view links whose signature (after the dot) is all letters and digits, so the address ends
 * like a file name ("….b9iq2yVk"), and one whose signature has a - or _: about one link in four is
 * of the first kind.
 */
function viewLinks(): string[] {
  const links = createViewLinks(NGINX_TEST_SECRET);
  let fileLike: string | undefined;
  let other: string | undefined;
  for (let attempt = 0; attempt < 500 && !(fileLike && other); attempt += 1) {
    const link = links.create({ message: randomUUID() });
    if (/\.[A-Za-z0-9]+$/.test(link)) fileLike ??= link;
    else other ??= link;
  }
  if (!fileLike || !other) throw new Error('500 links and not one of each kind');
  return [fileLike, other];
}

describe('the logs behind nginx', () => {
  it('name the path and status of a lookup, never the name or the code, throttled or not', async () => {
    const json = { Accept: 'application/json' };
    expect((await request(`${base}${lookup}`, { host: PRIVATE_HOST, headers: json })).status).toBe(200);
    // Past the outer throttle's burst (20): nginx refuses the rest with 429.
    const statuses: number[] = [];
    for (let sent = 0; sent < 30; sent += 1) {
      const answer = await request(`${base}${lookup}`, {
        host: PRIVATE_HOST,
        headers: json,
        from: '127.0.0.7',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);

    const output = await outputWith(
      nginx,
      /"GET \/rsvp HTTP\/1\.1" 429 /,
      statuses.filter((s) => s === 429).length,
    );
    expect(output).toMatch(/"GET \/rsvp HTTP\/1\.1" 200 /);
    for (const secret of [NAME.firstName, NAME.lastName, CODE, 'firstName', '/rsvp?']) {
      expect(output).not.toContain(secret);
      expect(JSON.stringify(stack.logLines())).not.toContain(secret);
    }
  });

  it('pass every mail view link to the server and name it by its route, in nginx and in the server', async () => {
    const links = viewLinks();
    for (const link of links) {
      const answer = await request(`${base}/api/mail/view/${link}`, { host: PRIVATE_HOST });
      // The server's refusal (no such message), not nginx's not-found page for a missing file.
      expect(answer.status, link).toBe(404);
      expect(answer.header('content-type')[0], link).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text), link).toMatchObject({ code: 'not_found' });
    }
    const output = await outputWith(nginx, /"GET \/api\/mail\/view\/:link HTTP\/1\.1" 404 /, links.length);
    const serverLines = stack.logLines().filter((line) => line.path === '/api/mail/view/:link');
    expect(serverLines.map(({ method, status }) => ({ method, status }))).toEqual(
      links.map(() => ({ method: 'GET', status: 404 })),
    );
    for (const secret of links.flatMap((link) => link.split('.'))) {
      expect(output).not.toContain(secret);
      expect(JSON.stringify(stack.logLines())).not.toContain(secret);
    }
  });
});
