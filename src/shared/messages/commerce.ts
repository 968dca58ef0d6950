/**
 * User-facing Spanish (es-AR, voseo) texts of commerce: products, cart, checkout, orders, passes and
 * the receipt mail (docs/architecture.md §5; SPEC §4 cart rules). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  commerceCatalog,
  currencyNamesCatalog,
  orderStatusLabelsCatalog,
  passStateLabelsCatalog,
  receiptMailCatalog,
} from './locales/es-AR/commerce';

/** Each currency as a sentence names it (ADR 0053). */
export const currencyNames = /* @__PURE__ */ room(currencyNamesCatalog, {
  ARS: /*i18n*/ { id: 'currencyNames.ARS' },
  MXN: /*i18n*/ { id: 'currencyNames.MXN' },
  BRL: /*i18n*/ { id: 'currencyNames.BRL' },
});

/** Answers of the cart, checkout, order and pass calls. */
export const commerceMessages = /* @__PURE__ */ room(commerceCatalog, {
  membershipName: /*i18n*/ { id: 'commerce.membershipName' },
  gymNotSelling: /*i18n*/ { id: 'commerce.gymNotSelling' },
  membersOnly: /*i18n*/ { id: 'commerce.membersOnly' },
  productNotFound: /*i18n*/ { id: 'commerce.productNotFound' },
  productInactive: /*i18n*/ { id: 'commerce.productInactive' },
  notInCart: /*i18n*/ { id: 'commerce.notInCart' },
  qtyTooHigh: /*i18n*/ { id: 'commerce.qtyTooHigh' },
  tooManyLines: /*i18n*/ { id: 'commerce.tooManyLines' },
  /** A cart holds one currency (ADR 0053): `cart` is the cart's, `product` the one refused. */
  currencyMismatch: /*i18n*/ { id: 'commerce.currencyMismatch', args: ['cart', 'product'] },
  qtyInvalid: /*i18n*/ { id: 'commerce.qtyInvalid' },
  productIdInvalid: /*i18n*/ { id: 'commerce.productIdInvalid' },
  actionInvalid: /*i18n*/ { id: 'commerce.actionInvalid' },
  cartEmpty: /*i18n*/ { id: 'commerce.cartEmpty' },
  cartNeedsReview: /*i18n*/ { id: 'commerce.cartNeedsReview' },
  /** The order's maximum in the cart's currency, formatted by the caller (`formatAmount`, ADR 0053). */
  totalTooHigh: /*i18n*/ { id: 'commerce.totalTooHigh', args: ['max'] },
  idempotencyKeyMissing: /*i18n*/ { id: 'commerce.idempotencyKeyMissing' },
  idempotencyKeyReused: /*i18n*/ { id: 'commerce.idempotencyKeyReused' },
  paymentInProgress: /*i18n*/ { id: 'commerce.paymentInProgress' },
  orderNotFound: /*i18n*/ { id: 'commerce.orderNotFound' },
  orderNotPending: /*i18n*/ { id: 'commerce.orderNotPending' },
  orderNotYours: /*i18n*/ { id: 'commerce.orderNotYours' },
  providerMismatch: /*i18n*/ { id: 'commerce.providerMismatch' },
  cardLast4Invalid: /*i18n*/ { id: 'commerce.cardLast4Invalid' },
  paymentDeclined: /*i18n*/ { id: 'commerce.paymentDeclined' },
  paymentUnavailable: /*i18n*/ { id: 'commerce.paymentUnavailable' },
  webhookInvalid: /*i18n*/ { id: 'commerce.webhookInvalid' },
  passNotFound: /*i18n*/ { id: 'commerce.passNotFound' },
  passInvalid: /*i18n*/ { id: 'commerce.passInvalid' },
  passNotYours: /*i18n*/ { id: 'commerce.passNotYours' },
  doorCodeAmbiguous: /*i18n*/ { id: 'commerce.doorCodeAmbiguous' },
  passCodeUsed: /*i18n*/ { id: 'commerce.passCodeUsed' },
  passCodeExpired: /*i18n*/ { id: 'commerce.passCodeExpired' },
  /** Too many door reads: `seconds` to wait (whole seconds, at least 1). */
  doorRateLimited: /*i18n*/ { id: 'commerce.doorRateLimited', args: ['seconds'] },
  passRevoked: /*i18n*/ { id: 'commerce.passRevoked' },
  checkinPartnersOnly: /*i18n*/ { id: 'commerce.checkinPartnersOnly' },
});

/** Labels of the order states, as the member reads them. */
export const orderStatusLabels = /* @__PURE__ */ room(orderStatusLabelsCatalog, {
  pending: /*i18n*/ { id: 'orderStatusLabels.pending' },
  paid: /*i18n*/ { id: 'orderStatusLabels.paid' },
  failed: /*i18n*/ { id: 'orderStatusLabels.failed' },
  cancelled: /*i18n*/ { id: 'orderStatusLabels.cancelled' },
  refunded: /*i18n*/ { id: 'orderStatusLabels.refunded' },
});

/** Why a pass is not valid now (verification answer). */
export const passStateLabels = /* @__PURE__ */ room(passStateLabelsCatalog, {
  valid: /*i18n*/ { id: 'passStateLabels.valid' },
  notYetValid: /*i18n*/ { id: 'passStateLabels.notYetValid' },
  expired: /*i18n*/ { id: 'passStateLabels.expired' },
  usedUp: /*i18n*/ { id: 'passStateLabels.usedUp' },
  revoked: /*i18n*/ { id: 'passStateLabels.revoked' },
});

/** The receipt e-mail (plain text and HTML are composed on the server from these). */
export const receiptMailMessages = /* @__PURE__ */ room(receiptMailCatalog, {
  subject: /*i18n*/ { id: 'receiptMail.subject', args: ['reference'] },
  greeting: /*i18n*/ { id: 'receiptMail.greeting', args: ['name'] },
  intro: /*i18n*/ { id: 'receiptMail.intro' },
  reference: /*i18n*/ { id: 'receiptMail.reference' },
  date: /*i18n*/ { id: 'receiptMail.date' },
  line: /*i18n*/ { id: 'receiptMail.line', args: ['qty', 'name', 'gym', 'amount'] },
  total: /*i18n*/ { id: 'receiptMail.total' },
  passes: /*i18n*/ { id: 'receiptMail.passes' },
  demo: /*i18n*/ { id: 'receiptMail.demo' },
  footer: /*i18n*/ { id: 'receiptMail.footer' },
});
