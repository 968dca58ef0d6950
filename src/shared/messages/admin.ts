/**
 * User-facing Spanish (es-AR, voseo) texts of the administration calls (SPEC §1 administrator, §7 admin
 * calls and `GET /api/service/allusers`; ADR 0018). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  accountStateLabelsCatalog,
  adminActionLabelsCatalog,
  adminCatalog,
  marketingCsvCatalog,
} from './locales/es-AR/admin';
import type { AccountState, AdminAction } from '../constants/admin';

/** Labels of the account states (the wire carries the code, the screens show these). */
export const accountStateLabels: Readonly<Record<AccountState, string>> = /* @__PURE__ */ room(
  accountStateLabelsCatalog,
  {
    pending: /*i18n*/ { id: 'accountStateLabels.pending' },
    active: /*i18n*/ { id: 'accountStateLabels.active' },
    locked: /*i18n*/ { id: 'accountStateLabels.locked' },
    throttled: /*i18n*/ { id: 'accountStateLabels.throttled' },
    deleted: /*i18n*/ { id: 'accountStateLabels.deleted' },
  },
);

/** Labels of the audit log's actions. */
export const adminActionLabels: Readonly<Record<AdminAction, string>> = /* @__PURE__ */ room(
  adminActionLabelsCatalog,
  {
    'account.lock': /*i18n*/ { id: 'adminActionLabels.account.lock' },
    'account.unlock': /*i18n*/ { id: 'adminActionLabels.account.unlock' },
    'payout.record': /*i18n*/ { id: 'adminActionLabels.payout.record' },
    'gym.unpublish': /*i18n*/ { id: 'adminActionLabels.gym.unpublish' },
    'gym.publish': /*i18n*/ { id: 'adminActionLabels.gym.publish' },
    'review.hide': /*i18n*/ { id: 'adminActionLabels.review.hide' },
    'review.keep': /*i18n*/ { id: 'adminActionLabels.review.keep' },
    'import.preview': /*i18n*/ { id: 'adminActionLabels.import.preview' },
    'import.commit': /*i18n*/ { id: 'adminActionLabels.import.commit' },
    'import.undo': /*i18n*/ { id: 'adminActionLabels.import.undo' },
    'claim.request': /*i18n*/ { id: 'adminActionLabels.claim.request' },
    'claim.code_sent': /*i18n*/ { id: 'adminActionLabels.claim.code_sent' },
    'claim.verify': /*i18n*/ { id: 'adminActionLabels.claim.verify' },
    'claim.cancel': /*i18n*/ { id: 'adminActionLabels.claim.cancel' },
    'claim.approve': /*i18n*/ { id: 'adminActionLabels.claim.approve' },
    'claim.reject': /*i18n*/ { id: 'adminActionLabels.claim.reject' },
    'order.refund': /*i18n*/ { id: 'adminActionLabels.order.refund' },
  },
);

/** Validation and refusals of the administration calls. */
export const adminMessages = /* @__PURE__ */ room(adminCatalog, {
  adminsOnly: /*i18n*/ { id: 'admin.adminsOnly' },
  page: /*i18n*/ { id: 'admin.page' },
  limit: /*i18n*/ { id: 'admin.limit' },
  search: /*i18n*/ { id: 'admin.search' },
  sort: /*i18n*/ { id: 'admin.sort' },
  order: /*i18n*/ { id: 'admin.order' },
  type: /*i18n*/ { id: 'admin.type' },
  state: /*i18n*/ { id: 'admin.state' },
  partnerState: /*i18n*/ { id: 'admin.partnerState' },
  email: /*i18n*/ { id: 'admin.email' },
  reason: /*i18n*/ { id: 'admin.reason' },
  lockTarget: /*i18n*/ { id: 'admin.lockTarget' },
  action: /*i18n*/ { id: 'admin.action' },
  targetType: /*i18n*/ { id: 'admin.targetType' },
  date: /*i18n*/ { id: 'admin.date' },
  rangeReversed: /*i18n*/ { id: 'admin.rangeReversed' },
  lockAdmin: /*i18n*/ { id: 'admin.lockAdmin' },
  alreadyLocked: /*i18n*/ { id: 'admin.alreadyLocked' },
  notLocked: /*i18n*/ { id: 'admin.notLocked' },
  partnerId: /*i18n*/ { id: 'admin.partnerId' },
  partnerNotFound: /*i18n*/ { id: 'admin.partnerNotFound' },
  payoutAmount: /*i18n*/ { id: 'admin.payoutAmount' },
  payoutPaidAt: /*i18n*/ { id: 'admin.payoutPaidAt' },
  payoutReference: /*i18n*/ { id: 'admin.payoutReference' },
  payoutCurrency: /*i18n*/ { id: 'admin.payoutCurrency' },
  /**
   * 400: a partner of `country` (`AR`, `MX`, `BR`) without its country's bank account on the profile:
   * CBU (Argentina), CLABE (México); Brasil's profile has no such field yet (ADR 0054).
   */
  payoutNoCbu: /*i18n*/ { id: 'admin.payoutNoCbu', args: ['country'] },
  payoutReferenceTaken: /*i18n*/ { id: 'admin.payoutReferenceTaken' },
  payoutKeyReused: /*i18n*/ { id: 'admin.payoutKeyReused' },
  /** `due`: the balance in the payout's currency already formatted for display (`formatAmount`). */
  payoutOverBalance: /*i18n*/ { id: 'admin.payoutOverBalance', args: ['due'] },
});

/** The marketing list's CSV: its column titles, read when the file is written (ADR 0055 decision 7). */
export const marketingCsvMessages = /* @__PURE__ */ room(marketingCsvCatalog, {
  header: [
    /*i18n*/ { id: 'marketingCsv.header.0' },
    /*i18n*/ { id: 'marketingCsv.header.1' },
    /*i18n*/ { id: 'marketingCsv.header.2' },
  ],
});
