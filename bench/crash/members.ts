/**
 * The crash test's people: accounts written straight into the database and signed-in sessions for
 * them, as cookies a client sends (`bench:crash`, `bench:ledger`).
 * @module
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { sessions } from '../../src/server/db/schema-accounts';
import { insertSession } from '../../src/server/modules/account/queries/sessions';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';

/**
 * Session cookies of `userIds` (new sessions); with `secondFactor`, the sessions have verified the
 * administrators' second factor (ADR 0019).
 */
export async function cookiesOf(
  handle: DatabaseHandle,
  userIds: string[],
  secondFactor = false,
): Promise<string[]> {
  const cookies: string[] = [];
  for (const userId of userIds) {
    const token = newOpaqueToken();
    const now = new Date();
    const id = sha256Hex(token);
    await insertSession(handle.db, { id, userId, now, expiresAt: new Date(now.getTime() + 86_400_000) });
    if (secondFactor)
      await handle.db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, id));
    cookies.push(`buscagym_session=${token}`);
  }
  return cookies;
}

/** Creates accounts of `type` (a partner's row in `partners` is the caller's). @returns their ids */
export async function accounts(
  handle: DatabaseHandle,
  type: 'user' | 'admin' | 'partner',
  n: number,
): Promise<string[]> {
  const found = await handle.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `${{ admin: 'Admin', user: 'Socia', partner: 'Dueña' }[type]} ${i}`,
        email: `crash-${type}-${i}@example.com`,
        type,
        active: true,
      })),
    )
    .returning({ id: users.id });
  return found.map((row) => row.id);
}
