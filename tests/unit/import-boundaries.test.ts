import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js really fire: bad files (never written to disk) are fed
 * to the linter under paths inside the repository, and the imports they name are real files.
 */
const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'eslint.config.js') });
});

/** The rule ids of the errors the linter reports for `code` as if it were the file at `filePath`. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const BOUNDARY = ['boundaries/dependencies'];

describe('import boundaries', () => {
  it('refuses a feature importing another feature, statically or lazily', async () => {
    expect(await errors('miniapp/src/features/auth/bad.ts', "import { x } from '../planner/constants.ts';\n")).toEqual(
      BOUNDARY,
    );
    expect(
      await errors(
        'miniapp/src/features/settings/bad.ts',
        "export const page = () => import('../profile/profile-page.tsx');\n",
      ),
    ).toEqual(BOUNDARY);
  });

  it('refuses ui importing a feature, and lib importing ui or app', async () => {
    expect(
      await errors('miniapp/src/ui/bad.tsx', "import { AuthPage } from '../features/auth/auth-page.tsx';\n"),
    ).toEqual(BOUNDARY);
    expect(await errors('miniapp/src/lib/bad.ts', "import { routes } from '../app/routes.tsx';\n")).toEqual(BOUNDARY);
    expect(await errors('miniapp/src/lib/bad.ts', "export { Avatar } from '../ui/avatar.tsx';\n")).toEqual(BOUNDARY);
  });

  it('refuses shared or migrations importing anything of ours outside themselves', async () => {
    expect(await errors('shared/bad.ts', "import { createLogger } from '../server/logger.ts';\n")).toEqual(BOUNDARY);
    expect(
      await errors('shared/bad.ts', "import type { AuthPage } from '../miniapp/src/features/auth/auth-page.tsx';\n"),
    ).toEqual(BOUNDARY);
    expect(await errors('migrations/bad.ts', "import { x } from '../shared/constants.ts';\n")).toEqual(BOUNDARY);
  });

  it('refuses the mini-app importing server or bot, even a type', async () => {
    expect(
      await errors('miniapp/src/features/auth/bad.ts', "import type { Logger } from '../../../../server/logger.ts';\n"),
    ).toEqual(BOUNDARY);
    expect(await errors('miniapp/src/app/bad.ts', "import { createBot } from '../../../bot/index.ts';\n")).toEqual(
      BOUNDARY,
    );
  });

  it('lets the bot name server types but not import server code; only server/main.ts imports the bot', async () => {
    expect(await errors('bot/good.ts', "import type { Logger } from '../server/logger.ts';\n")).toEqual([]);
    expect(await errors('bot/bad.ts', "import { createLogger } from '../server/logger.ts';\n")).toEqual(BOUNDARY);
    expect(await errors('server/bad.ts', "import { createBot } from '../bot/index.ts';\n")).toEqual(BOUNDARY);
    expect(await errors('server/main.ts', "import { createBot } from '../bot/index.ts';\n")).toEqual([]);
  });

  it('accepts the allowed directions', async () => {
    const feature = [
      "import { api } from '../../../lib/api-client.ts';",
      "import { Avatar } from '../../../ui/avatar.tsx';",
      "import { x } from '../../../../../shared/planner/table-sort.ts';",
      "import { y } from '../hooks/use-timezone.ts';",
    ].join('\n');
    expect(await errors('miniapp/src/features/planner/table/good.tsx', `${feature}\n`)).toEqual([]);
    expect(await errors('miniapp/src/ui/good.tsx', "import { api } from '../lib/api-client.ts';\n")).toEqual([]);
    expect(
      await errors('miniapp/src/app/good.tsx', "const page = () => import('../features/profile/profile-page.tsx');\n"),
    ).toEqual([]);
    expect(await errors('server/good.ts', "import { migrations } from '../migrations/index.ts';\n")).toEqual([]);
  });
});

describe('rules of hooks', () => {
  it('refuses a hook called conditionally', async () => {
    const code =
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await errors('miniapp/src/ui/bad.tsx', code)).toEqual(['react-hooks/rules-of-hooks']);
  });
  it('refuses a service, the realtime hub or a job importing the HTTP layer', async () => {
    const LAYER = ['no-restricted-imports'];
    expect(
      await errors(
        'server/features/posts/bad-service.ts',
        "import { clientAddress } from '@server/http/client-info.ts';\n",
      ),
    ).toEqual(LAYER);
    expect(await errors('server/services/bad.ts', "import { jsonAnswer } from '../http/json-answer.ts';\n")).toEqual(
      LAYER,
    );
    expect(
      await errors('server/realtime/bad.ts', "import type { FnContext } from '../http/define-function.ts';\n"),
    ).toEqual(LAYER);
    // Errors live below both layers; function modules are the HTTP layer's own.
    expect(
      await errors('server/features/posts/ok-service.ts', "import { HttpError } from '@server/errors.ts';\n"),
    ).toEqual([]);
    expect(
      await errors(
        'server/features/posts/functions/ok.ts',
        "import { defineFunction } from '@server/http/define-function.ts';\n",
      ),
    ).toEqual([]);
  });

  it('refuses SQL in a function module: a query builder call or a sql template', async () => {
    const NO_SQL = ['no-restricted-syntax'];
    expect(
      await errors(
        'server/features/posts/functions/bad.ts',
        "export const f = (db: any) => db.selectFrom('posts').selectAll().execute();\n",
      ),
    ).toEqual(NO_SQL);
    expect(
      await errors(
        'server/features/planner/functions/bad.ts',
        "export const f = (db: any, id: number) => db.deleteFrom('tasks').where('id', '=', id);\n",
      ),
    ).toEqual(NO_SQL);
    expect(
      await errors(
        'server/features/quiz/functions/bad.ts',
        "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
      ),
    ).toEqual(NO_SQL);
    // The same query in a service is the service's business.
    expect(
      await errors(
        'server/features/posts/ok-service.ts',
        "export const f = (db: any) => db.selectFrom('posts').selectAll().execute();\n",
      ),
    ).toEqual([]);
  });
});
