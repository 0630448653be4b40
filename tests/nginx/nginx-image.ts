import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/platform/db/free-port';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * The production nginx container, run here for real: this machine's nginx inside the official
 * image's layout (image-root.sh, in a private mount namespace), started by the image's entrypoint,
 * which runs the project's docker-entrypoint.d scripts and so render-config.sh, as the container does.
 */
const IMAGE_ROOT_SCRIPT = path.join(PROJECT_ROOT, 'tests/nginx/image-root.sh');

if (process.getuid?.() !== 0) {
  throw new Error(
    'The nginx tests run nginx in the production image layout inside a private mount namespace (unshare -m), which needs root: run them as root.',
  );
}

export interface ImageOptions {
  /** The server, host:port. */
  upstream: string;
  publicHosts: string;
  /** Put a certificate where certbot does before nginx starts. */
  certificate: boolean;
  /** The pages volume (PAGES_DIR of the server), mounted where compose mounts it; none: empty. */
  pagesDir?: string;
  /** Extra environment for the container (CERT_CHECK_SECONDS, ...). */
  env?: Record<string, string>;
  /**
   * Files added to the build's copy before the config is rendered (a path under client/dist → its
   * text): a page added here is in pages.map, as a page the build wrote would be.
   */
  extraFiles?: Record<string, string>;
}

export interface ImageRun {
  status: number | null;
  output: string;
}

export interface NginxImage {
  httpPort: number;
  httpsPort: number;
  /** Where certbot's live/wedding folder is on this machine (fullchain.pem, privkey.pem). */
  certDir: string;
  /** The ACME webroot shared with certbot. */
  acmeDir: string;
  /** The certificate's PEM, to trust it in requests. */
  ca(): string;
  /** Runs a command in the container's layout with its environment, as `docker compose exec` would. */
  run(command: string[]): Promise<ImageRun>;
  /** Starts nginx with the image's entrypoint and command; resolves once it answers. */
  start(): Promise<void>;
  /** What the container printed (entrypoint, render-config.sh, nginx's error and access logs). */
  output(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for the test host names and 127.0.0.1, made by openssl. */
export function makeCertificate(certDir: string, hosts: string[]): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${hosts[0] ?? 'localhost'}`,
      '-addext',
      `subjectAltName=${[...hosts.map((host) => `DNS:${host}`), 'IP:127.0.0.1'].join(',')}`,
      '-keyout',
      path.join(certDir, 'privkey.pem'),
      '-out',
      path.join(certDir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
}

function runDetached(args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  // Output to a file, not a pipe: the certificate watch started by the entrypoint outlives a short
  // command, and a pipe would stay open with it. The process group is killed as a whole.
  const fd = openSync(logFile, 'a');
  const child = spawn('unshare', ['-m', 'sh', ...args], { env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const killGroup = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { exited, killGroup };
}

export async function createNginxImage(options: ImageOptions): Promise<NginxImage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-nginx-image-'));
  await chmod(dir, 0o755);
  const html = path.join(dir, 'html');
  const letsencrypt = path.join(dir, 'letsencrypt');
  const certDir = path.join(letsencrypt, 'live', 'wedding');
  const acmeDir = path.join(dir, 'acme');
  const pagesDir = options.pagesDir ?? path.join(dir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  // nginx's workers run as the image's unprivileged user: the build is served from a readable copy.
  await cp(CLIENT_DIST_DIR, html, { recursive: true });
  for (const [file, text] of Object.entries(options.extraFiles ?? {})) {
    await mkdir(path.dirname(path.join(html, file)), { recursive: true });
    await writeFile(path.join(html, file), text);
  }
  await mkdir(certDir, { recursive: true });
  await mkdir(path.join(acmeDir, '.well-known', 'acme-challenge'), { recursive: true });
  spawnSync('chmod', ['-R', 'a+rX', html, acmeDir]);
  if (options.certificate) makeCertificate(certDir, ['private.wedding.test', options.publicHosts]);

  const httpPort = await freePort();
  const httpsPort = await freePort();
  const logFile = path.join(dir, 'container.log');
  const env = {
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS: '1',
    UPSTREAM: options.upstream,
    PUBLIC_HOSTS: options.publicHosts,
    LISTEN_PORT: String(httpPort),
    TLS_PORT: String(httpsPort),
    ...options.env,
  };
  let runs = 0;
  const inImage = (command: string[]) => [
    IMAGE_ROOT_SCRIPT,
    path.join(dir, `root-${(runs += 1)}`),
    html,
    letsencrypt,
    acmeDir,
    pagesDir,
    ...command,
  ];
  const stops: (() => void)[] = [];
  await writeFile(logFile, '');
  const output = () => readFileSync(logFile, 'utf8');

  return {
    httpPort,
    httpsPort,
    certDir,
    acmeDir,
    ca: () => readFileSync(path.join(certDir, 'fullchain.pem'), 'utf8'),
    output,
    async run(command) {
      const before = output().length;
      const { exited, killGroup } = runDetached(inImage(command), env, logFile);
      const status = await exited;
      killGroup();
      return { status, output: output().slice(before) };
    },
    async start() {
      const { exited, killGroup } = runDetached(
        inImage(['/docker-entrypoint.sh', 'nginx', '-g', 'daemon off;']),
        env,
        logFile,
      );
      stops.push(killGroup);
      let status: number | null | undefined;
      void exited.then((code) => (status = code));
      for (let attempt = 0; attempt < 200 && status === undefined; attempt += 1) {
        const answered = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/none`).then(
          () => true,
          () => false,
        );
        if (answered) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`nginx did not start in the image layout:\n${output()}`);
    },
    async stop() {
      for (const stop of stops) stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
