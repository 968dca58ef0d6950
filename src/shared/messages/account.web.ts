/**
 * User-facing Spanish (es-AR, voseo) texts of the web account screens (ADR 0005) that the
 * specification does not give: titles, labels, buttons, guard notices. The spec's own texts (SPEC §4,
 * §5, §8) stay in `messages/index.ts` and are reused, not repeated. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  accountPageCatalog,
  activationPageCatalog,
  deactivatePageCatalog,
  loginPageCatalog,
  registerPageCatalog,
  resetPageCatalog,
  updatePasswordPageCatalog,
} from './locales/es-AR/account.web';

/** `/login`. */
export const loginPageMessages = /* @__PURE__ */ room(loginPageCatalog, {
  title: /*i18n*/ { id: 'loginPage.title' },
  lead: /*i18n*/ { id: 'loginPage.lead' },
  email: /*i18n*/ { id: 'loginPage.email' },
  password: /*i18n*/ { id: 'loginPage.password' },
  submit: /*i18n*/ { id: 'loginPage.submit' },
  submitting: /*i18n*/ { id: 'loginPage.submitting' },
  createAccount: /*i18n*/ { id: 'loginPage.createAccount' },
  forgotPassword: /*i18n*/ { id: 'loginPage.forgotPassword' },
  or: /*i18n*/ { id: 'loginPage.or' },
  googleFailed: /*i18n*/ { id: 'loginPage.googleFailed' },
  resendActivation: /*i18n*/ { id: 'loginPage.resendActivation' },
  resending: /*i18n*/ { id: 'loginPage.resending' },
});

/** `/register`. */
export const registerPageMessages = /* @__PURE__ */ room(registerPageCatalog, {
  title: /*i18n*/ { id: 'registerPage.title' },
  lead: /*i18n*/ { id: 'registerPage.lead' },
  name: /*i18n*/ { id: 'registerPage.name' },
  email: /*i18n*/ { id: 'registerPage.email' },
  password: /*i18n*/ { id: 'registerPage.password' },
  passwordHint: /*i18n*/ { id: 'registerPage.passwordHint' },
  type: /*i18n*/ { id: 'registerPage.type' },
  typePlaceholder: /*i18n*/ { id: 'registerPage.typePlaceholder' },
  submit: /*i18n*/ { id: 'registerPage.submit' },
  haveAccount: /*i18n*/ { id: 'registerPage.haveAccount' },
  login: /*i18n*/ { id: 'registerPage.login' },
  goHome: /*i18n*/ { id: 'registerPage.goHome' },
});

/** `/resetpassword`. */
export const resetPageMessages = /* @__PURE__ */ room(resetPageCatalog, {
  title: /*i18n*/ { id: 'resetPage.title' },
  step1Lead: /*i18n*/ { id: 'resetPage.step1Lead' },
  email: /*i18n*/ { id: 'resetPage.email' },
  send: /*i18n*/ { id: 'resetPage.send' },
  sending: /*i18n*/ { id: 'resetPage.sending' },
  step2Lead: /*i18n*/ { id: 'resetPage.step2Lead' },
  token: /*i18n*/ { id: 'resetPage.token' },
  newPassword: /*i18n*/ { id: 'resetPage.newPassword' },
  repeatPassword: /*i18n*/ { id: 'resetPage.repeatPassword' },
  submit: /*i18n*/ { id: 'resetPage.submit' },
  submitting: /*i18n*/ { id: 'resetPage.submitting' },
  startOver: /*i18n*/ { id: 'resetPage.startOver' },
  backToLogin: /*i18n*/ { id: 'resetPage.backToLogin' },
});

/** `/updatepassword/{userId}`. */
export const updatePasswordPageMessages = /* @__PURE__ */ room(updatePasswordPageCatalog, {
  title: /*i18n*/ { id: 'updatePasswordPage.title' },
  lead: /*i18n*/ { id: 'updatePasswordPage.lead' },
  oldPassword: /*i18n*/ { id: 'updatePasswordPage.oldPassword' },
  newPassword: /*i18n*/ { id: 'updatePasswordPage.newPassword' },
  repeatPassword: /*i18n*/ { id: 'updatePasswordPage.repeatPassword' },
  submit: /*i18n*/ { id: 'updatePasswordPage.submit' },
  submitting: /*i18n*/ { id: 'updatePasswordPage.submitting' },
});

/** `/activation/{userId}/{secretToken}`. */
export const activationPageMessages = /* @__PURE__ */ room(activationPageCatalog, {
  title: /*i18n*/ { id: 'activationPage.title' },
  activating: /*i18n*/ { id: 'activationPage.activating' },
  invalidLink: /*i18n*/ { id: 'activationPage.invalidLink' },
  login: /*i18n*/ { id: 'activationPage.login' },
  resend: /*i18n*/ { id: 'activationPage.resend' },
  resending: /*i18n*/ { id: 'activationPage.resending' },
  register: /*i18n*/ { id: 'activationPage.register' },
});

/** `/deactivate/{userId}`. */
export const deactivatePageMessages = /* @__PURE__ */ room(deactivatePageCatalog, {
  title: /*i18n*/ { id: 'deactivatePage.title' },
  lead: /*i18n*/ { id: 'deactivatePage.lead' },
  password: /*i18n*/ { id: 'deactivatePage.password' },
  submit: /*i18n*/ { id: 'deactivatePage.submit' },
  submitting: /*i18n*/ { id: 'deactivatePage.submitting' },
  cancel: /*i18n*/ { id: 'deactivatePage.cancel' },
  /** The confirmation dialog: what goes, by account type (what the server deletes, ADR 0005). */
  confirmTitle: /*i18n*/ { id: 'deactivatePage.confirmTitle' },
  confirmCommon: /*i18n*/ { id: 'deactivatePage.confirmCommon' },
  confirmMember: /*i18n*/ { id: 'deactivatePage.confirmMember' },
  confirmPartner: /*i18n*/ { id: 'deactivatePage.confirmPartner' },
  confirmFinal: /*i18n*/ { id: 'deactivatePage.confirmFinal' },
  confirm: /*i18n*/ { id: 'deactivatePage.confirm' },
  keep: /*i18n*/ { id: 'deactivatePage.keep' },
  invalidRoute: /*i18n*/ { id: 'deactivatePage.invalidRoute' },
});

/** `/home/...` and `/profile/...`. */
export const accountPageMessages = /* @__PURE__ */ room(accountPageCatalog, {
  homeTitle: /*i18n*/ { id: 'accountPage.homeTitle' },
  homeGreeting: /*i18n*/ { id: 'accountPage.homeGreeting', args: ['name'] },
  /** Under the greeting when the list is nearest first (the browser gave the position). */
  homeNearby: /*i18n*/ { id: 'accountPage.homeNearby' },
  /** Under the greeting without the position: the list is best rated first. */
  homeBest: /*i18n*/ { id: 'accountPage.homeBest' },
  profileTitle: /*i18n*/ { id: 'accountPage.profileTitle' },
  profileLoading: /*i18n*/ { id: 'accountPage.profileLoading' },
  profileError: /*i18n*/ { id: 'accountPage.profileError' },
  name: /*i18n*/ { id: 'accountPage.name' },
  email: /*i18n*/ { id: 'accountPage.email' },
  type: /*i18n*/ { id: 'accountPage.type' },
  typeNames: {
    user: /*i18n*/ { id: 'accountPage.typeNames.user' },
    partner: /*i18n*/ { id: 'accountPage.typeNames.partner' },
    admin: /*i18n*/ { id: 'accountPage.typeNames.admin' },
  },
  memberSince: /*i18n*/ { id: 'accountPage.memberSince' },
  changePassword: /*i18n*/ { id: 'accountPage.changePassword' },
  deleteAccount: /*i18n*/ { id: 'accountPage.deleteAccount' },
});
