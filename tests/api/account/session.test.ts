// Sign-in and sessions (ADR 0005, 0010; SPEC §3 login response, §5 login messages): the cookie's flags,
// rotation at every login, logout on the server, idle and absolute expiry, one 401 for wrong e-mail and
// wrong password, and the 5-failure lockout (profiles: profile-access.test.ts).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockedEmails, loginThrottles, sessions } from '../../../src/server/db/schema-accounts';
import { sha256Hex } from '../../../src/server/secrets';
import { accountMessages, loginMessages } from '../../../src/shared/messages';
import { Client, createAccount, GOOD_PASSWORD, login } from './helpers';
import { anaId, t, useSessionApp } from './session-fixture';

useSessionApp();

describe('POST /api/service/login', () => {
  it('answers the spec login fields and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const c = new Client(t.app);
    const res = await login(c, 'Ana@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      login: true,
      active: true,
      userId: anaId,
      name: 'Ana',
      email: 'ana@example.com',
      type: 'user',
      avatar: { _id: 'avatar-7' },
      latitude: { $numberDecimal: '-34.6037000' },
      longitude: { $numberDecimal: '-58.3816000' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^buscagym_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
    // Only the hash is stored.
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, anaId));
    expect(rows.map((r) => r.id)).toContain(sha256Hex(c.session ?? ''));
    expect(rows.map((r) => r.id)).not.toContain(c.session);
  });

  it('omits avatar when none is stored and sends null coordinates when none are stored', async () => {
    const res = await login(new Client(t.app), 'bea@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('avatar');
    expect(body).toMatchObject({ type: 'partner', latitude: null, longitude: null });
  });

  it('gives a wrong e-mail and a wrong password the very same 401 answer', async () => {
    const wrongPassword = await login(new Client(t.app), 'bea@example.com', 'Not-The-Password-1');
    const wrongEmail = await login(new Client(t.app), 'nadie@example.com', 'Not-The-Password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.body).toBe(wrongPassword.body);
    expect(wrongEmail.json()).toEqual({
      login: false,
      message: accountMessages.badCredentials,
      code: 'UNAUTHORIZED',
    });
    expect(wrongEmail.headers['set-cookie']).toBeUndefined();
    await t.handle.db.delete(loginThrottles);
  });

  it('refuses an e-mail on the blocklist only after the right password (403), wrong passwords stay 401', async () => {
    await createAccount(t.handle, { email: 'vetada@example.com', name: 'Vetada' });
    await t.handle.db.insert(lockedEmails).values({ email: 'vetada@example.com', reason: 'fraude' });
    const wrong = await login(new Client(t.app), 'vetada@example.com', 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    const right = await login(new Client(t.app), 'vetada@example.com');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ login: false, message: accountMessages.emailLocked, code: 'FORBIDDEN' });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['e-mail', { password: GOOD_PASSWORD }, 'username', loginMessages.emailMissing],
    ['empty e-mail', { username: '', password: GOOD_PASSWORD }, 'username', loginMessages.emailMissing],
    ['password', { username: 'ana@example.com' }, 'password', loginMessages.passwordMissing],
  ])('missing %s → 400 with the spec message', async (_label, body, field, message) => {
    const res = await new Client(t.app).post('/api/service/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it('issues a new session id at every login and retires the previous one', async () => {
    const c = new Client(t.app);
    await login(c, 'ana@example.com');
    const first = c.session ?? '';
    await login(c, 'ana@example.com');
    const second = c.session ?? '';
    expect(second).not.toBe(first);
    const old = new Client(t.app);
    old.cookies.set('buscagym_session', first);
    expect((await old.get(`/api/user/profile/${anaId}`)).statusCode).toBe(401);
    expect((await c.get(`/api/user/profile/${anaId}`)).statusCode).toBe(200);
  });
});

describe('POST /api/service/logout', () => {
  it('destroys the session on the server and clears the cookie', async () => {
    const c = new Client(t.app);
    await login(c, 'ana@example.com');
    const token = c.session ?? '';
    const res = await c.post('/api/service/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logout: true, message: accountMessages.loggedOut });
    expect(String(res.headers['set-cookie'])).toMatch(/buscagym_session=;/);
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    expect(row).toBeUndefined();
    const replay = new Client(t.app);
    replay.cookies.set('buscagym_session', token);
    expect((await replay.get(`/api/user/profile/${anaId}`)).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    expect((await new Client(t.app).post('/api/service/logout')).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  const signedIn = async () => {
    const c = new Client(t.app);
    await login(c, 'ana@example.com');
    return { c, id: sha256Hex(c.session ?? '') };
  };

  it('ends a session idle for 7 days', async () => {
    const { c, id } = await signedIn();
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.id, id));
    const res = await c.get(`/api/user/profile/${anaId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
  });

  it('keeps an active session alive and records the activity', async () => {
    const { c, id } = await signedIn();
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'` })
      .where(eq(sessions.id, id));
    expect((await c.get(`/api/user/profile/${anaId}`)).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session 30 days after sign-in even when active', async () => {
    const { c, id } = await signedIn();
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, id));
    expect((await c.get(`/api/user/profile/${anaId}`)).statusCode).toBe(401);
  });

  it('ignores forged or malformed cookies', async () => {
    const c = new Client(t.app);
    c.cookies.set('buscagym_session', 'x'.repeat(43));
    expect((await c.get(`/api/user/profile/${anaId}`)).statusCode).toBe(401);
    c.cookies.set('buscagym_session', "' or 1=1 --");
    expect((await c.get(`/api/user/profile/${anaId}`)).statusCode).toBe(401);
  });
});

describe('lockout after 5 failed logins', () => {
  it('locks for 15 minutes with a clear message, even for the right password, then lets in', async () => {
    await createAccount(t.handle, { email: 'carla@example.com', name: 'Carla' });
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(new Client(t.app), 'carla@example.com', `Wrong-Guess-${i}`)).statusCode).toBe(401);
    }
    const fifth = await login(new Client(t.app), 'carla@example.com', 'Wrong-Guess-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      login: false,
      message: accountMessages.locked(15 * 60_000),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(fifth.json<{ message: string }>().message).toContain('15 minutos');

    const right = await login(new Client(t.app), 'carla@example.com');
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();

    await t.handle.db
      .update(loginThrottles)
      .set({
        lockedUntil: sql`now() - interval '1 second'`,
        lastFailureAt: sql`now() - interval '15 minutes 1 second'`,
      })
      .where(eq(loginThrottles.email, 'carla@example.com'));
    expect((await login(new Client(t.app), 'carla@example.com')).statusCode).toBe(200);
    expect(
      await t.handle.db.select().from(loginThrottles).where(eq(loginThrottles.email, 'carla@example.com')),
    ).toEqual([]);
  });

  it('locks an unknown e-mail the same way (no enumeration through the lockout)', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i += 1)
      answers.push(await login(new Client(t.app), 'fantasma@example.com', `Wrong-Guess-${i}`));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('forgets failures older than 15 minutes', async () => {
    await createAccount(t.handle, { email: 'dani@example.com', name: 'Dani' });
    for (let i = 1; i <= 4; i += 1) await login(new Client(t.app), 'dani@example.com', `Wrong-Guess-${i}`);
    await t.handle.db
      .update(loginThrottles)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottles.email, 'dani@example.com'));
    expect((await login(new Client(t.app), 'dani@example.com', 'Wrong-Guess-5')).statusCode).toBe(401);
  });
});
