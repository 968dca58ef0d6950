// Two-factor sign-in for administrators (ADR 0019; RFC 6238 TOTP, RFC 4226 HOTP; OWASP ASVS 2.8, 2.6):
// the login answer says `setup` or `verify`; before the second factor every administrator privilege
// answers 403 SECOND_FACTOR_REQUIRED; set-up by a secret and its otpauth:// URI, confirmed by a first
// right code, which answers ten distinct single-use recovery codes (stored hashed); a wrong code, a code
// used before (the same RFC 6238 time step) and a spent recovery code are 401. Codes are computed with
// otpauth from the secret the set-up answers, as an authenticator app would. Re-authentication, races
// and throttling: mfa-reauth.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  MfaConfirmResponse,
  MfaSetupResponse,
  MfaStatusResponse,
  MfaVerifyResponse,
} from '../../../src/shared/contract/admin-mfa';
import { RECOVERY_CODE_COUNT } from '../../../src/shared/constants/mfa';
import { adminMessages, mfaMessages } from '../../../src/shared/messages';
import { Client, login, totpCode } from '../account/helpers';
import { rowsOf } from '../commerce/helpers';
import { ADMIN, countOf, expectError, signInAgain, signInNewAdmin, type PendingAdmin } from './helpers';
import { freshCode, lastStepOf, lockBody, partner, payout, STEP_MS, t, useMfaApp } from './mfa-fixture';

useMfaApp();

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
