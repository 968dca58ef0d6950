import { describe, expect, it } from 'vitest';
import { translator } from '../messages/i18n/active';
import { loadAllLocales } from '../messages/i18n/all-locales';
import { LOCALES } from '../messages/i18n/locales';
import { paymentMethodMessages } from '../messages/payment-methods';
import { COUNTRY_CODES } from './countries';
import { PAYMENT_METHODS_OF } from './payment-methods';

const namesOf = (country: (typeof COUNTRY_CODES)[number]) =>
  PAYMENT_METHODS_OF[country].map((method) => paymentMethodMessages.names[method]);

describe('the ways to pay per country (ADR 0056)', () => {
  it('names MercadoPago’s methods of each site', () => {
    expect(namesOf('AR')).toEqual(['Tarjeta de crédito o débito', 'Dinero en cuenta de Mercado Pago']);
    expect(namesOf('MX')).toEqual(['Tarjeta de crédito o débito', 'OXXO (efectivo)', 'SPEI (transferencia)']);
    expect(namesOf('BR')).toEqual(['Tarjeta de crédito o débito', 'Pix', 'Boleto bancario']);
  });

  it('has a name of every method in every locale', () => {
    loadAllLocales();
    for (const locale of LOCALES)
      for (const country of COUNTRY_CODES)
        for (const method of PAYMENT_METHODS_OF[country]) {
          const id = `paymentMethods.${method}`;
          expect(translator(locale)._(id), `${locale} ${id}`).not.toBe(id);
        }
    expect(translator('pt-BR')._('paymentMethods.card')).toBe('Cartão de crédito ou débito');
  });
});
