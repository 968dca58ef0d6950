// Account deletion (ADR 0005; SPEC §5 "Deactivate", §7 `PUT /api/service/deleteuseraccount/`):
// session, own id and password required; the account, its partner profile, sessions and lockout row go.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, partners, users } from '../../../src/server/db/schema';
import { catalogueStats } from '../../../src/server/db/schema-stats';
import { loginThrottles, sessions } from '../../../src/server/db/schema-accounts';
import { accountMessages, apiMessages, passwordMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, GOOD_PASSWORD, login, type AccountTestApp } from './helpers';

let t: AccountTestApp;

beforeAll(async () => {
  t = await buildAccountApp();
});
afterAll(async () => t?.close());

describe('PUT /api/service/deleteuseraccount/', () => {
  it('needs a session, the own id and the right password; then erases the account and its sessions', async () => {
    const ines = await createAccount(t.handle, { email: 'ines@example.com', name: 'Inés', type: 'partner' });
    await t.handle.db.insert(partners).values({ userId: ines, name: 'Inés', cbu: '0000003100010000000001' });
    expect(
      (
        await new Client(t.app).put('/api/service/deleteuseraccount/', {
          userId: ines,
          password: GOOD_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);

    const c = new Client(t.app);
    await login(c, 'ines@example.com');
    const other = new Client(t.app);
    await login(other, 'ines@example.com');

    const short = await c.put('/api/service/deleteuseraccount/', { userId: ines, password: 'a' });
    expect(short.json()).toMatchObject({ message: passwordMessages.deactivatePassword });
    const missing = await c.put('/api/service/deleteuseraccount/', { userId: ines });
    expect(missing.json()).toMatchObject({ message: passwordMessages.deactivatePassword });
    const badId = await c.put('/api/service/deleteuseraccount/', { userId: 'abc', password: GOOD_PASSWORD });
    expect(badId.json()).toMatchObject({ message: apiMessages.invalidId });
    const notMine = await c.put('/api/service/deleteuseraccount/', {
      userId: '00000000-0000-4000-8000-000000000000',
      password: GOOD_PASSWORD,
    });
    expect(notMine.statusCode).toBe(403);
    const wrong = await c.put('/api/service/deleteuseraccount/', {
      userId: ines,
      password: 'Not-My-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: accountMessages.wrongPassword } });

    const ok = await c.put('/api/service/deleteuseraccount/', { userId: ines, password: GOOD_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(accountMessages.accountDeleted);
    expect(c.session).toBeUndefined();
    expect(await t.handle.db.select().from(users).where(eq(users.id, ines))).toEqual([]);
    expect(await t.handle.db.select().from(partners).where(eq(partners.userId, ines))).toEqual([]);
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, ines))).toEqual([]);
    expect(
      await t.handle.db.select().from(loginThrottles).where(eq(loginThrottles.email, 'ines@example.com')),
    ).toEqual([]);
    expect((await other.post('/api/service/google/auth/profile', {})).statusCode).toBe(401);
    expect((await login(new Client(t.app), 'ines@example.com')).statusCode).toBe(401);
  });

  it("unpublishes a deleted partner's gyms and keeps their rows without owner", async () => {
    const olga = await createAccount(t.handle, { email: 'olga@example.com', name: 'Olga', type: 'partner' });
    const [gym] = await t.handle.db
      .insert(gyms)
      .values({
        ownerId: olga,
        name: 'Gimnasio de Olga',
        price: '1000',
        raiting: '3',
        address: 'Av. Corrientes 1000',
        latitude: '-34.6037',
        longitude: '-58.3816',
      })
      .returning({ id: gyms.id });
    const activeBefore = (await t.handle.db.select().from(catalogueStats))[0]?.activeGyms ?? 0;
    const c = new Client(t.app);
    await login(c, 'olga@example.com');
    expect(
      (await c.put('/api/service/deleteuseraccount/', { userId: olga, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const [after] = await t.handle.db.select().from(gyms).where(eq(gyms.id, gym!.id));
    expect(after).toMatchObject({ ownerId: null, gymActive: false });
    expect((await t.handle.db.select().from(catalogueStats))[0]?.activeGyms).toBe(activeBefore - 1);
  });

  it('is also served without the trailing slash', async () => {
    const juan = await createAccount(t.handle, { email: 'juan@example.com', name: 'Juan' });
    const c = new Client(t.app);
    await login(c, 'juan@example.com');
    expect(
      (await c.put('/api/service/deleteuseraccount', { userId: juan, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
