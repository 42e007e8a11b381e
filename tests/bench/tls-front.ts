import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../support/until.ts';

/** Debian's nginx, installed when missing and run as root (as the test command installs Chromium). */
export function ensureNginx(why: string): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`${why} needs nginx: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  console.log('Installing nginx (Debian)…');
  execFileSync('apt-get', ['install', '-y', '-q', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

/** Temp folders of its own, so nginx runs without root and leaves nothing behind. */
const tempPaths = (dir: string) =>
  ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/${k};`).join('\n  ');

/** Whether `url` answers 200 (the run's certificate is its own: not checked here). */
const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = request(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });

export interface TlsFront {
  /** https://127.0.0.1:<port>: the address a browser opens. */
  url: string;
  /** Chromium trusts the run's certificate by its key (no certificate error: caching and the service worker as on a real one). */
  chromiumArgs: string[];
  stop(): Promise<void>;
}

/**
 * The front operations.md recommends, for the browser benches: nginx with TLS and HTTP/2 before
 * one server, with a certificate made for the run. A phone reaches the product through such a
 * front (a Mini App is served over HTTPS only): its page's forty-odd scripts travel together on one
 * connection, where over plain HTTP/1.1 to the server they queue six at a time, each waiting its
 * round trip.
 */
export async function startTlsFront(upstreamPort: number, port: number): Promise<TlsFront> {
  const nginx = ensureNginx('The browser bench through the TLS front');
  const dir = mkdtempSync(join(tmpdir(), 'lp-tls-front-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const spki = execSync(
    `openssl x509 -in ${cert} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  )
    .toString()
    .trim();
  // `listen … http2` is what Debian 12's nginx 1.22 reads; from 1.25.1 `http2 on;` says the same.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${tempPaths(dir)}
  upstream legal_platform {
    server 127.0.0.1:${upstreamPort};
    keepalive 16;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://legal_platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Server-sent events (the live updates) at once.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `https://127.0.0.1:${port}`;
  await until(() => answers(`${url}/readyz`), `the TLS front at ${url}`, 10_000);
  return {
    url,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
