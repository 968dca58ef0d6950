import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { marketplaceFeeCentavos } from '../../../payment-accounts/seller';
import { createTokenCipher } from '../../../payment-accounts/cipher';
import { createPaymentProvider } from '../../index';
import type { MpPayment } from './client';
import { notifiedOf, readMercadoPagoNotification } from './notification';
import { mercadoPagoManifest, verifyMercadoPagoNotification } from './signature';
import { statusOfMp } from './state';
import { WebhookRejected } from '../provider';

const SECRET = 'mp-secret-unit';
const NOW_MS = 1_764_000_000_000;
const nowS = NOW_MS / 1000;

/** A notification signed as MercadoPago documents it (the HMAC written out here, independently). */
function signed(dataId: string, ts = nowS, secret = SECRET, requestId = 'req-1') {
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return { dataId, headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId } };
}

describe('MercadoPago x-signature (manifest id:{data.id};request-id:{x-request-id};ts:{ts};)', () => {
  it('accepts a good signature within 5 minutes either way and answers data.id', () => {
    expect(verifyMercadoPagoNotification(SECRET, signed('123456'), NOW_MS)).toBe('123456');
    expect(verifyMercadoPagoNotification(SECRET, signed('123456', nowS - 300), NOW_MS)).toBe('123456');
    expect(verifyMercadoPagoNotification(SECRET, signed('123456', nowS + 300), NOW_MS)).toBe('123456');
  });

  it('lower-cases an alphanumeric data.id in the manifest, as the documentation says', () => {
    expect(mercadoPagoManifest('ABC123', 'r', '1')).toBe('id:abc123;request-id:r;ts:1;');
    const n = signed('abc123');
    expect(verifyMercadoPagoNotification(SECRET, { ...n, dataId: 'ABC123' }, NOW_MS)).toBe('ABC123');
  });

  it('refuses other secrets, stale or future ts, other ids, missing or repeated headers', () => {
    const refuse = (n: Parameters<typeof verifyMercadoPagoNotification>[1]) =>
      expect(() => verifyMercadoPagoNotification(SECRET, n, NOW_MS)).toThrow(WebhookRejected);
    refuse(signed('1', nowS, 'other-secret'));
    refuse(signed('1', nowS - 301));
    refuse(signed('1', nowS + 301));
    refuse({ ...signed('1'), dataId: '2' });
    refuse({ ...signed('1'), dataId: undefined });
    refuse({ dataId: '1', headers: { 'x-request-id': 'req-1' } });
    refuse({ dataId: '1', headers: { ...signed('1').headers, 'x-request-id': undefined } });
    refuse({ dataId: '1', headers: { ...signed('1').headers, 'x-signature': ['a', 'b'] } });
    refuse({ dataId: '1', headers: { ...signed('1').headers, 'x-signature': 'ts=1,v1=zz' } });
  });
});

describe('MercadoPago statuses', () => {
  it('maps approved → succeeded, rejected → failed, cancelled/refunded → canceled, the rest pending', () => {
    expect(statusOfMp('approved')).toBe('succeeded');
    expect(statusOfMp('rejected')).toBe('failed');
    expect(['cancelled', 'refunded', 'charged_back'].map(statusOfMp)).toEqual([
      'canceled',
      'canceled',
      'canceled',
    ]);
    expect(['pending', 'in_process', 'in_mediation', 'authorized'].map(statusOfMp)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });
});

describe('marketplace fee (commission per line, half up to the centavo, summed)', () => {
  it('equals the sum of the sales rows commissions', () => {
    const lines = [
      { gymId: 'a', lineTotal: '25000.00' },
      { gymId: 'a', lineTotal: '2000.50' },
      { gymId: 'a', lineTotal: '4001.00' },
    ];
    // 7.50 %: 1 875.00 + 150.0375 → 150.04 + 300.075 → 300.08
    expect(marketplaceFeeCentavos(lines, () => '7.50')).toBe(187_500 + 15_004 + 30_008);
    expect(marketplaceFeeCentavos([{ gymId: 'b', lineTotal: '0.03' }], () => '15.00')).toBe(0);
    expect(marketplaceFeeCentavos([{ gymId: 'b', lineTotal: '0.10' }], () => '15.00')).toBe(2);
    expect(marketplaceFeeCentavos([], () => '15.00')).toBe(0);
  });
});

describe('token cipher (AES-256-GCM, HKDF key from the app secret)', () => {
  const secret = Buffer.alloc(32, 7);
  it('opens what it sealed, with a new IV each time', () => {
    const cipher = createTokenCipher(secret);
    const a = cipher.seal('APP_USR-token');
    expect(a).not.toContain('APP_USR');
    expect(cipher.seal('APP_USR-token')).not.toBe(a);
    expect(cipher.open(a)).toBe('APP_USR-token');
  });
  it('refuses an altered text or another key', () => {
    const sealed = createTokenCipher(secret).seal('APP_USR-token');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0]! ^= 1;
    expect(() =>
      createTokenCipher(secret).open([...parts.slice(0, 3), data.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(16))).toThrow(RangeError);
  });
});

describe('createPaymentProvider with PAYMENT_PROVIDER', () => {
  const stripe = {
    secretKey: undefined,
    publishableKey: undefined,
    webhookSecret: undefined,
    apiUrl: undefined,
  };
  const mercadopago = {
    accessToken: 'APP_USR-x',
    webhookSecret: 'w',
    clientId: undefined,
    clientSecret: undefined,
    apiUrl: 'http://127.0.0.1:1',
    authUrl: 'http://127.0.0.1:1',
  };
  it('is MercadoPago when asked, and refuses it without its token or webhook secret', () => {
    expect(createPaymentProvider({ stripe, paymentProvider: 'mercadopago', mercadopago }).name).toBe(
      'mercadopago',
    );
    expect(() =>
      createPaymentProvider({
        stripe,
        paymentProvider: 'mercadopago',
        mercadopago: { ...mercadopago, webhookSecret: undefined },
      }),
    ).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
  });
  it('refuses a country with one of its two credentials, naming the other (ADR 0056)', () => {
    const withCountries = (countries: object) => () =>
      createPaymentProvider({
        stripe,
        paymentProvider: 'mercadopago',
        mercadopago: { ...mercadopago, countries },
      });
    expect(withCountries({ MX: { accessToken: 'APP_USR-mx', webhookSecret: 'wmx' } })).not.toThrow();
    expect(withCountries({ MX: { accessToken: 'APP_USR-mx', webhookSecret: undefined } })).toThrow(
      /needs MERCADOPAGO_MX_WEBHOOK_SECRET$/,
    );
    expect(withCountries({ BR: { accessToken: undefined, webhookSecret: 'wbr' } })).toThrow(
      /needs MERCADOPAGO_BR_ACCESS_TOKEN$/,
    );
    expect(withCountries({ BR: { accessToken: undefined, webhookSecret: undefined } })).not.toThrow();
  });
  it('keeps the demo as default and Stripe auto-detection; manual when asked', () => {
    const keys = {
      secretKey: 'sk_test_a',
      publishableKey: 'pk_test_b',
      webhookSecret: 'whsec_c',
      apiUrl: undefined,
    };
    expect(createPaymentProvider({ stripe }).name).toBe('manual');
    expect(createPaymentProvider({ stripe: keys }).name).toBe('stripe');
    expect(createPaymentProvider({ stripe: keys, paymentProvider: 'manual' }).name).toBe('manual');
    expect(() => createPaymentProvider({ stripe, paymentProvider: 'stripe' })).toThrow(/STRIPE_/);
  });
});

describe('MercadoPago notification steps (ADR 0043)', () => {
  const ORDER = '7d0f1c2e-5b6a-4c3d-8e9f-0a1b2c3d4e5f';
  const read = (query: Record<string, string | undefined>, dataId = '123456') =>
    readMercadoPagoNotification(
      SECRET,
      { rawBody: Buffer.alloc(0), headers: signed(dataId).headers, query: { 'data.id': dataId, ...query } },
      NOW_MS,
    );

  it('reads a payment (with our order as a hint), another topic, or nothing to act on', () => {
    expect(read({ type: 'payment', order: ORDER })).toEqual({
      kind: 'payment',
      paymentId: '123456',
      orderHint: ORDER,
      event: null,
    });
    expect(read({ topic: 'payment', order: 'not-a-uuid' })).toMatchObject({
      kind: 'payment',
      orderHint: null,
    });
    expect(read({ type: 'subscription_preapproval' }, 'pre1')).toEqual({
      kind: 'topic',
      topic: 'subscription_preapproval',
      id: 'pre1',
    });
    expect(read({})).toEqual({ kind: 'ignore', type: 'no topic' });
  });

  it('checks the signature before anything else', () => {
    expect(() =>
      readMercadoPagoNotification(
        SECRET,
        { rawBody: Buffer.alloc(0), headers: {}, query: { 'data.id': '1', type: 'payment' } },
        NOW_MS,
      ),
    ).toThrow(WebhookRejected);
  });

  it('takes the order and the status from MercadoPago’s answer, never from the notification', () => {
    const notice = { kind: 'payment' as const, paymentId: '123456', orderHint: null, event: null };
    const payment: MpPayment = { id: '123456', status: 'approved', external_reference: ORDER };
    expect(notifiedOf(payment, notice)).toEqual({
      order: { orderId: ORDER },
      state: { paymentId: `mp_order_${ORDER}`, status: 'succeeded', orderId: ORDER, failureCode: null },
      event: { id: 'payment:123456:approved', type: 'payment.approved' },
    });
    expect(notifiedOf({ ...payment, external_reference: 'BG-1' }, notice)).toBeNull();
    const otherHint = { ...notice, orderHint: '00000000-0000-4000-8000-000000000000' };
    expect(notifiedOf(payment, otherHint)).toBeNull();
  });
});
