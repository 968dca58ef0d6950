// Two-factor sign-in for administrators (ADR 0019; RFC 6238 TOTP, RFC 4226 HOTP; OWASP ASVS 2.8, 2.6,
// 3.7.1): the login answer says `setup` or `verify`; before the second factor every administrator
// privilege answers 403 SECOND_FACTOR_REQUIRED; set-up by a secret and its otpauth:// URI, confirmed by a
// first right code, which answers ten distinct single-use recovery codes (stored hashed); a wrong code, a
// code used before (the same RFC 6238 time step) and a spent recovery code are 401; two requests with one
// code admit one; wrong codes are throttled per account (429); payouts and locks need the factor verified
// within the last 5 minutes (403 REAUTHENTICATION_REQUIRED), and accept it again after a verify. Codes are
// computed with otpauth from the secret the set-up answers, as an authenticator app would.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MfaConfirmResponse,
  MfaSetupResponse,
  MfaStatusResponse,
  MfaVerifyResponse,
} from '../../../src/shared/contract/admin-mfa';
import { ADMIN_REAUTH_WINDOW_MS } from '../../../src/shared/constants/admin';
import { MFA_MAX_FAILURES, RECOVERY_CODE_COUNT } from '../../../src/shared/constants/mfa';
import { adminMessages, mfaMessages } from '../../../src/shared/messages';
import {
  Client,
  login,
  passSecondFactor,
  sessionFor,
  totpCode,
  type SecondFactorKit,
} from '../account/helpers';
import { insertPaidSale } from '../helpers/sales';
import { GYM_A, rowsOf } from '../commerce/helpers';
import {
  ADMIN,
  buildAdminApp,
  countOf,
  expectError,
  signInAgain,
  signInNewAdmin,
  type AdminTestApp,
  type PendingAdmin,
} from './helpers';

const CBU = '2850590940090418135201';
const STEP_MS = 30_000;

let t: AdminTestApp;
let partner: Client;

beforeAll(async () => {
  t = await buildAdminApp();
  partner = await sessionFor(t, t.partnerA);
  await t.handle.db.execute(sql`update partners set cbu = ${CBU} where user_id = ${t.partnerA}::uuid`);
  await insertPaidSale(t.handle, { gymId: GYM_A, partnerId: t.partnerA, gross: '10000.00' });
});
afterAll(async () => {
  await t?.close();
});

/** The RFC 6238 time step of the last code the account's authenticator accepted (null: none). */
const lastStepOf = async (userId: string): Promise<number | null> => {
  const [row] = await rowsOf<{ last_step: string | number | null }>(
    t,
    sql`select last_step from totp_authenticators where user_id = ${userId}::uuid`,
  );
  return row?.last_step === null || row?.last_step === undefined ? null : Number(row.last_step);
};

/**
 * A right code not used yet: the code of the step after the last one accepted, which the server accepts
 * while it is at most one step ahead of now (RFC 6238 §5.2 window); otherwise the code of now.
 */
const freshCode = async (secret: string, userId: string): Promise<string> => {
  const now = Math.floor(Date.now() / STEP_MS);
  const last = (await lastStepOf(userId)) ?? -Infinity;
  const step = Math.max(now, last + 1);
  if (step > now + 1) throw new Error('no fresh code until the next step');
  return totpCode(secret, step * STEP_MS);
};

/** Sets the admin up through the API: setup, confirm with the code of now. */
const setUp = async (admin: PendingAdmin): Promise<{ secret: string; confirmed: MfaConfirmResponse }> => {
  const setup = await admin.client.post(ADMIN.mfaSetup);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<MfaSetupResponse>();
  const confirm = await admin.client.post(ADMIN.mfaConfirm, { code: totpCode(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, confirmed: confirm.json<MfaConfirmResponse>() };
};

const lockBody = () => ({ email: `banned-${randomUUID()}@example.com`, reason: 'Fraude con tarjetas' });
const payout = (client: Client) =>
  client.post(
    ADMIN.payouts,
    {
      partnerId: t.partnerA,
      amount: { $numberDecimal: '1.00' },
      paidAt: '2026-11-20',
      reference: `TRF-${randomUUID().slice(0, 8)}`,
    },
    { 'idempotency-key': `payout-${randomUUID()}` },
  );

describe('who may call the second-factor routes', () => {
  it('visitors get 401 (before validation), members and partners 403, bad input 400 for everyone', async () => {
    const visitor = new Client(t.app);
    expectError(await visitor.get(ADMIN.mfa), 401, 'UNAUTHORIZED');
    expectError(await visitor.post(ADMIN.mfaSetup), 401, 'UNAUTHORIZED');
    expectError(await visitor.post(ADMIN.mfaConfirm, { code: 'x' }), 401, 'UNAUTHORIZED');
    expectError(await visitor.post(ADMIN.mfaVerify, {}), 401, 'UNAUTHORIZED');
    for (const client of [t.member, partner]) {
      for (const res of [
        await client.get(ADMIN.mfa),
        await client.post(ADMIN.mfaSetup),
        await client.post(ADMIN.mfaConfirm, { code: '123456' }),
        await client.post(ADMIN.mfaVerify, { code: '123456' }),
        await client.post(ADMIN.mfaVerify, { recoveryCode: 'ABCD-EFGH' }),
      ]) {
        expectError(res, 403, 'FORBIDDEN');
        expect(res.json<{ message: string }>().message).toBe(adminMessages.adminsOnly);
      }
      expectError(await client.post(ADMIN.mfaConfirm, { code: '12345' }), 400, 'VALIDATION');
      expectError(await client.post(ADMIN.mfaVerify, {}), 400, 'VALIDATION');
    }
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from totp_authenticators where user_id <> ${t.adminId}::uuid`,
      ),
    ).toBe(0);
  });

  it('the login answer carries secondFactor for administrators only', async () => {
    const admin = await signInNewAdmin(t);
    expect(admin.answer).toMatchObject({ type: 'admin', secondFactor: 'setup' });
    const member = await login(new Client(t.app), t.memberEmail);
    // The member fixture has the default password of createAccount.
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json()).not.toHaveProperty('secondFactor');
  });
});

describe('before the second factor', () => {
  it('every administrator privilege answers 403 SECOND_FACTOR_REQUIRED; the own profile and the mfa calls work', async () => {
    const admin = await signInNewAdmin(t);
    const refused = [
      await admin.client.get(ADMIN.allusers),
      await admin.client.get(ADMIN.locks),
      await admin.client.post(ADMIN.locks, lockBody()),
      await payout(admin.client),
      await admin.client.get(ADMIN.marketing),
      await admin.client.get(`/api/user/profile/${t.memberId}`),
      await admin.client.get(`/api/partner/sales/allsales/${t.partnerA}`),
      await admin.client.get(`/api/partner/clients/${t.partnerA}`),
      await admin.client.get(`/api/partner/profile/${t.partnerA}`),
      await admin.client.get(`/api/partner/gyms/mygyms/${t.partnerA}`),
      await admin.client.get(`/api/partner/subscription/${t.partnerA}`),
    ];
    for (const res of refused) {
      expectError(res, 403, 'SECOND_FACTOR_REQUIRED');
      expect(res.json<{ message: string }>().message).toBe(mfaMessages.secondFactorRequired);
    }
    expect((await admin.client.get(`/api/user/profile/${admin.id}`)).statusCode).toBe(200);
    const status = await admin.client.get(ADMIN.mfa);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<MfaStatusResponse>()).toEqual({
      configured: false,
      verifiedAt: null,
      recoveryCodesLeft: 0,
    });
    expectError(await admin.client.post(ADMIN.mfaVerify, { code: '123456' }), 409, 'CONFLICT');
    expectError(await admin.client.post(ADMIN.mfaConfirm, { code: '123456' }), 409, 'CONFLICT');
    expect(await countOf(t, sql`select count(*)::int as n from locked_emails`)).toBe(0);
  });
});

describe('set-up, sign-in again, codes', () => {
  let admin: PendingAdmin;
  let secret = '';
  let recoveryCodes: string[] = [];

  it('set-up answers a base32 secret and its otpauth:// URI; starting again replaces an unconfirmed one', async () => {
    admin = await signInNewAdmin(t);
    const first = await admin.client.post(ADMIN.mfaSetup);
    expect(first.statusCode, first.body).toBe(200);
    const old = first.json<MfaSetupResponse>();
    expect(old.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(old.otpauthUri);
    expect(old.otpauthUri.startsWith(`otpauth://totp/BuscaGym:${encodeURIComponent(admin.email)}?`)).toBe(
      true,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: old.secret,
      issuer: 'BuscaGym',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const again = await admin.client.post(ADMIN.mfaSetup);
    expect(again.statusCode).toBe(200);
    secret = again.json<MfaSetupResponse>().secret;
    expect(secret).not.toBe(old.secret);
    // The replaced secret's code is a wrong code now.
    expectError(
      await admin.client.post(ADMIN.mfaConfirm, { code: totpCode(old.secret) }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('confirm: malformed 400, wrong 401, right 200 with ten distinct codes stored hashed; then 409s', async () => {
    const malformed = await admin.client.post(ADMIN.mfaConfirm, { code: '12a456' });
    expectError(malformed, 400, 'VALIDATION');
    expect(malformed.json<{ message: string }>().message).toBe(mfaMessages.codeFormat);
    const right = totpCode(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await admin.client.post(ADMIN.mfaConfirm, { code: wrong });
    expectError(refused, 401, 'UNAUTHORIZED');
    expect(refused.json<{ message: string }>().message).toBe(mfaMessages.wrongCode);
    expectError(await admin.client.get(ADMIN.allusers), 403, 'SECOND_FACTOR_REQUIRED');

    // The space authenticator apps show in the middle is fine.
    const res = await admin.client.post(ADMIN.mfaConfirm, { code: `${right.slice(0, 3)} ${right.slice(3)}` });
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json<MfaConfirmResponse>();
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Date.now() - Date.parse(confirmed.verifiedAt)).toBeLessThan(60_000);

    const stored = await rowsOf<{ code_hash: string; used_at: string | null }>(
      t,
      sql`select code_hash, used_at from totp_recovery_codes where user_id = ${admin.id}::uuid`,
    );
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.used_at).toBeNull();
      expect(recoveryCodes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    }

    expect((await admin.client.get(ADMIN.allusers)).statusCode).toBe(200);
    expect((await admin.client.get(ADMIN.mfa)).json<MfaStatusResponse>()).toEqual({
      configured: true,
      verifiedAt: confirmed.verifiedAt,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expectError(await admin.client.post(ADMIN.mfaSetup), 409, 'CONFLICT');
    expectError(await admin.client.post(ADMIN.mfaConfirm, { code: totpCode(secret) }), 409, 'CONFLICT');
  });

  it('sign out, sign in: verify; wrong code 401; the code used before 401; a new one 200, and only once', async () => {
    const usedAtConfirm = await lastStepOf(admin.id);
    expect((await admin.client.post('/api/service/logout')).statusCode).toBe(200);
    const again = await signInAgain(t, admin.email);
    expect(again.answer).toMatchObject({ type: 'admin', secondFactor: 'verify' });
    const c = again.client;
    expectError(await c.get(ADMIN.allusers), 403, 'SECOND_FACTOR_REQUIRED');
    expect((await c.get(ADMIN.mfa)).json<MfaStatusResponse>()).toMatchObject({
      configured: true,
      verifiedAt: null,
    });

    const right = await freshCode(secret, admin.id);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await c.post(ADMIN.mfaVerify, { code: wrong });
    expectError(refused, 401, 'UNAUTHORIZED');
    expect(refused.json<{ message: string }>().message).toBe(mfaMessages.wrongCode);

    // The code accepted at confirm (its time step is not after the last accepted one): RFC 6238 §5.2.
    const reused = await c.post(ADMIN.mfaVerify, { code: totpCode(secret, (usedAtConfirm ?? 0) * STEP_MS) });
    expectError(reused, 401, 'UNAUTHORIZED');
    expect(reused.json<{ message: string }>().message).toBe(mfaMessages.reusedCode);
    expectError(await c.get(ADMIN.allusers), 403, 'SECOND_FACTOR_REQUIRED');

    const ok = await c.post(ADMIN.mfaVerify, { code: right });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MfaVerifyResponse>()).toEqual({
      verifiedAt: expect.stringMatching(/Z$/),
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await c.get(ADMIN.allusers)).statusCode).toBe(200);

    // The same code again, from another new session: refused.
    const third = await signInAgain(t, admin.email);
    const twice = await third.client.post(ADMIN.mfaVerify, { code: right });
    expectError(twice, 401, 'UNAUTHORIZED');
    expect(twice.json<{ message: string }>().message).toBe(mfaMessages.reusedCode);
  });

  it('a recovery code works once; codes left count down; case, dash and look-alikes do not matter', async () => {
    const [first = '', second = ''] = recoveryCodes;
    const a = await signInAgain(t, admin.email);
    const ok = await a.client.post(ADMIN.mfaVerify, { recoveryCode: first });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MfaVerifyResponse>().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await a.client.get(ADMIN.allusers)).statusCode).toBe(200);
    expect((await a.client.get(ADMIN.mfa)).json<MfaStatusResponse>().recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 1,
    );

    const b = await signInAgain(t, admin.email);
    const spent = await b.client.post(ADMIN.mfaVerify, { recoveryCode: first });
    expectError(spent, 401, 'UNAUTHORIZED');
    expect(spent.json<{ message: string }>().message).toBe(mfaMessages.wrongRecoveryCode);
    expectError(await b.client.post(ADMIN.mfaVerify, { recoveryCode: 'ZZZZ-ZZZZ' }), 401, 'UNAUTHORIZED');
    expectError(await b.client.get(ADMIN.allusers), 403, 'SECOND_FACTOR_REQUIRED');

    const typed = second.replace('-', ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const other = await b.client.post(ADMIN.mfaVerify, { recoveryCode: typed });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<MfaVerifyResponse>().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from totp_recovery_codes where user_id = ${admin.id}::uuid and used_at is not null`,
      ),
    ).toBe(2);
  });
});

describe('re-authentication before payouts and locks', () => {
  it(`refused with REAUTHENTICATION_REQUIRED once ${ADMIN_REAUTH_WINDOW_MS / 60_000} minutes have passed; accepted after verify`, async () => {
    const admin = await sessionFor(t, t.adminId);
    const locked = lockBody();
    const moveBack = (ms: number) =>
      t.handle.db.execute(
        sql`update sessions set second_factor_at = second_factor_at - ${`${ms} milliseconds`}::interval
            where user_id = ${t.adminId}::uuid`,
      );
    // Just inside the window: accepted.
    await moveBack(ADMIN_REAUTH_WINDOW_MS - 30_000);
    expect((await admin.post(ADMIN.locks, locked)).statusCode).toBe(201);

    await moveBack(60_000);
    const lockAgain = lockBody();
    for (const res of [
      await admin.post(ADMIN.locks, lockAgain),
      await admin.delete(ADMIN.unlock(locked.email)),
      await payout(admin),
    ]) {
      expectError(res, 403, 'REAUTHENTICATION_REQUIRED');
      expect(res.json<{ message: string }>().message).toBe(mfaMessages.reauthenticationRequired);
    }
    // Other administration calls still answer: only payouts and locks ask again.
    expect((await admin.get(ADMIN.allusers)).statusCode).toBe(200);
    expect((await admin.get(ADMIN.mfa)).json<MfaStatusResponse>().verifiedAt).not.toBeNull();
    // Refusals wrote nothing.
    expect(
      await countOf(t, sql`select count(*)::int as n from locked_emails where email = ${lockAgain.email}`),
    ).toBe(0);
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(0);

    // Verify again (the web asks for a code and retries): accepted.
    await passSecondFactor(admin, t.adminId);
    expect((await admin.post(ADMIN.locks, lockAgain)).statusCode).toBe(201);
    expect((await admin.delete(ADMIN.unlock(locked.email))).statusCode).toBe(200);
    const paid = await payout(admin);
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

describe('races and throttling', () => {
  it('two concurrent verifies of one code admit one; two of one recovery code, one', async () => {
    const admin = await signInNewAdmin(t);
    const { secret, confirmed } = await setUp(admin);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => signInAgain(t, admin.email)));
    const code = await freshCode(secret, admin.id);
    const byCode = await Promise.all([a, b].map((s) => s!.client.post(ADMIN.mfaVerify, { code })));
    expect(byCode.map((r) => r.statusCode).sort()).toEqual([200, 401]);

    const recoveryCode = confirmed.recoveryCodes[0];
    const byRecovery = await Promise.all(
      [c, d].map((s) => s!.client.post(ADMIN.mfaVerify, { recoveryCode })),
    );
    expect(byRecovery.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from totp_recovery_codes where user_id = ${admin.id}::uuid and used_at is not null`,
      ),
    ).toBe(1);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from sessions where user_id = ${admin.id}::uuid and second_factor_at is not null`,
      ),
    ).toBe(3);
  });

  it(`after ${MFA_MAX_FAILURES} wrong codes, 429 even for a right code or a recovery code; the status still answers`, async () => {
    const admin = await signInNewAdmin(t);
    const { secret, confirmed } = await setUp(admin);
    const kit: SecondFactorKit = { secret, recoveryCodes: confirmed.recoveryCodes };
    const { client } = await signInAgain(t, admin.email);
    const wrong = String((Number(totpCode(secret)) + 333_333) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < MFA_MAX_FAILURES; i += 1)
      expectError(await client.post(ADMIN.mfaVerify, { code: wrong }), 401, 'UNAUTHORIZED');
    const limit = await client.post(ADMIN.mfaVerify, { recoveryCode: 'ZZZZ-ZZZZ' });
    expectError(limit, 429, 'TOO_MANY_REQUESTS');
    expect(limit.json<{ message: string }>().message).toBe(mfaMessages.tooManyCodes(15 * 60_000));
    expectError(
      await client.post(ADMIN.mfaVerify, { code: await freshCode(secret, admin.id) }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expectError(
      await client.post(ADMIN.mfaVerify, { recoveryCode: kit.recoveryCodes[0] }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expectError(await client.get(ADMIN.allusers), 403, 'SECOND_FACTOR_REQUIRED');
    expect((await client.get(ADMIN.mfa)).statusCode).toBe(200);
    // The throttle is per account, whatever the session: another sign-in is refused codes too.
    const other = await signInAgain(t, admin.email);
    expectError(
      await other.client.post(ADMIN.mfaVerify, { recoveryCode: kit.recoveryCodes[1] }),
      429,
      'TOO_MANY_REQUESTS',
    );
    // Nothing was spent while refused.
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from totp_recovery_codes where user_id = ${admin.id}::uuid and used_at is not null`,
      ),
    ).toBe(0);

    // Once the lock is over (moved back in the database rather than waited for), a right code works.
    await t.handle.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second',
            last_failure_at = now() - interval '16 minutes'
          where email = ${admin.email} and source = 'second-factor'`,
    );
    const ok = await client.post(ADMIN.mfaVerify, { recoveryCode: kit.recoveryCodes[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      await countOf(t, sql`select count(*)::int as n from login_throttles where email = ${admin.email}`),
    ).toBe(0);
  });
});
