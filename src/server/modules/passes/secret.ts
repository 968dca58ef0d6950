/**
 * The pass-signing key: `PASS_SIGNING_KEY` (base64url, ≥ 32 bytes) when configured; otherwise 32
 * random bytes generated once and kept in `app_secrets` (name `pass-signing`), so every API process
 * on the same database signs alike and passes stay valid across restarts.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema-commerce';
import { PASS_KEY_MIN_BYTES } from './code';

const SECRET_NAME = 'pass-signing';

/**
 * The key to sign pass codes with.
 * @throws Error when `configured` is given but decodes to fewer than 32 bytes
 */
export async function loadPassSigningKey(db: Database, configured?: string): Promise<Buffer> {
  if (configured) {
    const key = Buffer.from(configured, 'base64url');
    if (key.length < PASS_KEY_MIN_BYTES)
      throw new Error('PASS_SIGNING_KEY must be at least 32 bytes, base64url');
    return key;
  }
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(PASS_KEY_MIN_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('pass-signing secret missing after insert');
  return Buffer.from(row.value, 'base64url');
}
