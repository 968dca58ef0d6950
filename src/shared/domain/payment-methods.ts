/**
 * The ways to pay that MercadoPago's checkout offers in each country (ADR 0056), as data beside the
 * country's site (`mercadoPagoSite`, ./countries): the checkout names them for the cart's country, and
 * the demo provider, which pays for any of them, shows the same names. Their names are in the messages
 * room (`paymentMethodMessages.names`).
 *
 * Source: MercadoPago developers, "Medios de pago" of each site's Checkout Pro and the site's
 * `GET /v1/payment_methods` (https://www.mercadopago.com.ar/developers/es/docs/checkout-pro/payment-methods,
 * https://www.mercadopago.com.mx/developers/es/docs/checkout-pro/payment-methods,
 * https://www.mercadopago.com.br/developers/pt/docs/checkout-pro/payment-methods). MercadoPago's ids:
 * `card` is the `credit_card` and `debit_card` payment types, `accountMoney` the `account_money` method,
 * `oxxo` the `oxxo` ticket, `spei` the `clabe` bank transfer, `pix` the `pix` bank transfer and `boleto`
 * the `bolbradesco` ticket.
 * @module
 */
import type { CountryCode } from './countries';

/** A way to pay, by BuscaGym's name of it. */
export type PaymentMethod = 'card' | 'accountMoney' | 'oxxo' | 'spei' | 'pix' | 'boleto';

/** The ways to pay of each country, in the order the checkout lists them (the most used first). */
export const PAYMENT_METHODS_OF: Readonly<Record<CountryCode, readonly PaymentMethod[]>> = {
  AR: ['card', 'accountMoney'],
  MX: ['card', 'oxxo', 'spei'],
  BR: ['card', 'pix', 'boleto'],
};
