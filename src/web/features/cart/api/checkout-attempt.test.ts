import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../shared/constants/commerce';
import { ApiRequestError } from '../../../lib/http';
import { CheckoutAttempt, newIdempotencyKey } from './checkout-attempt';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkout attempt keys', () => {
  it('makes UUID v4 keys the server accepts, with or without randomUUID', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const fallback = newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(fallback).toMatch(UUID_V4);
    expect(fallback).not.toBe(key);
  });

  it('keeps one key per attempt: retries after a network failure reuse it, answers end it', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `key-${++n}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1'); // double click
    attempt.failed(new ApiRequestError('sin conexión', 0));
    expect(attempt.current()).toBe('key-1'); // retry of the same attempt
    attempt.failed(new ApiRequestError('error del servidor', 503));
    expect(attempt.current()).toBe('key-1');
    attempt.failed(new ApiRequestError('revisá tu carrito', 409));
    expect(attempt.current()).toBe('key-2'); // refused: a new attempt
    attempt.finish(); // declined or paid
    expect(attempt.current()).toBe('key-3');
  });

  it('starts one request at a time', () => {
    const attempt = new CheckoutAttempt(() => 'key');
    expect(attempt.begin()).toBe('key');
    expect(attempt.begin()).toBeNull(); // a double click while the first is on its way
    attempt.end();
    expect(attempt.begin()).toBe('key');
  });
});
