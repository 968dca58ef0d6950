/**
 * The idempotency key of a checkout attempt (docs/architecture.md §5: checkout + `Idempotency-Key`). One key
 * per attempt to pay: a double click, or a retry after the network failed, sends the same key, so the
 * server answers the order it already made instead of making a second one. Once the attempt has an
 * answer (paid, declined, or refused by the server), the next attempt gets a new key.
 * @module
 */
import { isRetryableError } from '../../../lib/http';

/**
 * A new random key: a UUID v4 (`crypto.randomUUID`, or built from `getRandomValues` where
 * `randomUUID` is missing, e.g. a plain-HTTP address that is not `localhost`).
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * True when a failed attempt may be retried with the same key: the request may have reached the
 * server (network failure, timeout, rate limit, server error). A 4xx refusal made no order: a new key.
 */
export const keepsAttempt = (error: unknown): boolean => isRetryableError(error);

/** The key of the current attempt, made on first use and forgotten when the attempt is over. */
export class CheckoutAttempt {
  private key: string | null = null;
  private inFlight = false;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key of the attempt under way (a new one when none is). */
  current(): string {
    this.key ??= this.makeKey();
    return this.key;
  }

  /**
   * Starts a request of the attempt (a double click while one is on its way starts nothing).
   * @returns the attempt's key, or null when a request is already on its way
   */
  begin(): string | null {
    if (this.inFlight) return null;
    this.inFlight = true;
    return this.current();
  }

  /** The request started by {@link CheckoutAttempt.begin} has its answer (or failed). */
  end(): void {
    this.inFlight = false;
  }

  /** Ends the attempt: the next {@link CheckoutAttempt.current} is a new key. */
  finish(): void {
    this.key = null;
  }

  /** Ends the attempt after `error`, unless the same attempt should be retried with its key. */
  failed(error: unknown): void {
    if (!keepsAttempt(error)) this.finish();
  }
}
