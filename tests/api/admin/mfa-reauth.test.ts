// The administrators' second factor under pressure (ADR 0019; RFC 6238; OWASP ASVS 3.7.1): payouts and
// locks need the factor verified within the last 5 minutes (403 REAUTHENTICATION_REQUIRED) and accept
// it again after a verify; two requests with one code admit one; wrong codes are throttled per account
// (429).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MfaStatusResponse } from '../../../src/shared/contract/admin-mfa';
import { ADMIN_REAUTH_WINDOW_MS } from '../../../src/shared/constants/admin';
import { MFA_MAX_FAILURES } from '../../../src/shared/constants/mfa';
import { mfaMessages } from '../../../src/shared/messages';
import { passSecondFactor, sessionFor, totpCode, type SecondFactorKit } from '../account/helpers';
import { ADMIN, countOf, expectError, signInAgain, signInNewAdmin } from './helpers';
import { freshCode, lockBody, payout, setUp, t, useMfaApp } from './mfa-fixture';

useMfaApp();

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
