/**
 * Checkout (docs/architecture.md §5): the member's server cart becomes a pending order with a snapshot of its
 * lines and prices, in the cart's one currency (ADR 0053), then the provider starts its payment in it.
 *
 * One order per attempt, whatever the client does:
 * - the client's `Idempotency-Key` is unique per member (`orders_idempotency_uq`): a retried or
 *   double-clicked request answers the order that key made;
 * - the cart's row is locked for the whole transaction and a member has at most one pending order
 *   (`orders_one_pending_uq`): a checkout of an unchanged cart (same cart version) answers the pending
 *   order, so N concurrent checkouts of one cart make one order; a checkout after the cart changed
 *   cancels the stale pending order first (at the provider too, when a payment was started there).
 * @module
 */
import type { CheckoutResponse } from '../../../shared/contract/orders';
import { PRODUCT_UNITS } from '../../../shared/constants/commerce';
import { ORDER_MAX_TOTAL } from '../../../shared/domain/order-ceiling';
import { commerceMessages } from '../../../shared/messages';
import { COUNTRIES } from '../../../shared/domain/countries';
import { countryOfCurrency, formatAmount, PLATFORM_CURRENCY } from '../../../shared/domain/currency';
import { fromCentavos, toCentavos } from '../../../shared/domain/money';
import { AppError } from '../../app-error';
import type { Tx } from '../../db/client';
import { newTypedCode } from '../../secrets';
import type { SessionUser } from '../../plugins/session';
import { cartVersionOf, lockAndPriceCart, requireMember } from '../cart/index';
import { answerProviderUnavailable } from '../payments/index';
import type { OrdersContext } from './store/context';
import { toOrder } from './store/mappers';
import {
  findBuyer,
  findOrderByIdempotencyKey,
  findOrderLines,
  findPassesOfOrders,
  findPendingOrder,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  setPaymentId,
  updateOrderStatus,
  type OrderRow,
} from './store/queries';
import { settleCancelled, settlePaid } from './settlement/settle';

/** Symbols after `BG-` in an order reference (Crockford base32: 40 bits). */
const REFERENCE_LENGTH = 8;

/** A new order reference: `BG-` and {@link REFERENCE_LENGTH} random Crockford base32 symbols. */
export const newOrderReference = (): string => `BG-${newTypedCode(REFERENCE_LENGTH)}`;

/** A checkout's answer and whether it made a new order (201) or found one (200). */
export interface CheckoutResult {
  body: CheckoutResponse;
  created: boolean;
}

/**
 * Cancels the member's pending order when the cart changed since it was made, at the provider first
 * when a payment was started there (so it can no longer succeed).
 * @throws AppError CONFLICT ({@link commerceMessages.paymentInProgress}) when the provider says it was
 *   already paid (the order is then settled as paid); UNAVAILABLE when the provider cannot be reached
 */
export async function cancelStalePayment(ctx: OrdersContext, pending: OrderRow): Promise<void> {
  if (!pending.paymentId || pending.provider !== ctx.provider.name || ctx.provider.name === 'manual') return;
  const state = await ctx.provider.cancelPayment(pending.paymentId);
  if (state.status === 'succeeded') {
    await settlePaid(ctx, { paymentId: pending.paymentId, source: 'checkout' });
    throw new AppError('CONFLICT', commerceMessages.paymentInProgress);
  }
  await settleCancelled(ctx, { paymentId: pending.paymentId, source: 'checkout' });
}

/** Cancels pending order `orderId` inside `tx`, with its history row (a checkout replaces it). */
export async function cancelPendingInTransaction(tx: Tx, orderId: string): Promise<void> {
  await updateOrderStatus(tx, orderId, 'pending', 'cancelled');
  await insertOrderEvent(tx, { orderId, from: 'pending', to: 'cancelled', source: 'checkout' });
}

/**
 * What a one-month order buys: a month of a partner's plan (ADR 0017) or of Pase BuscaGym (ADR 0045), in
 * BuscaGym's own currency ({@link PLATFORM_CURRENCY}).
 */
export type MonthPurchase =
  | { kind: 'plan'; planCode: string; total: string }
  | { kind: 'credits'; creditPlanId: string; total: string };

/** Whether pending order `pending` is an attempt at `purchase` with the provider in force. */
export const sameMonthAttempt = (ctx: OrdersContext, pending: OrderRow, purchase: MonthPurchase): boolean =>
  pending.kind === purchase.kind &&
  pending.provider === ctx.provider.name &&
  (purchase.kind === 'plan'
    ? pending.planCode === purchase.planCode
    : pending.creditPlanId === purchase.creditPlanId);

/**
 * The pending order of a one-month purchase by account `userId`, inside `tx`: its pending order when
 * that is an attempt at the same purchase with the provider in force, else a new one (any other pending
 * order cancelled first: one per account). @returns the order and whether it is new
 * @throws `noBuyer` when the account is gone
 */
export async function openMonthOrder(
  tx: Tx,
  ctx: OrdersContext,
  userId: string,
  idempotencyKey: string,
  purchase: MonthPurchase,
  noBuyer: AppError,
): Promise<{ order: OrderRow; created: boolean }> {
  const pending = await findPendingOrder(tx, userId);
  if (pending && sameMonthAttempt(ctx, pending, purchase)) return { order: pending, created: false };
  if (pending) await cancelPendingInTransaction(tx, pending.id);
  const buyer = await findBuyer(tx, userId);
  if (!buyer) throw noBuyer;
  const order = await insertOrder(tx, {
    ...purchase,
    currency: PLATFORM_CURRENCY,
    reference: newOrderReference(),
    userId,
    provider: ctx.provider.name,
    idempotencyKey,
    cartVersion: 0,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
  });
  await insertOrderEvent(tx, { orderId: order.id, from: null, to: 'pending', source: 'checkout' });
  return { order, created: true };
}

/** Creates the order inside one transaction (see module doc). @returns the order and whether it is new */
async function createOrder(
  ctx: OrdersContext,
  userId: string,
  idempotencyKey: string,
): Promise<{ order: OrderRow; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { version, priced } = await lockAndPriceCart(tx, userId);
    const replay = await findOrderByIdempotencyKey(tx, userId, idempotencyKey);
    if (replay) return { order: replay, created: false };
    const pending = await findPendingOrder(tx, userId);
    if (pending && pending.cartVersion === version) return { order: pending, created: false };
    if (pending) await cancelPendingInTransaction(tx, pending.id);
    if (priced.lines.length === 0) throw new AppError('VALIDATION', commerceMessages.cartEmpty);
    if (priced.needsReview) throw new AppError('CONFLICT', commerceMessages.cartNeedsReview);
    // A gym's country changed after its product was added: one order is paid in one currency (ADR 0053).
    const [currency, other] = priced.currencies;
    if (currency && other) throw new AppError('CONFLICT', commerceMessages.currencyMismatch(currency, other));
    // The ceiling of the cart's currency, compared in its minor units and quoted in its format.
    const max = ORDER_MAX_TOTAL[priced.currency];
    if (priced.totalCentavos > max * COUNTRIES[countryOfCurrency(priced.currency)].minorPerUnit)
      throw new AppError('VALIDATION', commerceMessages.totalTooHigh(formatAmount(max, priced.currency)));
    const buyer = await findBuyer(tx, userId);
    if (!buyer) throw new AppError('NOT_FOUND', commerceMessages.orderNotFound);
    const order = await insertOrder(tx, {
      reference: newOrderReference(),
      userId,
      provider: ctx.provider.name,
      total: fromCentavos(priced.totalCentavos),
      currency: priced.currency,
      idempotencyKey,
      cartVersion: version,
      buyerEmail: buyer.email,
      buyerName: buyer.name,
    });
    await insertOrderLines(
      tx,
      priced.lines.map((line, position) => {
        const product = line.product;
        if (!product) throw new Error('priced line without product'); // excluded by needsReview
        return {
          orderId: order.id,
          position,
          productId: product.productId,
          kind: product.kind,
          gymId: product.gymId,
          gymServiceId: product.gymServiceId,
          gymName: product.gymName,
          name: product.serviceName ?? commerceMessages.membershipName,
          unit: PRODUCT_UNITS[product.kind],
          unitPrice: fromCentavos(line.unitCentavos),
          qty: line.item.qty,
          lineTotal: fromCentavos(line.lineCentavos),
        };
      }),
    );
    await insertOrderEvent(tx, { orderId: order.id, from: null, to: 'pending', source: 'checkout' });
    return { order, created: true };
  });
}

/**
 * Starts (or finds again: the provider is idempotent per order) the payment of `order` while it is
 * pending, and stores the provider's payment id once. `saveCard` keeps the card for renewals (ADR 0017).
 * @returns how the browser completes it, or null when the order is no longer pending
 * @throws ProviderUnavailable when the provider cannot be reached
 */
export async function startPayment(
  ctx: OrdersContext,
  order: OrderRow,
  saveCard = false,
): Promise<CheckoutResponse['payment']> {
  if (order.status !== 'pending') return null;
  const started = await ctx.provider.createPayment({
    orderId: order.id,
    reference: order.reference,
    amountCentavos: toCentavos(order.total),
    currency: order.currency,
    buyerEmail: order.buyerEmail,
    ...(saveCard ? { saveCard } : {}),
  });
  // The provider's id is not part of the answer, so the order is not read again.
  if (!order.paymentId) await setPaymentId(ctx.db, order.id, started.paymentId);
  return started.start;
}

/**
 * Checks out the session member's cart with the client's idempotency key (see module doc).
 * @throws AppError FORBIDDEN for partners and admins; VALIDATION for an empty cart or a total above
 *   {@link ORDER_MAX_TOTAL} of the cart's currency (quoted in its format); CONFLICT when the cart needs
 *   review, holds two currencies or a payment is already through;
 *   UNAVAILABLE ({@link commerceMessages.paymentUnavailable}) when the provider cannot be reached (the
 *   order stays pending; the same key retries it)
 */
export async function checkout(
  ctx: OrdersContext,
  session: SessionUser,
  idempotencyKey: string,
): Promise<CheckoutResult> {
  const userId = requireMember(session);
  try {
    const replay = await findOrderByIdempotencyKey(ctx.db, userId, idempotencyKey);
    if (!replay) {
      const pending = await findPendingOrder(ctx.db, userId);
      // Only a pending order whose cart moved on is cancelled (re-checked under the lock in createOrder).
      if (pending && (await cartVersionOf(ctx.db, userId)) !== pending.cartVersion)
        await cancelStalePayment(ctx, pending);
    }
    const { order, created } = await createOrder(ctx, userId, idempotencyKey);
    const payment = await startPayment(ctx, order);
    const [lines, passes] = await Promise.all([
      findOrderLines(ctx.db, [order.id]),
      findPassesOfOrders(ctx.db, [order.id]),
    ]);
    return { body: { order: toOrder(order, lines, passes, await ctx.passes()), payment }, created };
  } catch (error) {
    answerProviderUnavailable(error, ctx.log, 'payment provider unavailable at checkout');
  }
}
