import { describe, expect, it } from 'vitest';
import { savedCardIntentSchema, savedCardOf } from './saved-card';

const intent = (fields: Record<string, unknown>) =>
  savedCardIntentSchema.parse({ id: 'pi_1', object: 'payment_intent', status: 'succeeded', ...fields });

describe('savedCardOf (the card an earlier PaymentIntent kept)', () => {
  it('reads ids, and expanded objects (https://docs.stripe.com/expand)', () => {
    expect(savedCardOf(intent({ customer: 'cus_1', payment_method: 'pm_1' }))).toEqual({
      customer: 'cus_1',
      paymentMethod: 'pm_1',
    });
    expect(
      savedCardOf(
        intent({ customer: { id: 'cus_2', object: 'customer' }, payment_method: { id: 'pm_2', card: {} } }),
      ),
    ).toEqual({ customer: 'cus_2', paymentMethod: 'pm_2' });
  });

  it('is null without a Customer, a PaymentMethod, or a success, or when the Customer was deleted', () => {
    expect(savedCardOf(intent({ customer: null, payment_method: 'pm_1' }))).toBeNull();
    expect(savedCardOf(intent({ customer: 'cus_1' }))).toBeNull();
    expect(
      savedCardOf(intent({ status: 'requires_payment_method', customer: 'cus_1', payment_method: 'pm_1' })),
    ).toBeNull();
    expect(
      savedCardOf(intent({ customer: { id: 'cus_1', deleted: true }, payment_method: 'pm_1' })),
    ).toBeNull();
  });
});
