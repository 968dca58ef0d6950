/**
 * A partner's monthly statement (docs/architecture.md §5.1, ADR 0042), read from the ledger: the
 * partner's account lines in one currency (ADR 0053: the partner's own by default) summed by role over one
 * Buenos Aires month, and its balance before it.
 * As JSON or as CSV (RFC 4180 fields, `;` separated, UTF-8 with a byte order mark, as the other CSV
 * downloads, for spreadsheets set to Spanish).
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import { toDecimal } from '../../../shared/contract/common';
import type { StatementResponse } from '../../../shared/contract/ledger';
import { isCurrency, type Currency } from '../../../shared/domain/currency';
import { fromCentavos } from '../../../shared/domain/money';
import { ledgerMessages as m } from '../../../shared/messages/ledger';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { settledVisitsOfPartner } from '../credits/index';
import { selectPartnerCurrencies, selectPartnerMonth, selectPartnerOwed } from '../ledger/index';
import { currenciesOf, partnerCurrency } from './currencies';
import { assertSalesReader } from './service';

/** 00:00 of the first day of `month` (`YYYY-MM`) and of the next, in Buenos Aires. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const start = new TZDate(year, number - 1, 1, SALES_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) };
}

/**
 * Partner `partnerId`'s statement of `month` in `currency` (default the partner's own; see module doc).
 * @param now - the current instant: a month after the current one is refused
 * @throws AppError as `assertSalesReader` (the partner himself or an administrator); VALIDATION
 *   ({@link ledgerMessages.monthInFuture}) for a month that has not begun
 */
export async function partnerStatement(
  db: Database,
  session: SessionUser,
  partnerId: string,
  month: string,
  asked?: Currency,
  now: Date = new Date(),
): Promise<StatementResponse> {
  await assertSalesReader(db, session, partnerId);
  const { start, end } = monthBounds(month);
  if (start > now) throw new AppError('VALIDATION', m.monthInFuture, { month: m.monthInFuture });
  const own = await partnerCurrency(db, partnerId);
  const currency = asked ?? own;
  const [opening, roles, visitLines, booked] = await Promise.all([
    selectPartnerOwed(db, partnerId, currency, start),
    selectPartnerMonth(db, partnerId, currency, start, end),
    settledVisitsOfPartner(db, partnerId, currency, start, end),
    selectPartnerCurrencies(db, partnerId),
  ]);
  // Signs as posted: what the partner is owed grows with credits (negative amounts).
  const role = (name: Parameters<typeof roles.get>[0]) => roles.get(name) ?? 0;
  const sales = -role('sale');
  // What Pase BuscaGym paid the partner's gyms for visits and classes (ADR 0045).
  const visits = -role('visit');
  const commission = role('commission') + role('commission_refund');
  const refunds = role('refund');
  const payouts = role('payout') + role('collected');
  const closing = opening + sales + visits - commission - refunds - payouts;
  const money = (centavos: number) => toDecimal(fromCentavos(centavos));
  return {
    partnerId,
    month,
    currency,
    currencies: currenciesOf(
      own,
      booked.filter(isCurrency).map((c) => ({ currency: c })),
    ),
    opening: money(opening),
    sales: money(sales),
    visits: money(visits),
    commission: money(commission),
    refunds: money(refunds),
    payouts: money(payouts),
    closing: money(closing),
    visitLines,
  };
}

/** An amount as the CSV writes it: decimal comma. */
const csvAmount = (d: { $numberDecimal: string }): string => d.$numberDecimal.replace('.', ',');

/**
 * The statement as CSV text (see module doc): a header row and the month's row; then, when Pase
 * BuscaGym paid the partner's gyms, an empty row and the visits' table (day, member, gym, kind, class,
 * outcome, credits, amount paid to the gym).
 */
export function statementCsv(statement: StatementResponse): string {
  const amounts = [
    statement.opening,
    statement.sales,
    statement.visits,
    statement.commission,
    statement.refunds,
    statement.payouts,
    statement.closing,
  ].map(csvAmount);
  const table: string[][] = [[...m.csvHeader], [statement.month, statement.currency, ...amounts]];
  if (statement.visitLines.length > 0)
    table.push(
      [],
      [...m.csvVisitHeader],
      ...statement.visitLines.map((v) => [
        v.day,
        v.memberName ?? '',
        v.gymName,
        m.visitKinds[v.kind],
        v.className ?? '',
        m.visitOutcomes[v.outcome],
        String(v.credits),
        csvAmount(v.amount),
      ]),
    );
  return `\uFEFF${stringify(table, { delimiter: ';', record_delimiter: 'windows', escape_formulas: true })}`;
}
