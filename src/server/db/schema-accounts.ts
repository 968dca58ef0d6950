/**
 * Account tables (ADR 0005; docs/architecture.md §3 "sessions", "rate limits"), re-exported by
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
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { at, createdAt, degrees, uuidKey } from './columns';
import { accountRef } from './schema-refs';

const userRef = () => users.id;

/**
 * Server-side sessions. `id` = SHA-256 (hex) of the 256-bit cookie token. A session is valid while
 * `now < expires_at` (absolute: sign-in + 30 d) and `now < last_seen_at + 7 d` (idle).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: accountRef('user_id'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /**
     * When the second factor (TOTP, RFC 6238) was last verified in this session, null before (ADR 0019):
     * an administrator's session reaches the administration calls only once it is set, and payouts and
     * locks also need it to be recent (re-authentication).
     */
    secondFactorAt: at('second_factor_at'),
    /**
     * Read-your-writes (ADR 0032): the primary's WAL insert position ('X/Y', PostgreSQL docs §9.28.4
     * "pg_current_wal_insert_lsn") after this session's last successful write; its catalogue reads use a
     * replica only once the replica has replayed past it. Null before any write.
     */
    readAfterLsn: text('read_after_lsn'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Kinds of one-time token: the password-reset code (15 min, 5 tries). Activation links live in
 * {@link registrations} (ADR 0021).
 */
export const TOKEN_KINDS = ['reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * One-time tokens. `id` is the public request id of a reset (step 1 answers it); `user_id` is null
 * for the decoy row written when a reset is asked for an unknown e-mail, so that known and unknown
 * e-mails behave alike (no user enumeration). `tries` counts wrong codes; `used_at` marks single use.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuidKey(),
    userId: uuid('user_id').references(userRef, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_kind_idx').on(t.userId, t.kind),
    index('one_time_tokens_expires_idx').on(t.expiresAt),
    check('one_time_tokens_kind_ck', sql`${t.kind} in ('reset')`),
  ],
);

/** Account types a registration may ask for (SPEC §6; `admin` is never self-registered). */
export const REGISTRATION_TYPES = ['user', 'partner'] as const;

/**
 * Registrations and their activation links (SPEC §2 `/activation/{userId}/{secretToken}`; ADR 0021):
 * one row per activation link mailed, holding what that registration asked for: the argon2id hash of
 * its password and its name, account type and location. The account row (`users`) of an e-mail that
 * was never activated holds none of it; activating from a link sets exactly the details of the row of
 * that link, so a stranger's earlier registration of the address never opens the account.
 *
 * A link's state, as the activation answers it: `used_at` (this link activated the account),
 * `superseded_at` (a newer link of the account, a new registration or a resend, replaced it; or the
 * account was activated another way), `expires_at` (48 h). The details are cleared (set null) as soon
 * as a row can no longer activate anything: used, superseded, or its account deleted.
 *
 * `user_id` has no foreign key on purpose: the row outlives its account, so that a link of a deleted
 * account can say so (a trigger clears the details when the `users` row goes; migration 0023). Rows are
 * deleted some time after they expire (`deleteExpiredRegistrations`). A decoy row (registration with
 * the e-mail of an active account, ADR 0010) carries a random `user_id` and no details; no link carries
 * its token.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull(),
    /** Hex SHA-256 of the link's secret token (the secret itself is only in the mail). */
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    name: text('name'),
    type: text('type', { enum: REGISTRATION_TYPES }),
    latitude: degrees('latitude'),
    longitude: degrees('longitude'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    supersededAt: at('superseded_at'),
  },
  (t) => [
    uniqueIndex('registrations_token_hash_uq').on(t.tokenHash),
    index('registrations_user_created_idx').on(t.userId, t.createdAt),
    index('registrations_expires_idx').on(t.expiresAt),
    check('registrations_type_ck', sql`${t.type} in ('user', 'partner')`),
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
    createdAt: createdAt(),
  },
  (t) => [check('locked_emails_lower_ck', sql`${t.email} = lower(${t.email})`)],
);

/**
 * Failed password checks per account e-mail (lower-case) AND source (the client address, an IPv6
 * address reduced to its /64), for the soft lockout (5 failures → 15 min; ADR 0010). The lock holds
 * only for that source, so an attacker's failures never lock the owner out from elsewhere. Keyed by
 * e-mail rather than user id so that unknown e-mails lock alike and reveal nothing. A pair is
 * "temporarily throttled" while `locked_until > now()`.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.source] }),
    index('login_throttles_last_failure_idx').on(t.lastFailureAt),
    check('login_throttles_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Failed password checks per source across every account (credential stuffing tries many accounts
 * a few times each; ADR 0010): 20 failures within 15 min stop password checks from that source for
 * 15 min. Throttled while `locked_until > now()`.
 */
export const loginSourceThrottles = pgTable(
  'login_source_throttles',
  {
    source: text('source').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('login_source_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Failed password checks per account e-mail (lower-case) from every source, in a fixed window of
 * 24 h opened by its first failure (ADR 0010). From 100 failures in the window the account is under
 * attack (`attack_started_at`): sources that already failed against it get no more tries, others get
 * one, and the owner is mailed once (`owner_alerted_at`). A new window starts a new episode.
 */
export const loginAccountFailures = pgTable(
  'login_account_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    attackStartedAt: at('attack_started_at'),
    ownerAlertedAt: at('owner_alerted_at'),
  },
  (t) => [
    index('login_account_failures_last_failure_idx').on(t.lastFailureAt),
    check('login_account_failures_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * When account mails (activation, reset, "someone tried to register with your e-mail") went to a
 * mailbox (lower-case) within the last hour: at most 3 are sent per mailbox and hour (ADR 0010).
 * `sent_at` keeps at most that many timestamps, so the window slides.
 */
export const mailboxQuotas = pgTable(
  'mailbox_quotas',
  {
    email: text('email').primaryKey(),
    sentAt: at('sent_at').array().notNull(),
    lastSentAt: at('last_sent_at').notNull(),
  },
  (t) => [
    index('mailbox_quotas_last_sent_idx').on(t.lastSentAt),
    check('mailbox_quotas_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Accounts of an outside identity provider (`google` + its stable `sub`) linked to a user. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: accountRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('external_identities_user_idx').on(t.userId),
  ],
);

/**
 * An administrator's TOTP authenticator (RFC 6238; ADR 0019). `secret` is the base32 shared secret;
 * `confirmed_at` is null until the first code from the authenticator app was accepted (set-up at the
 * first sign-in); `last_step` is the RFC 6238 time step of the last accepted code, so a code is used at
 * most once (RFC 6238 §5.2).
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: uuid('user_id').primaryKey().references(userRef, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  confirmedAt: at('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/**
 * Single-use recovery codes of an administrator's second factor (ten at set-up; ADR 0019). Only the
 * hex SHA-256 of each code is kept (OWASP ASVS 2.6.2); `used_at` marks it spent.
 */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuidKey(),
    userId: uuid('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
