/**
 * Spanish (es-AR, voseo) texts of the reconciliation with the payment providers (ADR 0044) that the
 * server stores and answers: each mismatch kind's name and what an administrator should do about it,
 * and the refusals of its routes. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  mismatchActionsCatalog,
  mismatchKindLabelsCatalog,
  reconciliationCatalog,
} from './locales/es-AR/reconciliation';
import type { MismatchKind } from '../constants/reconciliation';

/** A short name of each kind of mismatch. */
export const mismatchKindLabels: Readonly<Record<MismatchKind, string>> = /* @__PURE__ */ room(
  mismatchKindLabelsCatalog,
  {
    payment_without_order: /*i18n*/ { id: 'mismatchKindLabels.payment_without_order' },
    payment_amount_differs: /*i18n*/ { id: 'mismatchKindLabels.payment_amount_differs' },
    second_payment: /*i18n*/ { id: 'mismatchKindLabels.second_payment' },
    paid_not_captured: /*i18n*/ { id: 'mismatchKindLabels.paid_not_captured' },
    refund_not_at_provider: /*i18n*/ { id: 'mismatchKindLabels.refund_not_at_provider' },
    refund_not_here: /*i18n*/ { id: 'mismatchKindLabels.refund_not_here' },
    refund_amount_differs: /*i18n*/ { id: 'mismatchKindLabels.refund_amount_differs' },
  },
);

/** What to do about each kind of mismatch (stored with it when it is found). */
export const mismatchActions: Readonly<Record<MismatchKind, string>> = /* @__PURE__ */ room(
  mismatchActionsCatalog,
  {
    payment_without_order: /*i18n*/ { id: 'mismatchActions.payment_without_order' },
    payment_amount_differs: /*i18n*/ { id: 'mismatchActions.payment_amount_differs' },
    second_payment: /*i18n*/ { id: 'mismatchActions.second_payment' },
    paid_not_captured: /*i18n*/ { id: 'mismatchActions.paid_not_captured' },
    refund_not_at_provider: /*i18n*/ { id: 'mismatchActions.refund_not_at_provider' },
    refund_not_here: /*i18n*/ { id: 'mismatchActions.refund_not_here' },
    refund_amount_differs: /*i18n*/ { id: 'mismatchActions.refund_amount_differs' },
  },
);

/** Refusals of the reconciliation routes. */
export const reconciliationMessages = /* @__PURE__ */ room(reconciliationCatalog, {
  notFound: /*i18n*/ { id: 'reconciliation.notFound' },
  alreadyResolved: /*i18n*/ { id: 'reconciliation.alreadyResolved' },
  mismatchId: /*i18n*/ { id: 'reconciliation.mismatchId' },
  days: /*i18n*/ { id: 'reconciliation.days' },
  page: /*i18n*/ { id: 'reconciliation.page' },
  limit: /*i18n*/ { id: 'reconciliation.limit' },
  noProvider: /*i18n*/ { id: 'reconciliation.noProvider' },
});
