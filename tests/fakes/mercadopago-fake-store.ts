/**
 * The objects of the fake MercadoPago (./mercadopago-fake) and the answers of its REST endpoints,
 * shaped as MercadoPago documents them (https://www.mercadopago.com.ar/developers/es/reference):
 * preferences, payments and refunds (subscriptions: ./mercadopago-fake-subscriptions). Each object
 * belongs to the account (collector) whose access token made it, and only that token reads or changes
 * it (404 otherwise).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { badRequest, isAmount, notFound, type FakeAnswer, type FakeRoute } from './mercadopago-fake-answers';
import { createFakeSubscriptions } from './mercadopago-fake-subscriptions';

export { badRequest, notFound, type FakeAnswer } from './mercadopago-fake-answers';

export interface FakePreference {
  id: string;
  collector_id: string;
  items: { id?: string; title: string; quantity: number; unit_price: number; currency_id?: string }[];
  payer: { email?: string } | undefined;
  external_reference: string | null;
  notification_url: string | null;
  back_urls: Record<string, string> | undefined;
  auto_return: string | undefined;
  marketplace_fee: number;
  expires: boolean;
  expiration_date_to: string | null;
  init_point: string;
  date_created: string;
}

export interface FakePayment {
  id: number;
  collector_id: string;
  preference_id: string;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  marketplace_fee: number;
  currency_id: string;
  date_created: string;
  date_last_updated: string;
  refunds: { id: number; amount: number; status: string; date_created: string }[];
}

let nextPaymentId = 1_300_000_000 + Math.floor(Math.random() * 1_000_000);

/**
 * The fake's objects and the operations its routes and test controls run on them.
 * @param currencyOf - the currency of an account's site: a preference in another is refused (400)
 */
export function createFakeStore(baseUrl: () => string, currencyOf: (collector: string) => string) {
  const preferences = new Map<string, FakePreference>();
  const payments = new Map<number, FakePayment>();
  const subscriptions = createFakeSubscriptions(baseUrl, () => (nextPaymentId += 1));
  const now = (): string => new Date().toISOString();

  function createPreference(collector: string, body: Record<string, unknown>): FakeAnswer {
    const items = body.items;
    if (!Array.isArray(items) || items.length === 0) return badRequest('items needed');
    for (const item of items as Record<string, unknown>[])
      if (typeof item.title !== 'string' || !Number.isInteger(item.quantity) || !isAmount(item.unit_price))
        return badRequest('invalid item');
    const currency = currencyOf(collector);
    for (const item of items as Record<string, unknown>[])
      if (item.currency_id !== undefined && item.currency_id !== currency)
        return badRequest(`currency_id ${String(item.currency_id)} invalid for the site (${currency})`);
    const fee = body.marketplace_fee ?? 0;
    if (fee !== 0 && !isAmount(fee)) return badRequest('invalid marketplace_fee');
    const id = `${collector}-${randomUUID()}`;
    const preference: FakePreference = {
      id,
      collector_id: collector,
      items: items as FakePreference['items'],
      payer: body.payer as FakePreference['payer'],
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      back_urls: body.back_urls as Record<string, string> | undefined,
      auto_return: body.auto_return as string | undefined,
      marketplace_fee: fee as number,
      expires: body.expires === true,
      expiration_date_to: typeof body.expiration_date_to === 'string' ? body.expiration_date_to : null,
      init_point: `${baseUrl()}/checkout/v1/redirect?pref_id=${id}`,
      date_created: now(),
    };
    preferences.set(id, preference);
    return { status: 201, body: preference };
  }

  function updatePreference(collector: string, id: string, body: Record<string, unknown>): FakeAnswer {
    const preference = preferences.get(id);
    if (!preference || preference.collector_id !== collector) return notFound('preference');
    if (typeof body.expires === 'boolean') preference.expires = body.expires;
    if (typeof body.expiration_date_to === 'string') preference.expiration_date_to = body.expiration_date_to;
    return { status: 200, body: preference };
  }

  /** Test control: the buyer pays preference `id` (a new payment with `status`). */
  function pay(id: string, status: string, statusDetail: string): FakePayment {
    const preference = preferences.get(id);
    if (!preference) throw new Error(`no preference ${id}`);
    if (preference.expires && preference.expiration_date_to && preference.expiration_date_to <= now())
      throw new Error(`preference ${id} expired`);
    const amount = preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    const payment: FakePayment = {
      id: (nextPaymentId += 1),
      collector_id: preference.collector_id,
      preference_id: id,
      status,
      status_detail: statusDetail,
      external_reference: preference.external_reference,
      transaction_amount: Math.round(amount * 100) / 100,
      transaction_amount_refunded: 0,
      marketplace_fee: preference.marketplace_fee,
      currency_id: preference.items[0]?.currency_id ?? currencyOf(preference.collector_id),
      date_created: now(),
      date_last_updated: now(),
      refunds: [],
    };
    payments.set(payment.id, payment);
    return payment;
  }

  const paymentOf = (collector: string, id: string): FakePayment | undefined => {
    const payment = payments.get(Number(id));
    return payment && payment.collector_id === collector ? payment : undefined;
  };

  function updatePayment(collector: string, id: string, body: Record<string, unknown>): FakeAnswer {
    const payment = paymentOf(collector, id);
    if (!payment) return notFound('payment');
    if (body.status !== 'cancelled') return badRequest('only status cancelled can be set');
    if (!['pending', 'in_process', 'authorized'].includes(payment.status))
      return badRequest(`payment in status ${payment.status} cannot be cancelled`);
    payment.status = 'cancelled';
    payment.status_detail = 'by_collector';
    payment.date_last_updated = now();
    return { status: 200, body: payment };
  }

  function refund(collector: string, id: string, body: Record<string, unknown>): FakeAnswer {
    const payment = paymentOf(collector, id);
    if (!payment) return notFound('payment');
    if (payment.status !== 'approved')
      return badRequest(`payment in status ${payment.status} cannot be refunded`);
    const left = Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
    const amount = body.amount === undefined ? left : body.amount;
    if (!isAmount(amount) || amount > left + 1e-9) return badRequest('invalid refund amount');
    const refunded = { id: (nextPaymentId += 1), amount, status: 'approved', date_created: now() };
    payment.refunds.push(refunded);
    payment.date_last_updated = refunded.date_created;
    payment.transaction_amount_refunded =
      Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
    if (payment.transaction_amount_refunded >= payment.transaction_amount) payment.status = 'refunded';
    return { status: 201, body: { ...refunded, payment_id: payment.id } };
  }

  /**
   * `GET /v1/payments/search` (https://www.mercadopago.com.ar/developers/es/reference/payments/_payments_search/get):
   * `external_reference`; `range` (`date_created` or `date_last_updated`) with `begin_date`/`end_date`
   * (ISO 8601, both included); `sort` `date_created` with `criteria` `asc|desc` (default newest first);
   * `limit` (default 30, at most 1000) and `offset`, answered in `paging`.
   */
  function search(collector: string, q: URLSearchParams): FakeAnswer {
    const ref = q.get('external_reference');
    const range = q.get('range');
    if (range !== null && range !== 'date_created' && range !== 'date_last_updated')
      return badRequest(`invalid range ${range}`);
    const begin = q.get('begin_date');
    const end = q.get('end_date');
    const within = (p: FakePayment): boolean => {
      if (range === null) return true;
      const at = Date.parse(p[range]);
      return (!begin || at >= Date.parse(begin)) && (!end || at <= Date.parse(end));
    };
    const asc = q.get('criteria') === 'asc';
    const limit = Number(q.get('limit') ?? 30);
    const offset = Number(q.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0)
      return badRequest('invalid limit or offset');
    const all = [...payments.values()]
      .filter(
        (p) => p.collector_id === collector && (ref === null || p.external_reference === ref) && within(p),
      )
      .sort((a, b) => (asc ? 1 : -1) * (a.date_created.localeCompare(b.date_created) || a.id - b.id));
    const results = all.slice(offset, offset + limit);
    return { status: 200, body: { results, paging: { total: all.length, limit, offset } } };
  }

  /** Routes one authenticated API call of `collector`; null when no route matches. */
  const route: FakeRoute = (collector, method, url, body) => {
    const path = url.pathname;
    const q = url.searchParams;
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/checkout/preferences') return createPreference(collector, body);
    if (method === 'GET' && path === '/checkout/preferences/search') {
      const elements = [...preferences.values()].filter(
        (p) => p.collector_id === collector && p.external_reference === q.get('external_reference'),
      );
      return { status: 200, body: { elements, total: elements.length } };
    }
    if ((m = /^\/checkout\/preferences\/([^/]+)$/.exec(path))) {
      const preference = preferences.get(m[1]!);
      if (method === 'GET')
        return preference && preference.collector_id === collector
          ? { status: 200, body: preference }
          : notFound('preference');
      if (method === 'PUT') return updatePreference(collector, m[1]!, body);
    }
    if (method === 'GET' && path === '/v1/payments/search') return search(collector, q);
    if ((m = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path)) && method === 'POST')
      return refund(collector, m[1]!, body);
    if ((m = /^\/v1\/payments\/(\d+)$/.exec(path))) {
      if (method === 'GET') {
        const payment = paymentOf(collector, m[1]!);
        return payment ? { status: 200, body: payment } : notFound('payment');
      }
      if (method === 'PUT') return updatePayment(collector, m[1]!, body);
    }
    return subscriptions.route(collector, method, url, body);
  };

  return { preferences, payments, subscriptions, route, pay };
}

export type FakeStore = ReturnType<typeof createFakeStore>;
