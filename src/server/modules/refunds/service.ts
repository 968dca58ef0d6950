/**
 * Refunding a paid order (ADR 0027; docs/architecture.md §5), for every provider, in three steps so that no
 * crash can return money twice or lose a refund:
 * 1. One transaction, the order row locked: check the amount (≤ paid − refunded, of the lines the
 *    caller may refund), spread it over the lines (./allocate) and write the refund `requested`.
 * 2. The provider's refund call with that row's id as the idempotency key.
 * 3. One transaction, the order locked again: the refund moves `requested` → `succeeded` | `pending` |
 *    `failed` (guarded, so it happens once), and on success the compensating sales rows, the passes
 *    revoked (their future class bookings cancelled) or their uses reduced, the order `paid → refunded` once refunded in full, and the member's
 *    mail queued (outbox).
 * A crash (kill -9) between 1 and 3 leaves the refund `requested`: the `resume-refunds` job (and a retry
 * with the same `Idempotency-Key`) makes the same call again, and the provider answers the refund it
 * made the first time. When the provider cannot be reached the refund also stays `requested`.
 * @module
 */
import type { RefundActor } from '../../../shared/constants/refunds';
import { formatAmount } from '../../../shared/domain/currency';
import { fromCentavos, toCentavos } from '../../../shared/domain/money';
import { refundMessages as m } from '../../../shared/messages/refunds';
import { AppError } from '../../app-error';
import type { Tx } from '../../db/client';
import { hasSqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import { cancelBookingsOfPass, type CancelledClass } from '../classes/index';
import {
  entryPosted,
  postEntry,
  refundPosting,
  sellerReturnedPosting,
  type SaleSplit,
} from '../ledger/index';
import { sha256Hex } from '../../secrets';
import type { OrdersContext } from '../orders/index';
import {
  findRefundsOfOrders,
  insertOrderEvent,
  lockOrder,
  updateOrderStatus,
  type OrderRow,
} from '../orders/index';
import { ProviderUnavailable } from '../payments/index';
import { allocateRefund, commissionBack, usesAfterRefund } from './allocate';
import {
  completeRefund,
  findLineStates,
  findRefund,
  findRefundByKey,
  findRefundParts,
  findRequestedRefunds,
  findSaleOfLine,
  insertCompensatingSale,
  insertRefund,
  lockPassOfLine,
  revokePass,
  setUsesLeft,
  type LineState,
  type RefundRow,
} from './queries';

/** What to refund and who asks. */
export interface RefundInput {
  orderId: string;
  /** Centavos; absent: everything left (of the lines in `scope`). */
  amountCentavos?: number | undefined;
  reason: string;
  actor: { type: RefundActor; id: string | null };
  /** The client's `Idempotency-Key`, if sent. */
  idempotencyKey?: string | undefined;
  /**
   * Checks the locked order and picks the lines the caller may refund (default: every line).
   * @throws AppError to refuse (e.g. not the partner's sale, too late)
   */
  scope?: (order: OrderRow, lines: LineState[]) => LineState[];
  /** The 404 text when the order does not exist (the partner's: the same as for another's order). */
  notFoundMessage?: string;
  /** Runs in the refund's first transaction (the administrators' audit entry). */
  audit?: (tx: Tx, refund: RefundRow, order: OrderRow) => Promise<void>;
}

/**
 * The fingerprint of what `input` asks: the amount (null: all that is left), the reason and the actor.
 * A key reused with another fingerprint is refused (ADR 0027 decision 7; IETF
 * draft-ietf-httpapi-idempotency-key-header §2.7: same key, other payload → an error, not a replay).
 */
export const requestHashOf = (input: RefundInput): string =>
  sha256Hex(JSON.stringify([input.amountCentavos ?? null, input.reason, input.actor.type, input.actor.id]));

/** Sum of the parts left to refund, centavos. */
const leftOf = (lines: readonly LineState[]): number =>
  lines.reduce((sum, line) => sum + Math.max(0, line.total - line.refunded), 0);

/** Step 1: checks and writes the refund `requested`. */
async function writeRefund(ctx: OrdersContext, input: RefundInput): Promise<RefundRow> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: input.orderId });
    if (!order) throw new AppError('NOT_FOUND', input.notFoundMessage ?? m.orderNotFound);
    const all = await findLineStates(tx, order.id);
    const lines = input.scope ? input.scope(order, all) : all;
    if (order.kind === 'plan') throw new AppError('CONFLICT', m.planNotRefundable);
    // Refunding a month of credits must take its unspent credits back first: left for later (ADR 0045).
    if (order.kind === 'credits') throw new AppError('CONFLICT', m.creditsNotRefundable);
    if (order.status === 'refunded') throw new AppError('CONFLICT', m.nothingLeft);
    if (order.status !== 'paid' || !order.paymentId) throw new AppError('CONFLICT', m.notPaid);
    const left = leftOf(lines);
    if (left === 0) throw new AppError('CONFLICT', m.nothingLeft);
    const amount = input.amountCentavos ?? left;
    if (amount > left) throw new AppError('CONFLICT', m.overRefund(formatAmount(fromCentavos(left), order.currency)));
    const refund = await insertRefund(tx, {
      orderId: order.id,
      reason: input.reason,
      actorType: input.actor.type,
      actorId: input.actor.id,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: requestHashOf(input),
      parts: allocateRefund(lines, amount),
    });
    await input.audit?.(tx, refund, order);
    return refund;
  });
}

/** The partners' part (gross less commission) of a refund's splits, centavos, per partner. */
function netByPartner(splits: readonly SaleSplit[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const s of splits)
    if (s.partnerId) net.set(s.partnerId, (net.get(s.partnerId) ?? 0) + s.gross - s.commission);
  return net;
}

/**
 * Step 3 on success: the sales, the passes and the order's status, for each part of the refund, and
 * the refund's ledger entry (`refund:{id}`, docs/architecture.md §5.1; and `refund:{id}:seller` when the
 * partner's MercadoPago account had collected the order). A pass
 * revoked gives back its places in classes not yet started (../classes/pass-void, same transaction).
 * @returns the classes cancelled that way, for the member's mail
 */
async function applyEffects(
  tx: Tx,
  jobs: JobQueue,
  order: OrderRow,
  refund: RefundRow,
): Promise<CancelledClass[]> {
  const cancelled: CancelledClass[] = [];
  const splits: SaleSplit[] = [];
  const parts = await findRefundParts(tx, refund.id);
  const lines = new Map((await findLineStates(tx, order.id)).map((line) => [line.lineId, line]));
  for (const [lineId, part] of parts) {
    const line = lines.get(lineId);
    const found = await findSaleOfLine(tx, lineId);
    const before = found?.backGross ?? 0;
    if (found) {
      const sale = found.sale;
      const back = commissionBack(
        {
          gross: toCentavos(sale.gross),
          commission: toCentavos(sale.commission),
          commissionPercent: sale.commissionPercent,
        },
        before,
        part,
      );
      await insertCompensatingSale(tx, sale, refund.id, { gross: part, commission: back.commission });
      splits.push({ partnerId: sale.partnerId, gross: part, commission: back.commission });
    } else splits.push({ partnerId: null, gross: part, commission: 0 });
    const pass = await lockPassOfLine(tx, lineId);
    if (!pass || !line) continue;
    const refunded = before + part;
    if (refunded >= line.total) {
      await revokePass(tx, pass.id);
      cancelled.push(...(await cancelBookingsOfPass(tx, jobs, pass.id)));
    } else if (pass.usesTotal !== null && pass.usesLeft !== null) {
      const usesLeft = usesAfterRefund(pass.usesTotal, pass.usesLeft, line.unitPrice, refunded);
      if (usesLeft !== pass.usesLeft) await setUsesLeft(tx, pass.id, usesLeft);
    }
  }
  const effective = {
    ...refund,
    provider: order.provider,
    currency: order.currency,
    at: refund.completedAt ?? new Date(),
  };
  await postEntry(tx, refundPosting(effective, splits));
  if (await entryPosted(tx, `order:${order.id}:seller`))
    for (const [partnerId, net] of netByPartner(splits))
      await postEntry(tx, sellerReturnedPosting(effective, partnerId, net));
  const done = (await findRefundsOfOrders(tx, [order.id])).filter((r) => r.status !== 'requested');
  const refunded = done.reduce((sum, r) => sum + toCentavos(r.amount), 0);
  if (refunded >= toCentavos(order.total) && order.status === 'paid') {
    await updateOrderStatus(tx, order.id, 'paid', 'refunded');
    await insertOrderEvent(tx, { orderId: order.id, from: 'paid', to: 'refunded', source: 'refund' });
  }
  return cancelled;
}

/**
 * Steps 2 and 3 for a `requested` refund: the provider's call (our refund id as its idempotency key)
 * and, when it answered, the refund completed with its effects. Safe to run twice or concurrently.
 * @returns the refund as it stands afterwards (`requested` when the provider could not be reached)
 */
export async function settleRefund(ctx: OrdersContext, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== 'requested') return refund;
  const order = await ctx.db.transaction((tx) => lockOrder(tx, { orderId: refund.orderId }));
  if (!order?.paymentId) throw new Error(`refund ${refund.id}: order ${refund.orderId} has no payment`);
  let answer;
  try {
    answer = await ctx.provider.refundPayment({
      paymentId: order.paymentId,
      orderId: order.id,
      refundId: refund.id,
      amountCentavos: toCentavos(refund.amount),
      reason: refund.reason,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    ctx.log.warn({ err: error, refundId: refund.id }, 'refund left requested: provider unavailable');
    return refund;
  }
  const { providerRefundId, status } = answer;
  const settled = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { orderId: refund.orderId });
    const done = await completeRefund(tx, refund.id, status, providerRefundId);
    if (!done || !locked || status === 'failed') return done;
    const cancelledClasses = await applyEffects(tx, ctx.jobs, locked, done);
    await ctx.jobs.sendInTransaction(tx, QUEUES.refundMail.name, { refundId: done.id, cancelledClasses });
    return done;
  });
  if (settled) ctx.log.info({ refundId: refund.id, status }, 'refund settled');
  return settled ?? (await findRefund(ctx.db, refund.id)) ?? refund;
}

/**
 * Settles the refunds left `requested` for more than `olderThanMs` (a crash, an unreachable provider):
 * the `resume-refunds` job. @returns how many it found
 */
export async function resumeRequestedRefunds(
  ctx: OrdersContext,
  olderThanMs = 30_000,
  limit = 50,
): Promise<number> {
  const found = await findRequestedRefunds(ctx.db, new Date(Date.now() - olderThanMs), limit);
  for (const refund of found) await settleRefund(ctx, refund);
  return found.length;
}

/**
 * Refunds `input.amountCentavos` (or all that is left) of a paid order; see the module doc.
 * A retry with the same idempotency key and the same parameters answers the first refund (resuming
 * it when still `requested`); the same key with other parameters is refused.
 * @returns the refund and whether this call created it
 * @throws AppError NOT_FOUND (no such order), CONFLICT (a plan order, not paid, nothing left, more
 *   than is left, the key already used with other parameters), or whatever `input.scope` throws
 */
export async function refundOrder(
  ctx: OrdersContext,
  input: RefundInput,
): Promise<{ refund: RefundRow; created: boolean }> {
  const hash = requestHashOf(input);
  const again = async (): Promise<RefundRow | null> => {
    const found = input.idempotencyKey
      ? await findRefundByKey(ctx.db, input.orderId, input.idempotencyKey)
      : null;
    if (found?.requestHash && found.requestHash !== hash)
      throw new AppError('CONFLICT', m.idempotencyKeyReused);
    return found;
  };
  const earlier = await again();
  if (earlier) return { refund: await settleRefund(ctx, earlier), created: false };
  let written: RefundRow;
  try {
    written = await writeRefund(ctx, input);
  } catch (error) {
    const raced = hasSqlState(error, UNIQUE_VIOLATION) ? await again() : null;
    if (!raced) throw error;
    return { refund: await settleRefund(ctx, raced), created: false };
  }
  return { refund: await settleRefund(ctx, written), created: true };
}
