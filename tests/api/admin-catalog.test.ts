import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportCatalogTo, importCatalog, readCatalogFile } from '@server/admin/catalog.ts';
import { runAdmin } from '@server/admin/cli.ts';
import { connectDb } from '@server/db/connect.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createLogger } from '@server/logger.ts';
import { CatalogFileError, exportCatalog } from '@server/features/catalog/catalog-write.ts';
import type { CatalogAnswer } from '@shared/schemas/catalog.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const dir = mkdtempSync(join(tmpdir(), 'lp-catalog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}
const write = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const catalog = async (input: Record<string, unknown> = {}) =>
  (await t.call<CatalogAnswer>('catalog', input, { method: 'GET', headers: { 'accept-language': 'ru' } })).body;
/** Imports a file into the test app's database as the CLI does: checked first, then written. */
async function importFile(path: string) {
  const o = io();
  let code: number;
  try {
    code = await importCatalog(t.db.db, readCatalogFile(path), path, o.io);
  } catch (e) {
    if (!(e instanceof CatalogFileError)) throw e;
    o.err.push(`Nothing imported. ${e.message}`);
    code = 1;
  }
  return { code, ...o };
}

describe('catalog export and import', () => {
  it('round-trips: an exported file imported back changes nothing; an edited one adds, updates and hides', async () => {
    const file = await exportCatalog(t.db.db);
    expect(file.services.length).toBeGreaterThanOrEqual(50);
    const before = await catalog();

    const same = await importFile(write('same.json', file));
    expect(same.code).toBe(0);
    expect(same.out[0]).toMatch(new RegExp(`0 added, ${file.services.length} updated`));
    expect(await catalog()).toEqual(before);
    expect(await exportCatalog(t.db.db)).toEqual(file);

    // An operator's edit: a new service of a new first type (first in the file too), a renamed one, a hidden one.
    const edited = structuredClone(file);
    edited.serviceTypes.unshift('Юридические клиники');
    edited.services.unshift({
      key: 'clinic-msu',
      title: 'Юридическая клиника МГУ',
      about: 'Бесплатные консультации студентов под руководством преподавателей.',
      icon: 'handshake',
      type: 'Юридические клиники',
      region: '77',
      is_hidden: false,
      website: 'https://law.msu.ru',
      services: 'Консультации по гражданским и жилищным делам',
      phone: '+7 (495) 000-11-22',
      worktime: 'Пн–Пт 10:00–17:00',
      address: 'Москва, Ленинские горы, д. 1, стр. 13',
      emails: ['clinic@clinic.example'],
      block_top: { title: 'Записаться', link: 'https://clinic.example/form' },
      block1: null,
      block2: null,
      block3: null,
      block4: null,
      block5: null,
      block6: null,
      block7: null,
      block8: null,
      block9: null,
      block10: { title: 'Отзывы', link: 'https://clinic.example/reviews' },
    });
    edited.services.find((s) => s.key === 'my-arbitr')!.title = 'Мой арбитр (электронная подача)';
    edited.services.find((s) => s.key === 'rusprofile')!.is_hidden = true;
    const r = await importFile(write('edited.json', edited));
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatch(new RegExp(`1 added, ${file.services.length} updated`));

    const after = await catalog();
    expect(after.serviceTypes[0].title).toBe('Юридические клиники');
    expect(after.services[0]).toMatchObject({
      title: 'Юридическая клиника МГУ',
      region: { code: '77', title: 'Москва' },
      emails: ['clinic@clinic.example'],
      phone: '+7 (495) 000-11-22',
      block_top: { title: 'Записаться', link: 'https://clinic.example/form' },
      block10: { title: 'Отзывы', link: 'https://clinic.example/reviews' },
    });
    expect(after.services.map((s) => s.title)).toContain('Мой арбитр (электронная подача)');
    expect(after.services.map((s) => s.title)).not.toContain('Rusprofile');
    expect(await exportCatalog(t.db.db)).toEqual(edited);
  });

  it('refuses a malformed file whole, naming the row and the field', async () => {
    const before = await exportCatalog(t.db.db);
    const good = { key: 'new-ok', title: 'Новая услуга', type: 'Нотариат' };
    const cases: [string, unknown, RegExp][] = [
      [
        'javascript:',
        { services: [good, { key: 'bad-link', title: 'X', type: 'Нотариат', website: 'javascript:alert(1)' }] },
        /service 2 \(key "bad-link"\), field website: must be a web address starting with http:\/\/ or https:\/\//,
      ],
      [
        'a block',
        {
          services: [
            good,
            good,
            { key: 'bad-block', title: 'X', type: 'Нотариат', block4: { title: 'Нажми', link: 'JavaScript:alert(1)' } },
          ],
        },
        /service 3 \(key "bad-block"\), field block4\.link: must be a web address/,
      ],
      [
        'no title',
        { services: [{ key: 'no-title', type: 'Нотариат' }] },
        /service 1 \(key "no-title"\), field title: is required/,
      ],
      [
        'a bad email',
        { services: [{ ...good, emails: ['not-an-email'] }] },
        /service 1 \(key "new-ok"\), field emails\.0: Please enter a valid email address/,
      ],
      ['a bad phone', { services: [{ ...good, phone: 'звоните' }] }, /field phone: Please enter a valid phone number/],
      [
        'an unknown field',
        { services: [{ ...good, color: 'red' }] },
        /service 1 \(key "new-ok"\), field \(the row itself\): has unknown fields: color/,
      ],
      [
        'a bad key',
        { services: [{ ...good, key: 'Bad Key' }] },
        /service 1 \(key "Bad Key"\), field key: must be 1–80 lower-case/,
      ],
      [
        'the same key twice',
        { services: [good, { ...good, title: 'Другая' }] },
        /service 2 \(key "new-ok"\), field key: the same key as service 1/,
      ],
      [
        'an unknown region',
        { services: [good, { ...good, key: 'far-away', region: '00' }] },
        /service 2 \(key "far-away"\), field region: no region with the code "00"/,
      ],
      ['no services', { serviceTypes: [] }, /services: is required/],
      ['not JSON', '{ "services": [', /is not JSON/],
    ];
    for (const [name, content, message] of cases) {
      const r = await importFile(write(`bad-${name}.json`, content));
      expect(r.code, name).toBe(1);
      expect(r.err.join('\n'), name).toMatch(/^Nothing imported\./);
      expect(r.err.join('\n'), name).toMatch(message);
    }
    // Nothing of any of them was written, not even the good first rows.
    expect(await exportCatalog(t.db.db)).toEqual(before);
  });

  it('writes the export to a file', async () => {
    const o = io();
    const path = join(dir, 'export.json');
    expect(await exportCatalogTo(t.db.db, path, o.io)).toBe(0);
    expect(o.out[0]).toMatch(/^Exported \d+ services in \d+ types to /);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(await exportCatalog(t.db.db));
  });
});

describe('npm run admin -- catalog', () => {
  it('exports and imports on the configured database, and refuses a bad file or usage with exit code 1', async () => {
    const data = join(dir, 'db');
    const db = await connectDb({ dataDir: data, logger: createLogger('silent') });
    await migrateToLatest(db.db);
    await db.close();
    const env = { DATA_DIR: data, LOG_LEVEL: 'silent' };

    const file = write('cli.json', {
      serviceTypes: ['Нотариат'],
      services: [
        {
          key: 'cli-notary',
          title: 'Нотариус для теста',
          type: 'Нотариат',
          region: '78',
          website: 'https://notary.example',
        },
      ],
    });
    const imported = io();
    expect(await runAdmin(['catalog', 'import', file], env, imported.io)).toBe(0);
    expect(imported.out[0]).toMatch(/1 added, 0 updated/);

    const exported = io();
    expect(await runAdmin(['catalog', 'export'], env, exported.io)).toBe(0);
    const json = JSON.parse(exported.out.join('\n'));
    expect(json.services).toEqual([
      expect.objectContaining({ key: 'cli-notary', region: '78', type: 'Нотариат', website: 'https://notary.example' }),
    ]);

    const again = io();
    expect(await runAdmin(['catalog', 'import', write('cli-again.json', json)], env, again.io)).toBe(0);
    expect(again.out[0]).toMatch(/0 added, 1 updated/);

    const bad = io();
    expect(
      await runAdmin(
        [
          'catalog',
          'import',
          write('cli-bad.json', {
            services: [{ key: 'x', title: 'X', type: 'T', block_top: { title: 'X', link: 'javascript:void(0)' } }],
          }),
        ],
        env,
        bad.io,
      ),
    ).toBe(1);
    expect(bad.err[0]).toMatch(/service 1 \(key "x"\), field block_top\.link/);
    for (const args of [
      ['catalog'],
      ['catalog', 'import'],
      ['catalog', 'drop'],
      ['catalog', 'export', 'a.json', 'b.json'],
    ]) {
      const u = io();
      expect(await runAdmin(args, env, u.io), args.join(' ')).toBe(1);
      expect(u.err.join('\n')).toMatch(/Usage/);
    }
    const missing = io();
    expect(await runAdmin(['catalog', 'import', join(dir, 'nope.json')], env, missing.io)).toBe(1);
    expect(missing.err[0]).toMatch(/Cannot read/);
  }, 60_000);
});
