/**
 * The withdrawal right, "Botón de arrepentimiento" in Argentina (Ley 24.240 art. 34; Res. SCI 424/2020;
 * ADR 0027), per the country of the order (ADR 0056): a buyer revokes an online purchase within the term
 * of its country's law (./window: 10 days in Argentina, 7 in Brasil, 5 business days in México), without
 * signing in, with the order's reference and the e-mail of the purchase. The request is numbered at once
 * and the number mailed; the lines whose pass was never used (no visit, not revoked) are refunded in full
 * through the refund flow (../refunds/service, idempotency key `withdrawal-<request id>`). When some pass
 * was used, or the provider could not refund yet, the request stays `review` for the administrators.
 * One request per order: asking again answers the first one.
 * @module
 */
import { WITHDRAWAL_NUMBER_PREFIX } from '../../../shared/constants/refunds';
import type { WithdrawalBody, WithdrawalResponse } from '../../../shared/contract/refunds';
import { DEFAULT_COUNTRY, type CountryCode } from '../../../shared/domain/countries';
import { countryOfCurrency } from '../../../shared/domain/currency';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { withdrawalMessages as w } from '../../../shared/messages/refunds';
import { AppError } from '../../app-error';
import { hasSqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { QUEUES } from '../../plugins/jobs';
import { newTypedCode } from '../../secrets';
import { lockOrder, type OrdersContext } from '../orders/index';
import { findLineStates, refundOrder, usedLines } from '../refunds/index';
import {
  findOrderTimeZones,
  findWithdrawableOrder,
  findWithdrawalOfOrder,
  insertWithdrawal,
  setWithdrawalOutcome,
  type WithdrawalRow,
} from './queries';
import { withinWithdrawalWindow } from './window';

/** Symbols after `AR-` in a request number (Crockford base32, 40 bits, as order references). */
const NUMBER_LENGTH = 8;

/** The reason written on the refund a request makes, citing the law of the order's `country`. */
const reasonOf = (number: string, country: CountryCode): string =>
  `Arrepentimiento de compra (${WITHDRAWAL_LAWS[country].citation}), trámite ${number}`;

const answer = (row: WithdrawalRow): WithdrawalResponse => ({
  withdrawal: { number: row.number, status: row.status },
});

/**
 * The 404 of a refused request, naming the term of `country`'s law (the asking page's, never the
 * order's) in the active locale.
 */
function notFound(country: CountryCode): AppError {
  const { days, businessDays } = WITHDRAWAL_LAWS[country];
  return new AppError('NOT_FOUND', w.notFound(days, businessDays));
}

/**
 * Records a withdrawal request and refunds the unused passes. Whether the request is in time is the
 * law of the order's country; the refusal only names a term.
 * @param askedCountry - the country of the page that asks (its `pais` cookie, ADR 0052): whose term
 *   every refusal names, since nothing in it may tell whether the reference exists
 * @returns the request and whether this call created it
 * @throws AppError NOT_FOUND ({@link w.notFound}, naming `askedCountry`'s term) for a wrong
 *   reference/e-mail pair and for a purchase past its own country's term alike: one text for both,
 *   whatever the order's country, so a page of another country cannot tell them apart either
 */
export async function requestWithdrawal(
  ctx: OrdersContext,
  body: WithdrawalBody,
  now: Date = new Date(),
  askedCountry: CountryCode = DEFAULT_COUNTRY,
): Promise<{ answer: WithdrawalResponse; created: boolean }> {
  const order = await findWithdrawableOrder(ctx.db, body.reference, body.email);
  if (!order?.paidAt) throw notFound(askedCountry);
  const country = countryOfCurrency(order.currency);
  const zones = await findOrderTimeZones(ctx.db, order.id);
  if (!withinWithdrawalWindow(order.paidAt, country, zones, now)) throw notFound(askedCountry);
  let row: WithdrawalRow;
  try {
    const written = await ctx.db.transaction(async (tx) => {
      await lockOrder(tx, { orderId: order.id });
      const earlier = await findWithdrawalOfOrder(tx, order.id);
      if (earlier) return { row: earlier, created: false };
      const number = `${WITHDRAWAL_NUMBER_PREFIX}${newTypedCode(NUMBER_LENGTH)}`;
      const created = await insertWithdrawal(tx, {
        number,
        orderId: order.id,
        email: body.email,
        status: 'review',
      });
      return { row: created, created: true };
    });
    if (!written.created) return { answer: answer(written.row), created: false };
    row = written.row;
  } catch (error) {
    if (!hasSqlState(error, UNIQUE_VIOLATION)) throw error;
    const earlier = await findWithdrawalOfOrder(ctx.db, order.id);
    if (!earlier) throw error;
    return { answer: answer(earlier), created: false };
  }
  try {
    row = await refundUnused(ctx, row, country);
  } catch (error) {
    // Refused by the refund rules (e.g. refunded meanwhile by someone else): the request stays `review`.
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn({ err: error, withdrawalId: row.id }, 'withdrawal left for review: refund refused');
  }
  await ctx.db.transaction((tx) =>
    ctx.jobs.sendInTransaction(tx, QUEUES.withdrawalMail.name, { withdrawalId: row.id }),
  );
  return { answer: answer(row), created: true };
}

/**
 * Refunds the request's unused lines in full; `refunded` when that leaves no line unrefunded. A line
 * already refunded in full (its pass revoked by that refund) blocks nothing; a line whose pass was used
 * and is not refunded in full leaves the request for review.
 */
async function refundUnused(
  ctx: OrdersContext,
  row: WithdrawalRow,
  country: CountryCode,
): Promise<WithdrawalRow> {
  const used = await usedLines(ctx.db, row.orderId);
  const lines = await findLineStates(ctx.db, row.orderId);
  const open = lines.filter((line) => line.total > line.refunded);
  const unused = open.filter((line) => !used.has(line.lineId));
  const blocked = open.length - unused.length;
  if (unused.length === 0) return row;
  const ids = new Set(unused.map((line) => line.lineId));
  const { refund } = await refundOrder(ctx, {
    orderId: row.orderId,
    reason: reasonOf(row.number, country),
    actor: { type: 'withdrawal', id: null },
    idempotencyKey: `withdrawal-${row.id}`,
    scope: (_order, all) => all.filter((line) => ids.has(line.lineId)),
  });
  const whole = blocked === 0 && refund.status !== 'requested' && refund.status !== 'failed';
  return ctx.db.transaction((tx) =>
    setWithdrawalOutcome(tx, row.id, whole ? 'refunded' : 'review', refund.id),
  );
}
