/**
 * Account tables (issue "Accounts" §1; ARCHITECTURE §3 "sessions", "rate limits"), re-exported by
 * `schema.ts` so drizzle-kit and the typed client see them. They extend `users` without changing it.
 *
 * Secrets are never stored: a session row's id and a one-time token's `token_hash` are the hex SHA-256
 * of a random value that only the browser (cookie) or the mailbox (link, code) holds (OWASP ASVS 3.2,
 * 2.5). Every row that names a user goes away with the user (`on delete cascade`).
 *
 * Import note: this file imports `users` from `schema.ts`, which re-exports this file. The reference is
 * only read lazily (`() => users.id`), so the cycle is safe at run time.
 * @module
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () => users.id;

/**
 * Server-side sessions. `id` = SHA-256 (hex) of the 256-bit cookie token. A session is valid while
 * `now < expires_at` (absolute: sign-in + 30 d) and `now < last_seen_at + 7 d` (idle).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Kinds of one-time token: the activation link (48 h) and the password-reset code (15 min, 5 tries). */
export const TOKEN_KINDS = ['activation', 'reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * One-time tokens. `id` is the public request id of a reset (step 1 answers it); `user_id` is null
 * for the decoy row written when a reset is asked for an unknown e-mail, so that known and unknown
 * e-mails behave alike (no user enumeration). `tries` counts wrong codes; `used_at` marks single use.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(userRef, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    tries: integer('tries').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_user_kind_idx').on(t.userId, t.kind),
    index('one_time_tokens_expires_idx').on(t.expiresAt),
    check('one_time_tokens_kind_ck', sql`${t.kind} in ('activation', 'reset')`),
  ],
);

/**
 * The administrators' blocklist (SPEC §1 "locked accounts"): e-mails (lower-case) that cannot
 * register, sign in with Google, or receive account mail.
 */
export const lockedEmails = pgTable(
  'locked_emails',
  {
    email: text('email').primaryKey(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(userRef, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('locked_emails_lower_ck', sql`${t.email} = lower(${t.email})`)],
);

/**
 * Failed password sign-ins per e-mail (lower-case), for the soft lockout (5 failures → 15 min). Keyed
 * by e-mail rather than user id so that unknown e-mails lock alike and reveal nothing.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [check('login_throttles_lower_ck', sql`${t.email} = lower(${t.email})`)],
);

/** Accounts of an outside identity provider (`google` + its stable `sub`) linked to a user. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('external_identities_user_idx').on(t.userId),
  ],
);
