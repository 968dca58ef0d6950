/**
 * Harness of the commerce API tests (docs/architecture.md §5): the account test app on a fresh database with
 * a small shop — partner A (plan `premium`, 7.50 %) owns gym A (membership 25 000.00 ARS/month, services
 * "Natación" 1 500.00 and "Yoga" 2 000.50 per class, "Spinning" without a price) and an inactive gym;
 * partner B (plan `free`, 15 %) owns gym B (membership 9 999.99) — plus members, partners and admins
 * signed in without a password, and direct reads of orders, sales and passes to compare answers with.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { gyms, gymServices, services } from '../../../src/server/db/schema';
import type { PaymentProvider } from '../../../src/server/modules/payments/providers/provider';
import {
  buildAccountApp,
  createAccount,
  sessionFor,
  type AccountTestApp,
  type Client,
} from '../account/helpers';
import { startSmtp, type TestSmtp } from '../account/smtp';
import { openTestDatabase } from '../helpers/app';
import { openDatabase } from '../../../src/server/db/client';

export const GYM_A = '00000000-0000-4000-8000-00000000a001';
export const GYM_B = '00000000-0000-4000-8000-00000000b001';
export const GYM_OFF = '00000000-0000-4000-8000-00000000a0ff';
export const SWIM = '00000000-0000-4000-8000-00000000a011';
export const YOGA = '00000000-0000-4000-8000-00000000a012';
export const SPIN = '00000000-0000-4000-8000-00000000a013';
export const SWIM_OFF = '00000000-0000-4000-8000-00000000a0f1';

export const CART = '/api/shopcart';
export const CHECKOUT = '/api/orders/checkout';
export const ORDERS = '/api/orders';
export const orderUrl = (id: string): string => `/api/orders/${id}`;
export const demoPayUrl = (id: string): string => `/api/orders/${id}/demo-pay`;
export const productsUrl = (gymId: string): string => `/api/products/gym/${gymId}`;

/** A commerce test app and its shop's partner accounts. */
export interface CommerceTestApp extends AccountTestApp {
  partnerA: string;
  partnerB: string;
}

/** Inserts the shop (see module doc). @returns the partner account ids */
export async function insertShop(handle: DatabaseHandle): Promise<{ partnerA: string; partnerB: string }> {
  const partnerA = await createAccount(handle, {
    email: `partner-a-${randomUUID()}@example.com`,
    type: 'partner',
    password: null,
    name: 'Dueña A',
  });
  const partnerB = await createAccount(handle, {
    email: `partner-b-${randomUUID()}@example.com`,
    type: 'partner',
    password: null,
    name: 'Dueño B',
  });
  const { db } = handle;
  // Named columns only: the ledger's backfill test runs this on the schema of migration 0044, before
  // partners.country and its identifiers (ADR 0054) existed.
  await db.execute(sql`insert into partners (user_id, name, plan_code)
    values (${partnerA}::uuid, 'Dueña', 'premium'), (${partnerB}::uuid, 'Dueño', 'free')`);
  const place = {
    address: 'Av. Corrientes 1234',
    latitude: '-34.6037000',
    longitude: '-58.3816000',
    raiting: '4.0',
  };
  await db.insert(gyms).values([
    { ...place, id: GYM_A, ownerId: partnerA, name: 'Gimnasio Ágora', price: '25000.00' },
    {
      ...place,
      id: GYM_OFF,
      ownerId: partnerA,
      name: 'Gimnasio Cerrado',
      price: '18000.00',
      gymActive: false,
    },
    { ...place, id: GYM_B, ownerId: partnerB, name: 'Club Boedo', price: '9999.99' },
  ]);
  const names = ['Natación de prueba', 'Yoga de prueba', 'Spinning de prueba'];
  const svc = await db
    .insert(services)
    .values(names.map((name) => ({ name })))
    .returning({ id: services.id, name: services.name });
  const idOf = (name: string) => svc.find((s) => s.name === name)?.id ?? '';
  await db.insert(gymServices).values([
    {
      id: SWIM,
      gymId: GYM_A,
      serviceId: idOf(names[0] ?? ''),
      price: '1500.00',
      description: 'Pileta climatizada',
    },
    { id: YOGA, gymId: GYM_A, serviceId: idOf(names[1] ?? ''), price: '2000.50' },
    { id: SPIN, gymId: GYM_A, serviceId: idOf(names[2] ?? '') },
    { id: SWIM_OFF, gymId: GYM_OFF, serviceId: idOf(names[0] ?? ''), price: '1200.00' },
  ]);
  return { partnerA, partnerB };
}

/** Options of {@link buildCommerceApp}. */
export interface CommerceAppOptions {
  provider?: PaymentProvider;
  /** Reopen PostgreSQL with this pool size (real parallel connections). */
  poolSize?: number;
}

/** The account test app on a fresh database with the shop. `close()` also closes the database. */
export async function buildCommerceApp(options: CommerceAppOptions = {}): Promise<CommerceTestApp> {
  let handle = await openTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (url && options.poolSize) {
    await handle.close();
    handle = await openDatabase({ databaseUrl: url, poolSize: options.poolSize });
  }
  const shop = await insertShop(handle);
  const t = await buildAccountApp({ handle, ...(options.provider ? { provider: options.provider } : {}) });
  return {
    ...t,
    ...shop,
    close: async () => {
      await t.close();
      await handle.close();
    },
  };
}

let counter = 0;

/** Creates an active account (no password) and a client signed in as it. */
export async function signedIn(
  t: AccountTestApp,
  type: 'user' | 'partner' | 'admin' = 'user',
  name = 'Lucía Gómez',
): Promise<{ id: string; client: Client }> {
  counter += 1;
  const id = await createAccount(t.handle, {
    email: `buyer${counter}-${randomUUID()}@example.com`,
    type,
    password: null,
    name,
  });
  return { id, client: await sessionFor(t, id) };
}

/**
 * The commerce test app (the shop on a fresh database) whose mails go to a real SMTP server, started
 * here; `close()` closes app, database and server.
 * @param now - the app's clock (default the system's)
 */
export async function buildCommerceAppWithMail(
  now?: () => Date,
): Promise<{ t: CommerceTestApp; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const handle = await openTestDatabase();
  const shop = await insertShop(handle);
  const built = await buildAccountApp({ handle, config: { smtpUrl: smtp.url }, ...(now ? { now } : {}) });
  const t: CommerceTestApp = {
    ...built,
    ...shop,
    close: async () => {
      await built.close();
      await handle.close();
      await smtp.close();
    },
  };
  return { t, smtp };
}

/** A new idempotency key. */
export const newKey = (): string => randomUUID();

/** Posts a cart action. */
export const cartAction = (client: Client, body: object) => client.post(CART, body);

/** Checks out with an idempotency key (a new one unless given). */
export const checkoutWith = (client: Client, key = newKey()) =>
  client.post(CHECKOUT, {}, { 'idempotency-key': key });

/** Runs a query and answers its rows. */
export async function rowsOf<T>(t: AccountTestApp, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.handle.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/**
 * Counts of every table a payment notification could change (orders with their status, sales, passes,
 * payment and order events, cart items), to show that a refused or repeated one changed nothing.
 */
export async function footprint(s: { t: AccountTestApp }): Promise<Record<string, string>> {
  const [row] = await rowsOf<Record<string, string>>(
    s.t,
    sql`select
      (select string_agg(id::text || ':' || status, ',' order by id) from orders) as orders,
      (select count(*)::text from sales) as sales,
      (select count(*)::text from passes) as passes,
      (select count(*)::text from payment_events) as "paymentEvents",
      (select count(*)::text from order_events) as "orderEvents",
      (select count(*)::text from cart_items) as "cartItems"`,
  );
  return row ?? {};
}

/** Figures of the consistency checks (docs/architecture.md §5): each should be 0 after any sequence of events. */
export async function invariants(t: AccountTestApp): Promise<Record<string, number>> {
  const [row] = await rowsOf<Record<string, string | number>>(
    t,
    sql`select
      (select count(*) from orders o where o.status = 'paid'
          and (select count(*) from sales s where s.order_id = o.id) <> (select count(*) from order_lines l where l.order_id = o.id)) as "paidWithoutSales",
      (select count(*) from sales s join orders o on o.id = s.order_id where o.status not in ('paid', 'refunded')) as "salesWithoutPaidOrder",
      (select count(*) from (select order_line_id from sales group by order_line_id having count(*) > 1) d) as "doubledSales",
      (select count(*) from orders o where o.status = 'paid'
          and (select count(*) from passes p where p.order_id = o.id) <> (select count(*) from order_lines l where l.order_id = o.id)) as "paidWithoutPasses"`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}
