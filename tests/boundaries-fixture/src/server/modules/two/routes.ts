/** Fixture of src/boundaries.test.ts: breaks server-module-through-index and no-sql-in-routes. */
import { sql } from 'drizzle-orm';
import { one } from '../one/queries';

export const two = [sql, one];
