/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' second factor (ADR 0019): TOTP
 * (RFC 6238) set-up at the first sign-in, verification, recovery codes and re-authentication before
 * payouts and locks. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { mfaCatalog } from './locales/es-AR/mfa';

/** The second factor's answers as the catalogues hold them (the wait in whole minutes). */
const mfaTexts = /* @__PURE__ */ room(mfaCatalog, {
  /** 403 `SECOND_FACTOR_REQUIRED`: an administrator's session before its second factor. */
  secondFactorRequired: /*i18n*/ { id: 'mfa.secondFactorRequired' },
  /** 403 `REAUTHENTICATION_REQUIRED`: payouts and locks need a recent code. */
  reauthenticationRequired: /*i18n*/ { id: 'mfa.reauthenticationRequired' },
  codeFormat: /*i18n*/ { id: 'mfa.codeFormat' },
  recoveryCodeFormat: /*i18n*/ { id: 'mfa.recoveryCodeFormat' },
  codeOrRecoveryCode: /*i18n*/ { id: 'mfa.codeOrRecoveryCode' },
  wrongCode: /*i18n*/ { id: 'mfa.wrongCode' },
  reusedCode: /*i18n*/ { id: 'mfa.reusedCode' },
  wrongRecoveryCode: /*i18n*/ { id: 'mfa.wrongRecoveryCode' },
  tooManyCodes: /*i18n*/ { id: 'mfa.tooManyCodes', args: ['minutes'] },
  alreadyConfigured: /*i18n*/ { id: 'mfa.alreadyConfigured' },
  nothingToConfirm: /*i18n*/ { id: 'mfa.nothingToConfirm' },
  notConfigured: /*i18n*/ { id: 'mfa.notConfigured' },
  /** Shown with the recovery codes after set-up. */
  recoveryCodesHint: /*i18n*/ { id: 'mfa.recoveryCodesHint' },
});

/**
 * Answers and field checks of `/api/admin/mfa*` and the refusals of the administration guard: the
 * room's texts, with the wait of `tooManyCodes` taken in milliseconds (rounded up to at least a minute).
 */
export const mfaMessages = Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(mfaTexts),
    tooManyCodes: {
      value: (waitMs: number) => mfaTexts.tooManyCodes(Math.max(1, Math.ceil(waitMs / 60_000))),
      enumerable: true,
    },
  },
) as Omit<typeof mfaTexts, 'tooManyCodes'> & { readonly tooManyCodes: (waitMs: number) => string };
