/**
 * A second approved payment of one order given back (ADR 0044, ADR 0028; docs/architecture.md §5.1):
 * the one mechanism the MercadoPago notification of that payment and the daily reconciliation both
 * run. For each second payment of a paid order (../payments: MercadoPago's `secondPayments`):
 *
 * 1. one transaction books it as money in, unapplied (`unappliedPaymentPosting`, event key
 *    `payment:mercadopago:{id}`) and records the `second_payment` mismatch;
 * 2. the provider refunds it in full, its idempotency key derived from the payment id
 *    (`duplicate-{id}`), unless it is refunded already;
 * 3. one transaction books the return (`unappliedRefundPosting`, `payment:mercadopago:{id}:refund`) and
 *    marks the mismatch resolved (`auto`).
 *
 * Each step is safe to repeat: the ledger's event keys are unique, the mismatch key is unique, and the
 * refund key makes MercadoPago answer the first refund again. A crash between the steps is finished by
 * the next notification or run, which finds the payment again (approved, or refunded by step 2).
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import { mismatchActions } from '../../../shared/messages/reconciliation';
import type { Database } from '../../db/client';
import { postEntry, unappliedPaymentPosting, unappliedRefundPosting } from '../ledger/index';
import type { MercadoPagoProvider, PaymentProvider } from '../payments/index';
import { insertMismatch, resolveMismatch } from './queries';
import { rows } from '../../db/sql';
import { sql } from 'drizzle-orm';

/** What the reconciliation needs: the database, the configured provider, a logger. */
export interface ReconciliationDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

const hasSecondPayments = (provider: PaymentProvider): provider is MercadoPagoProvider =>
  provider.name === 'mercadopago' && 'secondPayments' in provider;

/**
 * Gives back every second payment of order `orderId` (see module doc); nothing unless the order is
 * paid (or refunded) here and the provider is MercadoPago.
 * @returns the provider ids of the payments returned by this call or an earlier one
 * @throws ProviderUnavailable when MercadoPago cannot be reached (the caller retries: notification, next run)
 */
export async function returnSecondPayments(deps: ReconciliationDeps, orderId: string): Promise<string[]> {
  const { db, provider } = deps;
  if (!hasSecondPayments(provider)) return [];
  const [order] = await rows<{ status: string }>(
    db,
    sql`select status from orders where id = ${orderId}::uuid`,
  );
  if (order?.status !== 'paid' && order?.status !== 'refunded') return [];
  const returned: string[] = [];
  for (const payment of await provider.secondPayments(orderId)) {
    const booked = {
      provider: 'mercadopago' as const,
      paymentId: payment.id,
      orderId,
      amount: payment.amountCentavos,
      currency: payment.currency,
    };
    const finding = {
      kind: 'second_payment' as const,
      key: `second_payment:mercadopago:${payment.id}`,
      orderId,
      refundId: null,
      providerObjectId: payment.id,
      ours: null,
      theirs: payment.amountCentavos,
      currency: payment.currency,
    };
    await db.transaction(async (tx) => {
      await postEntry(tx, unappliedPaymentPosting({ ...booked, at: payment.at }));
      await insertMismatch(tx, 'mercadopago', finding, mismatchActions.second_payment);
    });
    if (!payment.returned) await provider.refundSecondPayment(orderId, payment.id);
    await db.transaction(async (tx) => {
      await postEntry(tx, unappliedRefundPosting({ ...booked, at: new Date() }));
      await resolveMismatch(tx, { key: finding.key }, 'auto', null);
    });
    returned.push(payment.id);
  }
  if (returned.length > 0) deps.log.warn({ orderId, returned }, 'second payments returned to the payer');
  return returned;
}
