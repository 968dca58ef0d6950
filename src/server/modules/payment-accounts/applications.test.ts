import { describe, expect, it } from 'vitest';
import { paymentAccountMessages } from '../../../shared/messages/payment-accounts';
import { applicationOf, oauthApplications } from './applications';

const AR = { clientId: 'ar-id', clientSecret: 'ar-secret', authUrl: 'https://auth.mercadopago.com.ar' };
const MX = { clientId: 'mx-id', clientSecret: 'mx-secret', authUrl: 'https://auth.mercadopago.com.mx' };
const NONE = { clientId: undefined, clientSecret: undefined, authUrl: 'https://auth.mercadopago.com.br' };

describe('MercadoPago OAuth applications per country (ADR 0056)', () => {
  it('keeps Argentina’s old variables and adds the countries given in full, each at its host', () => {
    expect(oauthApplications(AR)).toEqual({ AR });
    expect(oauthApplications({ ...AR, applications: { MX, BR: NONE } })).toEqual({ AR, MX });
    // Argentina's is not required: a platform may connect Mexican partners only.
    expect(oauthApplications({ ...NONE, applications: { MX } })).toEqual({ MX });
    expect(oauthApplications(NONE)).toEqual({});
  });

  it('refuses half a pair, naming the missing variable', () => {
    expect(() => oauthApplications({ ...AR, clientSecret: undefined })).toThrow(
      "Invalid configuration: MercadoPago's OAuth application of AR needs MERCADOPAGO_CLIENT_SECRET",
    );
    expect(() => oauthApplications({ ...AR, applications: { BR: { ...NONE, clientSecret: 'x' } } })).toThrow(
      /needs MERCADOPAGO_BR_CLIENT_ID$/,
    );
    expect(() =>
      oauthApplications({ ...AR, applications: { MX: { ...MX, clientSecret: undefined } } }),
    ).toThrow(/needs MERCADOPAGO_MX_CLIENT_SECRET$/);
  });

  it('answers a country without an application with its Spanish 409', () => {
    expect(applicationOf({ AR, MX }, 'MX')).toBe(MX);
    expect(() => applicationOf({ AR }, 'BR')).toThrow(paymentAccountMessages.connectUnavailableIn('BR'));
  });
});
