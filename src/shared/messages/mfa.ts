/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' second factor (ADR 0019): TOTP
 * (RFC 6238) set-up at the first sign-in, verification, recovery codes and re-authentication before
 * payouts and locks. Re-exported by `messages/index.ts`.
 * @module
 */
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../constants/mfa';

const minutesText = (ms: number): string => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};

/** Answers and field checks of `/api/admin/mfa*` and the refusals of the administration guard. */
export const mfaMessages = {
  /** 403 `SECOND_FACTOR_REQUIRED`: an administrator's session before its second factor. */
  secondFactorRequired:
    `Para usar la administración, confirmá que sos vos con el código de ${TOTP_DIGITS} dígitos ` +
    'de tu app de autenticación.',
  /** 403 `REAUTHENTICATION_REQUIRED`: payouts and locks need a recent code. */
  reauthenticationRequired:
    'Por seguridad, ingresá de nuevo el código de tu app de autenticación para confirmar esta acción.',
  codeFormat: `Ingresá el código de ${TOTP_DIGITS} dígitos de tu app de autenticación.`,
  recoveryCodeFormat:
    'Ingresá un código de recuperación tal como figura en tu lista (por ejemplo, K7QM-2XHD).',
  codeOrRecoveryCode:
    `Ingresá el código de ${TOTP_DIGITS} dígitos de tu app de autenticación o uno de tus códigos de ` +
    'recuperación.',
  wrongCode:
    'El código no es correcto. Revisá que la hora de tu teléfono esté bien y probá con el código que ' +
    'muestra ahora.',
  reusedCode: 'Ese código ya se usó. Esperá a que tu app muestre uno nuevo e ingresalo.',
  wrongRecoveryCode: 'Ese código de recuperación no es válido o ya se usó.',
  tooManyCodes: (waitMs: number) =>
    `Demasiados códigos incorrectos. Por seguridad, esperá ${minutesText(waitMs)} y probá de nuevo.`,
  alreadyConfigured: 'Ya configuraste tu app de autenticación. Ingresá el código que muestra para continuar.',
  nothingToConfirm:
    'No hay una configuración pendiente. Empezá de nuevo y escaneá el código QR con tu app de autenticación.',
  notConfigured: 'Todavía no configuraste tu app de autenticación. Escaneá el código QR para empezar.',
  /** Shown with the recovery codes after set-up. */
  recoveryCodesHint:
    `Guardá estos ${RECOVERY_CODE_COUNT} códigos de recuperación en un lugar seguro. Cada uno sirve una ` +
    'sola vez si no tenés tu teléfono a mano.',
} as const;
