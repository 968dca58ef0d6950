/**
 * MercadoPago's record of money moved in a window (ADR 0044, the daily reconciliation): the payments
 * found by `GET /v1/payments/search` with `range=date_last_updated` (so a refund of an older payment,
 * which updates it, is found too), `begin_date`/`end_date` ISO 8601, oldest first, 100 per page
 * (`limit`/`offset`; https://www.mercadopago.com.ar/developers/es/reference/payments/_payments_search/get).
 * Each payment that took money is a payment movement; each of its approved refunds a refund movement.
 * @module
 */
import { mpPaymentSearchSchema, type MercadoPagoClient, type MpPayment } from './client';
import { paymentMovement, tookMoney } from './duplicates';
import type { MovementWindow, ProviderMovement } from '../provider';

/** Payments per page asked of MercadoPago. */
const PAGE = 100;
/** Pages read at most in one window (10 000 payments): a bound, not a limit expected to be met. */
const MAX_PAGES = 100;

/** Every payment of the account of `token` updated in `window`. @throws ProviderUnavailable */
export async function paymentsUpdatedIn(
  client: MercadoPagoClient,
  token: string,
  window: MovementWindow,
): Promise<MpPayment[]> {
  const found: MpPayment[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      range: 'date_last_updated',
      begin_date: window.from.toISOString(),
      end_date: window.to.toISOString(),
      sort: 'date_created',
      criteria: 'asc',
      limit: String(PAGE),
      offset: String(page * PAGE),
    });
    const answer = await client.call(
      { method: 'GET', path: `/v1/payments/search?${query.toString()}`, token },
      mpPaymentSearchSchema,
    );
    found.push(...answer.results);
    const total = answer.paging?.total ?? found.length;
    if (answer.results.length < PAGE || found.length >= total) break;
  }
  return found;
}

/** The movements of `payments` (see module doc). */
export function movementsOf(payments: readonly MpPayment[]): ProviderMovement[] {
  const movements: ProviderMovement[] = [];
  for (const p of payments) {
    if (!tookMoney(p)) continue;
    const payment = paymentMovement(p);
    movements.push(payment);
    for (const r of p.refunds ?? [])
      if (r.status === 'approved' || r.status == null)
        movements.push({
          ...payment,
          kind: 'refund',
          id: r.id,
          amountCentavos: Math.round(r.amount * 100),
          at: new Date(r.date_created ?? p.date_created ?? 0),
        });
  }
  return movements;
}

/** The movements of every account of `accounts` (the platform's per site, ADR 0056) in `window`. */
export async function movementsOfAccounts(
  client: MercadoPagoClient,
  accounts: readonly { accessToken: string }[],
  window: MovementWindow,
): Promise<ProviderMovement[]> {
  const found: MpPayment[] = [];
  for (const { accessToken } of accounts)
    found.push(...(await paymentsUpdatedIn(client, accessToken, window)));
  return movementsOf(found);
}
