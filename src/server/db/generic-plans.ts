/**
 * The second PostgreSQL pool of a database, for named statements planned generically (ADR 0034): its
 * connections start with `plan_cache_mode = force_generic_plan` (PostgreSQL "Query Planning" settings),
 * so such a statement is planned once per connection instead of at every execution. Opened on first
 * use, so a process that never runs such a statement holds no extra connection.
 * @module
 */
import pg from 'pg';

/** A pool opened on first use. */
export interface LazyPool {
  /** The pool, opened now if it was not. */
  get(): pg.Pool;
  /** Clients waiting for one of its connections (0 while it is not open). */
  waiting(): number;
  /** Closes it if it was opened. */
  end(): Promise<void>;
}

/**
 * The generic-plan pool with `config` (the main pool's connection settings and size).
 * @param setUp - attaches the main pool's error listeners to the new pool
 */
export function genericPlanPool(config: pg.PoolConfig, setUp: (pool: pg.Pool) => void): LazyPool {
  let pool: pg.Pool | null = null;
  return {
    get: () => {
      if (!pool) {
        pool = new pg.Pool({ ...config, options: '-c plan_cache_mode=force_generic_plan' });
        setUp(pool);
      }
      return pool;
    },
    waiting: () => pool?.waitingCount ?? 0,
    end: async () => {
      await pool?.end();
    },
  };
}
