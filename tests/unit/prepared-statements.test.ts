import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, PLANNED_PER_CALL, statementName } from '@server/db/prepared-statements.ts';

describe('prepared statement names', () => {
  it('names a read or write with parameters, the same text the same name', () => {
    const feed = 'select * from posts where in_feed and id < $1 limit 10';
    const name = statementName(feed, 1);
    expect(name).toMatch(/^k\d+$/);
    expect(statementName(feed, 1)).toBe(name);
    expect(statementName('  WITH x as (select $1) select * from x', 1)).toMatch(/^k\d+$/);
    expect(statementName('update tasks set title = $1 where id = $2', 2)).not.toBe(name);
  });

  it('leaves unnamed what must go by the simple protocol or cannot be prepared', () => {
    expect(statementName('select 1', 0)).toBeUndefined(); // no parameters: simple protocol
    expect(statementName('create table t (id int)', 1)).toBeUndefined();
    expect(statementName('begin', 1)).toBeUndefined();
    expect(statementName('select $1; select 2', 1)).toBeUndefined(); // several statements
  });

  it('leaves unnamed a statement marked to be planned on every call with its values', () => {
    const text = `${PLANNED_PER_CALL} select id from tasks where search @@ to_tsquery('russian', $1) limit 5`;
    expect(statementName(text, 1)).toBeUndefined();
    expect(statementName(text, 1)).toBeUndefined(); // and stays so
  });

  it('stops naming new texts at the cap, so varying shapes cannot grow a connection without bound', () => {
    const kept = 'select * from profiles where id = $1';
    const keptName = statementName(kept, 1);
    for (let n = 1; n <= MAX_NAMED_STATEMENTS + 10; n++) {
      statementName(
        `select * from tasks where id in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`,
        n,
      );
    }
    expect(statementName('select * from spaces where id = $1', 1)).toBeUndefined();
    expect(statementName(kept, 1)).toBe(keptName); // a text named before stays named
  });
});
