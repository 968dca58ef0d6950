/**
 * The second PostgreSQL pool of a database, for named statements planned generically (ADR 0034): its
 * connections start with `plan_cache_mode = force_generic_plan` (PostgreSQL "Query Planning" settings),
 * so such a statement is planned once per connection instead of at every execution, and with sorts
 * discouraged ({@link GENERIC_PLAN_OPTIONS}). Opened on first
 * use, so a process that never runs such a statement holds no extra connection.
 * @module
 */
import pg from 'pg';

/**
 * The settings its connections start with. `enable_sort = off`: a statement sent here is a nearest-first
 * walk whose best plan is the ordered walk of the position index for every value (ADR 0034), but a
 * generic plan estimates its matches from default selectivities (0.5 % per key), and on a small
 * catalogue with two keys (a service and "abierto ahora") that is under one row, so the planner took a
 * bitmap scan of every match and a sort (10k gyms: 700 rows, 14 ms, against 1 ms for the walk; ADR 0049).
 * A sort the statement needs anyway (the page's order by distance and id) stays; its cost is only
 * counted higher. `jit = off`: that higher count would pass `jit_above_cost` and compile the statement
 * (0.5 s).
 */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan -c enable_sort=off -c jit=off';

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
        pool = new pg.Pool({ ...config, options: GENERIC_PLAN_OPTIONS });
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
