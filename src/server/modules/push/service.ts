/**
 * Rules of a member's devices (ADR 0031): subscribing (members only; idempotent on the endpoint; an
 * endpoint of another account moves to this one, since one browser profile has one push subscription)
 * and forgetting a device (its removal, and the sign-out that names it).
 * @module
 */
import type { PushSubscriptionBody } from '../../../shared/contract/push';
import { pushMessages as m } from '../../../shared/messages/push';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { checkPushEndpoint, type PushEndpointPolicy } from './endpoint-policy';
import { deleteSubscriptionOf, keepNewestSubscriptions, upsertSubscription } from './queries';

/**
 * Devices one member may have subscribed at once: a phone, a tablet, a few browsers. Subscribing one
 * more replaces the oldest (by when it was stored), so one account cannot make a notification fan
 * out to hundreds of push requests (ADR 0035).
 */
export const MAX_DEVICES_PER_MEMBER = 5;

/**
 * Stores the device of `body` for the signed-in member, when its endpoint is one the server may call
 * (./endpoint-policy), keeping the member's {@link MAX_DEVICES_PER_MEMBER} newest devices.
 * @returns whether the row was created (false: re-subscribed, refreshed or moved)
 * @throws AppError FORBIDDEN for a partner's or an administrator's session; VALIDATION (Spanish,
 *   field `endpoint`) for an endpoint that is not a push service's or resolves to a non-public address
 */
export async function subscribe(
  db: Database,
  policy: PushEndpointPolicy,
  session: SessionUser,
  body: PushSubscriptionBody,
): Promise<boolean> {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', m.membersOnly);
  const refusal = await checkPushEndpoint(body.endpoint, policy);
  if (refusal) {
    const message = refusal === 'host' ? m.endpointNotAService : m.endpointAddress;
    throw new AppError('VALIDATION', message, { endpoint: message });
  }
  const created = await upsertSubscription(db, {
    userId: session.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  await keepNewestSubscriptions(db, session.userId, MAX_DEVICES_PER_MEMBER);
  return created;
}

/**
 * Forgets the device at `endpoint` when it belongs to `userId` (the removal call, and the sign-out on
 * that device); another account's device is left alone.
 * @returns whether a subscription was deleted
 */
export function forgetDevice(db: Database, userId: string, endpoint: string): Promise<boolean> {
  return deleteSubscriptionOf(db, userId, endpoint);
}
