import type { Database } from '../../../src/server/db/client';

/**
 * The app's database, counting the statements it is asked to run through `execute` (they still run on
 * it): what batching code (ADR 0060, ADR 0061) sends, seen from outside.
 */
export function countingDatabase(db: Database): { db: Database; statements: () => number } {
  let n = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        n += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, statements: () => n };
}
