/**
 * Password hashing with argon2id, m = 19456 KiB, t = 2, p = 1 (docs/architecture.md §3; OWASP Password
 * Storage Cheat Sheet; ASVS 2.4.1) through @node-rs/argon2 (prebuilt native binary, runs off the
 * event loop). The PHC string stores its own salt and parameters, so they can be raised later.
 * @module
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { newOpaqueToken } from '../../../secrets';

/** `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** The hashing parameters: argon2id, 19456 KiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password. @returns the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. When there is no hash (unknown e-mail, an account without
 * a password) a dummy hash is checked instead, so the answer takes the same time and reveals nothing.
 * @returns true only when `stored` is a hash of `password`; false for a malformed hash
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(newOpaqueToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
