import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '../../server/src/platform/config/env';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * No Docker engine runs here, so the images cannot be built in the tests. What can be checked is that
 * the deployment files agree with the project: the files they copy exist, the build runs the same
 * commands as `make build`, and the environment compose gives the server is one the server accepts.
 */
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { environment?: Record<string, string | number>; build?: { target: string } }>;
};
const envExample = read('.env.example');

describe('Dockerfile', () => {
  it('copies only files that exist in the repository', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) =>
      (match[1] ?? '').trim().split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(existsSync(path.join(PROJECT_ROOT, source)), source).toBe(true);
  });

  it('builds with the commands `make build` runs', () => {
    expect(read('Makefile')).toMatch(/^build:.*\n\tnpm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
  });

  it('has the targets compose builds', () => {
    for (const service of ['server', 'nginx']) {
      const target = compose.services[service]?.build?.target;
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });
});

describe('the nginx image', () => {
  it('follows a current stable nginx (1.28 or newer), never a frozen branch', () => {
    const image = dockerfile.match(/^ARG NGINX_IMAGE=(\S+)$/m)?.[1] ?? '';
    expect(dockerfile).toMatch(/^FROM \$\{NGINX_IMAGE\} AS nginx$/m);
    const version = image.match(/^nginx:1\.(\d+)(?:\.\d+)?-alpine$/)?.[1];
    if (version === undefined) expect(image).toBe('nginx:stable-alpine');
    else expect(Number(version) >= 28 && Number(version) % 2 === 0, image).toBe(true);
  });
});

describe('npm start', () => {
  it('runs the server that make build writes', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain('node server/dist/main.js');
    expect(existsSync(path.join(PROJECT_ROOT, 'server/dist/main.js'))).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  it('gives the server an environment it accepts in production', () => {
    const environment = compose.services.server?.environment ?? {};
    const filled = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        String(value)
          .replace(/\$\{POSTGRES_PASSWORD[^}]*\}/, 'secret')
          .replace(/\$\{ADMIN_PASSWORD_HASH[^}]*\}/, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')
          .replace(
            /\$\{JWT_SECRET[^}]*\}/,
            '4be0c7a19d35f2e8b61a0c9d7e3f5a2b8c4d6e1f0a9b7c3d5e2f8a1b6c0d4e9f',
          )
          .replace(/\$\{SITE_URL[^}]*\}/, 'https://rsvp.aanya-and-julien.com')
          .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
      ]),
    );
    const env = parseEnv(filled);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toBe('postgres://wedding:secret@postgres:5432/wedding');
  });

  it('documents every variable it reads in .env.example', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
    for (const name of used) {
      expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });

  it('gives nginx the same public-host, site-address and indexing settings as the server', () => {
    for (const name of ['PUBLIC_HOSTS', 'SITE_URL', 'SEARCH_INDEXING']) {
      expect(compose.services.nginx?.environment?.[name], name).toBe(
        compose.services.server?.environment?.[name],
      );
    }
  });
});
