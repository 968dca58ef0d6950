/**
 * Contract of Web Push (ADR 0031): the server's VAPID public key (RFC 8292 §3.2), a browser's
 * `PushSubscription` as `PushSubscription.toJSON()` gives it (W3C Push API §9.1: `endpoint`,
 * `expirationTime`, `keys.p256dh`, `keys.auth`; RFC 8291 §3.2 key sizes), and the device's removal.
 * @module
 */
import { z } from 'zod';
import { pushMessages as m } from '../messages/push';

/** Longest endpoint accepted (push services' URLs are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** Base64url text (RFC 4648 §5), unpadded or padded. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** An https URL of a push service. */
export const pushEndpointSchema = z
  .string({ error: () => m.endpoint })
  .max(PUSH_ENDPOINT_MAX, { error: () => m.endpoint })
  .refine(
    (value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: () => m.endpoint },
  );

/**
 * `p256dh`: an uncompressed P-256 point, 65 bytes → 87 base64url characters; `auth`: 16 bytes → 22
 * (RFC 8291 §3.2). Lengths allow the padded forms too.
 */
const keyText = (min: number, max: number) =>
  z
    .string({ error: () => m.subscription })
    .min(min, { error: () => m.subscription })
    .max(max, { error: () => m.subscription })
    .regex(BASE64URL, { error: () => m.subscription });

/** Body of `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z.number({ error: () => m.subscription }).nullish(),
    keys: z.object({ p256dh: keyText(87, 88), auth: keyText(22, 24) }, { error: () => m.subscription }),
  },
  { error: () => m.subscription },
);
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBodySchema>;

/** Body of `DELETE /api/push/subscriptions` (and the optional body of the sign-out). */
export const pushEndpointBodySchema = z.object({ endpoint: pushEndpointSchema }, { error: () => m.endpoint });
export type PushEndpointBody = z.output<typeof pushEndpointBodySchema>;

/**
 * Optional body of `POST /api/service/logout`: this device's push endpoint, removed with the session.
 * Anything unreadable is ignored (the sign-out always answers 200).
 */
export const logoutBodySchema = z
  .object({ endpoint: z.string().max(PUSH_ENDPOINT_MAX).optional() })
  .optional()
  .catch(undefined);

/** `GET /api/push/key`: the VAPID public key, an uncompressed P-256 point in base64url (RFC 8292 §3.2). */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/** `POST /api/push/subscriptions`: whether this call created the row (false: it was there, refreshed or moved). */
export const pushSubscribedResponseSchema = z.object({ subscribed: z.literal(true), created: z.boolean() });

/** `DELETE /api/push/subscriptions`: whether a subscription of this account was removed. */
export const pushRemovedResponseSchema = z.object({ removed: z.boolean() });
