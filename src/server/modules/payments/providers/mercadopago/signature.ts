/**
 * Verifying a MercadoPago webhook notification (MercadoPago developers, "Notificaciones > Webhooks",
 * "Validar origen de la notificación"): the `x-signature` header is `ts=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA256, keyed with the application's webhook secret (MERCADOPAGO_WEBHOOK_SECRET), of the
 * manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. `data.id` is the one of the query string
 * (lower-cased when alphanumeric, as the documentation says), not the body's.
 *
 * On top of the documented check: a `ts` more than {@link MERCADOPAGO_WEBHOOK_TOLERANCE_S} seconds away
 * from our clock (either way) is refused, so a captured notification cannot be replayed later; the
 * comparison is constant-time (`crypto.timingSafeEqual`).
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from '../provider';

/** Largest distance between a notification's `ts` and our clock, seconds (5 minutes). */
export const MERCADOPAGO_WEBHOOK_TOLERANCE_S = 300;

/** What was delivered: the query's `data.id` and the two headers (Node's lower-case names). */
export interface MpNotification {
  dataId: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** The manifest MercadoPago signs. */
export const mercadoPagoManifest = (dataId: string, requestId: string, ts: string): string =>
  `id:${/^[0-9a-z]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};request-id:${requestId};ts:${ts};`;

/** The hex HMAC-SHA256 of the manifest with `secret`. */
export const mercadoPagoSignature = (secret: string, dataId: string, requestId: string, ts: string): string =>
  createHmac('sha256', secret)
    .update(mercadoPagoManifest(dataId, requestId, ts))
    .digest('hex');

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** `ts` and `v1` of an `x-signature` header, or null when malformed. */
function partsOf(header: string): { ts: string; v1: string } | null {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !/^\d{1,12}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1: v1.toLowerCase() };
}

/**
 * Verifies one notification.
 * @param secret - MERCADOPAGO_WEBHOOK_SECRET
 * @param nowMs - our clock, ms since the epoch
 * @returns the verified payment id (`data.id`)
 * @throws WebhookRejected when `data.id`, `x-request-id` or `x-signature` is missing or malformed, `ts`
 *   is outside the tolerance, or the signature does not match
 */
export function verifyMercadoPagoNotification(
  secret: string,
  notification: MpNotification,
  nowMs: number,
): string {
  const dataId = notification.dataId;
  if (!dataId || !/^[\w-]{1,64}$/.test(dataId)) throw new WebhookRejected('missing or malformed data.id');
  const requestId = single(notification.headers['x-request-id']);
  if (!requestId) throw new WebhookRejected('missing x-request-id header');
  const header = single(notification.headers['x-signature']);
  const parts = header ? partsOf(header) : null;
  if (!parts) throw new WebhookRejected('missing or malformed x-signature header');
  if (Math.abs(Number(parts.ts) - Math.floor(nowMs / 1000)) > MERCADOPAGO_WEBHOOK_TOLERANCE_S)
    throw new WebhookRejected('signature: ts outside the tolerance');
  const expected = Buffer.from(mercadoPagoSignature(secret, dataId, requestId, parts.ts), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex')))
    throw new WebhookRejected('signature: no match');
  return dataId;
}
