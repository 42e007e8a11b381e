import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../support/test-db.ts';

/**
 * server/db/schema.ts is written by hand; the migrations make the database. This test reads the
 * `Database` interface with the TypeScript parser and compares every table and column, its
 * nullability and the kind of its type with the migrated database, so a column added by a
 * migration and forgotten in the schema (or the other way round) fails here.
 */

type Kind = 'number' | 'string' | 'boolean' | 'timestamp' | 'json' | 'array' | 'bytes';
interface TsColumn {
  nullable: boolean;
  kind: Kind | 'unknown';
  text: string;
}

const SCHEMA = 'server/db/schema.ts';

function readSchema(): Map<string, Map<string, TsColumn>> {
  const source = ts.createSourceFile(SCHEMA, readFileSync(SCHEMA, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const s of source.statements) {
    if (ts.isInterfaceDeclaration(s)) interfaces.set(s.name.text, s);
    if (ts.isTypeAliasDeclaration(s)) aliases.set(s.name.text, s.type);
  }
  const tables = new Map<string, Map<string, TsColumn>>();
  for (const member of interfaces.get('Database')!.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = (member.name as ts.Identifier).text;
    const iface = interfaces.get(member.type.getText(source))!;
    const columns = new Map<string, TsColumn>();
    for (const col of iface.members) {
      if (!ts.isPropertySignature(col) || !col.type) continue;
      columns.set((col.name as ts.Identifier).text, describe(col.type));
    }
    tables.set(table, columns);
  }
  return tables;

  /** What a column's select type is: the first argument of ColumnType, inside Generated<…>. */
  function describe(node: ts.TypeNode): TsColumn {
    const text = node.getText(source);
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(source);
      const args = node.typeArguments ?? [];
      if (name === 'Generated' || name === 'GeneratedAlways' || name === 'ColumnType') return describe(args[0]);
      if (name === 'Json') return { nullable: describe(args[0]).nullable, kind: 'json', text };
      if (name === 'Date') return { nullable: false, kind: 'timestamp', text };
      const alias = aliases.get(name);
      if (alias) return { ...describe(alias), text };
      if (interfaces.has(name)) return { nullable: false, kind: 'json', text };
      return { nullable: false, kind: 'unknown', text };
    }
    if (ts.isUnionTypeNode(node)) {
      const parts = node.types.filter(
        (t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword),
      );
      const nullable = parts.length < node.types.length;
      const kinds = new Set(parts.map((p) => describe(p).kind));
      const kind = kinds.size === 1 ? [...kinds][0] : 'unknown';
      return { nullable: nullable || parts.some((p) => describe(p).nullable), kind, text };
    }
    if (ts.isArrayTypeNode(node)) return { nullable: false, kind: 'array', text };
    if (ts.isTypeLiteralNode(node)) return { nullable: false, kind: 'json', text };
    if (ts.isLiteralTypeNode(node)) {
      const l = node.literal.kind;
      if (l === ts.SyntaxKind.StringLiteral) return { nullable: false, kind: 'string', text };
      if (l === ts.SyntaxKind.NumericLiteral) return { nullable: false, kind: 'number', text };
      if (l === ts.SyntaxKind.TrueKeyword || l === ts.SyntaxKind.FalseKeyword)
        return { nullable: false, kind: 'boolean', text };
    }
    if (node.kind === ts.SyntaxKind.StringKeyword) return { nullable: false, kind: 'string', text };
    if (node.kind === ts.SyntaxKind.NumberKeyword) return { nullable: false, kind: 'number', text };
    if (node.kind === ts.SyntaxKind.BooleanKeyword) return { nullable: false, kind: 'boolean', text };
    if (node.kind === ts.SyntaxKind.UnknownKeyword) return { nullable: false, kind: 'json', text };
    return { nullable: false, kind: 'unknown', text };
  }
}

/** The kinds of TypeScript value a PostgreSQL type may be declared as (pg and PGlite alike). */
function kindsOf(dataType: string): Kind[] {
  // int8 and numeric: pg reads strings, PGlite numbers (docs/stack.md); the schema says which it parses to.
  if (dataType === 'bigint' || dataType === 'numeric') return ['string', 'number'];
  return [kindOf(dataType)];
}

function kindOf(dataType: string): Kind {
  if (dataType === 'ARRAY') return 'array';
  if (/^(integer|smallint|real|double precision)$/.test(dataType)) return 'number';
  if (/^(text|character varying|character|uuid|inet|citext)$/.test(dataType)) return 'string';
  if (dataType === 'boolean') return 'boolean';
  if (/^(timestamp with time zone|timestamp without time zone)$/.test(dataType)) return 'timestamp';
  // A calendar day is read as its text (server/db/connect.ts).
  if (dataType === 'date') return 'string';
  if (/^jsonb?$/.test(dataType)) return 'json';
  if (dataType === 'bytea') return 'bytes';
  return 'string';
}

const t = await openTestDb();
afterAll(() => t.close());

describe('server/db/schema.ts agrees with the migrated database', async () => {
  const schema = readSchema();
  const rows = (
    await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      is_generated: 'ALWAYS' | 'NEVER';
      data_type: string;
    }>`
      select c.table_name, c.column_name, c.is_nullable, c.is_generated, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_%'
      order by c.table_name, c.ordinal_position`.execute(t.db)
  ).rows;
  const db = new Map<string, typeof rows>();
  for (const r of rows) db.set(r.table_name, [...(db.get(r.table_name) ?? []), r]);

  it('names every table the migrations make, and no other', () => {
    expect([...schema.keys()].sort()).toEqual([...db.keys()].sort());
  });

  for (const [table, columns] of db) {
    it(`${table}: the same columns, nullability and kinds of value`, () => {
      const declared = schema.get(table);
      expect(declared, `${table} is missing from the Database interface`).toBeDefined();
      expect([...declared!.keys()].sort(), `${table}'s columns`).toEqual(columns.map((c) => c.column_name).sort());
      for (const c of columns) {
        const d = declared!.get(c.column_name)!;
        const where = `${table}.${c.column_name} (${c.data_type}, declared ${d.text})`;
        // A generated column is nullable to PostgreSQL whatever its expression; the schema knows better.
        if (c.is_generated !== 'ALWAYS') expect(d.nullable, `${where}: nullable`).toBe(c.is_nullable === 'YES');
        // A literal union or an interface the schema names is as good as the database's kind.
        if (d.kind !== 'unknown') expect(kindsOf(c.data_type), `${where}: kind`).toContain(d.kind);
      }
    });
  }
});
