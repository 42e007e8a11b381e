import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCatalog } from '@server/features/catalog/catalog-write.ts';
import { createApp } from '@server/http/app.ts';
import { catalogFileSchema } from '@shared/schemas/catalog.ts';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps.ts';
import { SCRIPTS_AFTER_STYLES_LOADER } from '@server/http/scripts-after-styles.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/** Security headers on every answer: files, functions, errors. */
const dir = mkdtempSync(join(tmpdir(), 'lp-static-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
const t = await createTestApp({ staticDir: dir });
const auth = { authorization: `Bearer ${ANON_KEY}` };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function csp(res: Response): Record<string, string> {
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]),
  );
}

function expectSecurityHeaders(res: Response, what: string) {
  const policy = csp(res);
  expect(policy['frame-ancestors'], what).toBe("'self' https://web.telegram.org https://*.telegram.org");
  expect(policy['script-src'], what).toBe(`'self' ${sha256(EARLY_TAPS_SCRIPT)} ${sha256(SCRIPTS_AFTER_STYLES_LOADER)}`);
  expect(policy['style-src'], what).toBe("'self' 'unsafe-inline'");
  expect(policy['img-src'], what).toBe("'self' data: blob: https://t.me");
  expect(res.headers.get('permissions-policy'), what).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(policy['connect-src'], what).toBe("'self'");
  expect(policy['object-src'], what).toBe("'none'");
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(res.headers.get('x-frame-options'), what).toBeNull();
}

describe('security headers', () => {
  it('come with every answer: the page, assets, functions, errors, health and the stream', async () => {
    const sessionId = await t.anonymousSession();
    const answers: Array<[string, Promise<Response> | Response]> = [
      ['index.html', t.app.request('/')],
      ['a client route', t.app.request('/planner')],
      ['an asset', t.app.request('/assets/app-abc.js')],
      ['a missing asset', t.app.request('/assets/missing.js')],
      ['a function', t.app.request('/functions/v1/roles', { headers: auth })],
      ['a 400', t.app.request('/functions/v1/spaces?action=get&sessionId=nope', { headers: auth })],
      ['a 401', t.app.request('/functions/v1/roles')],
      ['a 404 function', t.app.request('/functions/v1/nothing', { headers: auth })],
      [
        'a 415',
        t.app.request('/functions/v1/tasks', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/plain' },
          body: 'x',
        }),
      ],
      ['healthz', t.app.request('/healthz')],
      ['locales', t.app.request('/locales/en/translations.json')],
      ['app config', t.app.request('/app-config.json')],
    ];
    for (const [what, pending] of answers) expectSecurityHeaders(await pending, what);
    const stream = await t.app.request(`/functions/v1/realtime?sessionId=${sessionId}`, { headers: auth });
    expectSecurityHeaders(stream, 'realtime');
    await stream.body?.cancel();
  });

  // The one inline script (it keeps a tap made before the app listens) runs only because the
  // policy names its hash: the built page's must be the one the server names.
  it.runIf(existsSync('dist/miniapp/index.html'))("names the built page's one inline script by its hash", () => {
    const inline = [...readFileSync('dist/miniapp/index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => sha256(m[1]),
    );
    expect(inline).toEqual([sha256(EARLY_TAPS_SCRIPT)]);
  });

  it('allows no frames but our own while the tracker chat is not configured', async () => {
    const policy = csp(await t.app.request('/tracker'));
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['default-src']).toBe("'self'");
  });

  it("allows frames from the tracker chat's origin, and only that one, when TRACKER_CHAT_URL is set", async () => {
    const app = createApp({
      ...t.deps,
      config: { ...t.config, trackerChatUrl: 'https://chat.example.com:8443/embed/legal?lang=ru' },
    });
    for (const path of ['/tracker', '/', '/healthz']) {
      const policy = csp(await app.request(path));
      expect(policy['frame-src'], path).toBe("'self' https://chat.example.com:8443");
      expect(policy['frame-ancestors'], path).toBe("'self' https://web.telegram.org https://*.telegram.org");
    }
  });

  it("loads images only from this origin, Telegram avatars, the S3 public address and the catalog icons, so no tracking pixel learns a reader's address", async () => {
    const s3 = createApp({
      ...t.deps,
      config: {
        ...t.config,
        storage: { kind: 's3', bucket: 'lp', region: 'us-east-1', publicUrl: 'https://cdn.example.com/lp-uploads' },
      },
    });
    expect(csp(await s3.request('/'))['img-src']).toBe("'self' data: blob: https://t.me https://cdn.example.com");

    const file = catalogFileSchema.parse({
      serviceTypes: ['Суды'],
      services: [
        { key: 'icon-host-a', title: 'Суд А', type: 'Суды', icon: 'https://icons.example.org/a.png' },
        { key: 'icon-host-b', title: 'Суд Б', type: 'Суды', icon: 'https://icons.example.org/b.png' },
        { key: 'icon-named', title: 'Суд В', type: 'Суды', icon: 'scale' },
      ],
    });
    await t.db.db.transaction().execute((trx) => writeCatalog(trx, file, 'import'));
    // A server started after the import lists the icons' host from its first answer on.
    const started = createApp(t.deps);
    for (const path of ['/', '/catalog', '/healthz']) {
      expect(csp(await started.request(path))['img-src'], path).toBe(
        "'self' data: blob: https://t.me https://icons.example.org",
      );
    }
    await t.db.db.deleteFrom('catalog_services').where('key', 'like', 'icon-%').execute();
  });

  it('allows camera and microphone to the tracker chat on /tracker only', async () => {
    const policyOf = async (app: ReturnType<typeof createApp>, path: string) =>
      (await app.request(path)).headers.get('permissions-policy');
    expect(await policyOf(t.app, '/tracker')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    const app = createApp({
      ...t.deps,
      config: { ...t.config, trackerChatUrl: 'https://chat.example.com:8443/embed/legal?lang=ru' },
    });
    expect(await policyOf(app, '/tracker')).toBe(
      'camera=(self "https://chat.example.com:8443"), microphone=(self "https://chat.example.com:8443"), geolocation=(), payment=()',
    );
    for (const path of ['/', '/planner', '/tracker/other', '/healthz', '/functions/v1/roles'])
      expect(await policyOf(app, path), path).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('adds HSTS only when the public address is https', async () => {
    expect((await t.app.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    const https = createApp({ ...t.deps, config: { ...t.config, publicUrl: 'https://legal.example.com' } });
    expect((await https.request('/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});
