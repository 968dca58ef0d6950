/**
 * Reference columns to the two tables most rows hang from, `gyms` and `users` (of `schema.ts`), for the
 * other schema files; `schema.ts` itself does not import this file, so there is no import circle.
 * @module
 */
import { requiredRef, type OnDelete } from './columns';
import { gyms, users } from './schema';

/** The `gym_id uuid not null` column referencing `gyms.id`, with what happens when the gym goes. */
export const gymRef = (onDelete: OnDelete) => requiredRef('gym_id', () => gyms.id, onDelete);

/**
 * A `uuid not null` column named `name` (`user_id`, `member_id`, `partner_id`…) referencing the account
 * `users.id`; by default the row goes with the account (`on delete cascade`).
 */
export const accountRef = (name: string, onDelete: OnDelete = 'cascade') =>
  requiredRef(name, () => users.id, onDelete);
