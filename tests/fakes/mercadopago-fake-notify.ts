/**
 * Notifications of the fake MercadoPago (./mercadopago-fake), signed as MercadoPago signs them
 * ("Notificaciones > Webhooks", "Validar origen de la notificación"): the query carries `data.id` and
 * `type`, and `x-signature: ts=<unix s>,v1=<hex HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;")>`.
 * @module
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/** A signed notification: where to POST it (path and query of the notification URL), headers and body. */
export interface MpNotificationDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Signing options: another time (unix s), secret, request id, or `data.id` than the object's own. */
export interface MpSignOptions {
  timestamp?: number;
  secret?: string;
  requestId?: string;
  dataId?: string;
}

/**
 * The notification of object `id` of `type` (`payment`, `subscription_preapproval`,
 * `subscription_authorized_payment`) to `notificationUrl`, signed with `secret` unless `opts.secret`.
 */
export function signedNotification(
  secret: string,
  notificationUrl: string,
  type: string,
  id: string,
  userId: string,
  opts: MpSignOptions = {},
): MpNotificationDelivery {
  const target = new URL(notificationUrl);
  const dataId = opts.dataId ?? id;
  target.searchParams.set('data.id', dataId);
  target.searchParams.set('type', type);
  const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const requestId = opts.requestId ?? randomUUID();
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', opts.secret ?? secret)
    .update(manifest)
    .digest('hex');
  return {
    url: target.pathname + target.search,
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${v1}`,
      'x-request-id': requestId,
    },
    body: JSON.stringify({
      action: type === 'payment' ? 'payment.updated' : 'updated',
      api_version: 'v1',
      data: { id },
      date_created: new Date().toISOString(),
      id: Number(randomBytes(4).readUInt32BE()),
      live_mode: false,
      type,
      user_id: userId,
    }),
  };
}
