/**
 * Registration and its activation links (SPEC §4 "Registration", §7; ADR 0010, 0021): the server
 * password rule, the blocklist, one account per e-mail, activation links valid 48 h and usable once,
 * and a resend that answers alike whether or not the account exists. Using a link: ./activation.ts.
 *
 * The registration whose link is used counts (ADR 0021). What a registration asks for (its password
 * hash, name, type and location) is kept with its link (table `registrations`), never on the account
 * row, which until activation holds only the e-mail (and a placeholder name and type). A new
 * registration of an address that waits for activation, or a resend, mails a newer link carrying its
 * details, and the older links of the account stop working ("superseded").
 *
 * No account enumeration (OWASP ASVS 5.0 6.3.8; ADR 0010): a registration with the e-mail of an
 * existing account answers exactly like a new one. An account waiting for activation gets a link for
 * this registration; an active account is not changed at all and its owner gets the notice "someone
 * tried to register with your e-mail" with the links to sign in and to reset the password. Every path
 * hashes the password, writes one registration row, claims a mail slot and queues one mail after the
 * answer.
 * @module
 */
import { randomUUID } from 'node:crypto';
import {
  ACTIVATION_TTL_MS,
  NAME_MAX_LENGTH,
  REGISTRATION_RETENTION_MS,
} from '../../../../shared/constants/account';
import type { RegisterBody, ResendActivationBody } from '../../../../shared/contract/account';
import { accountMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { namedLocale } from '../../../plugins/locale';
import { newOpaqueToken, sha256Hex } from '../../../secrets';
import { webLink, type AccountContext } from '../context';
import { AccountError } from '../errors';
import { claimMail } from '../mail/mail-quota';
import { activationMail, registerExistingMail } from '../mail/mail-templates';
import { hashPassword } from '../credentials/password-hash';
import { passwordProblem } from '../credentials/password-policy';
import {
  deleteExpiredRegistrations,
  insertRegistration,
  lastRegistrationAt,
  newestRegistration,
  supersedeRegistrations,
  type RegistrationDetails,
} from '../queries/registrations';
import {
  findUserByEmail,
  findUserById,
  insertAccount,
  isEmailLocked,
  lockUser,
  type AccountRow,
} from '../queries/users';
import { numericText } from '../../../db/columns';
import { isUniqueViolation } from '../../../db/sql-state';

/** The details a registration body asks for, with its password already hashed. */
function detailsOf(body: RegisterBody, passwordHash: string): RegistrationDetails {
  return {
    passwordHash,
    name: body.name,
    type: body.type,
    latitude: numericText(body.latitude) ?? null,
    longitude: numericText(body.longitude) ?? null,
  };
}

/**
 * The name an account row holds until a registration's link activates it: the e-mail's local part
 * (what the registrations asked for stays with them, ADR 0021).
 */
const placeholderName = (email: string): string => (email.split('@')[0] || email).slice(0, NAME_MAX_LENGTH);

/**
 * Stores a registration of account `userId` with a new link, and supersedes its older ones. The
 * account row is locked first, so registrations and resends of one account are applied one at a time,
 * and a link is issued only while the account still waits for activation. With `details` null, or for
 * an account that is no longer waiting, a decoy row is stored instead (random account id, no details,
 * a token nobody receives), so that every path writes alike (ADR 0010). Idempotent: only the database
 * is changed.
 * @returns the secret token of the link (only its hash is stored), or undefined for a decoy
 */
async function issueLink(
  db: Database,
  userId: string,
  details: RegistrationDetails | null,
  now: Date,
): Promise<string | undefined> {
  const account = details ? await lockUser(db, userId) : undefined;
  const real = details !== null && account !== undefined && !account.active;
  const token = newOpaqueToken();
  const owner = real ? userId : randomUUID();
  const id = await insertRegistration(db, {
    userId: owner,
    tokenHash: sha256Hex(token),
    details: real ? details : null,
    now,
    expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
  });
  await supersedeRegistrations(db, owner, now, id);
  return real ? token : undefined;
}

/** Issues a link in its own transaction, retried once if the database gives up (./issueLink). */
const issueLinkNow = (
  ctx: AccountContext,
  userId: string,
  details: RegistrationDetails | null,
  now: Date,
): Promise<string | undefined> =>
  inTransaction(ctx.db, (tx) => issueLink(tx, userId, details, now), {
    idempotent: true,
    onRetry: (code) => ctx.log.warn({ code }, 'activation link retried after the database gave up'),
  });

/** Mails the activation link `${PUBLIC_URL}/activation/{userId}/{secretToken}` (SPEC §2 route). */
function mailActivation(
  ctx: AccountContext,
  to: { email: string; name: string },
  userId: string,
  token: string,
): void {
  ctx.mailer.sendLater(() => activationMail(to, webLink(ctx.config, `/activation/${userId}/${token}`)));
}

/**
 * Answers a registration with the e-mail of `existing`: an account waiting for activation gets a
 * link for this registration (its older links stop working); an active one is not changed and its
 * owner gets the notice "someone tried to register with your e-mail" (both within the mailbox cap;
 * past it nothing changes and the links already mailed stay valid).
 */
async function registerExisting(
  ctx: AccountContext,
  existing: AccountRow,
  details: RegistrationDetails,
  now: Date,
): Promise<void> {
  const allowed = await claimMail(ctx, existing.email.toLowerCase(), now);
  ctx.log.info(
    { userId: existing.id, mailed: allowed, waiting: !existing.active },
    'registration with the e-mail of an existing account',
  );
  const waiting = allowed && !existing.active;
  const token = await issueLinkNow(ctx, existing.id, waiting ? details : null, now);
  if (!allowed) return;
  if (token) return mailActivation(ctx, { email: existing.email, name: details.name }, existing.id, token);
  if (!existing.active) return; // activated meanwhile: its owner just used a link
  const links = { login: webLink(ctx.config, '/login'), reset: webLink(ctx.config, '/resetpassword') };
  ctx.mailer.sendLater(() => registerExistingMail(existing, links));
}

/**
 * `POST /api/service/register`: for a new e-mail, an inactive account (placeholder name and type)
 * and its first registration, whose link is mailed; for an e-mail that already has an account, see
 * {@link registerExisting}. The caller answers the same `created: true` in every case. Registrations
 * whose link expired more than {@link REGISTRATION_RETENTION_MS} ago are deleted on the way.
 * @throws AppError VALIDATION (`fields.password`) for a common password; AccountError FORBIDDEN
 *   (`created: false`) for an e-mail on the administrators' blocklist
 */
export async function register(ctx: AccountContext, body: RegisterBody): Promise<void> {
  const problem = passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION', problem, { password: problem });
  if (await isEmailLocked(ctx.db, body.username)) {
    throw new AccountError('FORBIDDEN', accountMessages.emailLocked, { created: false });
  }
  // Hashed before the lookup so that new and existing e-mails cost the same (ADR 0010).
  const details = detailsOf(body, await hashPassword(body.password));
  const now = new Date();
  await deleteExpiredRegistrations(ctx.db, new Date(now.getTime() - REGISTRATION_RETENTION_MS));
  const existing = await findUserByEmail(ctx.db, body.username);
  if (existing) return registerExisting(ctx, existing, details, now);

  let created: { account: AccountRow; token: string | undefined };
  try {
    created = await inTransaction(
      ctx.db,
      async (tx) => {
        const account = await insertAccount(tx, {
          name: placeholderName(body.username),
          email: body.username,
          passwordHash: null,
          type: 'user',
          active: false,
          // The language the visitor registers in, when the request named one, becomes the account's
          // (ADR 0055); none leaves the account to follow the visitor's cookie and Accept-Language.
          locale: namedLocale() ?? undefined,
        });
        return { account, token: await issueLink(tx, account.id, details, now) };
      },
      { idempotent: true },
    );
  } catch (error) {
    // A concurrent registration of the same e-mail won: answer as for an existing account.
    const raced = isUniqueViolation(error) ? await findUserByEmail(ctx.db, body.username) : undefined;
    if (!raced) throw error;
    return registerExisting(ctx, raced, details, now);
  }
  const { account, token } = created;
  if (token && (await claimMail(ctx, body.username, now)))
    mailActivation(ctx, { email: account.email, name: details.name }, account.id, token);
}

/**
 * `POST /api/service/activation/resend`: mails a new link carrying the details of the account's
 * newest registration (its older links stop working) when the account (by id or e-mail) waits for
 * activation, still has a registration to send again, its e-mail is not locked, no link went out in
 * the last `config.activationResendIntervalMs` (a minute by default) and its mailbox is under the
 * hourly cap (./mail-quota.ts). Answers nothing either way (no enumeration); a skipped mail leaves the
 * links already sent valid.
 */
export async function resendActivation(ctx: AccountContext, body: ResendActivationBody): Promise<void> {
  const account = body.userId
    ? await findUserById(ctx.db, body.userId)
    : await findUserByEmail(ctx.db, body.username ?? '');
  if (!account || account.active) return;
  const email = account.email.toLowerCase();
  if (await isEmailLocked(ctx.db, email)) return;
  const now = new Date();
  const last = await lastRegistrationAt(ctx.db, account.id);
  if (last && now.getTime() - last.getTime() < ctx.config.activationResendIntervalMs) return;
  const newest = await newestRegistration(ctx.db, account.id);
  if (!newest?.details) return;
  if (!(await claimMail(ctx, email, now))) return;
  const token = await issueLinkNow(ctx, account.id, newest.details, now);
  if (token) mailActivation(ctx, { email: account.email, name: newest.details.name }, account.id, token);
}
