import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { seedSearchBench } from './tests/bench/search-bench.ts';
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/h_search_test' }) }) });
const r = await seedSearchBench(db);
console.log(r.searcher, r.seedSeconds);
await db.destroy();
