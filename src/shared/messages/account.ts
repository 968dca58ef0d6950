/**
 * User-facing Spanish (es-AR, voseo) texts of accounts that the specification does not give (ADR
 * 0005, 0010, 0021): server answers, e-mails and the admin command. The spec's own account texts
 * (SPEC §4, §5: `registerMessages`, `loginMessages`, `passwordMessages`) open the file, word for word,
 * and are reused, not repeated.
 * @module
 */
import { LOGIN_LOCK_MS } from '../constants/account';
import { room } from './i18n/room';
import {
  accountCatalog,
  accountConsoleCatalog,
  accountFieldCatalog,
  accountMailCatalog,
  activationLinkCatalog,
  loginCatalog,
  passwordCatalog,
  registerCatalog,
} from './locales/es-AR/account';

/** Registration form (SPEC §5 "Registration", §2, §4). */
export const registerMessages = /* @__PURE__ */ room(registerCatalog, {
  allRequired: /*i18n*/ { id: 'register.allRequired' },
  nameRequired: /*i18n*/ { id: 'register.nameRequired' },
  nameLetters: /*i18n*/ { id: 'register.nameLetters' },
  emailRequired: /*i18n*/ { id: 'register.emailRequired' },
  emailInvalid: /*i18n*/ { id: 'register.emailInvalid' },
  passwordRequired: /*i18n*/ { id: 'register.passwordRequired' },
  passwordTooShort: /*i18n*/ { id: 'register.passwordTooShort' },
  selectTypeHint: /*i18n*/ { id: 'register.selectTypeHint' },
  processing: /*i18n*/ { id: 'register.processing' },
  alreadyRegistered: /*i18n*/ { id: 'register.alreadyRegistered', args: ['name'] },
});

/** Login form (SPEC §5 "Login", §4). */
export const loginMessages = /* @__PURE__ */ room(loginCatalog, {
  emailMissing: /*i18n*/ { id: 'login.emailMissing' },
  passwordMissing: /*i18n*/ { id: 'login.passwordMissing' },
  inactive: /*i18n*/ { id: 'login.inactive' },
});

/** Password update and reset (SPEC §5). */
export const passwordMessages = /* @__PURE__ */ room(passwordCatalog, {
  checkForm: /*i18n*/ { id: 'password.checkForm' },
  resetIncomplete: /*i18n*/ { id: 'password.resetIncomplete' },
  resetCheckInfo: /*i18n*/ { id: 'password.resetCheckInfo' },
  resetCannotSend: /*i18n*/ { id: 'password.resetCannotSend' },
  deactivatePassword: /*i18n*/ { id: 'password.deactivatePassword' },
  activated: /*i18n*/ { id: 'password.activated' },
});

const minutes = (ms: number): number => Math.round(ms / 60_000);

/** Field checks the server adds to the spec's (SPEC §5 covers the client only). */
export const accountFieldMessages = /* @__PURE__ */ room(accountFieldCatalog, {
  passwordMin: /*i18n*/ { id: 'accountField.passwordMin' },
  passwordMax: /*i18n*/ { id: 'accountField.passwordMax' },
  passwordCommon: /*i18n*/ { id: 'accountField.passwordCommon' },
  passwordSame: /*i18n*/ { id: 'accountField.passwordSame' },
  nameMax: /*i18n*/ { id: 'accountField.nameMax' },
  emailMax: /*i18n*/ { id: 'accountField.emailMax' },
  secretTokenRequired: /*i18n*/ { id: 'accountField.secretTokenRequired' },
  changeOrReset: /*i18n*/ { id: 'accountField.changeOrReset' },
  resendTarget: /*i18n*/ { id: 'accountField.resendTarget' },
  /** An account's language that is none of `LOCALES` (ADR 0055). */
  locale: /*i18n*/ { id: 'accountField.locale' },
});

/** The account calls' answers as the catalogues hold them (waits in whole minutes). */
const accountTexts = /* @__PURE__ */ room(accountCatalog, {
  /**
   * The one answer of a registration, whether the e-mail is new, already has an account or has one
   * waiting for activation (OWASP ASVS 5.0 6.3.8: no account enumeration; ADR 0010).
   */
  registered: /*i18n*/ { id: 'account.registered' },
  emailLocked: /*i18n*/ { id: 'account.emailLocked' },
  activationResent: /*i18n*/ { id: 'account.activationResent' },
  badCredentials: /*i18n*/ { id: 'account.badCredentials' },
  locked: /*i18n*/ { id: 'account.locked', args: ['minutes'] },
  loggedOut: /*i18n*/ { id: 'account.loggedOut' },
  sessionRequired: /*i18n*/ { id: 'account.sessionRequired' },
  forbidden: /*i18n*/ { id: 'account.forbidden' },
  userNotFound: /*i18n*/ { id: 'account.userNotFound' },
  googleDisabled: /*i18n*/ { id: 'account.googleDisabled' },
  googleInvalid: /*i18n*/ { id: 'account.googleInvalid' },
  googleEmailUnverified: /*i18n*/ { id: 'account.googleEmailUnverified' },
  resetCodeInvalid: /*i18n*/ { id: 'account.resetCodeInvalid' },
  resetCodeExpired: /*i18n*/ { id: 'account.resetCodeExpired' },
  passwordChanged: /*i18n*/ { id: 'account.passwordChanged' },
  passwordReset: /*i18n*/ { id: 'account.passwordReset' },
  wrongCurrentPassword: /*i18n*/ { id: 'account.wrongCurrentPassword' },
  wrongPassword: /*i18n*/ { id: 'account.wrongPassword' },
  noPassword: /*i18n*/ { id: 'account.noPassword' },
  accountDeleted: /*i18n*/ { id: 'account.accountDeleted' },
  crossSite: /*i18n*/ { id: 'account.crossSite' },
  rateLimited: /*i18n*/ { id: 'account.rateLimited', args: ['minutes'] },
});

/**
 * Answers of the account calls (`/api/service/*`, `/api/user/profile`): the room's texts, with the two
 * waits taken in milliseconds (the sign-in lock, `LOGIN_LOCK_MS` by default, rounded to minutes; the
 * rate limit's, rounded up to at least one minute).
 */
export const accountMessages = Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(accountTexts),
    locked: {
      value: (lockMs: number = LOGIN_LOCK_MS) => accountTexts.locked(minutes(lockMs)),
      enumerable: true,
    },
    rateLimited: {
      value: (waitMs: number) => accountTexts.rateLimited(Math.max(1, Math.ceil(waitMs / 60_000))),
      enumerable: true,
    },
  },
) as Omit<typeof accountTexts, 'locked' | 'rateLimited'> & {
  readonly locked: (lockMs?: number) => string;
  readonly rateLimited: (waitMs: number) => string;
};

/**
 * What an activation link answers when it does not activate, one true text per state of the link
 * (ADR 0021), keyed by the answer's `reason`; the activation screen shows the same text.
 */
export const activationLinkMessages = /* @__PURE__ */ room(activationLinkCatalog, {
  /** No such link for that account: mistyped, cut, or made up. */
  invalid: /*i18n*/ { id: 'activationLink.invalid' },
  /** A newer link of the same account replaced it (another registration, or a resend). */
  superseded: /*i18n*/ { id: 'activationLink.superseded' },
  /** Older than 48 h. */
  expired: /*i18n*/ { id: 'activationLink.expired' },
  /** The account is active (said only when it is). */
  used: /*i18n*/ { id: 'activationLink.used' },
  /** The account was deleted after the link was sent. */
  deleted: /*i18n*/ { id: 'activationLink.deleted' },
  /** The e-mail is on the administrators' blocklist. */
  locked: /*i18n*/ { id: 'activationLink.locked' },
});

/** E-mails (subject, texts; the HTML layout lives in the server's mail templates). */
export const accountMailMessages = /* @__PURE__ */ room(accountMailCatalog, {
  greeting: /*i18n*/ { id: 'accountMail.greeting', args: ['name'] },
  activationSubject: /*i18n*/ { id: 'accountMail.activationSubject' },
  activationIntro: /*i18n*/ { id: 'accountMail.activationIntro' },
  activationButton: /*i18n*/ { id: 'accountMail.activationButton' },
  activationExpiry: /*i18n*/ { id: 'accountMail.activationExpiry' },
  resetSubject: /*i18n*/ { id: 'accountMail.resetSubject' },
  resetIntro: /*i18n*/ { id: 'accountMail.resetIntro' },
  resetButton: /*i18n*/ { id: 'accountMail.resetButton' },
  resetExpiry: /*i18n*/ { id: 'accountMail.resetExpiry' },
  ignore: /*i18n*/ { id: 'accountMail.ignore' },
  signature: /*i18n*/ { id: 'accountMail.signature' },
  footer: /*i18n*/ { id: 'accountMail.footer' },
  linkFallback: /*i18n*/ { id: 'accountMail.linkFallback' },
  /** A registration with the e-mail of an existing account (ADR 0010). */
  registerExistingSubject: /*i18n*/ { id: 'accountMail.registerExistingSubject' },
  registerExistingIntro: /*i18n*/ { id: 'accountMail.registerExistingIntro' },
  registerExistingButton: /*i18n*/ { id: 'accountMail.registerExistingButton' },
  forgotPassword: /*i18n*/ { id: 'accountMail.forgotPassword' },
  /** The owner's alert when an account crosses the ceiling of failed sign-ins (ADR 0010). */
  attackSubject: /*i18n*/ { id: 'accountMail.attackSubject' },
  attackIntro: /*i18n*/ { id: 'accountMail.attackIntro' },
  attackAdvice: /*i18n*/ { id: 'accountMail.attackAdvice' },
  attackButton: /*i18n*/ { id: 'accountMail.attackButton' },
  attackFootnote: /*i18n*/ { id: 'accountMail.attackFootnote' },
});

/** Console texts for whoever runs the server or `npm run admin:create`. */
export const accountConsoleMessages = /* @__PURE__ */ room(accountConsoleCatalog, {
  mailSaved: /*i18n*/ { id: 'accountConsole.mailSaved', args: ['file', 'link'] },
  mailFailed: /*i18n*/ { id: 'accountConsole.mailFailed' },
  adminUsage: /*i18n*/ { id: 'accountConsole.adminUsage' },
  adminPrompt: /*i18n*/ { id: 'accountConsole.adminPrompt' },
  adminPromptRepeat: /*i18n*/ { id: 'accountConsole.adminPromptRepeat' },
  adminMismatch: /*i18n*/ { id: 'accountConsole.adminMismatch' },
  adminNoTty: /*i18n*/ { id: 'accountConsole.adminNoTty' },
  adminCreated: /*i18n*/ { id: 'accountConsole.adminCreated', args: ['email'] },
  adminUpdated: /*i18n*/ { id: 'accountConsole.adminUpdated', args: ['email'] },
  adminExists: /*i18n*/ { id: 'accountConsole.adminExists', args: ['email'] },
  adminFailed: /*i18n*/ { id: 'accountConsole.adminFailed' },
  /** The embedded database is held by a running server (ADR 0035). */
  adminServerRunning: /*i18n*/ { id: 'accountConsole.adminServerRunning', args: ['dataDir', 'pid'] },
});
