/**
 * The publishing rule of a partner's gym (ADR 0026 §3): a gym is live only while it sells at least one
 * service with a price. The publish itself is checked by `gyms.ts` (`assertMayPublish`, and in the
 * `UPDATE` of `queries.ts`); here, the service writes that could take the last price away.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import { publishingMessages } from '../../../shared/messages/publishing';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { gyms } from '../../db/schema';

/** How many of gym `gymId`'s services have a price, and whether it is published. */
export async function sellingState(
  db: Database,
  gymId: string,
): Promise<{ name: string; gymActive: boolean; priced: number } | undefined> {
  const [row] = await db
    .select({
      name: gyms.name,
      gymActive: gyms.gymActive,
      priced: sql<number>`(select count(*) from gym_services gs where gs.gym_id = ${gymId} and gs.price is not null)::int`,
    })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  return row ? { ...row, priced: Number(row.priced) } : undefined;
}

/**
 * Runs `write` (inside `tx`) and refuses it when it leaves a published gym without any service with a
 * price while it had one.
 * @throws AppError CONFLICT ({@link publishingMessages.lastPricedService}); the transaction rolls back
 */
export async function keepingItSelling(
  tx: Database,
  gymId: string,
  write: () => Promise<unknown>,
): Promise<void> {
  const before = await sellingState(tx, gymId);
  await write();
  const after = await sellingState(tx, gymId);
  if (before && after && before.priced > 0 && after.priced === 0 && after.gymActive)
    throw new AppError('CONFLICT', publishingMessages.lastPricedService(after.name));
}
