/**
 * The SQL form of "usable now" (./state `passStateAt` = 'valid'): not revoked, started, not ended, and
 * for a service pass with uses left. For statements that count or list valid passes.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';

/** The predicate on pass alias `p` (a plain identifier, e.g. `p`). */
export function passValidNow(p: string): SQL {
  const a = sql.raw(p);
  return sql`${a}.revoked_at is null and ${a}.valid_from <= now() and ${a}.valid_until > now()
    and (${a}.uses_left is null or ${a}.uses_left > 0)`;
}
