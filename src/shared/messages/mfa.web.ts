/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' second factor on the web (RFC 6238
 * TOTP; ADR 0019): set-up, verification, recovery codes and re-authentication. The server's answers
 * are in `mfa.ts`. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { adminMfaCatalog } from './locales/es-AR/mfa.web';

/** The second factor (RFC 6238 TOTP) of administrators: set-up, verification and re-authentication. */
export const adminMfaMessages = /* @__PURE__ */ room(adminMfaCatalog, {
  title: /*i18n*/ { id: 'adminMfa.title' },
  loading: /*i18n*/ { id: 'adminMfa.loading' },
  error: /*i18n*/ { id: 'adminMfa.error' },
  setupTitle: /*i18n*/ { id: 'adminMfa.setupTitle' },
  setupLead: /*i18n*/ { id: 'adminMfa.setupLead' },
  scan: /*i18n*/ { id: 'adminMfa.scan' },
  qrLabel: /*i18n*/ { id: 'adminMfa.qrLabel' },
  manual: /*i18n*/ { id: 'adminMfa.manual' },
  secret: /*i18n*/ { id: 'adminMfa.secret' },
  typeCode: /*i18n*/ { id: 'adminMfa.typeCode' },
  code: /*i18n*/ { id: 'adminMfa.code' },
  codeHint: /*i18n*/ { id: 'adminMfa.codeHint' },
  codeFormat: /*i18n*/ { id: 'adminMfa.codeFormat' },
  confirm: /*i18n*/ { id: 'adminMfa.confirm' },
  confirming: /*i18n*/ { id: 'adminMfa.confirming' },
  recoveryTitle: /*i18n*/ { id: 'adminMfa.recoveryTitle' },
  recoveryLead: /*i18n*/ { id: 'adminMfa.recoveryLead' },
  recoveryCaption: /*i18n*/ { id: 'adminMfa.recoveryCaption' },
  copy: /*i18n*/ { id: 'adminMfa.copy' },
  copied: /*i18n*/ { id: 'adminMfa.copied' },
  saved: /*i18n*/ { id: 'adminMfa.saved' },
  verifyTitle: /*i18n*/ { id: 'adminMfa.verifyTitle' },
  verifyLead: /*i18n*/ { id: 'adminMfa.verifyLead' },
  verify: /*i18n*/ { id: 'adminMfa.verify' },
  verifying: /*i18n*/ { id: 'adminMfa.verifying' },
  useRecovery: /*i18n*/ { id: 'adminMfa.useRecovery' },
  useCode: /*i18n*/ { id: 'adminMfa.useCode' },
  recoveryCode: /*i18n*/ { id: 'adminMfa.recoveryCode' },
  recoveryFormat: /*i18n*/ { id: 'adminMfa.recoveryFormat' },
  reauthTitle: /*i18n*/ { id: 'adminMfa.reauthTitle' },
  reauthLead: /*i18n*/ { id: 'adminMfa.reauthLead' },
  reauthSubmit: /*i18n*/ { id: 'adminMfa.reauthSubmit' },
  cancel: /*i18n*/ { id: 'adminMfa.cancel' },
  status: /*i18n*/ { id: 'adminMfa.status', args: ['verified', 'left'] },
  statusOff: /*i18n*/ { id: 'adminMfa.statusOff' },
  lowRecovery: /*i18n*/ { id: 'adminMfa.lowRecovery' },
});
