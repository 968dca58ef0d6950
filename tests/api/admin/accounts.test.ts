// Administration, account lists and detail (SPEC §1 administrator, §7 `GET /api/admin/allusers`,
// `/allpartners`, `/userId/{id}`; ADR 0018): administrators only (401 visitor, 403 member and partner),
// paged, searched without regard to accents or case, sorted on the server by whitelisted keys, each
// account with its state; partners with plan, gyms and balance; never a health condition.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../src/server/db/schema-sales';
import type {
  AccountListResponse,
  AdminAccountDetail,
  PartnerListResponse,
} from '../../../src/shared/contract/admin';
import { adminMessages } from '../../../src/shared/messages';
import { Client, createAccount, login, sessionFor } from '../account/helpers';
import { GYM_A } from '../commerce/helpers';
import { insertPaidSale } from '../helpers/sales';
import { leaksInternals } from '../helpers/app';
import { ADMIN, countOf, buildAdminApp, expectError, type AdminTestApp } from './helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await buildAdminApp();
});
afterAll(async () => {
  await t?.close();
});

const GETS = () => [
  ADMIN.allusers,
  ADMIN.allpartners,
  ADMIN.locks,
  ADMIN.user(t.memberId),
  ADMIN.audit,
  ADMIN.marketing,
  ADMIN.marketingCsv,
];

describe('who may call', () => {
  it('a visitor gets 401, a member and a partner 403, an administrator 200, on every read', async () => {
    const partner = await sessionFor(t, t.partnerA);
    for (const url of GETS()) {
      expectError(await new Client(t.app).get(url), 401, 'UNAUTHORIZED');
      const member = await t.member.get(url);
      expectError(member, 403, 'FORBIDDEN');
      expect(member.json<{ message: string }>().message).toBe(adminMessages.adminsOnly);
      expectError(await partner.get(url), 403, 'FORBIDDEN');
      expect((await t.admin.get(url)).statusCode, url).toBe(200);
    }
  });

  it('writes too: a member cannot lock nor unlock', async () => {
    const body = { userId: t.partnerB, reason: 'Prueba de permisos' };
    expectError(await new Client(t.app).post(ADMIN.locks, body), 401, 'UNAUTHORIZED');
    expectError(await t.member.post(ADMIN.locks, body), 403, 'FORBIDDEN');
    expectError(await t.member.delete(ADMIN.unlock('x@example.com')), 403, 'FORBIDDEN');
    const n = await countOf(t, sql`select count(*)::int as n from locked_emails`);
    expect(n).toBe(0);
  });
});

describe('GET /api/admin/allusers', () => {
  beforeAll(async () => {
    for (const [name, email] of [
      ['José Álvarez', 'jose.alvarez@example.com'],
      ['Jose Alvarado', 'jalvarado@example.com'],
      ['Ana Suárez', 'ana.s@correo.example'],
    ] as const)
      await createAccount(t.handle, { email, name, password: null });
    // Three inserts can share one clock tick (PGlite's clock is coarse); "newest" must not depend on it.
    await t.handle.db.execute(
      sql`update users set created_at = now() + interval '1 second' where email = 'ana.s@correo.example'`,
    );
  });

  it('pages every account, newest first by default, with the state and never a health condition', async () => {
    const res = await t.admin.get(`${ADMIN.allusers}?limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AccountListResponse>();
    const n = await countOf(t, sql`select count(*)::int as n from users`);
    expect(body).toMatchObject({
      total: n,
      totalIsEstimate: false,
      page: 1,
      limit: 2,
      pages: Math.ceil(n / 2),
    });
    expect(body.users).toHaveLength(2);
    expect(body.users[0]).toEqual({
      _id: expect.any(String),
      name: 'Ana Suárez',
      email: 'ana.s@correo.example',
      type: 'user',
      state: 'active',
      createdAt: expect.stringMatching(/Z$/),
      lastSignInAt: null,
    });
    const all = await t.admin.get(`${ADMIN.allusers}?limit=100`);
    expect(all.body).not.toMatch(/asma|hipertensi/i);
  });

  it('finds a fragment of the name or e-mail without regard to accents or case', async () => {
    const names = async (q: string) =>
      (await t.admin.get(`${ADMIN.allusers}?q=${encodeURIComponent(q)}&sort=name&order=asc`))
        .json<AccountListResponse>()
        .users.map((u) => u.name);
    expect(await names('ALVAR')).toEqual(['Jose Alvarado', 'José Álvarez']);
    expect(await names('josé álvare')).toEqual(['José Álvarez']);
    expect(await names('JOSE ALV')).toEqual(['Jose Alvarado', 'José Álvarez']);
    expect(await names('correo.EXAMPLE')).toEqual(['Ana Suárez']);
    expect(await names('100%_')).toEqual([]);
  });

  it('sorts by the whitelisted keys in both directions, and filters by type', async () => {
    const emails = async (q: string) =>
      (await t.admin.get(`${ADMIN.allusers}?type=user&limit=100${q}`))
        .json<AccountListResponse>()
        .users.map((u) => u.email);
    const asc = await emails('&sort=email&order=asc');
    expect(asc).toEqual([...asc].sort());
    expect(await emails('&sort=email&order=desc')).toEqual([...asc].reverse());
    const partners = (await t.admin.get(`${ADMIN.allusers}?type=partner`)).json<AccountListResponse>();
    expect(partners.users.every((u) => u.type === 'partner')).toBe(true);
    expect(partners.total).toBe(2);
  });

  it('keeps the last sign-in: the newest first when sorted by it descending, never signed in last', async () => {
    const email = `entra-${randomUUID()}@example.com`;
    await createAccount(t.handle, { email, name: 'Entra Hoy' });
    expect((await login(new Client(t.app), email)).statusCode).toBe(200);
    const body = (
      await t.admin.get(`${ADMIN.allusers}?sort=lastSignInAt&order=desc&limit=100`)
    ).json<AccountListResponse>();
    expect(body.users[0]?.email).toBe(email);
    expect(body.users[0]?.lastSignInAt).toMatch(/Z$/);
    expect(body.users.at(-1)?.lastSignInAt).toBeNull();
    const asc = (
      await t.admin.get(`${ADMIN.allusers}?sort=lastSignInAt&order=asc&limit=100`)
    ).json<AccountListResponse>();
    expect(asc.users[0]?.lastSignInAt).toBeNull();
  });

  it('refuses bad paging, sorting and search with 400 naming the field', async () => {
    for (const [q, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=501', 'page'],
      ['sort=password_hash', 'sort'],
      ['order=up', 'order'],
      ['type=root', 'type'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await t.admin.get(`${ADMIN.allusers}?${q}`);
      expectError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json<{ fields: object }>().fields), q).toContain(field);
      expect(leaksInternals(res.body)).toBe(false);
    }
  });
});

describe('account states', () => {
  it('pending, active, throttled and locked are told apart', async () => {
    const pending = `pendiente-${randomUUID()}@example.com`;
    const throttled = `frenada-${randomUUID()}@example.com`;
    const locked = `bloqueada-${randomUUID()}@example.com`;
    await createAccount(t.handle, { email: pending, active: false, name: 'Estado Pendiente' });
    await createAccount(t.handle, { email: throttled, name: 'Estado Frenada' });
    const lockedId = await createAccount(t.handle, { email: locked, name: 'Estado Bloqueada' });
    await t.handle.db.execute(
      sql`insert into login_throttles (email, source, failures, last_failure_at, locked_until)
          values (${throttled}, '203.0.113.9', 5, now(), now() + interval '15 minutes')`,
    );
    expect(
      (await t.admin.post(ADMIN.locks, { userId: lockedId, reason: 'Prueba de estados' })).statusCode,
    ).toBe(201);
    const states = Object.fromEntries(
      (await t.admin.get(`${ADMIN.allusers}?q=estado&limit=100`))
        .json<AccountListResponse>()
        .users.map((u) => [u.name, u.state]),
    );
    expect(states).toEqual({
      'Estado Pendiente': 'pending',
      'Estado Frenada': 'throttled',
      'Estado Bloqueada': 'locked',
    });
    const detail = (
      await t.admin.get(`${ADMIN.allusers}?q=${encodeURIComponent(throttled)}`)
    ).json<AccountListResponse>();
    const id = detail.users[0]?._id ?? '';
    const full = (await t.admin.get(ADMIN.user(id))).json<{ admin: AdminAccountDetail }>().admin;
    expect(full.state).toBe('throttled');
    expect(full.throttle).toMatchObject({ email: throttled, lockedSources: 1 });
  });
});

describe('GET /api/admin/allpartners', () => {
  it('gives plan, gyms and the balance (net sales minus payouts) of each partner', async () => {
    await insertPaidSale(t.handle, {
      gymId: GYM_A,
      partnerId: t.partnerA,
      gross: '1000.00',
      commissionPercent: '7.50',
    });
    await t.handle.db.insert(payouts).values({
      partnerId: t.partnerA,
      amount: '200.00',
      cbu: '2850590940090418135201',
      reference: 'T-1',
      paidAt: new Date(),
    });
    await t.handle.db.execute(sql`select ledger_post_history()`);
    const body = (await t.admin.get(`${ADMIN.allpartners}?sort=name&order=asc`)).json<PartnerListResponse>();
    expect(body.total).toBe(2);
    const a = body.partners.find((p) => p._id === t.partnerA);
    const b = body.partners.find((p) => p._id === t.partnerB);
    expect(a).toMatchObject({
      plan: 'premium',
      gyms: 2,
      balance: { $numberDecimal: '725.00' },
      state: 'active',
    });
    expect(b).toMatchObject({ plan: 'free', gyms: 1, balance: { $numberDecimal: '0.00' } });
    const sales = await sessionFor(t, t.partnerA);
    const figures = (await sales.get(`/api/partner/sales/allsales/${t.partnerA}`)).json<{
      balance: { due: unknown };
    }>();
    expect(figures.balance.due).toEqual(a?.balance);
  });
});

describe('GET /api/admin/userId/{id}', () => {
  it('answers one account in full, without health conditions', async () => {
    const res = await t.admin.get(ADMIN.user(t.memberId));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/asma|hipertensi/i);
    expect(res.json<{ admin: AdminAccountDetail }>().admin).toMatchObject({
      _id: t.memberId,
      name: 'Martín Núñez',
      email: t.memberEmail,
      type: 'user',
      state: 'active',
      activeSessions: 1,
      lock: null,
      partner: null,
      member: { marketingOptIn: false, marketingOptInAt: null },
      deletedAt: null,
    });
    const partner = (await t.admin.get(ADMIN.user(t.partnerA))).json<{ admin: AdminAccountDetail }>().admin;
    expect(partner.partner).toMatchObject({ plan: 'premium', gyms: 2, publishedGyms: 1, lockHeldGyms: 0 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await t.admin.get(ADMIN.user(randomUUID())), 404, 'NOT_FOUND');
    const bad = await t.admin.get(ADMIN.user('no-es-un-id'));
    expectError(bad, 400, 'VALIDATION');
    expect(bad.json<{ fields: object }>().fields).toHaveProperty('id');
  });

  it('a deleted account shows as its tombstone: state deleted, no name nor e-mail', async () => {
    const id = await createAccount(t.handle, { email: `se-va-${randomUUID()}@example.com`, name: 'Se Va' });
    await t.handle.db.execute(sql`delete from users where id = ${id}::uuid`);
    const res = await t.admin.get(ADMIN.user(id));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ admin: AdminAccountDetail }>().admin).toMatchObject({
      _id: id,
      name: null,
      email: null,
      type: 'user',
      state: 'deleted',
      deletedAt: expect.stringMatching(/Z$/),
    });
    expect(res.body).not.toContain('Se Va');
  });
});
