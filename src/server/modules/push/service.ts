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
import { deleteSubscriptionOf, upsertSubscription } from './queries';

/**
 * Stores the device of `body` for the signed-in member.
 * @returns whether the row was created (false: re-subscribed, refreshed or moved)
 * @throws AppError FORBIDDEN for a partner's or an administrator's session
 */
export async function subscribe(
  db: Database,
  session: SessionUser,
  body: PushSubscriptionBody,
): Promise<boolean> {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', m.membersOnly);
  return upsertSubscription(db, {
    userId: session.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
}

/**
 * Forgets the device at `endpoint` when it belongs to `userId` (the removal call, and the sign-out on
 * that device); another account's device is left alone.
 * @returns whether a subscription was deleted
 */
export function forgetDevice(db: Database, userId: string, endpoint: string): Promise<boolean> {
  return deleteSubscriptionOf(db, userId, endpoint);
}
