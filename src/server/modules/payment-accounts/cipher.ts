/**
 * Encryption at rest of partners' OAuth tokens (docs/decisions "payment providers and the MercadoPago
 * marketplace"): AES-256-GCM (NIST SP 800-38D; 96-bit random IV, 128-bit tag) with a key derived by
 * HKDF-SHA256 (RFC 5869) from the app secret, the pass-signing key (PASS_SIGNING_KEY, or the one kept
 * in `app_secrets`; ../passes/secret), with its own `info` so the derived key is used for nothing else.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url. Replacing the app secret makes the stored
 * tokens unreadable: the partners then connect again.
 * @module
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** HKDF `info` of the token key (domain separation from the pass signatures). */
const INFO = 'buscagym/payment-accounts/oauth-tokens/v1';
const VERSION = 'v1';

/** Seals and opens token strings. */
export interface TokenCipher {
  seal(plain: string): string;
  /** @throws Error when the text was not sealed with this key or was altered */
  open(sealed: string): string;
}

/**
 * The cipher of `appSecret`.
 * @param appSecret - at least 32 bytes
 * @throws RangeError for a shorter secret
 */
export function createTokenCipher(appSecret: Buffer): TokenCipher {
  if (appSecret.length < 32) throw new RangeError('the app secret must be at least 32 bytes');
  const key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
