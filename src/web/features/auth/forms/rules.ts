/**
 * Client-side rules of the account forms (SPEC §5), built on the shared zod contract so the browser
 * and the server give the same Spanish messages in the same order.
 * @module
 */
import { z } from 'zod';
import { registerBodySchema } from '../../../../shared/contract/account';
import { MIN_LENGTH } from '../../../../shared/constants/spec';
import { passwordMessages } from '../../../../shared/messages';

/** The register form: the contract's rules; `type` starts as the "Tipo de cliente" placeholder (''). */
export const registerFormSchema = z.object({
  name: registerBodySchema.shape.name,
  username: registerBodySchema.shape.username,
  password: registerBodySchema.shape.password,
  type: z.string().pipe(registerBodySchema.shape.type),
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The register fields in the order the spec checks them. */
export const REGISTER_FIELDS = ['name', 'username', 'password', 'type'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** SPEC §5: every field is required ("Por favor complete todos los campos" when one is empty). */
export function isRegisterIncomplete(values: RegisterFormValues): boolean {
  return REGISTER_FIELDS.some((field) => values[field].trim() === '');
}

/**
 * The first message of each invalid field, in the spec's field order (name, email, password, type);
 * within a field the contract's order holds (e.g. "Necesita introducir una contraseña" before "La
 * constraseña debe tener un mínimo de tres caracteres" before the server's 8-character rule).
 */
export function registerMessages(values: RegisterFormValues): Partial<Record<RegisterField, string>> {
  const result = registerFormSchema.safeParse(values);
  const messages: Partial<Record<RegisterField, string>> = {};
  if (result.success) return messages;
  for (const field of REGISTER_FIELDS) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) messages[field] = issue.message;
  }
  return messages;
}

/**
 * SPEC §5 register hint: once the password passes the spec's length checks and no type is chosen,
 * "Recuerde seleccionar el tipo de usuario" is shown.
 */
export function showTypeHint(values: Pick<RegisterFormValues, 'password' | 'type'>): boolean {
  return values.password.length >= MIN_LENGTH.password && values.type === '';
}

/** Outcome of the update-password check (SPEC §5): missing fields are the error variant. */
export type UpdatePasswordCheck = 'ok' | 'missing' | 'invalid';

/** SPEC §5 update password: all needed; new = repeat; new ≠ old. */
export function checkUpdatePassword(v: {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}): UpdatePasswordCheck {
  if (!v.oldPassword || !v.newPassword || !v.repeatPassword) return 'missing';
  if (v.newPassword !== v.repeatPassword || v.newPassword === v.oldPassword) return 'invalid';
  return 'ok';
}

/** SPEC §5 reset step 2: token, new password and repeat are needed, and the passwords must match. */
export function checkResetStep2(v: {
  token: string;
  newPassword: string;
  repeatPassword: string;
}): UpdatePasswordCheck {
  if (!v.token.trim() || !v.newPassword || !v.repeatPassword) return 'missing';
  if (v.newPassword !== v.repeatPassword) return 'invalid';
  return 'ok';
}

/** SPEC §5 deactivate: the password message when it is shorter than 2 characters, else null. */
export function deactivatePasswordError(password: string): string | null {
  return password.length < MIN_LENGTH.passwordRequired ? passwordMessages.deactivatePassword : null;
}

/** SPEC §5, §9: the deactivate route needs a userId longer than 3 characters. */
export const isDeactivateRouteValid = (userId: string | undefined): userId is string =>
  (userId?.length ?? 0) > 3;

/** SPEC §5, §9: the activation call is made only when userId > 9 and secretToken > 5 characters. */
export const canCallActivation = (userId: string | undefined, secretToken: string | undefined): boolean =>
  (userId?.length ?? 0) > 9 && (secretToken?.length ?? 0) > 5;
