/**
 * Payment with the demo (`manual`) provider: a card form (react-hook-form; empty, with a "Usar tarjeta de
 * prueba" button that fills the approving test card; the number is grouped in fours and the expiry gets
 * its slash as the member types; Luhn-checked number, an expiry not past, a 3–4 digit CVC).
 * "Pagar $ total" makes the order (the caller's checkout with the attempt's idempotency key) and pays
 * it with the card's last 4 digits (`demo-pay`). Paid: the caller's `onPaid`. Declined: the Spanish
 * message, and a new key for the next attempt. A network failure keeps the key, so trying again
 * answers the same order instead of making a second one (ADR 0009).
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkoutMessages as m } from '../../../../shared/messages';
import { formatMoney } from '../../../lib/format';
import { FormNotice, InputField } from '../../../components/Field';
import { useDemoPay } from '../api/api';
import {
  DEMO_APPROVE_CARD,
  DEMO_CVC,
  demoCardSchema,
  demoExpiry,
  formatExpiry,
  groupCardNumber,
  type DemoCardInput,
  type DemoCardOutput,
} from '../model/card';
import { paymentStep } from './payment-step';
import { usePaymentAttempt } from './use-payment-attempt';
import type { PaymentProps } from './payment-types';
import { fieldOf } from '../../../components/ContactFields';
import { Form } from '../../../components/Form';
import { TitledSection } from '../../../components/TitledSection';

/** The demo card form and its payment. */
export function DemoPayment({
  total,
  currency,
  disabled = false,
  ...payment
}: Omit<PaymentProps, 'returnPath'>) {
  const pay = useDemoPay();
  const { attempt, checkout, failure, setFailure, settle, mismatch } = usePaymentAttempt(payment);
  const [schema] = useState(() => demoCardSchema());
  const form = useForm<DemoCardInput, unknown, DemoCardOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || checkout.isPending || pay.isPending;

  const onSubmit = form.handleSubmit(async ({ cardLast4 }) => {
    const key = attempt.begin();
    if (key === null) return;
    setFailure(null);
    try {
      const step = paymentStep(await checkout.mutateAsync(key), 'manual');
      if (step.kind === 'settled') settle(step.order);
      else if (step.kind === 'demo') settle(await pay.mutateAsync({ orderId: step.order._id, cardLast4 }));
      else mismatch();
    } catch (error) {
      attempt.failed(error);
      setFailure(error instanceof Error ? error.message : m.payFailed);
    } finally {
      attempt.end();
    }
  });

  // Format as typed: the value the formatter gives replaces what was typed (caret at the end).
  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) =>
    form.register(name, {
      onChange: (event: { target: HTMLInputElement }) => {
        const value = format(event.target.value);
        if (value !== event.target.value) form.setValue(name, value);
      },
    });
  const number = formatted('number', groupCardNumber);
  const expiry = formatted('expiry', formatExpiry);

  const fillTestCard = () => {
    const filled = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
    form.setValue('number', DEMO_APPROVE_CARD, filled);
    form.setValue('expiry', demoExpiry(), filled);
    form.setValue('cvc', DEMO_CVC, filled);
  };

  return (
    <TitledSection titleId="checkout-card-title" title={m.card} className="checkout-card">
      <Form className="card-form" onSubmit={onSubmit}>
        <button type="button" className="button button--small button--secondary" onClick={fillTestCard}>
          {m.useTestCard}
        </button>
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
            {...expiry}
          />
          <InputField
            label={m.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            hint={m.cvcHint}
            {...fieldOf(form, 'cvc')}
          />
        </div>
        <p className="field__hint">{m.onlyLast4}</p>
        {failure && (
          <FormNotice kind="error">
            <p data-testid="payment-failure">{failure}</p>
          </FormNotice>
        )}
        <button type="submit" className="button card-form__submit" disabled={pending || disabled}>
          {pending ? m.paying : m.pay(formatMoney(total, currency))}
        </button>
      </Form>
    </TitledSection>
  );
}
