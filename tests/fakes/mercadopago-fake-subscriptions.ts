/**
 * Subscriptions of the fake MercadoPago (./mercadopago-fake), as MercadoPago documents them
 * ("Suscripciones": https://www.mercadopago.com.ar/developers/es/reference/subscriptions/_preapproval/post):
 *
 * - `POST /preapproval` (reason, external_reference, payer_email, auto_recurring {frequency,
 *   frequency_type, transaction_amount, currency_id}, back_url, status `pending`) → 201 with `init_point`;
 *   `GET /preapproval/{id}`; `PUT /preapproval/{id}` (`status` authorized | paused | cancelled; a
 *   cancelled preapproval cannot be changed any more); `GET /preapproval/search?external_reference=`.
 * - `GET /authorized_payments/{id}`: one monthly charge (`status` scheduled | processed | recycling,
 *   `payment` {id, status, status_detail}).
 *
 * Test controls: {@link FakeSubscriptions.authorize} plays the payer who gives his card on the
 * `init_point` page (the preapproval becomes `authorized`); {@link FakeSubscriptions.charge} is
 * MercadoPago charging a month (approved, or rejected → `recycling`, as it retries).
 * @module
 */
import { badRequest, isAmount, notFound, type FakeAnswer, type FakeRoute } from './mercadopago-fake-answers';

export interface FakePreapproval {
  id: string;
  collector_id: string;
  status: string;
  reason: string;
  external_reference: string | null;
  payer_email: string | null;
  auto_recurring: {
    frequency: number;
    frequency_type: string;
    transaction_amount: number;
    currency_id: string;
  };
  back_url: string | null;
  init_point: string;
  date_created: string;
  next_payment_date: string | null;
}

export interface FakeAuthorizedPayment {
  id: number;
  preapproval_id: string;
  collector_id: string;
  type: 'scheduled';
  status: string;
  transaction_amount: number;
  currency_id: string;
  reason: string;
  external_reference: string | null;
  date_created: string;
  debit_date: string;
  retry_attempt: number;
  payment: { id: number; status: string; status_detail: string } | null;
}

const FREQUENCY_TYPES = ['days', 'months'];

/** The preapprovals and their charges; `nextId` gives the numeric ids (shared with payments). */
export function createFakeSubscriptions(baseUrl: () => string, nextId: () => number) {
  const preapprovals = new Map<string, FakePreapproval>();
  const charges = new Map<number, FakeAuthorizedPayment>();
  const now = (): string => new Date().toISOString();

  function create(collector: string, body: Record<string, unknown>): FakeAnswer {
    const recurring = body.auto_recurring as Record<string, unknown> | undefined;
    if (typeof body.reason !== 'string' || !recurring || typeof recurring !== 'object')
      return badRequest('reason and auto_recurring needed');
    if (
      !Number.isInteger(recurring.frequency) ||
      !FREQUENCY_TYPES.includes(String(recurring.frequency_type)) ||
      !isAmount(recurring.transaction_amount) ||
      recurring.currency_id !== 'ARS'
    )
      return badRequest('invalid auto_recurring');
    if (body.status !== undefined && body.status !== 'pending' && body.status !== 'authorized')
      return badRequest('invalid status');
    if (typeof body.payer_email !== 'string') return badRequest('payer_email needed');
    const id = `2c9380848${nextId().toString(16)}`;
    const preapproval: FakePreapproval = {
      id,
      collector_id: collector,
      status: 'pending',
      reason: body.reason,
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      payer_email: body.payer_email,
      auto_recurring: recurring as FakePreapproval['auto_recurring'],
      back_url: typeof body.back_url === 'string' ? body.back_url : null,
      init_point: `${baseUrl()}/subscriptions/checkout?preapproval_id=${id}`,
      date_created: now(),
      next_payment_date: null,
    };
    preapprovals.set(id, preapproval);
    return { status: 201, body: preapproval };
  }

  function update(collector: string, id: string, body: Record<string, unknown>): FakeAnswer {
    const preapproval = preapprovals.get(id);
    if (!preapproval || preapproval.collector_id !== collector) return notFound('preapproval');
    if (typeof body.status === 'string') {
      if (!['authorized', 'paused', 'cancelled'].includes(body.status)) return badRequest('invalid status');
      if (preapproval.status === 'cancelled' && body.status !== 'cancelled')
        return badRequest('a cancelled preapproval cannot be modified');
      preapproval.status = body.status;
    }
    return { status: 200, body: preapproval };
  }

  /** Test control: the payer authorizes preapproval `id` with his card (MercadoPago's page). */
  function authorize(id: string): FakePreapproval {
    const preapproval = preapprovals.get(id);
    if (!preapproval) throw new Error(`no preapproval ${id}`);
    if (preapproval.status !== 'pending' && preapproval.status !== 'paused')
      throw new Error(`preapproval ${id} is ${preapproval.status}`);
    preapproval.status = 'authorized';
    return preapproval;
  }

  /**
   * Test control: MercadoPago charges one month of authorized preapproval `id`: a new charge whose
   * card payment has `status` (approved → `processed`; rejected → `recycling`, it will retry).
   */
  function charge(id: string, status = 'approved'): FakeAuthorizedPayment {
    const preapproval = preapprovals.get(id);
    if (!preapproval) throw new Error(`no preapproval ${id}`);
    if (preapproval.status !== 'authorized') throw new Error(`preapproval ${id} is ${preapproval.status}`);
    const made: FakeAuthorizedPayment = {
      id: nextId(),
      preapproval_id: id,
      collector_id: preapproval.collector_id,
      type: 'scheduled',
      status: status === 'approved' ? 'processed' : 'recycling',
      transaction_amount: preapproval.auto_recurring.transaction_amount,
      currency_id: preapproval.auto_recurring.currency_id,
      reason: preapproval.reason,
      external_reference: preapproval.external_reference,
      date_created: now(),
      debit_date: now(),
      retry_attempt: 0,
      payment: {
        id: nextId(),
        status,
        status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      },
    };
    charges.set(made.id, made);
    return made;
  }

  /** Routes one authenticated call of `collector` under `/preapproval` or `/authorized_payments`. */
  const route: FakeRoute = (collector, method, url, body) => {
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/preapproval') return create(collector, body);
    if (method === 'GET' && path === '/preapproval/search') {
      const ref = url.searchParams.get('external_reference');
      const results = [...preapprovals.values()].filter(
        (p) => p.collector_id === collector && (ref === null || p.external_reference === ref),
      );
      return { status: 200, body: { results, paging: { total: results.length, limit: 30, offset: 0 } } };
    }
    if ((m = /^\/preapproval\/([^/]+)$/.exec(path))) {
      const preapproval = preapprovals.get(m[1]!);
      if (method === 'GET')
        return preapproval && preapproval.collector_id === collector
          ? { status: 200, body: preapproval }
          : notFound('preapproval');
      if (method === 'PUT') return update(collector, m[1]!, body);
    }
    if (method === 'GET' && (m = /^\/authorized_payments\/(\d+)$/.exec(path))) {
      const found = charges.get(Number(m[1]));
      return found && found.collector_id === collector
        ? { status: 200, body: found }
        : notFound('authorized_payment');
    }
    return null;
  };

  return { preapprovals, charges, route, authorize, charge };
}

export type FakeSubscriptions = ReturnType<typeof createFakeSubscriptions>;
