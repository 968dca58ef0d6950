// Sign-in throttling without locking the owner out (ADR 0010; OWASP ASVS 5.0 6.3.1): failures are
// counted per account AND source address, per source across accounts, and per account from every
// source (the ceiling that alerts the owner once); known and unknown e-mails answer alike.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  loginAccountFailures,
  loginSourceThrottles,
  loginThrottles,
} from '../../../src/server/db/schema-accounts';
import { LOGIN_ATTACK_FAILURES } from '../../../src/shared/constants/account';
import { accountMailMessages, accountMessages } from '../../../src/shared/messages';
import {
  buildAccountApp,
  createAccount,
  GOOD_PASSWORD,
  OTHER_PASSWORD,
  type AccountTestApp,
} from './helpers';
import { startSmtp, type TestSmtp } from './smtp';
import { listThrottledAccounts, ATTACK_RULE } from '../../../src/server/modules/account/index';

let t: AccountTestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildAccountApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://buscagym.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.handle.db.delete(loginThrottles);
  await t.handle.db.delete(loginSourceThrottles);
  await t.handle.db.delete(loginAccountFailures);
});

/** A password sign-in from `ip`, as a browser on the same site sends it. */
const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/service/login',
    remoteAddress: ip,
    headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': 'XMLHttpRequest' },
    payload: { username: email, password },
  });

const ATTACKER = '203.0.113.7';
const OWNER_HOME = '198.51.100.20';

describe('per account and source', () => {
  it("locks the attacker's address after 5 failures; the owner still signs in from elsewhere", async () => {
    await createAccount(t.handle, { email: 'olga@example.com', name: 'Olga' });
    const codes = [];
    for (let i = 1; i <= 5; i += 1)
      codes.push((await attempt('olga@example.com', `Guess-${i}-x`, ATTACKER)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);

    const locked = await attempt('olga@example.com', GOOD_PASSWORD, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      login: false,
      message: accountMessages.locked(15 * 60_000),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(locked.headers['set-cookie']).toBeUndefined();

    const owner = await attempt('olga@example.com', GOOD_PASSWORD, OWNER_HOME);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ login: true, email: 'olga@example.com' });
    expect(String(owner.headers['set-cookie'])).toMatch(/^buscagym_session=/);

    const rows = await t.handle.db
      .select({ source: loginThrottles.source, failures: loginThrottles.failures })
      .from(loginThrottles)
      .where(eq(loginThrottles.email, 'olga@example.com'));
    expect(rows).toEqual([{ source: ATTACKER, failures: 5 }]);
  });

  it('counts each attempt before checking the password: 12 parallel guesses get 5 checks', async () => {
    await createAccount(t.handle, { email: 'nora@example.com', name: 'Nora' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('nora@example.com', `Parallel-${i}-x`, ATTACKER)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...new Array(4).fill(401), ...new Array(8).fill(429)]);
    const [pair] = await t.handle.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.email, 'nora@example.com'));
    expect(pair?.failures).toBe(5);
  });

  it('a right password forgets the failures of its own source only', async () => {
    await createAccount(t.handle, { email: 'pia@example.com', name: 'Pía' });
    for (let i = 1; i <= 4; i += 1) await attempt('pia@example.com', `Guess-${i}-x`, ATTACKER);
    for (let i = 1; i <= 4; i += 1) await attempt('pia@example.com', `Typo-${i}-x`, OWNER_HOME);
    expect((await attempt('pia@example.com', GOOD_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
    expect((await attempt('pia@example.com', 'Guess-5-x', ATTACKER)).statusCode).toBe(429);
    expect((await attempt('pia@example.com', 'Typo-5-x', OWNER_HOME)).statusCode).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 as one source', async () => {
    await createAccount(t.handle, { email: 'quimey@example.com', name: 'Quimey' });
    const codes = [];
    for (let i = 1; i <= 5; i += 1) {
      codes.push((await attempt('quimey@example.com', `Guess-${i}-x`, `2001:db8:1:2::${i}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    expect((await attempt('quimey@example.com', GOOD_PASSWORD, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt('quimey@example.com', GOOD_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('answers a known and an unknown e-mail identically, lock included', async () => {
    await createAccount(t.handle, { email: 'rosa@example.com', name: 'Rosa' });
    const known = [];
    const unknown = [];
    for (let i = 1; i <= 6; i += 1) {
      known.push(await attempt('rosa@example.com', `Guess-${i}-x`, '192.0.2.61'));
      unknown.push(await attempt('nadie-rosa@example.com', `Guess-${i}-x`, '192.0.2.62'));
    }
    expect(known.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
    const headerNames = (r: { headers: Record<string, unknown> }) => Object.keys(r.headers).sort();
    expect(unknown.map(headerNames)).toEqual(known.map(headerNames));
  });
});

describe('per source across accounts', () => {
  it('stops an address after 20 failures spread over many accounts, for every account', async () => {
    await createAccount(t.handle, { email: 'sara@example.com', name: 'Sara' });
    await createAccount(t.handle, { email: 'victima0@example.com', name: 'Víctima' });
    const stuffer = '203.0.113.50';
    const codes = [];
    for (let i = 0; i < 20; i += 1) {
      codes.push((await attempt(`victima${i}@example.com`, `Leaked-${i}-x`, stuffer)).statusCode);
    }
    expect(codes).toEqual(new Array(20).fill(401));
    const refused = await attempt('sara@example.com', GOOD_PASSWORD, stuffer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Demasiados intentos desde tu conexión\. Esperá 15 minutos/,
    );
    const other = await attempt('otra-cuenta@example.com', 'Leaked-x-1', stuffer);
    expect(other.statusCode).toBe(429);
    expect(other.body).toBe(refused.body);
    expect((await attempt('sara@example.com', GOOD_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
    // A success does not reset the address's count (else one valid account would launder it).
    const [row] = await t.handle.db
      .select()
      .from(loginSourceThrottles)
      .where(eq(loginSourceThrottles.source, stuffer));
    expect(row?.failures).toBe(20);
    expect(row?.lockedUntil).not.toBeNull();
  });
});

describe('account-wide ceiling', () => {
  it(`after ${LOGIN_ATTACK_FAILURES} failures from many addresses: one mail to the owner, one try per address, the owner still gets in`, async () => {
    await createAccount(t.handle, { email: 'tina@example.com', name: 'Tina' });
    const since = smtp.messages.length;
    const slow = '192.0.2.99';
    expect((await attempt('tina@example.com', 'Early-Guess-1', slow)).statusCode).toBe(401);
    let failures = 1;
    for (let a = 1; failures < LOGIN_ATTACK_FAILURES; a += 1) {
      for (let i = 1; i <= 5 && failures < LOGIN_ATTACK_FAILURES; i += 1, failures += 1) {
        await attempt('tina@example.com', `Bot-${a}-${i}`, `10.9.${a}.1`);
      }
    }
    await t.app.mailer.idle();
    const alerts = smtp.messages.slice(since).filter((m) => m.to.includes('tina@example.com'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(accountMailMessages.attackSubject);
    expect(alerts[0]?.text).toContain(accountMailMessages.attackAdvice);
    expect(alerts[0]?.text).toContain('https://buscagym.test/resetpassword');
    expect(alerts[0]?.html).toContain('https://buscagym.test/resetpassword');

    // An address that already failed gets no more tries, even with the right password …
    expect((await attempt('tina@example.com', GOOD_PASSWORD, slow)).statusCode).toBe(429);
    // … a new address gets one: a wrong guess locks it at once …
    const fresh = await attempt('tina@example.com', 'Bot-new-1', '10.10.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ message: accountMessages.locked(15 * 60_000) });
    expect((await attempt('tina@example.com', GOOD_PASSWORD, '10.10.0.1')).statusCode).toBe(429);
    // … and the owner, from an address that did not fail, signs in.
    expect((await attempt('tina@example.com', GOOD_PASSWORD, OWNER_HOME)).statusCode).toBe(200);

    // Once per episode: more failures send nothing more.
    await attempt('tina@example.com', 'Bot-new-2', '10.10.0.2');
    await t.app.mailer.idle();
    expect(smtp.messages.slice(since).filter((m) => m.to.includes('tina@example.com'))).toHaveLength(1);

    const [listed] = (await listThrottledAccounts(t.handle.db, new Date(), ATTACK_RULE)).filter(
      (a) => a.email === 'tina@example.com',
    );
    expect(listed).toMatchObject({ failuresInWindow: LOGIN_ATTACK_FAILURES + 2 });
    expect(listed?.lockedSources).toBeGreaterThanOrEqual(20);
    expect(listed?.attackStartedAt).toBeInstanceOf(Date);
    expect(listed?.ownerAlertedAt).toBeInstanceOf(Date);

    // A window of 24 h later the episode is over: five tries per address again, and a new alert may go.
    await t.handle.db
      .update(loginAccountFailures)
      .set({ windowStartedAt: sql`now() - interval '24 hours 1 second'` })
      .where(eq(loginAccountFailures.email, 'tina@example.com'));
    expect((await attempt('tina@example.com', 'Bot-later-1', '10.11.0.1')).statusCode).toBe(401);
    const [episode] = await t.handle.db
      .select()
      .from(loginAccountFailures)
      .where(eq(loginAccountFailures.email, 'tina@example.com'));
    expect(episode).toMatchObject({ failures: 1, attackStartedAt: null, ownerAlertedAt: null });
  });

  it('an unknown e-mail crosses the ceiling alike and nobody is mailed', async () => {
    await t.handle.db.insert(loginAccountFailures).values({
      email: 'fantasma@example.com',
      failures: LOGIN_ATTACK_FAILURES - 1,
      windowStartedAt: new Date(),
      lastFailureAt: new Date(),
    });
    await t.handle.db.insert(loginAccountFailures).values({
      email: 'uma@example.com',
      failures: LOGIN_ATTACK_FAILURES - 1,
      windowStartedAt: new Date(),
      lastFailureAt: new Date(),
    });
    await createAccount(t.handle, { email: 'uma@example.com', name: 'Uma' });
    const since = smtp.messages.length;
    const known = [await attempt('uma@example.com', 'Bot-x-1', '10.12.0.1')];
    const unknown = [await attempt('fantasma@example.com', 'Bot-x-1', '10.12.0.2')];
    known.push(await attempt('uma@example.com', 'Bot-x-2', '10.12.0.3'));
    unknown.push(await attempt('fantasma@example.com', 'Bot-x-2', '10.12.0.4'));
    expect(known.map((r) => r.statusCode)).toEqual([401, 429]);
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
    await t.app.mailer.idle();
    expect(smtp.messages.slice(since).map((m) => m.to)).toEqual([['uma@example.com']]);
  });
});

describe('password reset and change', () => {
  it('a reset forgets every address of the account (the guessed password is gone)', async () => {
    await createAccount(t.handle, { email: 'vera@example.com', name: 'Vera' });
    for (let i = 1; i <= 5; i += 1) await attempt('vera@example.com', `Guess-${i}-x`, ATTACKER);
    const since = smtp.messages.length;
    const step1 = await t.app.inject({
      method: 'GET',
      url: '/api/service/updatepassword?userName=vera@example.com',
      remoteAddress: OWNER_HOME,
    });
    const requestId = step1.json<string>();
    const mail = await smtp.waitFor('vera@example.com', { since });
    const code = /^([0-9A-Z]{8})$/m.exec(mail.text)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/service/updatepassword',
      remoteAddress: OWNER_HOME,
      payload: { userId: requestId, secretToken: code, newPassword: OTHER_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      await t.handle.db.select().from(loginThrottles).where(eq(loginThrottles.email, 'vera@example.com')),
    ).toEqual([]);
  });

  it("a wrong current password counts for the session's address like a sign-in", async () => {
    await createAccount(t.handle, { email: 'wanda@example.com', name: 'Wanda' });
    const signIn = await attempt('wanda@example.com', GOOD_PASSWORD, ATTACKER);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const userId = signIn.json<{ userId: string }>().userId;
    const change = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/service/updatepassword',
        remoteAddress: ATTACKER,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
        payload: { userId, password, newPassword: OTHER_PASSWORD },
      });
    const codes = [];
    for (let i = 1; i <= 5; i += 1) codes.push((await change(`Guess-${i}-x`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const [pair] = await t.handle.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.email, 'wanda@example.com'), eq(loginThrottles.source, ATTACKER)));
    expect(pair?.lockedUntil).not.toBeNull();
    expect((await attempt('wanda@example.com', GOOD_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  });
});
