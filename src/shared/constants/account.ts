/**
 * Business constants of accounts (ADR 0005, 0010, 0021; SPEC §5, §9), shared by server and web.
 * Durations are in milliseconds unless the name says otherwise.
 * @module
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Account types (SPEC §6; `admin` is the administrators' type). */
export const USER_TYPES = ['user', 'partner', 'admin'] as const;
/** One of {@link USER_TYPES}. */
export type UserType = (typeof USER_TYPES)[number];

/** Self-registration account types (SPEC §6); `admin` is created only by `npm run admin:create`. */
export const SELF_REGISTERED_TYPES = ['user', 'partner'] as const;

/** Server password rule (ADR 0005; OWASP ASVS 2.1.1): at least this many characters … */
export const PASSWORD_MIN_LENGTH = 8;
/** … and at most this many (OWASP ASVS 2.1.2 asks to allow at least 64; the cap bounds hashing work). */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest accepted account name, characters. */
export const NAME_MAX_LENGTH = 100;
/** Longest accepted e-mail address, characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Session: ends after this long without a request (idle) … */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** … and at the latest this long after sign-in (absolute). */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;

/** Activation link lifetime (ADR 0005: 48 h). */
export const ACTIVATION_TTL_MS = 48 * HOUR_MS;
/**
 * Least time between two activation mails to the same account (silently skipped when sooner); the
 * server's default, which `ACTIVATION_RESEND_INTERVAL_MS` in the environment may change.
 */
export const ACTIVATION_RESEND_INTERVAL_MS = MINUTE_MS;
/**
 * How long a registration row is kept after its link expired (ADR 0021): until then its link answers
 * "expired" (not "invalid") and a waiting account can ask for a new link carrying its details.
 */
export const REGISTRATION_RETENTION_MS = 30 * DAY_MS;

/** Password-reset code lifetime (15 min) and wrong tries allowed per request (5). */
export const RESET_TTL_MS = 15 * MINUTE_MS;
export const RESET_MAX_TRIES = 5;
/** Length of the reset code typed by the user (from a 32-symbol alphabet: 40 bits). */
export const RESET_CODE_LENGTH = 8;

/** Failed sign-ins that lock an account (5) and for how long (15 min); failures older than that are forgotten. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

/**
 * Failures counted per source address across every account (credential stuffing; ADR 0010): this many
 * within {@link LOGIN_LOCK_MS} stop password checks from that address for {@link LOGIN_LOCK_MS}.
 */
export const LOGIN_SOURCE_MAX_FAILURES = 20;
/**
 * Account-wide ceiling (ADR 0010): this many failures against one account from any address within
 * {@link LOGIN_ATTACK_WINDOW_MS} put it "under attack": its owner is mailed once, and each address gets
 * {@link LOGIN_UNDER_ATTACK_MAX_FAILURES} failure(s) per {@link LOGIN_LOCK_MS} instead of 5.
 */
export const LOGIN_ATTACK_FAILURES = 100;
export const LOGIN_ATTACK_WINDOW_MS = DAY_MS;
export const LOGIN_UNDER_ATTACK_MAX_FAILURES = 1;

/**
 * Mail flood cap (ADR 0010): at most this many activation, reset and "someone tried to register" mails
 * per mailbox within {@link MAILBOX_WINDOW_MS}; further ones are skipped silently.
 */
export const MAILBOX_MAX_MAILS = 3;
export const MAILBOX_WINDOW_MS = HOUR_MS;
