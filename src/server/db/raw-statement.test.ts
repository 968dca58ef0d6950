import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toDrizzleSql } from './raw-statement';

describe('toDrizzleSql (pg-boss statements on a Drizzle transaction)', () => {
  const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(toDrizzleSql(text, values));

  it('binds numbered placeholders in order of appearance, repeated ones included', () => {
    const q = render('select $2::int, $1::text, $10, $2', ['a', 7, 0, 0, 0, 0, 0, 0, 0, 'ten']);
    expect(q.sql).toBe('select $1::int, $2::text, $3, $4');
    expect(q.params).toEqual([7, 'a', 'ten', 7]);
  });

  it('sends undefined as NULL instead of dropping the placeholder', () => {
    const q = render('select coalesce($1::uuid, gen_random_uuid()), $2', [undefined, { orderId: 'x' }]);
    expect(q.sql).toBe('select coalesce($1::uuid, gen_random_uuid()), $2');
    expect(q.params).toEqual([null, { orderId: 'x' }]);
  });
});
