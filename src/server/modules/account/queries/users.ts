/**
 * SQL of accounts: users, partner profiles, locked e-mails and linked outside identities. E-mails
 * arrive lower-cased (the shared contract does it); lookups use `lower(email)` so that they hit the
 * unique index `users_email_lower_uq`. Knows nothing of HTTP.
 * @module
 */
import { and, eq, sql } from 'drizzle-orm';
import type { UserType } from '../../../../shared/contract/users';
import type { Locale } from '../../../../shared/messages/i18n/locales';
import type { Database } from '../../../db/client';
import { numericText } from '../../../db/columns';
import { gyms, partners, users } from '../../../db/schema';
import { externalIdentities, lockedEmails } from '../../../db/schema-accounts';

/** An account as the account rules need it. Coordinates are decimal strings (degrees). */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  type: UserType;
  active: boolean;
  latitude: string | null;
  longitude: string | null;
  avatar: string | null;
  /** The account's language (ADR 0055), null when it chose none: its mails go in es-AR then. */
  locale: Locale | null;
  createdAt: Date;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  type: users.type,
  active: users.active,
  latitude: users.latitude,
  longitude: users.longitude,
  avatar: users.avatar,
  locale: users.locale,
  createdAt: users.createdAt,
};

/** The account whose e-mail is `email` (lower-case), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}

/** The account with id `id`, or undefined. */
export async function findUserById(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Fields of a new account. */
export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string | null;
  type: UserType;
  active: boolean;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** The account's language (ADR 0055): the registering request's; none when not given. */
  locale?: Locale | undefined;
}

/**
 * Inserts an account. A partner's profile row is made when the account is activated
 * ({@link setPartnerProfile}); self-registered accounts are inserted inactive (ADR 0021).
 * @throws the driver's unique violation (SQLSTATE 23505) when the e-mail is taken
 */
export async function insertAccount(db: Database, account: NewAccount): Promise<AccountRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      passwordHash: account.passwordHash,
      type: account.type,
      active: account.active,
      latitude: numericText(account.latitude) ?? null,
      longitude: numericText(account.longitude) ?? null,
      locale: account.locale ?? null,
    })
    .returning(accountColumns);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** The account with id `id`, its row locked until the transaction ends (`FOR UPDATE`), or undefined. */
export async function lockUser(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** What activating an account sets: the registration's details (ADR 0021). */
export interface ActivationChange {
  name: string;
  type: UserType;
  latitude: string | null;
  longitude: string | null;
  /** The password hash the account signs in with from now on; null for none (Google). */
  passwordHash: string | null;
}

/**
 * Activates the account `id` with `change` (name, type, location, password) and gives it the partner
 * profile its type needs: a partner gets one (its name and e-mail), a member loses one made for an
 * earlier registration. `updated_at` is set to now. Call inside a transaction.
 */
export async function activateAccount(db: Database, id: string, change: ActivationChange): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ ...change, active: true, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ name: users.name, email: users.email });
  if (row) await setPartnerProfile(db, id, change.type, row);
}

/**
 * Makes the partner profile row of account `userId` match its `type` (SPEC §3 "Partner"): created (or
 * renamed) for a partner, deleted for any other type. A profile of a non-partner exists only when an
 * account made by a partner's registration before ADR 0021 is activated from a member's registration.
 */
export async function setPartnerProfile(
  db: Database,
  userId: string,
  type: UserType,
  account: { name: string; email: string },
): Promise<void> {
  if (type === 'partner') {
    await db
      .insert(partners)
      .values({ userId, name: account.name, email: account.email })
      .onConflictDoUpdate({ target: partners.userId, set: { name: account.name, email: account.email } });
  } else {
    await db.delete(partners).where(eq(partners.userId, userId));
  }
}

/** Changes an account's state, password hash or type; `updated_at` is set to now. */
export async function updateAccount(
  db: Database,
  id: string,
  patch: Partial<Pick<AccountRow, 'active' | 'passwordHash' | 'type'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Deletes an account; sessions, tokens, identities, the partner profile, member data and favourites go
 * with it (cascade). A partner's gyms are unpublished first (`gym_active = false`) and keep their rows
 * (owner set null by the foreign key), because their sales history must survive the owner
 * (docs/architecture.md §5: sales are facts; a gym with sales is never deleted). Call inside a transaction.
 */
export async function deleteAccount(db: Database, id: string): Promise<void> {
  await db
    .update(gyms)
    .set({ gymActive: false, updatedAt: sql`now()` })
    .where(eq(gyms.ownerId, id));
  await db.delete(users).where(eq(users.id, id));
}

/** True when `email` (lower-case) is on the administrators' blocklist. */
export async function isEmailLocked(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: lockedEmails.email })
    .from(lockedEmails)
    .where(eq(lockedEmails.email, email))
    .limit(1);
  return rows.length > 0;
}

/** The user linked to an outside identity (`google` + `sub`), or undefined. */
export async function findIdentityUser(
  db: Database,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return row?.userId;
}

/** Links an outside identity to a user (no-op when already linked). */
export async function linkIdentity(
  db: Database,
  provider: string,
  subject: string,
  userId: string,
): Promise<void> {
  await db.insert(externalIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}

/**
 * Stores account `id`'s language (ADR 0055); its next requests and mails use it.
 * @returns false when there is no such account
 */
export async function setAccountLocale(db: Database, id: string, locale: Locale): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ locale, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
