/**
 * A partner's monthly statement (docs/architecture.md §5.1, ADR 0042), read from the ledger: the
 * partner's account lines summed by role over one Buenos Aires month, and its balance before it, with
 * the Pase BuscaGym visits paid in it listed one by one (ADR 0045: their `visit` lines, each described
 * by the credits module). As JSON or as CSV (RFC 4180 fields, `;` separated, UTF-8 with a byte order mark, as the other CSV
 * downloads, for spreadsheets set to Spanish).
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import { toDecimal } from '../../../shared/contract/common';
import type { StatementResponse, StatementVisit } from '../../../shared/contract/ledger';
import { fromCentavos } from '../../../shared/domain/money';
import { ledgerMessages as m } from '../../../shared/messages/ledger';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { paidVisitFacts, settledIdOf } from '../credits/index';
import { selectPartnerMonth, selectPartnerOwed, selectPartnerVisitLines } from '../ledger/index';
import { assertSalesReader } from './service';

/** The statement's currency: BuscaGym's partners sell in pesos (docs/architecture.md §5). */
const STATEMENT_CURRENCY = 'ARS';

/** 00:00 of the first day of `month` (`YYYY-MM`) and of the next, in Buenos Aires. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const start = new TZDate(year, number - 1, 1, SALES_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) };
}

/**
 * Partner `partnerId`'s statement of `month` (see module doc).
 * @param now - the current instant: a month after the current one is refused
 * @throws AppError as `assertSalesReader` (the partner himself or an administrator); VALIDATION
 *   ({@link ledgerMessages.monthInFuture}) for a month that has not begun
 */
export async function partnerStatement(
  db: Database,
  session: SessionUser,
  partnerId: string,
  month: string,
  now: Date = new Date(),
): Promise<StatementResponse> {
  await assertSalesReader(db, session, partnerId);
  const { start, end } = monthBounds(month);
  if (start > now) throw new AppError('VALIDATION', m.monthInFuture, { month: m.monthInFuture });
  const [opening, roles, visitLines] = await Promise.all([
    selectPartnerOwed(db, partnerId, STATEMENT_CURRENCY, start),
    selectPartnerMonth(db, partnerId, STATEMENT_CURRENCY, start, end),
    selectPartnerVisitLines(db, partnerId, STATEMENT_CURRENCY, start, end),
  ]);
  // Signs as posted: what the partner is owed grows with credits (negative amounts).
  const role = (name: Parameters<typeof roles.get>[0]) => roles.get(name) ?? 0;
  const sales = -role('sale');
  const paseVisits = -role('visit');
  const commission = role('commission') + role('commission_refund');
  const refunds = role('refund');
  const payouts = role('payout') + role('collected');
  const closing = opening + sales + paseVisits - commission - refunds - payouts;
  const money = (centavos: number) => toDecimal(fromCentavos(centavos));
  const ids = visitLines.map((l) => settledIdOf(l.eventKey));
  const facts = await paidVisitFacts(db, ids.filter((id): id is string => id !== null));
  const visits = visitLines.flatMap((line, i): StatementVisit[] => {
    const fact = facts.get(ids[i] ?? '');
    return fact ? [{ ...fact, amount: money(line.amount) }] : [];
  });
  return {
    partnerId,
    month,
    currency: STATEMENT_CURRENCY,
    opening: money(opening),
    sales: money(sales),
    paseVisits: money(paseVisits),
    commission: money(commission),
    refunds: money(refunds),
    payouts: money(payouts),
    closing: money(closing),
    visits,
  };
}

/** A decimal with a decimal comma, for spreadsheets set to Spanish. */
const decimalComma = (d: { $numberDecimal: string }) => d.$numberDecimal.replace('.', ',');

/**
 * The statement as CSV text: a header row and one row (see module doc); when Pase BuscaGym visits were
 * paid, an empty row, their header and one row each.
 */
export function statementCsv(statement: StatementResponse): string {
  const amounts = [
    statement.opening,
    statement.sales,
    statement.paseVisits,
    statement.commission,
    statement.refunds,
    statement.payouts,
    statement.closing,
  ].map(decimalComma);
  const table: string[][] = [[...m.csvHeader], [statement.month, statement.currency, ...amounts]];
  if (statement.visits.length > 0) table.push([], [...m.csvVisitsHeader]);
  for (const v of statement.visits)
    table.push([
      v.day,
      v.gymName,
      v.memberName,
      m.visitKind[v.kind],
      m.visitReason[v.reason],
      String(v.credits),
      decimalComma(v.amount),
    ]);
  return `\uFEFF${stringify(table, { delimiter: ';', record_delimiter: 'windows', escape_formulas: true })}`;
}
