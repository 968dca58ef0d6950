/**
 * The model of one run of the money property (docs/architecture.md §5.1, ADR 0042): what the run's
 * members have in their carts, the orders they made with what the model expects of each (status,
 * captured and refunded centavos), the run's plan partner and class session — and the "real" side: the
 * shared {@link World} and how a command starts concurrent requests (at once, or when the fast-check
 * scheduler lets them). Amounts are integer centavos of ARS.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type * as fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import { createAccount } from '../account/helpers';
import { GYM_A, GYM_B, SWIM, YOGA } from '../commerce/helpers';
import { partners } from '../../../src/server/db/schema';
import { createClass, sessionsOf } from '../classes/helpers';
import { newCreditsModel, type CreditsModel } from './credits-model';
import type { Checked } from './invariants';
import type { Provider, World } from './world';

/** The products a member may buy: price (centavos), the partner of its gym, its gym. */
export const PRODUCTS: Record<string, { price: number; partner: 'A' | 'B'; gym: string }> = {
  [GYM_A]: { price: 2_500_000, partner: 'A', gym: GYM_A },
  [GYM_B]: { price: 999_999, partner: 'B', gym: GYM_B },
  [SWIM]: { price: 150_000, partner: 'A', gym: GYM_A },
  [YOGA]: { price: 200_050, partner: 'A', gym: GYM_A },
};
export const PRODUCT_IDS = Object.keys(PRODUCTS);

/** A member of the run: its account, e-mail, cart (product ids) and the order awaiting payment. */
export interface MemberModel {
  id: string;
  email: string;
  cart: string[];
  pending: OrderModel | null;
}

/** A request that must change nothing when sent again (a duplicated or late webhook delivery). */
export type Replay = { label: string; send: () => Promise<LightMyRequestResponse>; status: number };

/** An order of the run and what the model expects of it. */
export interface OrderModel {
  id: string;
  reference: string;
  provider: Provider;
  member: MemberModel;
  /** Centavos; all of it is captured once paid. */
  total: number;
  /** The product ids of the cart it was made of. */
  products: string[];
  status: OrderStatus;
  /** Centavos refunded so far (≤ total). */
  refunded: number;
  /** Stripe's PaymentIntent id or MercadoPago's preference id (null for the demo). */
  paymentRef: string | null;
  /** Deliveries of this order's payment that must change nothing when sent again. */
  replays: Replay[];
  /** The order's passes that admitted someone (a withdrawal then keeps the purchase for review). */
  admitted: Set<string>;
  withdrawn: boolean;
}

/** The run's partner that pays a plan: whether a month was paid and with which card. */
export interface PlanModel {
  /** The run's partner account (made by its first plan payment). */
  userId: string | null;
  card: string | null;
  /** Paid plan months (orders) the model expects, first and renewals. */
  months: number;
  status: 'none' | 'active' | 'pastDue';
}

/** The model of one run. */
export interface Model {
  members: MemberModel[];
  orders: OrderModel[];
  plan: PlanModel;
  /** The run's class session at gym A (a membership of gym A books it) and its capacity, once made. */
  session: { id: string; capacity: number } | null;
  /** Live bookings of the run by member index. */
  bookings: Map<number, string>;
  /** Pase BuscaGym: the members' credits and what they spent them on (./credits-model). */
  credits: CreditsModel;
}

/**
 * Runs labelled `tasks` together: all started at once, or started one by one in the order the
 * fast-check scheduler picks (each still running when the next starts). @returns their answers, in
 * the order given
 */
export type Schedule = <T>(tasks: readonly (readonly [string, () => Promise<T>])[]) => Promise<T[]>;

/** The real side of a run: the shared world, how concurrent requests start, what the checks saw. */
export interface Real {
  world: World;
  schedule: Schedule;
  seen: Checked;
}

/** Starts every task at once (the sequential property). */
export const immediately: Schedule = (tasks) => Promise.all(tasks.map(([, task]) => task()));

/**
 * Starts the tasks in the order scheduler `s` picks. Inside a command of `fc.scheduledModelRun` the
 * scheduler is busy running that command, so the command releases its own tasks (`waitAll`).
 */
export const inSchedulerOrder =
  (s: fc.Scheduler): Schedule =>
  async (tasks) => {
    const answers = Promise.all(
      tasks.map(([label, task]) => s.schedule(Promise.resolve(label), label).then(task)),
    );
    answers.catch(() => {}); // awaited below, after the starts are released
    await s.waitAll();
    return answers;
  };

/** Members of each run. */
export const MEMBERS = 2;

/** Places of a run's class session. */
export const CAPACITY = 1;

/** A run's fresh model: {@link MEMBERS} members; the plan partner and the class session come when used. */
export async function newModel(world: World): Promise<Model> {
  const members: MemberModel[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const email = `socio-${randomUUID()}@example.com`;
    const id = await createAccount(world.handle, {
      email,
      type: 'user',
      password: null,
      name: 'Lucía Gómez',
    });
    members.push({ id, email, cart: [], pending: null });
  }
  return {
    members,
    orders: [],
    plan: { userId: null, card: null, months: 0, status: 'none' },
    session: null,
    bookings: new Map(),
    credits: newCreditsModel(members.length),
  };
}

/** A partner without a plan, for the run's plan payments. @returns its account id */
export async function newPlanPartner(world: World): Promise<string> {
  const userId = await createAccount(world.handle, {
    email: `plan-${randomUUID()}@example.com`,
    type: 'partner',
    password: null,
    name: 'Dueña Plan',
  });
  await world.handle.db.insert(partners).values({ userId, name: 'Dueña Plan', planCode: 'free' });
  return userId;
}

/** The run's class session at gym A, created by partner A through the API the first time it is asked. */
export async function sessionOf(world: World, m: Model): Promise<{ id: string; capacity: number }> {
  if (m.session) return m.session;
  const created = await createClass(await world.client(world.partnerA), { capacity: CAPACITY });
  const [id] = await sessionsOf(world.stripeKit.t, created._id);
  if (!id) throw new Error('the class has no session');
  m.session = { id, capacity: CAPACITY };
  return m.session;
}

/** The element `pick` designates (modulo the length), or undefined for an empty list. */
export const pickOf = <T>(list: readonly T[], pick: number): T | undefined =>
  list.length === 0 ? undefined : list[pick % list.length];

/** Orders of the model in one of `statuses`. */
export const ordersIn = (m: Readonly<Model>, ...statuses: OrderStatus[]): OrderModel[] =>
  m.orders.filter((o) => statuses.includes(o.status));

/** The partner (account id) of a product of the shop. */
export const partnerOf = (world: World, productId: string): string =>
  PRODUCTS[productId]?.partner === 'B' ? world.partnerB : world.partnerA;

/** Expects `res` to answer `status`, naming the request and the body when it does not. */
export function expectStatus(res: LightMyRequestResponse, status: number | number[], what: string): void {
  const wanted = Array.isArray(status) ? status : [status];
  expect(wanted, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
}

/** The order's status and refunded centavos as the database holds them. */
export async function orderFacts(
  world: World,
  orderId: string,
): Promise<{ status: OrderStatus; refunded: number }> {
  const rows = (await world.handle.db.execute(
    sql`select o.status, coalesce((select round(sum(r.amount) * 100) from refunds r
                                   where r.order_id = o.id and r.status in ('succeeded', 'pending')), 0)::bigint::text as refunded
          from orders o where o.id = ${orderId}::uuid`,
  )) as unknown as { rows: { status: OrderStatus; refunded: string }[] };
  const row = rows.rows[0];
  if (!row) throw new Error(`no order ${orderId}`);
  return { status: row.status, refunded: Number(row.refunded) };
}
