/**
 * A partner's balance due and the payouts administrators record of it to the partner's CBU (ADR 0018
 * "Finances and moderation"; a module of its own since ADR 0043). The balance is the sales module's
 * definition (net of the daily sums minus payouts, `partnerDueSql`), so the partner's figures, the
 * partner list and these calls cannot disagree.
 *
 * A payout is recorded in one transaction that first locks the partner's row (`FOR UPDATE`, as the plan
 * and lock writes do): concurrent payouts to one partner run one after the other, each seeing the balance
 * the previous one left, so together they never exceed it. Refusals throw before the first write, so they
 * leave neither a payout nor an audit entry.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type {
  PartnerBalanceResponse,
  PayoutBody,
  PayoutResponse,
} from '../../../shared/contract/admin-finances';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import { toDecimal } from '../../../shared/domain/decimal';
import { adminMessages } from '../../../shared/messages';
import { currencyOfCountry, formatAmount, type Currency } from '../../../shared/domain/currency';
import { fromCentavos, toCentavos } from '../../../shared/domain/money';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-state';
import type { SessionUser } from '../../plugins/session';
import { insertAuditEntry } from '../audit/index';
import { payoutPosting, postEntry } from '../ledger/index';
import { findPartnerByUserId, lockPartnerByUserId, partnerCountry } from '../partners/index';
import { readBalance, toPayout } from '../sales/index';
import {
  findPayoutByKey,
  insertPayout,
  payoutReferenceTaken,
  selectDue,
  type RecordedPayoutRow,
} from './queries';

/**
 * The balance of partner `partnerId` (an account id): its CBU now and what `readBalance` of the sales
 * module gives (net, paid out, due per currency, its own first; the latest payouts, newest first).
 * @throws AppError NOT_FOUND ({@link adminMessages.partnerNotFound}) when the account has no partner profile
 */
export async function readPartnerBalance(db: Database, partnerId: string): Promise<PartnerBalanceResponse> {
  const partner = await findPartnerByUserId(db, partnerId);
  if (!partner) throw new AppError('NOT_FOUND', adminMessages.partnerNotFound);
  return {
    partnerId,
    cbu: partner.cbu ?? partner.bankAccount ?? null,
    ...(await readBalance(db, partnerId)),
  };
}

const toResponse = (row: RecordedPayoutRow, due: string): PayoutResponse => ({
  payout: { ...toPayout(row), partnerId: row.partnerId ?? '' },
  due: toDecimal(due),
});

/** Whether `row` is the payout `body` asks for in `currency` (a retried request with the same key). */
const samePayout = (row: RecordedPayoutRow, body: PayoutBody, currency: Currency): boolean =>
  row.partnerId === body.partnerId &&
  row.currency === currency &&
  toCentavos(row.amount) === toCentavos(body.amount.$numberDecimal) &&
  row.reference === body.reference &&
  row.paidDay === body.paidAt;

/**
 * Records payout `body` as administrator `session` under the client's idempotency key `key`.
 * `body.amount` must be > 0 (the contract) and at most the partner's balance due in `body.currency` (by
 * default the partner's own, its country's: ADR 0053), in which it is booked; the partner's CBU
 * is copied from its profile now; `paid_at` is 00:00 of `body.paidAt` in Buenos Aires. The audit entry
 * (`payout.record`, target the partner's account) keeps the balance due before and after.
 * @param now - the current instant (the server's clock): `paidAt` may not be after its Buenos Aires day
 * @returns the payout, the partner's balance due now and whether it was recorded now (`created`: 201) or
 *   found under `key` (a retry: 200)
 * @throws AppError VALIDATION ({@link adminMessages.payoutPaidAt}) for a day after today;
 *   NOT_FOUND ({@link adminMessages.partnerNotFound}) for an account without a partner profile;
 *   CONFLICT ({@link adminMessages.payoutKeyReused}) when `key` recorded another payout;
 *   CONFLICT ({@link adminMessages.payoutReferenceTaken}) when the partner has a payout with that reference;
 *   VALIDATION ({@link adminMessages.payoutNoCbu}, naming its country's account) when the partner has none;
 *   CONFLICT ({@link adminMessages.payoutOverBalance}, naming the balance) when the amount exceeds it
 */
export async function recordPayout(
  db: Database,
  session: SessionUser,
  body: PayoutBody,
  key: string,
  now: Date = new Date(),
): Promise<PayoutResponse & { created: boolean }> {
  if (body.paidAt > format(new TZDate(now, SALES_TIME_ZONE), 'yyyy-MM-dd'))
    throw new AppError('VALIDATION', adminMessages.payoutPaidAt, { paidAt: adminMessages.payoutPaidAt });
  const amount = toCentavos(body.amount.$numberDecimal);
  try {
    return await db.transaction(async (tx) => {
      const partner = await lockPartnerByUserId(tx, body.partnerId);
      if (!partner) throw new AppError('NOT_FOUND', adminMessages.partnerNotFound);
      const currency = body.currency ?? currencyOfCountry(partner.country);
      const replay = await findPayoutByKey(tx, key);
      if (replay) {
        if (!samePayout(replay, body, currency))
          throw new AppError('CONFLICT', adminMessages.payoutKeyReused);
        return { ...toResponse(replay, await selectDue(tx, body.partnerId, currency)), created: false };
      }
      if (await payoutReferenceTaken(tx, body.partnerId, body.reference))
        throw new AppError('CONFLICT', adminMessages.payoutReferenceTaken);
      // Argentina's CBU, or the bank key of the partner's country (México's CLABE; ADR 0054).
      const cbu = (partner.cbu ?? partner.bankAccount)?.trim();
      if (!cbu) throw new AppError('VALIDATION', adminMessages.payoutNoCbu(partnerCountry(partner)));
      const before = await selectDue(tx, body.partnerId, currency);
      const dueCentavos = toCentavos(before);
      if (amount > dueCentavos)
        throw new AppError('CONFLICT', adminMessages.payoutOverBalance(formatAmount(before, currency)));
      const inserted = await insertPayout(tx, {
        partnerId: body.partnerId,
        amount: fromCentavos(amount),
        cbu,
        reference: body.reference,
        paidDay: body.paidAt,
        createdBy: session.userId,
        idempotencyKey: key,
      });
      const row = { ...inserted, currency };
      await postEntry(
        tx,
        payoutPosting({
          id: row.id,
          partnerId: body.partnerId,
          amount,
          currency,
          paidAt: new Date(row.paidAt),
        }),
      );
      const after = fromCentavos(dueCentavos - amount);
      await insertAuditEntry(tx, {
        actorId: session.userId,
        action: 'payout.record',
        targetType: 'account',
        targetId: body.partnerId,
        before: { due: before },
        after: {
          due: after,
          payoutId: row.id,
          amount: row.amount,
          currency,
          cbu,
          reference: row.reference,
          paidAt: row.paidDay,
        },
      });
      return { ...toResponse(row, after), created: true };
    });
  } catch (error) {
    // The key of a payout to another partner (the partner lock does not order those two).
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', adminMessages.payoutKeyReused);
    throw error;
  }
}
