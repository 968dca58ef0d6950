import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enablePreparedStatements, queryPrepared, statementName } from './prepared';

describe('named prepared statements', () => {
  it('names a text by its hash: the same text always, another text never alike', () => {
    const a = statementName('select 1 where $1');
    expect(a).toMatch(/^bg_[\w-]{20}$/);
    expect(statementName('select 1 where $1')).toBe(a);
    expect(statementName('select 2 where $1')).not.toBe(a);
  });

  it('runs a registered database by name with the rendered text and values, others as usual', async () => {
    const calls: unknown[][] = [];
    const registered = { execute: () => Promise.reject(new Error('not by name')) };
    enablePreparedStatements(registered, (name, text, values, plan) => {
      calls.push([name, text, values, plan]);
      return Promise.resolve({ rows: [{ ok: 1 }] });
    });
    const query = sql`select ${7}::int as n, ${'x'}::text as t`;
    expect(await queryPrepared(registered, query)).toEqual([{ ok: 1 }]);
    expect(await queryPrepared(registered, query, 'generic')).toEqual([{ ok: 1 }]);
    const text = 'select $1::int as n, $2::text as t';
    expect(calls).toEqual([
      [statementName(text), text, [7, 'x'], 'auto'],
      [statementName(text), text, [7, 'x'], 'generic'],
    ]);

    // Custom plans: never by name, so PostgreSQL plans the statement for its values every time (ADR 0059).
    const unnamed = { execute: () => Promise.resolve({ rows: [{ unnamed: true }] }) };
    enablePreparedStatements(unnamed, () => Promise.reject(new Error('named')));
    expect(await queryPrepared(unnamed, query, 'custom')).toEqual([{ unnamed: true }]);

    const plain = { execute: () => Promise.resolve({ rows: [{ plain: true }] }) };
    expect(await queryPrepared(plain, query)).toEqual([{ plain: true }]);
  });
});
