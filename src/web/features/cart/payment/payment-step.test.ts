import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '../../../../shared/contract/orders';
import { checkoutMessages, commerceMessages } from '../../../../shared/messages';
import { orderFixture } from '../../../lib/test-fixtures';
import { paymentStep, unpaidMessage } from './payment-step';

const order = (status: Order['status'], kind: Order['kind'] = 'cart'): Order =>
  orderFixture({ status, kind, plan: kind === 'plan' ? { code: 'standar', name: 'Standar' } : null });
const stripe = { provider: 'stripe', clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' } as const;
const answer = (o: Order, payment: CheckoutResponse['payment']): CheckoutResponse => ({ order: o, payment });

describe('paymentStep', () => {
  it('shows an order that is no longer pending as it is, whatever the provider', () => {
    for (const status of ['paid', 'failed', 'cancelled'] as const) {
      const settled = order(status, 'plan');
      expect(paymentStep(answer(settled, null), 'manual')).toEqual({ kind: 'settled', order: settled });
      expect(paymentStep(answer(settled, null), 'stripe')).toEqual({ kind: 'settled', order: settled });
    }
  });

  it('pays a pending order with the demo card in demo mode', () => {
    const pending = order('pending');
    expect(paymentStep(answer(pending, { provider: 'manual' }), 'manual')).toEqual({
      kind: 'demo',
      order: pending,
    });
  });

  it("opens Stripe's Payment Element for a pending order started with Stripe", () => {
    const pending = order('pending', 'plan');
    expect(paymentStep(answer(pending, stripe), 'stripe')).toEqual({
      kind: 'stripe',
      order: pending,
      clientSecret: 'pi_1_secret_2',
      publishableKey: 'pk_test_1',
    });
  });

  it('refuses a pending order the server started with the other provider', () => {
    expect(paymentStep(answer(order('pending'), stripe), 'manual')).toEqual({ kind: 'mismatch' });
    expect(paymentStep(answer(order('pending'), { provider: 'manual' }), 'stripe')).toEqual({
      kind: 'mismatch',
    });
  });
});

describe('unpaidMessage', () => {
  it('says nothing of a paid order', () => {
    expect(unpaidMessage(order('paid'))).toBeNull();
  });

  it("names a declined card with the caller's message, or the cart's by default", () => {
    expect(unpaidMessage(order('failed'))).toBe(commerceMessages.paymentDeclined);
    expect(unpaidMessage(order('failed'), 'Tu plan sigue igual.')).toBe('Tu plan sigue igual.');
  });

  it('gives the generic failure for any other verdict', () => {
    expect(unpaidMessage(order('cancelled'))).toBe(checkoutMessages.payFailed);
  });
});

describe('paymentStep with MercadoPago', () => {
  it("sends a pending order started with MercadoPago to MercadoPago's checkout, and refuses a mix", () => {
    const pending = order('pending');
    const mp = {
      provider: 'mercadopago',
      redirectUrl: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=1-2',
    } as const;
    expect(paymentStep(answer(pending, mp), 'mercadopago')).toEqual({
      kind: 'redirect',
      order: pending,
      url: mp.redirectUrl,
    });
    expect(paymentStep(answer(pending, stripe), 'mercadopago')).toEqual({ kind: 'mismatch' });
    expect(paymentStep(answer(pending, mp), 'stripe')).toEqual({ kind: 'mismatch' });
    expect(paymentStep(answer(pending, mp), 'manual')).toEqual({ kind: 'mismatch' });
  });
});
