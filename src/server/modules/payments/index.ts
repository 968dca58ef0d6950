/**
 * The payments module's public entry (docs/architecture.md §2, §5): the provider chosen by the
 * configuration, demo mode, the provider interface and its errors, and what the plan and
 * payment-accounts modules use of the MercadoPago provider. The module calls no other module: the
 * providers' webhook routes live in ../orders (webhook-routes.ts, mercadopago-routes.ts), whose
 * settlement they drive.
 * @module
 */
export { createPaymentProvider, stripeConfigured, type PaymentConfig } from './provider-config';
export { isDemoMode } from './demo-mode';
export {
  ProviderUnavailable,
  WebhookRejected,
  type MovementWindow,
  type Notice,
  type NotificationRequest,
  type NotifiedPayment,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderMovement,
  type PaymentRequest,
  type PaymentState,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
  type RefundStatus,
  type SavedCardCharge,
  type StartedPayment,
} from './providers/provider';
export { DEMO_DECLINE_CODE } from './providers/manual';
export {
  answerProviderUnavailable,
  paymentUnavailable,
  type UnavailableAnswer,
  type WarningLog,
} from './unavailable';
export {
  isMercadoPago,
  MP_PAYMENT_PREFIX,
  type MercadoPagoProvider,
  type MpSeller,
  type MpSellerResolver,
} from './providers/mercadopago/mercadopago';
export type { SecondPayment } from './providers/mercadopago/duplicates';
export {
  configuredPair,
  countryOfSite,
  isMpSite,
  siteOfCurrency,
  type MpSite,
} from './providers/mercadopago/sites';
export {
  createMercadoPagoClient,
  MercadoPagoRefused,
  mpTokenSchema,
  type MercadoPagoClient,
  type MpToken,
} from './providers/mercadopago/client';
export {
  MP_AUTHORIZED_PREFIX,
  MP_PREAPPROVAL_PREFIX,
  preapprovalIdOf,
  statusOfAuthorized,
  statusOfPreapproval,
} from './providers/mercadopago/preapproval';
