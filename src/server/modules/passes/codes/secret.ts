/**
 * The pass-signing key: `PASS_SIGNING_KEY` (base64url, ≥ 32 bytes) when configured; otherwise 32
 * random bytes generated once and kept in `app_secrets` (name `pass-signing`), so every API process
 * on the same database signs alike and passes stay valid across restarts.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { storedSecret } from '../../../db/app-secret';
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
  const value = await storedSecret(db, SECRET_NAME, randomBytes(PASS_KEY_MIN_BYTES).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
