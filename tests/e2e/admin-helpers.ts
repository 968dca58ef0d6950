/**
 * Helpers of the administration e2e test: the administrator's second factor computed from the secret
 * the set-up screen shows (RFC 6238, with the `otpauth` library the server uses), and a partner's bank
 * data set through the partner API. The administrator itself: ./admin-account.ts.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext } from '@playwright/test';
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../src/shared/constants/mfa';
import { GOOD_CBU, GOOD_CUIL } from './partners-helpers';

export { E2E_ADMIN } from './admin-account';

/** The code an authenticator app shows now for `secret` (base32). */
export function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate();
}

/** Gives the partner of `partner` (its API session) a CBU and a CUIT, as the profile form would. */
export async function setBankData(
  partner: APIRequestContext,
  account: { name: string },
  partnerId: string,
): Promise<void> {
  const saved = await partner.put(`/api/partner/profile/edit/${partnerId}`, {
    data: {
      id: partnerId,
      name: account.name,
      lastName: '',
      email: '',
      phone: '',
      cbu: GOOD_CBU,
      cuil: GOOD_CUIL,
      socialNetworks: {},
    },
  });
  expect(saved.status()).toBe(200);
}
