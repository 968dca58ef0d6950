/**
 * Loads the sales benchmark's data into a migrated, empty database in a few set-based statements
 * (`generate_series`): one partner (plan premium, 7.50 %) with 5 gyms and 8 priced services each,
 * 2 000 members, and N paid orders of one line each with their sales, spread deterministically over the
 * last 730 days (i-th order: day (i × 7919) mod 730, second i mod 86 400), half memberships and half
 * 1–4 classes; the latest 3 000 lines also get a valid pass. Sales follow docs/architecture.md §5: commission =
 * gross × 7.5 % rounded half up to the centavo (`round(numeric, 2)`), net = gross − commission; the
 * trigger of migration 0014 fills `sales_daily`. Optionally, so the partner is not alone in the tables:
 * a second partner with its own sales (`otherSales`, same shape) and a catalogue of other gyms
 * (`catalogue`, no owner, spread over Buenos Aires). Ends with VACUUM ANALYZE (the steady state of an
 * insert-only table under autovacuum).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';

/** What to load: the measured partner's sales, another partner's sales and other gyms. */
export interface SalesLoad {
  /** Sales of the measured partner. */
  sales: number;
  /** Sales of a second partner (0: none). */
  otherSales: number;
  /** Gyms of the open catalogue beside the partners' 10 (0: none). */
  catalogue: number;
}

/** The partner's account id and a session cookie token for it. */
export interface LoadedSales {
  partnerId: string;
  token: string;
}

type Run = (q: ReturnType<typeof sql>) => Promise<unknown>;

/** A partner account on the premium plan with 5 gyms, each offering the 8 bench services; @returns its id. */
async function createPartner(run: Run, label: string, email: string): Promise<string> {
  const [partner] = (
    (await run(
      sql`insert into users (name, email, type, active) values (${`Dueña ${label}`}, ${email}, 'partner', true)
          returning id`,
    )) as { rows: { id: string }[] }
  ).rows;
  const partnerId = partner?.id ?? '';
  await run(
    sql`insert into partners (user_id, name, plan_code) values (${partnerId}::uuid, 'Dueña', 'premium')`,
  );
  await run(sql`insert into gyms (owner_id, name, price, address, latitude, longitude)
    select ${partnerId}::uuid, ${`Gimnasio ${label} `} || g, 20000 + g * 1000, 'Calle ' || g, -34.6, -58.4
      from generate_series(1, 5) g`);
  await run(sql`insert into gym_services (gym_id, service_id, price)
    select g.id, s.id, 1000 + (row_number() over ()) * 100
      from gyms g cross join services s
     where g.owner_id = ${partnerId}::uuid and s.name like 'Actividad Bench %'`);
  return partnerId;
}

/**
 * `count` paid one-line orders of the bench members at `partnerId`'s gyms, with their sales and, for the
 * latest 3 000, a valid pass. `tag` (one letter) keeps references and idempotency keys apart per partner.
 */
async function insertSales(run: Run, partnerId: string, count: number, tag: string): Promise<void> {
  // One generated row per order: who, when, what and how much.
  await run(sql`create temporary table bench_orders as
    with members as (select id, name, row_number() over (order by email) as n from users where email like 'm%@bench.test'),
         products as (select gs.id as gs_id, g.id as gym_id, g.name as gym_name, sv.name as svc, gs.price,
                             row_number() over (order by g.name, sv.name) as n
                        from gym_services gs join gyms g on g.id = gs.gym_id join services sv on sv.id = gs.service_id
                       where g.owner_id = ${partnerId}::uuid),
         gymrows as (select id, name, price, row_number() over (order by name) as n from gyms where owner_id = ${partnerId}::uuid)
    select i, gen_random_uuid() as order_id, gen_random_uuid() as line_id,
           now() - ((i::bigint * 7919) % 730) * interval '1 day' - (i % 86400) * interval '1 second' as at,
           m.id as member_id, m.name as member_name,
           case when i % 2 = 0 then 'membership' else 'service' end as kind,
           case when i % 2 = 0 then gr.id else p.gym_id end as gym_id,
           case when i % 2 = 0 then gr.name else p.gym_name end as gym_name,
           case when i % 2 = 0 then null else p.gs_id end as gs_id,
           case when i % 2 = 0 then 'Cuota mensual' else p.svc end as product,
           case when i % 2 = 0 then gr.price else p.price end as unit_price,
           case when i % 2 = 0 then 1 else 1 + i % 4 end as qty
      from generate_series(1, ${count}::int) i
      join members m on m.n = 1 + i % 2000
      join products p on p.n = 1 + i % 40
      join gymrows gr on gr.n = 1 + i % 5`);
  await run(sql`insert into orders (id, reference, user_id, status, provider, total, idempotency_key, cart_version,
                                    buyer_email, buyer_name, created_at, paid_at)
    select order_id, ${`BG-${tag}`} || lpad(i::text, 8, '0'), member_id, 'paid', 'manual', unit_price * qty,
           ${`bench-${tag}-`} || i, 0, 'm@bench.test', member_name, at, at from bench_orders`);
  await run(sql`insert into order_lines (id, order_id, position, product_id, kind, gym_id, gym_service_id, gym_name,
                                         name, unit, unit_price, qty, line_total)
    select line_id, order_id, 0, coalesce(gs_id, gym_id), kind, gym_id, gs_id, gym_name, product,
           case when kind = 'membership' then 'mes' else 'clase' end, unit_price, qty, unit_price * qty from bench_orders`);
  await run(sql`insert into sales (order_id, order_line_id, gym_id, partner_id, gym_service_id, buyer_id, product_kind,
                                   product_name, quantity, unit_price, gross, commission_percent, commission, net, created_at)
    select order_id, line_id, gym_id, ${partnerId}::uuid, gs_id, member_id, kind, product, qty, unit_price,
           unit_price * qty, 7.50, round(unit_price * qty * 0.075, 2), unit_price * qty - round(unit_price * qty * 0.075, 2), at
      from bench_orders`);
  await run(sql`insert into passes (order_id, order_line_id, member_id, gym_id, product_kind, product_name,
                                    valid_from, valid_until, uses_total, uses_left)
    select order_id, line_id, member_id, gym_id, kind, product, now() - interval '1 day', now() + interval '30 days',
           case when kind = 'service' then qty end, case when kind = 'service' then qty end
      from bench_orders order by i desc limit 3000`);
  await run(sql`drop table bench_orders`);
}

/** Loads `load` into a migrated, empty database; @returns the measured partner's id and a 30-day session token. */
export async function loadSales(db: Database, load: SalesLoad): Promise<LoadedSales> {
  const run: Run = (q) => db.execute(q);
  await run(sql`insert into users (name, email, type, active)
    select 'Miembro ' || i || ' Apellido' || i, 'm' || i || '@bench.test', 'user', true from generate_series(1, 2000) i`);
  await run(sql`insert into services (name) select 'Actividad Bench ' || s from generate_series(1, 8) s
    on conflict (name) do nothing`);
  const partnerId = await createPartner(run, 'Bench', 'duena@bench.test');
  await insertSales(run, partnerId, load.sales, 'B');
  if (load.otherSales > 0) {
    await insertSales(run, await createPartner(run, 'Otra', 'otra@bench.test'), load.otherSales, 'O');
  }
  if (load.catalogue > 0) {
    // A grid of about 1 000 × N/1 000 points, 11 m apart, from Palermo towards the south-west.
    await run(sql`insert into gyms (name, price, address, latitude, longitude)
      select 'Club Catálogo ' || g, 10000 + g % 50000, 'Calle ' || g,
             -34.55 - (g % 1000) / 10000.0, -58.40 - (g / 1000) / 10000.0
        from generate_series(1, ${load.catalogue}::int) g`);
  }
  await run(sql`vacuum analyze`);
  const token = newOpaqueToken();
  await run(sql`insert into sessions (id, user_id, expires_at)
    values (${sha256Hex(token)}, ${partnerId}::uuid, now() + interval '30 days')`);
  return { partnerId, token };
}
