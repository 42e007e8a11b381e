import { type Kysely, type KyselyPlugin, PostgresQueryCompiler } from 'kysely';

const compiler = new PostgresQueryCompiler();

/**
 * Runs `read` on a handle of `db` that records the SQL of each statement it runs, as PostgreSQL
 * gets it, and answers those texts: for tests that check what a read asks the database.
 */
export async function compiledStatements<D>(
  db: Kysely<D>,
  read: (d: Kysely<D>) => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(compiler.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await read(db.withPlugin(plugin));
  return statements;
}
