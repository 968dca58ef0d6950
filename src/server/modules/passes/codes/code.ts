/**
 * Pass codes (the text a pass's QR code holds): `BGP1.<id>.<mac>`, where `<id>` is the pass's UUID (16
 * bytes, base64url) and `<mac>` the first 128 bits of HMAC-SHA256 (RFC 2104) of `BGP1.<id>` under the
 * server's pass-signing key, base64url. Nobody without the key can make a valid code for any pass, a
 * code cannot be altered to name another pass, and verification rejects a forgery before any database
 * read. The code is derived, never stored. Compared in constant time.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIdPart, passIdOfPart, passIdPart } from './id-part';
import { checkDoorCode, checkRotatingCode, rotatingSecret, type RotatingCheck } from './rotating';

/** Version prefix of the code format. */
export const PASS_CODE_PREFIX = 'BGP1';
/** Bytes of the MAC kept in the code (128 bits). */
const MAC_BYTES = 16;
/** Smallest signing key accepted, bytes (HMAC-SHA256 key of at least the hash length, RFC 2104 §3). */
export const PASS_KEY_MIN_BYTES = 32;

/** Signs and verifies pass codes. */
export interface PassSigner {
  /** The code of pass `passId` (a UUID). */
  codeOf(passId: string): string;
  /** The pass id a code names, or null when the code is malformed or its MAC is wrong. */
  verify(code: string): string | null;
  /** The TOTP secret of pass `passId`'s rotating codes (./rotating, ADR 0029), 32 bytes. */
  rotatingSecretOf(passId: string): Buffer;
  /** Checks a rotating code (`BGT1.…`) at `now`, without any database read (./rotating). */
  checkRotating(code: string, now: Date): RotatingCheck;
  /** Checks typed door code `typed` against pass `passId` of stored code `storedCode` at `now` (./rotating). */
  checkDoorCode(passId: string, storedCode: string, typed: string, now: Date): RotatingCheck;
}

/**
 * A signer under `key`.
 * @throws RangeError when the key is shorter than {@link PASS_KEY_MIN_BYTES}
 */
export function createPassSigner(key: Buffer): PassSigner {
  if (key.length < PASS_KEY_MIN_BYTES) throw new RangeError('pass-signing key too short');
  const mac = (body: string): Buffer =>
    createHmac('sha256', key).update(body, 'utf8').digest().subarray(0, MAC_BYTES);
  return {
    rotatingSecretOf: (passId) => rotatingSecret(key, passId),
    checkRotating: (code, now) => checkRotatingCode(key, code, now),
    checkDoorCode: (passId, storedCode, typed, now) => checkDoorCode(key, passId, storedCode, typed, now),
    codeOf: (passId) => {
      const body = `${PASS_CODE_PREFIX}.${passIdPart(passId)}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify: (code) => {
      const parts = code.trim().split('.');
      if (parts.length !== 3 || parts[0] !== PASS_CODE_PREFIX) return null;
      const [, idPart = '', macPart = ''] = parts;
      if (!isIdPart(idPart) || !/^[A-Za-z0-9_-]{22}$/.test(macPart)) return null;
      const given = Buffer.from(macPart, 'base64url');
      const expected = mac(`${PASS_CODE_PREFIX}.${idPart}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return passIdOfPart(idPart);
    },
  };
}
