// Locking accounts (SPEC §1 "locked accounts", §7 `GET /api/admin/lockaccounts`; ADR 0018): a lock with a
// reason ends the account's sessions at once, refuses sign-in, registration and reset for its e-mail,
// unpublishes a partner's published gyms (never those it deactivated itself or the plan holds) and the
// unlock publishes exactly those again; administrators cannot be locked; every lock and unlock is in the
// append-only audit log, written in the action's transaction, and refused actions write nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms } from '../../../src/server/db/schema';
import type { LockListResponse, LockResponse, UnlockResponse } from '../../../src/shared/contract/admin';
import type { AuditResponse } from '../../../src/shared/contract/admin-audit';
import { accountMessages, adminMessages } from '../../../src/shared/messages';
import { Client, createAccount, GOOD_PASSWORD, login, sessionFor } from '../account/helpers';
import { GYM_A, GYM_B, GYM_OFF, rowsOf } from '../commerce/helpers';
import { ADMIN, countOf, auditRows, buildAdminApp, expectError, type AdminTestApp } from './helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await buildAdminApp();
});
afterAll(async () => {
  await t?.close();
});

const gymState = async () =>
  Object.fromEntries(
    (
      await rowsOf<{
        id: string;
        gym_active: boolean;
        lock_held_at: string | null;
        plan_held_at: string | null;
      }>(t, sql`select id, gym_active, lock_held_at, plan_held_at from gyms`)
    ).map((g) => [
      g.id,
      { active: g.gym_active, lockHeld: g.lock_held_at !== null, planHeld: g.plan_held_at !== null },
    ]),
  );

describe('locking a member', () => {
  it('ends the open session at once, refuses sign-in, registration and reset, and is audited', async () => {
    const email = `socia-${randomUUID()}@example.com`;
    const id = await createAccount(t.handle, { email, name: 'Lola Mora' });
    const browser = new Client(t.app);
    expect((await login(browser, email)).statusCode).toBe(200);
    expect((await browser.get(`/api/user/profile/${id}`)).statusCode).toBe(200);

    const res = await t.admin.post(ADMIN.locks, { userId: id, reason: '  Fraude con tarjetas  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LockResponse>()).toEqual({
      lock: {
        email,
        reason: 'Fraude con tarjetas',
        createdAt: expect.stringMatching(/Z$/),
        createdBy: { _id: t.adminId, email: t.adminEmail },
        account: { _id: id, name: 'Lola Mora', type: 'user' },
      },
      sessionsEnded: 1,
      gymsHeld: 0,
    });

    // The open session is refused on its next request.
    expectError(await browser.get(`/api/user/profile/${id}`), 401, 'UNAUTHORIZED');
    // Sign-in with the right password, registration and reset.
    const again = await login(new Client(t.app), email);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ message: string }>().message).toBe(accountMessages.emailLocked);
    const register = await new Client(t.app).post('/api/service/register', {
      name: 'Lola Mora',
      username: email,
      password: GOOD_PASSWORD,
      type: 'user',
    });
    expect(register.statusCode).toBe(403);
    const reset = await new Client(t.app).get(
      `/api/service/updatepassword?userName=${encodeURIComponent(email)}`,
    );
    expect(reset.statusCode).toBe(200);
    const real = await countOf(
      t,
      sql`select count(*)::int as n from one_time_tokens where user_id = ${id}::uuid and kind = 'reset'`,
    );
    expect(real).toBe(0);

    const [entry] = (await auditRows(t)).filter((r) => r.target_id === id);
    expect(entry).toMatchObject({
      action: 'account.lock',
      target_type: 'account',
      actor_email: t.adminEmail,
      before: { email, locked: false, activeSessions: 1 },
      after: { email, locked: true, reason: 'Fraude con tarjetas' },
    });

    // The list shows it; unlocking lets the member in again.
    const list = (await t.admin.get(`${ADMIN.locks}?q=lola`)).json<LockListResponse>();
    expect(list.lockAccounts.map((l) => l.email)).toEqual([email]);
    const unlocked = await t.admin.delete(ADMIN.unlock(email.toUpperCase()));
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await login(new Client(t.app), email)).statusCode).toBe(200);
  });

  it('bans an e-mail that has no account: registration is refused', async () => {
    const email = `nadie-${randomUUID()}@example.com`;
    const res = await t.admin.post(ADMIN.locks, { email, reason: 'Spam' });
    expect(res.statusCode).toBe(201);
    expect(res.json<LockResponse>().lock.account).toBeNull();
    const register = await new Client(t.app).post('/api/service/register', {
      name: 'Nadie Nunca',
      username: email,
      password: GOOD_PASSWORD,
      type: 'user',
    });
    expect(register.statusCode).toBe(403);
    const [entry] = (await auditRows(t)).filter((r) => r.target_id === email);
    expect(entry).toMatchObject({ action: 'account.lock', target_type: 'email' });
  });
});

describe('locking a partner', () => {
  it('unpublishes its published gyms only, and the unlock publishes exactly those again', async () => {
    // A second published gym of partner A, and one the plan holds.
    const [held] = await t.handle.db
      .insert(gyms)
      .values({
        ownerId: t.partnerA,
        name: 'Gimnasio Retenido',
        price: '1000.00',
        address: 'Calle 1',
        latitude: '-34.6',
        longitude: '-58.4',
        gymActive: false,
        planHeldAt: new Date(),
      })
      .returning({ id: gyms.id });
    const before = await gymState();
    const owner = await sessionFor(t, t.partnerA);

    const res = await t.admin.post(ADMIN.locks, { userId: t.partnerA, reason: 'Datos bancarios falsos' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LockResponse>()).toMatchObject({ gymsHeld: 1, sessionsEnded: 1 });
    expectError(await owner.get(`/api/partner/profile/${t.partnerA}`), 401, 'UNAUTHORIZED');
    const during = await gymState();
    expect(during[GYM_A]).toEqual({ active: false, lockHeld: true, planHeld: false });
    expect(during[GYM_OFF]).toEqual(before[GYM_OFF]);
    expect(during[held?.id ?? '']).toEqual({ active: false, lockHeld: false, planHeld: true });
    expect(during[GYM_B]).toEqual({ active: true, lockHeld: false, planHeld: false });
    expect((await new Client(t.app).get(`/api/partner/gyms/gymbyid/${GYM_A}`)).statusCode).toBe(404);

    const email = res.json<LockResponse>().lock.email;
    const unlocked = await t.admin.delete(ADMIN.unlock(email));
    expect(unlocked.json<UnlockResponse>()).toEqual({ email, gymsPublished: 1, gymsPlanHeld: 0 });
    expect(await gymState()).toEqual(before);
    expect((await new Client(t.app).get(`/api/partner/gyms/gymbyid/${GYM_A}`)).statusCode).toBe(200);
    const entries = (await auditRows(t)).filter((r) => r.target_id === t.partnerA);
    expect(entries.map((e) => e.action)).toEqual(['account.lock', 'account.unlock']);
    expect(entries[0]?.after).toMatchObject({ lockHeldGyms: [GYM_A] });
    expect(entries[1]?.after).toMatchObject({ gymsPublished: 1, gymsPlanHeld: 0 });
  });
});

describe('refusals write nothing', () => {
  it('an administrator cannot be locked, not even by itself (403); twice is a 409; unknown ids 404', async () => {
    const auditBefore = (await auditRows(t)).length;
    const other = await createAccount(t.handle, {
      email: `admin2-${randomUUID()}@example.com`,
      type: 'admin',
    });
    for (const body of [
      { userId: t.adminId, reason: 'Me bloqueo' },
      { userId: other, reason: 'Otro admin' },
      { email: t.adminEmail.toUpperCase(), reason: 'Por email' },
    ]) {
      const res = await t.admin.post(ADMIN.locks, body);
      expectError(res, 403, 'FORBIDDEN');
      expect(res.json<{ message: string }>().message).toBe(adminMessages.lockAdmin);
    }
    expectError(
      await t.admin.post(ADMIN.locks, { userId: randomUUID(), reason: 'No existe' }),
      404,
      'NOT_FOUND',
    );
    const email = `dos-veces-${randomUUID()}@example.com`;
    expect((await t.admin.post(ADMIN.locks, { email, reason: 'Primera' })).statusCode).toBe(201);
    const twice = await t.admin.post(ADMIN.locks, { email, reason: 'Segunda' });
    expectError(twice, 409, 'CONFLICT');
    expectError(await t.admin.delete(ADMIN.unlock(`nunca-${randomUUID()}@example.com`)), 404, 'NOT_FOUND');
    // Only the one lock that happened is in the log.
    expect((await auditRows(t)).length).toBe(auditBefore + 1);
    const n = await countOf(t, sql`select count(*)::int as n from locked_emails where email like 'admin%'`);
    expect(n).toBe(0);
  });

  it('bad bodies are 400 naming the field', async () => {
    for (const [body, field] of [
      [{ userId: t.memberId, reason: 'no' }, 'reason'],
      [{ userId: t.memberId, reason: 'x'.repeat(501) }, 'reason'],
      [{ userId: t.memberId }, 'reason'],
      [{ email: 'no-es-email', reason: 'Motivo válido' }, 'email'],
      [{ userId: 'abc', reason: 'Motivo válido' }, 'userId'],
    ] as const) {
      const res = await t.admin.post(ADMIN.locks, body);
      expectError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    }
    const both = await t.admin.post(ADMIN.locks, {
      userId: t.memberId,
      email: t.memberEmail,
      reason: 'Ambos',
    });
    expectError(both, 400, 'VALIDATION');
    expect(both.json<{ message: string }>().message).toBeTruthy();
    const neither = await t.admin.post(ADMIN.locks, { reason: 'Ninguno' });
    expectError(neither, 400, 'VALIDATION');
  });

  it('an action that fails after its audit entry leaves neither (same transaction)', async () => {
    const email = `rollback-${randomUUID()}@example.com`;
    const id = await createAccount(t.handle, { email });
    const auditBefore = (await auditRows(t)).length;
    // A trigger that fails the statement after the audit insert, on the lock's own read-back.
    await t.handle.db.execute(sql`create function fail_lock() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await t.handle.db.execute(sql`create trigger fail_lock after insert on admin_audit_log
      for each row when (new.target_id = '${sql.raw(id)}') execute function fail_lock()`);
    try {
      const res = await t.admin.post(ADMIN.locks, { userId: id, reason: 'Va a fallar' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.handle.db.execute(sql`drop trigger fail_lock on admin_audit_log`);
      await t.handle.db.execute(sql`drop function fail_lock()`);
    }
    expect((await auditRows(t)).length).toBe(auditBefore);
    const n = await countOf(t, sql`select count(*)::int as n from locked_emails where email = ${email}`);
    expect(n).toBe(0);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const statement of [
      sql`update admin_audit_log set action = 'account.unlock'`,
      sql`delete from admin_audit_log`,
      sql`truncate admin_audit_log`,
    ])
      await expect(t.handle.db.execute(statement)).rejects.toThrow();
    expect((await auditRows(t)).length).toBeGreaterThan(0);
  });

  it('is read newest first, filtered by actor, action, target and dates', async () => {
    const all = (await t.admin.get(`${ADMIN.audit}?limit=100`)).json<AuditResponse>();
    expect(all.total).toBe((await auditRows(t)).length);
    const times = all.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const unlocks = (await t.admin.get(`${ADMIN.audit}?action=account.unlock`)).json<AuditResponse>();
    expect(unlocks.entries.length).toBeGreaterThan(0);
    expect(unlocks.entries.every((e) => e.action === 'account.unlock')).toBe(true);
    const partner = (
      await t.admin.get(`${ADMIN.audit}?targetType=account&target=${t.partnerA}`)
    ).json<AuditResponse>();
    expect(partner.entries.map((e) => e.action)).toEqual(['account.unlock', 'account.lock']);
    expect(partner.entries[0]?.actor).toEqual({ _id: t.adminId, email: t.adminEmail });
    const byActor = (await t.admin.get(`${ADMIN.audit}?actor=${t.adminId}&limit=100`)).json<AuditResponse>();
    expect(byActor.total).toBe(all.total);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await t.admin.get(`${ADMIN.audit}?from=${future}`)).json<AuditResponse>().total).toBe(0);
    const reversed = await t.admin.get(`${ADMIN.audit}?from=${future}&to=2020-01-01T00:00:00Z`);
    expectError(reversed, 400, 'VALIDATION');
    expectError(await t.admin.get(`${ADMIN.audit}?action=account.delete`), 400, 'VALIDATION');
  });
});
