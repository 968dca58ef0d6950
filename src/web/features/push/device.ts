/**
 * Web Push on this device (ADR 0031; W3C Push API): whether it can and does receive a member's
 * notifications, turning them on (permission, `PushManager.subscribe` with the server's VAPID key,
 * the subscription sent to `/api/push/subscriptions`) and off, and leaving the device at sign-out.
 * The service worker that shows them is the app's own (ADR 0030) with `public/push-sw.js` imported.
 * @module
 */
import { getJson, sendJson } from '../../lib/http';

// The schemas (and zod) load with the calls, not with the pages that offer notifications (ADR 0013).
const contract = () => import('../../../shared/contract/push');
const lazy = {
  key: async () => (await contract()).pushKeyResponseSchema,
  subscribed: async () => (await contract()).pushSubscribedResponseSchema,
  removed: async () => (await contract()).pushRemovedResponseSchema,
};

/** What this device does: cannot, was refused by the member in the browser, off, on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the app's service worker to be active, ms. */
const WORKER_WAIT_MS = 10_000;

/** True when the browser has service workers, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The device's current push subscription, if any. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this device does now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** True when the browser has not asked the member yet (the offer is shown only then). */
export const permissionUnasked = (): boolean => pushSupported() && Notification.permission === 'default';

/** The app's active service worker registration, or an error after {@link WORKER_WAIT_MS}. */
function activeWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not active')), WORKER_WAIT_MS),
    ),
  ]);
}

/** A base64url text as bytes (the VAPID key for `applicationServerKey`). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (only from a click), subscribes the device and tells the server.
 * @returns the device's state afterwards
 * @throws ApiRequestError or a DOMException when the service worker, push service or server fail
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await activeWorker();
  const { publicKey } = await getJson('/api/push/key', lazy.key);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  await sendJson('POST', '/api/push/subscriptions', subscription.toJSON(), lazy.subscribed);
  return 'on';
}

/** Unsubscribes the device and tells the server. @returns the device's state afterwards */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await sendJson('DELETE', '/api/push/subscriptions', { endpoint }, lazy.removed);
  }
  return pushState();
}

/**
 * Sign-out (ADR 0031): unsubscribes the device; the endpoint goes with the sign-out call, which removes
 * it on the server. Never throws.
 * @returns the endpoint that was subscribed, if any
 */
export async function leaveDevice(): Promise<string | undefined> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return undefined;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    return endpoint;
  } catch {
    return undefined;
  }
}
