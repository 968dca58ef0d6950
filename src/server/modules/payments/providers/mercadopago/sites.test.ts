import { describe, expect, it } from 'vitest';
import { countryOfSite, isMpSite, mercadoPagoSites, siteOfCurrency } from './sites';

describe('MercadoPago sites (ADR 0056)', () => {
  it('pays each currency through its country’s site', () => {
    expect([siteOfCurrency('ARS'), siteOfCurrency('MXN'), siteOfCurrency('BRL')]).toEqual([
      'MLA',
      'MLM',
      'MLB',
    ]);
    expect([countryOfSite('MLA'), countryOfSite('MLM'), countryOfSite('MLB')]).toEqual(['AR', 'MX', 'BR']);
    expect(countryOfSite('MLC')).toBeNull();
    expect(isMpSite('MLB')).toBe(true);
    expect(isMpSite('mlb')).toBe(false);
  });

  it('keeps Argentina’s old variables, adds the countries given in full, and refuses halves', () => {
    const ar = { accessToken: 'APP_USR-ar', webhookSecret: 'war' };
    expect(mercadoPagoSites(ar)).toEqual({ AR: ar });
    const mx = { accessToken: 'APP_USR-mx', webhookSecret: 'wmx' };
    expect(
      mercadoPagoSites({
        ...ar,
        countries: { MX: mx, BR: { accessToken: undefined, webhookSecret: undefined } },
      }),
    ).toEqual({
      AR: ar,
      MX: mx,
    });
    expect(() => mercadoPagoSites({ accessToken: 'APP_USR-ar', webhookSecret: undefined })).toThrow(
      'Invalid configuration: PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_WEBHOOK_SECRET',
    );
    expect(() =>
      mercadoPagoSites({ accessToken: undefined, webhookSecret: undefined, countries: { MX: mx } }),
    ).toThrow(/MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET/);
    expect(() =>
      mercadoPagoSites({ ...ar, countries: { BR: { accessToken: 'x', webhookSecret: undefined } } }),
    ).toThrow(/MERCADOPAGO_BR_WEBHOOK_SECRET/);
  });
});
