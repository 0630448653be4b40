import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '../../server/src/platform/config/env';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * docker-compose.yml checked offline: against the Compose Specification's JSON schema (the copy the
 * dclint package ships), then for what an operator relies on in each service.
 */
interface Service {
  image?: string;
  restart?: string;
  healthcheck?: { test?: string[] | string; interval?: string; start_interval?: string };
  logging?: { driver?: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { memory?: string } } };
  volumes?: string[];
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | number>;
  networks?: unknown;
  network_mode?: string;
}

interface Network {
  enable_ipv6?: boolean | string;
  ipam?: { config?: { subnet?: string }[] };
}

const source = readFileSync(path.join(PROJECT_ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(source) as { services: Record<string, Service>; networks?: Record<string, Network> };
const require = createRequire(import.meta.url);
const schemaFile = path.join(
  path.dirname(require.resolve('dclint/package.json')),
  'schemas/compose.schema.json',
);
const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
const SERVICES = ['postgres', 'server', 'nginx', 'certbot', 'backup'];
const service = (name: string): Service => compose.services[name] ?? {};

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification', () => {
    // The schema names its meta-schema by an https address; ajv knows draft-07 by its http one.
    const { $schema: _metaSchema, ...spec } = schema;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(spec);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    expect(spec.title).toBe('Compose Specification');
  });

  it('writes every literal $ as $$, so Compose interpolates only ${VARIABLES}', () => {
    const unescaped = source.replace(/\$\$/g, '').match(/\$(?!\{[A-Z_]+(?::?[-?][^}]*)?\})/g);
    expect(unescaped).toBeNull();
  });

  it('has the database, server, nginx, certificate and backup services', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...SERVICES].sort());
  });

  it.each(SERVICES)('restarts %s, checks its health, rotates its logs and limits its memory', (name) => {
    const { restart, healthcheck, logging, deploy } = service(name);
    expect(restart).toBe('unless-stopped');
    expect(healthcheck?.test?.length).toBeGreaterThan(1);
    expect(logging?.driver).toBe('local');
    expect(logging?.options?.['max-size']).toMatch(/^\d+m$/);
    expect(Number(logging?.options?.['max-file'])).toBeGreaterThan(1);
    expect(deploy?.resources?.limits?.memory).toMatch(/^\d+M$/);
  });

  it('checks each service’s health within 30 s of its start, so `ps` shows it healthy after a minute (README)', () => {
    // Compose durations as the file writes them: 10s, 5m, 1h, 1m30s.
    const seconds = (duration: string) =>
      [...duration.matchAll(/(\d+)(h|m|s)/g)].reduce(
        (total, [, count, unit]) => total + Number(count) * { h: 3600, m: 60, s: 1 }[unit as 'h' | 'm' | 's'],
        0,
      );
    for (const name of SERVICES) {
      // Docker's default interval is 30 s; start_interval needs Docker Engine 25, so none is used.
      const { interval = '30s', start_interval: startInterval } = service(name).healthcheck ?? {};
      expect(startInterval, name).toBeUndefined();
      expect(seconds(interval), name).toBeLessThanOrEqual(30);
    }
  });

  it('runs each published image at a version it names, never latest', () => {
    for (const name of SERVICES) {
      const { image } = service(name);
      if (!image) continue; // built from the Dockerfile
      expect(image, name).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(image, name).not.toMatch(/:latest$/);
    }
    // certbot publishes no major-version tag: its release, upgraded by editing this line (README).
    expect(service('certbot').image).toMatch(/^certbot\/certbot:v\d+\.\d+\.\d+$/);
  });

  it('asks PostgreSQL over TCP, so the first-start setup server is not taken for ready', () => {
    expect(service('postgres').healthcheck?.test).toEqual([
      'CMD-SHELL',
      'pg_isready -h 127.0.0.1 -U wedding -d wedding',
    ]);
  });

  it('starts PostgreSQL with its image’s own entrypoint and command, its data in the pgdata volume', () => {
    const postgres = service('postgres');
    expect(postgres.entrypoint).toBeUndefined();
    expect(postgres.command).toBeUndefined();
    expect(postgres.volumes).toEqual(['pgdata:/var/lib/postgresql']);
  });

  it('shares the certificates and the ACME webroot between certbot and nginx', () => {
    const render = readFileSync(path.join(PROJECT_ROOT, 'nginx/render-config.sh'), 'utf8');
    expect(render).toContain('TLS_CERT_DIR="${TLS_CERT_DIR:-/etc/letsencrypt/live/wedding}"');
    expect(render).toContain('ACME_ROOT="${ACME_ROOT:-/var/www/certbot}"');
    expect(service('nginx').volumes).toEqual(
      expect.arrayContaining(['./letsencrypt:/etc/letsencrypt:ro', 'acme-webroot:/var/www/certbot:ro']),
    );
    expect(service('certbot').volumes).toEqual(
      expect.arrayContaining(['./letsencrypt:/etc/letsencrypt', 'acme-webroot:/var/www/certbot']),
    );
  });

  it('backs up with the scripts make backup runs, into ./backups, with PostgreSQL 18 tools', () => {
    const backup = service('backup');
    expect(backup.image).toBe(service('postgres').image);
    expect(backup.volumes).toEqual([
      './db/ops:/opt/wedding-ops:ro',
      './backups:/backups',
      'album:/album',
      'site-photos:/site-photos',
    ]);
    // The hosts' photos for the pages (ADR 084): the server writes them, nginx only reads them.
    expect(backup.environment?.SITE_PHOTOS_DIR).toBe('/site-photos');
    expect(service('server').volumes).toContain('site-photos:/var/lib/wedding/site-photos');
    expect(service('nginx').volumes).toContain('site-photos:/var/lib/wedding/site-photos:ro');
    expect(backup.command).toEqual(['sh', '/opt/wedding-ops/backup-schedule.sh']);
    expect(backup.environment?.DATABASE_URL).toBe(service('server').environment?.DATABASE_URL);
    const operator = readFileSync(path.join(PROJECT_ROOT, 'db/ops/operator.sh'), 'utf8');
    expect(operator).toContain('backup sh /opt/wedding-ops/backup.sh');
  });

  it('runs every service on one network with IPv6, so each IPv6 guest reaches nginx with its own address', () => {
    for (const name of SERVICES) {
      expect(service(name).networks, name).toBeUndefined();
      expect(service(name).network_mode, name).toBeUndefined();
    }
    const network = compose.networks?.default;
    expect(network?.enable_ipv6).toBe(true);
    const subnets = (network?.ipam?.config ?? []).map(({ subnet }) => subnet ?? '');
    // Only the IPv6 subnet is fixed: a unique local /64 (fd00::/8); Docker picks the IPv4 one.
    expect(subnets).toHaveLength(1);
    const subnet = subnets[0] ?? '';
    expect(subnet).toMatch(/^fd[0-9a-f]{2}(:[0-9a-f]{1,4}){2,3}::\/64$/);

    // The server (TRUST_PROXY left at its default) believes X-Forwarded-For from nginx at any address
    // Docker gives nginx on this network, and from no one else.
    expect(service('server').environment?.TRUST_PROXY).toBeUndefined();
    const app = express();
    app.set('trust proxy', parseEnv({}).TRUST_PROXY);
    const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    for (const nginx of [subnet.replace('::/64', '::3'), '172.18.0.3', '192.168.16.3', '::ffff:172.18.0.3']) {
      expect(trusted(nginx, 0), nginx).toBe(true);
    }
    // Never a guest's public address: that would let a guest choose the address it is throttled by.
    for (const guest of ['2001:db8::7', '203.0.113.7']) expect(trusted(guest, 0), guest).toBe(false);
  });

  it('sets exactly the container settings the README’s table says it sets', () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('The containers have settings of'),
      readme.indexOf('\n## ', readme.indexOf('The containers have settings of')),
    );
    const rows = [...table.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+)\s*\| (\w+)\s*\| (compose|default)\s*\|/gm)];
    expect(rows.length).toBeGreaterThan(5);
    for (const [, names = '', where = '', setBy] of rows) {
      for (const name of names.match(/[A-Z_]+/g) ?? []) {
        const environment = service(where).environment ?? {};
        expect(name in environment, `${name} in the ${where} service`).toBe(setBy === 'compose');
      }
    }
  });

  it('never sends backups or certificates to git or to the image build', () => {
    for (const file of ['.gitignore', '.dockerignore']) {
      const ignored = readFileSync(path.join(PROJECT_ROOT, file), 'utf8').split('\n');
      expect(ignored, file).toEqual(expect.arrayContaining([expect.stringMatching(/^backups\/?$/)]));
      expect(ignored, file).toEqual(expect.arrayContaining([expect.stringMatching(/^letsencrypt\/?$/)]));
    }
  });
});
