/**
 * Accounts waiting for activation, as the other account rules meet them (ADR 0021): their row holds
 * no password, name or type of their own; what their registrations asked for is kept with each
 * registration's link (./queries/registrations.ts).
 * @module
 */
import type { Database } from '../../../db/client';
import { newestRegistration } from '../queries/registrations';
import { activateAccount, type AccountRow, type ActivationChange } from '../queries/users';

/**
 * `account` as sign-in checks it: a waiting account carries the password hash of its newest
 * registration (null when it has none), so the right password meets SPEC §4's "inactive" answer and
 * an older registration's password is wrong. An active account, or none, is returned as it is.
 */
export async function waitingAsRegistered(
  db: Database,
  account: AccountRow | undefined,
): Promise<AccountRow | undefined> {
  if (!account || account.active) return account;
  const newest = await newestRegistration(db, account.id);
  return { ...account, passwordHash: newest?.details?.passwordHash ?? null };
}

/**
 * Activates the waiting `account` without a link (a password reset or Google proved the mailbox):
 * the name, type and location of its newest registration (the account row's own when it has none)
 * and `passwordHash` (the reset's new one, or null for Google). Call inside a transaction; closing
 * the registrations is the caller's.
 * @returns what was set
 */
export async function activateWithNewestRegistration(
  db: Database,
  account: AccountRow,
  passwordHash: string | null,
): Promise<ActivationChange> {
  const details = (await newestRegistration(db, account.id))?.details;
  const change: ActivationChange = {
    name: details?.name ?? account.name,
    type: details?.type ?? account.type,
    latitude: details ? details.latitude : account.latitude,
    longitude: details ? details.longitude : account.longitude,
    passwordHash,
  };
  await activateAccount(db, account.id, change);
  return change;
}
