// A partner's clients (`GET /api/partner/clients/{id}`) and the member's consent to show health
// conditions to a gym (`PUT`/`DELETE /api/user/consents/{gymId}`; Ley 25.326 art. 7): valid passes only,
// visits counted, another partner's clients never listed, conditions only while consent exists.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientsResponse } from '../../../src/shared/contract/clients';
import type { CheckoutResponse, Order, OrdersResponse } from '../../../src/shared/contract/orders';
import { clientsMessages } from '../../../src/shared/messages';
import { Client, sessionFor } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  ORDERS,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';

const clientsUrl = (id: string, q = '') => `/api/partner/clients/${id}${q}`;
const consentUrl = (gymId: string) => `/api/user/consents/${gymId}`;

let t: CommerceTestApp;
let owner: Client;

async function buyer(name: string, items: [string, number][], conditions: string[] = []) {
  const member = await signedIn(t, 'user', name);
  for (const code of conditions)
    await t.handle.db.execute(
      sql`insert into member_health_conditions (user_id, condition_code) values (${member.id}, ${code})`,
    );
  for (const [id, qty] of items)
    for (let i = 0; i < qty; i += 1) await cartAction(member.client, { action: 'add', id });
  const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
  const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  return { ...member, order: paid.json<{ order: Order }>().order };
}

let lucia: Awaited<ReturnType<typeof buyer>>;
let tomas: Awaited<ReturnType<typeof buyer>>;

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  lucia = await buyer(
    'Lucía Gómez',
    [
      [YOGA, 2],
      [GYM_B, 1],
    ],
    ['asma', 'diabetes_tipo_1'],
  );
  tomas = await buyer('Tomás Ruiz', [
    [SWIM, 1],
    [GYM_A, 1],
  ]);
  // Visits at the door, written as the check-in writes them.
  const yogaPass = lucia.order.lines.find((l) => l.productId === YOGA)?.pass?._id ?? '';
  await t.handle.db.execute(sql`insert into pass_visits (pass_id, gym_id, member_id, visited_at)
    values (${yogaPass}, ${GYM_A}, ${lucia.id}, now() - interval '3 days'), (${yogaPass}, ${GYM_A}, ${lucia.id}, now() - interval '1 day')`);
});
afterAll(async () => t?.close());

describe("a partner's clients", () => {
  it('lists the valid passes at its gyms with visits, and nothing of other partners', async () => {
    const res = await owner.get(clientsUrl(t.partnerA));
    expect(res.statusCode).toBe(200);
    const body = res.json<ClientsResponse>();
    expect(body.members).toBe(2);
    expect(body.total).toBe(3);
    // Member name first, then the pass that ends first (a month of membership before a year of classes).
    expect(body.clients.map((c) => [c.member.name, c.product.name, c.visits])).toEqual([
      ['Lucía G.', 'Yoga de prueba', 2],
      ['Tomás R.', 'Cuota mensual', 0],
      ['Tomás R.', 'Natación de prueba', 0],
    ]);
    expect(body.clients.every((c) => c.gym._id === GYM_A)).toBe(true);
    expect(res.body).not.toContain('Gómez');
    expect(res.body).not.toContain('Club Boedo');
    const b = (await (await sessionFor(t, t.partnerB)).get(clientsUrl(t.partnerB))).json<ClientsResponse>();
    expect(b.clients.map((c) => c.member.name)).toEqual(['Lucía G.']);
  });

  it('leaves out used-up, expired and revoked passes', async () => {
    const pass = (id: string) => tomas.order.lines.find((l) => l.productId === id)?.pass?._id ?? '';
    await t.handle.db.execute(sql`update passes set uses_left = 0 where id = ${pass(SWIM)}`);
    let body = (await owner.get(clientsUrl(t.partnerA))).json<ClientsResponse>();
    expect(body.clients.map((c) => c.product.name)).not.toContain('Natación de prueba');
    await t.handle.db.execute(sql`update passes set revoked_at = now() where id = ${pass(GYM_A)}`);
    body = (await owner.get(clientsUrl(t.partnerA))).json<ClientsResponse>();
    expect(body.members).toBe(1);
    await t.handle.db.execute(
      sql`update passes set revoked_at = null, valid_from = now() - interval '40 days', valid_until = now() - interval '1 day' where id = ${pass(GYM_A)}`,
    );
    body = (await owner.get(clientsUrl(t.partnerA))).json<ClientsResponse>();
    expect(body.clients.map((c) => c.member.name)).toEqual(['Lucía G.']);
    const past = (await owner.get(clientsUrl(t.partnerA, '?page=9'))).json<ClientsResponse>();
    expect(past).toMatchObject({ clients: [], total: 1, members: 1, pages: 1 });
  });

  it('shows health conditions only to the gym the member consented to, until revoked', async () => {
    const raw = async () => (await owner.get(clientsUrl(t.partnerA))).body;
    expect(await raw()).not.toMatch(/Asma|Diabetes/);
    const passes = () =>
      lucia.client
        .get(ORDERS)
        .then((r) => r.json<OrdersResponse>().orders.flatMap((o) => o.lines.map((l) => l.pass)));
    expect((await passes()).every((p) => p?.healthShared === false)).toBe(true);

    const given = await lucia.client.put(consentUrl(GYM_A), {});
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ gymId: GYM_A, shared: true });
    expect((await lucia.client.put(consentUrl(GYM_A), {})).statusCode).toBe(200);
    const body = JSON.parse(await raw()) as ClientsResponse;
    expect(body.clients.find((c) => c.member.name === 'Lucía G.')?.healthConditions).toEqual([
      'Diabetes tipo 1',
      'Asma',
    ]);
    // Consent is per gym: partner B (gym B) still sees nothing.
    const b = await (await sessionFor(t, t.partnerB)).get(clientsUrl(t.partnerB));
    expect(b.body).not.toMatch(/Asma|Diabetes/);
    expect((await passes()).find((p) => p?.gymId === GYM_A)?.healthShared).toBe(true);

    const revoked = await lucia.client.delete(consentUrl(GYM_A));
    expect(revoked.json()).toEqual({ gymId: GYM_A, shared: false });
    expect(await raw()).not.toMatch(/Asma|Diabetes/);
    const [row] = (
      (await t.handle.db.execute(sql`select count(*)::int as n from health_consents`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(0);
  });

  it('refuses consent without a pass of that gym, for non-members, and the list to others', async () => {
    const res = await tomas.client.put(consentUrl(GYM_B), {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: clientsMessages.noPassAtGym });
    expect((await owner.put(consentUrl(GYM_A), {})).json()).toMatchObject({
      message: clientsMessages.membersOnly,
    });
    expect((await new Client(t.app).put(consentUrl(GYM_A), {})).statusCode).toBe(401);
    expect((await tomas.client.put(consentUrl('nope'), {})).statusCode).toBe(400);

    expect((await new Client(t.app).get(clientsUrl(t.partnerA))).statusCode).toBe(401);
    const member = await lucia.client.get(clientsUrl(t.partnerA));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ message: clientsMessages.partnersOnly });
    expect((await (await sessionFor(t, t.partnerB)).get(clientsUrl(t.partnerA))).statusCode).toBe(403);
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.get(clientsUrl(t.partnerA))).statusCode).toBe(200);
    expect((await owner.get(clientsUrl(t.partnerA, '?limit=0'))).statusCode).toBe(400);
    expect((await owner.get(clientsUrl(t.partnerA, '?gym=x'))).statusCode).toBe(400);
  });
});
