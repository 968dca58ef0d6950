/**
 * Spanish (es-AR, voseo) texts of the commerce screens: the cart, the checkout at `/stripe` (SPEC §2),
 * "Mis compras" and the digital pass (what the gym detail sells is in `product.web.ts`). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  cartPageCatalog,
  cartReviewCatalog,
  checkoutCatalog,
  myOrdersCatalog,
  orderPageCatalog,
  passCatalog,
} from './locales/es-AR/commerce.web';

/** The cart page (`/cart`, "Mi carrito"). */
export const cartPageMessages = /* @__PURE__ */ room(cartPageCatalog, {
  title: /*i18n*/ { id: 'cartPage.title' },
  loading: /*i18n*/ { id: 'cartPage.loading' },
  loadError: /*i18n*/ { id: 'cartPage.loadError' },
  emptyTitle: /*i18n*/ { id: 'cartPage.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'cartPage.emptyBody' },
  searchGyms: /*i18n*/ { id: 'cartPage.searchGyms' },
  linesLabel: /*i18n*/ { id: 'cartPage.linesLabel' },
  unitPrice: /*i18n*/ { id: 'cartPage.unitPrice' },
  qty: /*i18n*/ { id: 'cartPage.qty' },
  qtyLabel: /*i18n*/ { id: 'cartPage.qtyLabel', args: ['name'] },
  lineTotal: /*i18n*/ { id: 'cartPage.lineTotal' },
  increase: /*i18n*/ { id: 'cartPage.increase', args: ['name'] },
  decrease: /*i18n*/ { id: 'cartPage.decrease', args: ['name'] },
  decreaseRemoves: /*i18n*/ { id: 'cartPage.decreaseRemoves', args: ['name'] },
  remove: /*i18n*/ { id: 'cartPage.remove' },
  removeLabel: /*i18n*/ { id: 'cartPage.removeLabel', args: ['name'] },
  unavailable: /*i18n*/ { id: 'cartPage.unavailable' },
  clear: /*i18n*/ { id: 'cartPage.clear' },
  clearTitle: /*i18n*/ { id: 'cartPage.clearTitle' },
  clearConfirm: /*i18n*/ { id: 'cartPage.clearConfirm' },
  clearSubmit: /*i18n*/ { id: 'cartPage.clearSubmit' },
  clearing: /*i18n*/ { id: 'cartPage.clearing' },
  cancel: /*i18n*/ { id: 'cartPage.cancel' },
  cleared: /*i18n*/ { id: 'cartPage.cleared' },
  count: /*i18n*/ { id: 'cartPage.count', args: ['n'] },
  total: /*i18n*/ { id: 'cartPage.total' },
  pay: /*i18n*/ { id: 'cartPage.pay' },
  qtyNow: /*i18n*/ { id: 'cartPage.qtyNow', args: ['name', 'qty'] },
  removed: /*i18n*/ { id: 'cartPage.removed', args: ['name'] },
  visitorNote: /*i18n*/ { id: 'cartPage.visitorNote' },
  priceSeen: /*i18n*/ { id: 'cartPage.priceSeen' },
  signInToPay: /*i18n*/ { id: 'cartPage.signInToPay' },
  accountCannotBuy: /*i18n*/ { id: 'cartPage.accountCannotBuy' },
  unknownProduct: /*i18n*/ { id: 'cartPage.unknownProduct' },
  merged: /*i18n*/ { id: 'cartPage.merged' },
  mergeFailed: /*i18n*/ { id: 'cartPage.mergeFailed' },
  payBlocked: /*i18n*/ { id: 'cartPage.payBlocked' },
});

/** The banner of a cart whose prices changed or that holds products no longer for sale. */
export const cartReviewMessages = /* @__PURE__ */ room(cartReviewCatalog, {
  title: /*i18n*/ { id: 'cartReview.title' },
  priceChanged: /*i18n*/ { id: 'cartReview.priceChanged', args: ['name', 'before', 'now'] },
  unavailable: /*i18n*/ { id: 'cartReview.unavailable', args: ['name'] },
  confirm: /*i18n*/ { id: 'cartReview.confirm' },
  confirming: /*i18n*/ { id: 'cartReview.confirming' },
  confirmed: /*i18n*/ { id: 'cartReview.confirmed' },
});

/** The card-payment screen (`/stripe`, SPEC §2). */
export const checkoutMessages = /* @__PURE__ */ room(checkoutCatalog, {
  title: /*i18n*/ { id: 'checkout.title' },
  summary: /*i18n*/ { id: 'checkout.summary' },
  loading: /*i18n*/ { id: 'checkout.loading' },
  configError: /*i18n*/ { id: 'checkout.configError' },
  pay: /*i18n*/ { id: 'checkout.pay', args: ['total'] },
  paying: /*i18n*/ { id: 'checkout.paying' },
  backToCart: /*i18n*/ { id: 'checkout.backToCart' },
  signInTitle: /*i18n*/ { id: 'checkout.signInTitle' },
  signInBody: /*i18n*/ { id: 'checkout.signInBody' },
  signIn: /*i18n*/ { id: 'checkout.signIn' },
  membersOnlyTitle: /*i18n*/ { id: 'checkout.membersOnlyTitle' },
  card: /*i18n*/ { id: 'checkout.card' },
  cardNumber: /*i18n*/ { id: 'checkout.cardNumber' },
  cardNumberHint: /*i18n*/ { id: 'checkout.cardNumberHint' },
  /** Demo mode: fills the approving test card, a future expiry and a CVC. */
  useTestCard: /*i18n*/ { id: 'checkout.useTestCard' },
  cardNumberInvalid: /*i18n*/ { id: 'checkout.cardNumberInvalid' },
  expiry: /*i18n*/ { id: 'checkout.expiry' },
  expiryHint: /*i18n*/ { id: 'checkout.expiryHint' },
  expiryInvalid: /*i18n*/ { id: 'checkout.expiryInvalid' },
  expiryPast: /*i18n*/ { id: 'checkout.expiryPast' },
  cvc: /*i18n*/ { id: 'checkout.cvc' },
  cvcHint: /*i18n*/ { id: 'checkout.cvcHint' },
  cvcInvalid: /*i18n*/ { id: 'checkout.cvcInvalid' },
  onlyLast4: /*i18n*/ { id: 'checkout.onlyLast4' },
  stripeLoading: /*i18n*/ { id: 'checkout.stripeLoading' },
  stripeLoadError: /*i18n*/ { id: 'checkout.stripeLoadError' },
  payFailed: /*i18n*/ { id: 'checkout.payFailed' },
});

/** The order page (`/orders/{orderId}`): the return page of the payment and the receipt. */
export const orderPageMessages = /* @__PURE__ */ room(orderPageCatalog, {
  title: /*i18n*/ { id: 'orderPage.title', args: ['reference'] },
  titleFallback: /*i18n*/ { id: 'orderPage.titleFallback' },
  loading: /*i18n*/ { id: 'orderPage.loading' },
  loadError: /*i18n*/ { id: 'orderPage.loadError' },
  notFoundTitle: /*i18n*/ { id: 'orderPage.notFoundTitle' },
  notFoundBody: /*i18n*/ { id: 'orderPage.notFoundBody' },
  confirming: /*i18n*/ { id: 'orderPage.confirming' },
  stillPending: /*i18n*/ { id: 'orderPage.stillPending' },
  paidNotice: /*i18n*/ { id: 'orderPage.paidNotice' },
  failedNotice: /*i18n*/ { id: 'orderPage.failedNotice' },
  status: /*i18n*/ { id: 'orderPage.status' },
  reference: /*i18n*/ { id: 'orderPage.reference' },
  createdAt: /*i18n*/ { id: 'orderPage.createdAt' },
  paidAt: /*i18n*/ { id: 'orderPage.paidAt' },
  failedAt: /*i18n*/ { id: 'orderPage.failedAt' },
  cancelledAt: /*i18n*/ { id: 'orderPage.cancelledAt' },
  refundedAt: /*i18n*/ { id: 'orderPage.refundedAt' },
  lines: /*i18n*/ { id: 'orderPage.lines' },
  lineQty: /*i18n*/ { id: 'orderPage.lineQty', args: ['qty', 'unitPrice', 'unit'] },
  total: /*i18n*/ { id: 'orderPage.total' },
  receiptSent: /*i18n*/ { id: 'orderPage.receiptSent' },
  receiptPending: /*i18n*/ { id: 'orderPage.receiptPending' },
  passes: /*i18n*/ { id: 'orderPage.passes' },
  myOrders: /*i18n*/ { id: 'orderPage.myOrders' },
  tryAgain: /*i18n*/ { id: 'orderPage.tryAgain' },
});

/** "Mis compras" on the member profile. */
export const myOrdersMessages = /* @__PURE__ */ room(myOrdersCatalog, {
  title: /*i18n*/ { id: 'myOrders.title' },
  loading: /*i18n*/ { id: 'myOrders.loading' },
  loadError: /*i18n*/ { id: 'myOrders.loadError' },
  emptyTitle: /*i18n*/ { id: 'myOrders.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'myOrders.emptyBody' },
  browseGyms: /*i18n*/ { id: 'myOrders.browseGyms' },
  count: /*i18n*/ { id: 'myOrders.count', args: ['n'] },
  viewReceipt: /*i18n*/ { id: 'myOrders.viewReceipt' },
  viewReceiptLabel: /*i18n*/ { id: 'myOrders.viewReceiptLabel', args: ['reference'] },
  /** A failed or cancelled order: an attempt, not a purchase. */
  attemptTitle: /*i18n*/ { id: 'myOrders.attemptTitle' },
  attemptNote: /*i18n*/ { id: 'myOrders.attemptNote' },
});

/** The digital pass of a paid line and its QR code. */
export const passMessages = /* @__PURE__ */ room(passCatalog, {
  title: /*i18n*/ { id: 'pass.title' },
  modalTitle: /*i18n*/ { id: 'pass.modalTitle', args: ['product'] },
  qrAlt: /*i18n*/ { id: 'pass.qrAlt', args: ['product', 'gym'] },
  qrLoading: /*i18n*/ { id: 'pass.qrLoading' },
  qrError: /*i18n*/ { id: 'pass.qrError' },
  gym: /*i18n*/ { id: 'pass.gym' },
  validFrom: /*i18n*/ { id: 'pass.validFrom' },
  validUntil: /*i18n*/ { id: 'pass.validUntil' },
  usesLeft: /*i18n*/ { id: 'pass.usesLeft' },
  usesLeftValue: /*i18n*/ { id: 'pass.usesLeftValue', args: ['left', 'total'] },
  state: /*i18n*/ { id: 'pass.state' },
  visits: /*i18n*/ { id: 'pass.visits' },
  visitsValue: /*i18n*/ { id: 'pass.visitsValue', args: ['n', 'last'] },
  code: /*i18n*/ { id: 'pass.code' },
  showAtDoor: /*i18n*/ { id: 'pass.showAtDoor' },
  view: /*i18n*/ { id: 'pass.view' },
  viewLabel: /*i18n*/ { id: 'pass.viewLabel', args: ['product', 'gym'] },
  rotatingCountdown: /*i18n*/ { id: 'pass.rotatingCountdown', args: ['seconds'] },
});
