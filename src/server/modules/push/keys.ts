/**
 * The VAPID key pair (RFC 8292 §3.2; ADR 0031): `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when
 * configured; otherwise a P-256 pair generated once by `web-push` and kept in `app_secrets` (name
 * `vapid`), like the pass-signing key, so every API process on the same database signs alike and the
 * browsers' subscriptions (made for one public key) survive restarts.
 * @module
 */
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { storedSecret } from '../../db/app-secret';

const SECRET_NAME = 'vapid';

/** A VAPID key pair (base64url): the public key a P-256 point (65 bytes), the private key 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The key pair to sign push requests with.
 * @throws Error when only one of the two keys is configured
 */
export async function loadVapidKeys(db: Database, config: Config['push']): Promise<VapidKeys> {
  const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const value = await storedSecret(db, SECRET_NAME, JSON.stringify(webpush.generateVAPIDKeys()));
  return storedSchema.parse(JSON.parse(value));
}
