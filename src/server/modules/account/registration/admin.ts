/**
 * Creating administrators (ADR 0005): an active account of type `admin` with a password
 * that follows the server rule. Used by `npm run admin:create` (./admin-cli.ts) and by tests.
 * @module
 */
import { registerBodySchema } from '../../../../shared/contract/account';
import { accountConsoleMessages, registerMessages } from '../../../../shared/messages';
import type { Database } from '../../../db/client';
import { hashPassword } from '../credentials/password-hash';
import { passwordProblem } from '../credentials/password-policy';
import { findUserByEmail, insertAccount, updateAccount } from '../queries/users';

/** A refusal of {@link createAdmin}, with a Spanish message for the operator. */
export class AdminError extends Error {
  override readonly name = 'AdminError';
}

/** What {@link createAdmin} did. */
export type AdminOutcome = 'created' | 'updated';

/**
 * Creates the administrator `email`, or sets a new password on it when it already is one.
 * @param input.name - display name (default: the e-mail's local part)
 * @throws AdminError for an invalid e-mail, a password that breaks the rule, or an e-mail that
 *   belongs to an account that is not an administrator (left unchanged)
 */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string; name?: string | undefined },
): Promise<AdminOutcome> {
  const parsed = registerBodySchema.shape.username.safeParse(input.email);
  if (!parsed.success) throw new AdminError(registerMessages.emailInvalid);
  const email = parsed.data;
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminError(problem);

  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.type !== 'admin') throw new AdminError(accountConsoleMessages.adminExists(email));
    await updateAccount(db, existing.id, { passwordHash, active: true });
    return 'updated';
  }
  const name = (input.name?.trim() || email.split('@')[0] || email).slice(0, 100);
  await insertAccount(db, { name, email, passwordHash, type: 'admin', active: true });
  return 'created';
}
