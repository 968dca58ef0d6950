/**
 * The server's password rule (ADR 0005; OWASP ASVS 2.1.1, 2.1.7; NIST SP 800-63B §5.1.1.2):
 * 8 to 128 characters (checked by the shared contract) and not among the most used passwords. The
 * list is the 49 233 common passwords of `@zxcvbn-ts/language-common` (a maintained npm package);
 * the comparison ignores case.
 * @module
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/constants/account';
import { accountFieldMessages } from '../../../../shared/messages';

let common: ReadonlySet<string> | undefined;

/** The common-password set, built on first use (about 50 000 lower-case entries). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** True when `password` (any case) is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Why a new password is refused, as the Spanish text the form shows, or undefined when it is
 * acceptable. Length is checked here too so that callers outside HTTP (the admin command) get the rule.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return accountFieldMessages.passwordMin;
  if (password.length > PASSWORD_MAX_LENGTH) return accountFieldMessages.passwordMax;
  if (isCommonPassword(password)) return accountFieldMessages.passwordCommon;
  return undefined;
}
