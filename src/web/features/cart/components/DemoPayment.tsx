/**
 * Payment with the demo (`manual`) provider: a card form (react-hook-form; the number is prefilled
 * with the approving test card and checked with Luhn, the expiry must not be past, a 3–4 digit CVC).
 * "Pagar $ total" creates the order (checkout with the attempt's idempotency key) and pays it with
 * the card's last 4 digits (`demo-pay`). Paid: on to the order page. Declined: the Spanish message,
 * the cart as it was, and a new key for the next attempt. A network failure keeps the key, so trying
 * again answers the same order instead of making a second one.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Cart } from '../../../../shared/contract/cart';
import type { Order } from '../../../../shared/contract/orders';
import { checkoutMessages as m, commerceMessages } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { formatMoney } from '../../../lib/format';
import { FormNotice, InputField } from '../../auth/components/Field';
import { refreshAfterPayment, useCheckout, useDemoPay, useMemberId } from '../api';
import {
  DEMO_APPROVE_CARD,
  demoCardSchema,
  groupCardNumber,
  type DemoCardInput,
  type DemoCardOutput,
} from '../card';
import { CheckoutAttempt } from '../checkout-attempt';

/** The demo card form and its payment. */
export function DemoPayment({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = useMemberId();
  const checkout = useCheckout();
  const pay = useDemoPay();
  const [attempt] = useState(() => new CheckoutAttempt());
  const [schema] = useState(() => demoCardSchema());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DemoCardInput, unknown, DemoCardOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { number: DEMO_APPROVE_CARD, expiry: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || checkout.isPending || pay.isPending;

  const settle = (order: Order) => {
    attempt.finish();
    if (order.status === 'paid') {
      toast({ kind: 'success', text: m.paid });
      void navigate(`/orders/${encodeURIComponent(order._id)}`, { state: { paid: true } });
    } else setFailure(order.status === 'failed' ? commerceMessages.paymentDeclined : m.payFailed);
    // After the move: the emptied cart must not flash the empty state on this screen.
    void refreshAfterPayment(queryClient, userId);
  };

  const onSubmit = form.handleSubmit(async ({ cardLast4 }) => {
    const key = attempt.begin();
    if (key === null) return;
    setFailure(null);
    try {
      const { order, payment } = await checkout.mutateAsync(key);
      if (order.status !== 'pending') settle(order);
      else if (payment && payment.provider !== 'manual') {
        attempt.finish();
        setFailure(commerceMessages.providerMismatch);
      } else settle(await pay.mutateAsync({ orderId: order._id, cardLast4 }));
    } catch (error) {
      attempt.failed(error);
      setFailure(error instanceof Error ? error.message : m.payFailed);
    } finally {
      attempt.end();
    }
  });

  const number = form.register('number', {
    onChange: (event: { target: HTMLInputElement }) => {
      const grouped = groupCardNumber(event.target.value);
      if (grouped !== event.target.value) form.setValue('number', grouped);
    },
  });

  return (
    <section className="checkout-card" aria-labelledby="checkout-card-title">
      <h2 id="checkout-card-title">{m.card}</h2>
      <form className="card-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <InputField
          label={m.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          hint={m.cardNumberHint}
          error={errors.number?.message}
          {...number}
        />
        <div className="card-form__row">
          <InputField
            label={m.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            hint={m.expiryHint}
            error={errors.expiry?.message}
            {...form.register('expiry')}
          />
          <InputField
            label={m.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            hint={m.cvcHint}
            error={errors.cvc?.message}
            {...form.register('cvc')}
          />
        </div>
        <p className="field__hint">{m.onlyLast4}</p>
        {failure && (
          <FormNotice kind="error">
            <p data-testid="payment-failure">{failure}</p>
          </FormNotice>
        )}
        <button type="submit" className="button card-form__submit" disabled={pending || cart.needsReview}>
          {pending ? m.paying : m.pay(formatMoney(cart.total))}
        </button>
      </form>
    </section>
  );
}
