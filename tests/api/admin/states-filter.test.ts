// The `state` filter of the administrators' account lists (SPEC §7 `GET /api/admin/allusers`,
// `/allpartners`; ADR 0018 "Account states"): each of `pending`, `active`, `locked`, `throttled` keeps
// exactly the accounts the list shows in that state (locked wins over pending and throttled; throttled by
// a locked pair or by an attack on the account), with the other filters and the paging; `deleted` lists
// the tombstones (no name nor e-mail) on `allusers` only; a bad state is a 400 in Spanish.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListResponse, PartnerListResponse } from '../../../src/shared/contract/admin';
import { adminMessages } from '../../../src/shared/messages';
import { createAccount } from '../account/helpers';
import { ADMIN, buildAdminApp, expectError, type AdminTestApp } from './helpers';
import { ATTACK_RULE } from '../../../src/server/modules/account/index';

let t: AdminTestApp;
const deleted: Record<string, string> = {};

/** Creates an account named `Filtro <name>`; answers its id and e-mail. */
async function account(name: string, fields: { active?: boolean; type?: 'user' | 'partner' } = {}) {
  const email = `filtro-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, name: `Filtro ${name}`, ...fields });
  return { id, email };
}

beforeAll(async () => {
  t = await buildAdminApp();
  await account('Activa');
  await account('Pendiente', { active: false });
  const pair = await account('Frenada');
  const attacked = await account('Atacada');
  const locked = await account('Bloqueada');
  const lockedPending = await account('Bloqueada Pendiente', { active: false });
  const lockedThrottled = await account('Bloqueada Frenada');
  await account('Socia Activa', { type: 'partner' });
  await account('Socia Pendiente', { type: 'partner', active: false });
  await t.handle.db.execute(
    sql`insert into login_throttles (email, source, failures, last_failure_at, locked_until)
        values (${pair.email}, '203.0.113.9', 5, now(), now() + interval '15 minutes'),
               (${lockedThrottled.email}, '203.0.113.9', 5, now(), now() + interval '15 minutes')`,
  );
  await t.handle.db.execute(
    sql`insert into login_account_failures (email, failures, window_started_at, last_failure_at, attack_started_at)
        values (${attacked.email}, ${ATTACK_RULE.failures}, now() - interval '1 hour', now(), now())`,
  );
  await t.handle.db.execute(
    sql`insert into locked_emails (email, reason) values (${locked.email}, 'Prueba'), (${lockedPending.email}, 'Prueba'),
        (${lockedThrottled.email}, 'Prueba')`,
  );
  for (const [name, type] of [
    ['Borrado', 'user'],
    ['Socio Borrado', 'partner'],
  ] as const) {
    const gone = await account(name, { type });
    await t.handle.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    deleted[name] = gone.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const users = async (query: string) => {
  const res = await t.admin.get(`${ADMIN.allusers}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountListResponse>();
};
const names = (page: { users?: { name: string | null }[]; partners?: { name: string | null }[] }) =>
  (page.users ?? page.partners ?? []).map((u) => u.name).sort();

describe('state on allusers', () => {
  it('keeps exactly the accounts in that state, as the list labels them', async () => {
    const expected = {
      pending: ['Filtro Pendiente', 'Filtro Socia Pendiente'],
      active: ['Filtro Activa', 'Filtro Socia Activa'],
      locked: ['Filtro Bloqueada', 'Filtro Bloqueada Frenada', 'Filtro Bloqueada Pendiente'],
      throttled: ['Filtro Atacada', 'Filtro Frenada'],
    };
    for (const [state, accounts] of Object.entries(expected)) {
      const page = await users(`q=filtro&state=${state}&limit=100`);
      expect(names(page), state).toEqual(accounts);
      expect(page.users.every((u) => u.state === state)).toBe(true);
      expect(page.total).toBe(accounts.length);
    }
  });

  it('combines with type, sort and paging; without a search it walks every account', async () => {
    const partners = await users('q=filtro&state=pending&type=partner');
    expect(names(partners)).toEqual(['Filtro Socia Pendiente']);
    const first = await users('q=filtro&state=locked&sort=name&order=asc&limit=2');
    expect(first.users.map((u) => u.name)).toEqual(['Filtro Bloqueada', 'Filtro Bloqueada Frenada']);
    expect(first).toMatchObject({ total: 3, pages: 2 });
    const second = await users('q=filtro&state=locked&sort=name&order=asc&limit=2&page=2');
    expect(second.users.map((u) => u.name)).toEqual(['Filtro Bloqueada Pendiente']);
    const everyActive = await users('state=active&limit=100');
    expect(everyActive.users.length).toBeGreaterThan(2);
    expect(everyActive.users.every((u) => u.state === 'active')).toBe(true);
    expect(names(everyActive)).not.toContain('Filtro Frenada');
  });

  it('deleted lists the tombstones: no name, e-mail nor sign-in; by type; a search finds none', async () => {
    const page = await users('state=deleted');
    expect(page.users).toEqual(
      expect.arrayContaining([
        {
          _id: deleted.Borrado,
          name: null,
          email: null,
          type: 'user',
          state: 'deleted',
          createdAt: expect.stringMatching(/Z$/),
          lastSignInAt: null,
        },
      ]),
    );
    expect(page.users.map((u) => u._id).sort()).toEqual([deleted.Borrado, deleted['Socio Borrado']].sort());
    expect(page.total).toBe(2);
    expect((await users('state=deleted&type=partner')).users.map((u) => u._id)).toEqual([
      deleted['Socio Borrado'],
    ]);
    const asc = (await users('state=deleted&order=asc')).users.map((u) => u.createdAt);
    expect(asc).toEqual([...asc].sort());
    expect(await users('state=deleted&q=borrado')).toMatchObject({ users: [], total: 0 });
  });

  it('an unknown state is a 400 in Spanish; only administrators may filter', async () => {
    const res = await t.admin.get(`${ADMIN.allusers}?state=blocked`);
    expectError(res, 400, 'VALIDATION');
    expect(res.json<{ fields: Record<string, string> }>().fields.state).toBe(adminMessages.state);
    expectError(await t.member.get(`${ADMIN.allusers}?state=locked`), 403, 'FORBIDDEN');
  });
});

describe('state on allpartners', () => {
  it('keeps the partners in that state; deleted partners are on allusers (400 here)', async () => {
    const res = await t.admin.get(`${ADMIN.allpartners}?q=filtro&state=pending`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<PartnerListResponse>();
    expect(names(page)).toEqual(['Filtro Socia Pendiente']);
    expect(page.partners[0]).toMatchObject({ state: 'pending', plan: 'free', gyms: 0 });
    const active = (
      await t.admin.get(`${ADMIN.allpartners}?q=filtro&state=active`)
    ).json<PartnerListResponse>();
    expect(names(active)).toEqual(['Filtro Socia Activa']);
    const gone = await t.admin.get(`${ADMIN.allpartners}?state=deleted`);
    expectError(gone, 400, 'VALIDATION');
    expect(gone.json<{ fields: Record<string, string> }>().fields.state).toBe(adminMessages.partnerState);
  });
});
