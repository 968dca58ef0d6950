/**
 * "Registrar un pago" (ADR 0018 "Payouts"): amount, the Buenos Aires day the transfer left and the
 * bank's reference, checked here as the contract checks them (amount > 0, two decimals, at most the
 * balance due, in the partner's own currency: ADR 0053), then a confirmation that names the partner, its bank account (as its country, the one of its currency, names it: ADR 0054) and the balance left. The same
 * values are sent with the same idempotency key however many times they are retried (a lost answer,
 * a re-authentication), so a transfer is recorded once; other values get a new key.
 * @module
 */
import { useRef, useState, type FormEvent } from 'react';
import { PAYOUT_REFERENCE_MAX_LENGTH } from '../../../../shared/constants/admin';
import type { PayoutBody } from '../../../../shared/contract/admin-finances';
import { adminMessages } from '../../../../shared/messages/admin';
import { adminAccountMessages } from '../../../../shared/messages/admin.web';
import { adminFinanceMessages as m } from '../../../../shared/messages/admin-finance.web';
import type { Currency } from '../../../../shared/domain/currency';
import { countryOfCurrency, formatAmount } from '../../../../shared/domain/currency';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { InputField } from '../../../components/Field';
import { newIdempotencyKey, useRecordPayout } from '../api/api-finances';
import { isDay } from '../model/list-state';
import { centavos, parseAmount, subtractAmount, todayInBuenosAires } from '../model/format';

/** Props of {@link PayoutForm}. */
export interface PayoutFormProps {
  partnerId: string;
  partnerName: string;
  cbu: string;
  /** The balance due now (wire decimal text) in `currency`, the payout's. */
  due: string;
  currency: Currency;
}

type Errors = Partial<Record<'amount' | 'paidAt' | 'reference', string>>;

/** The form and its confirmation. */
export function PayoutForm({ partnerId, partnerName, cbu, due, currency }: PayoutFormProps) {
  const money = (amount: string) => formatAmount(amount, currency);
  const country = countryOfCurrency(currency);
  const today = todayInBuenosAires();
  const [values, setValues] = useState({ amount: '', paidAt: today, reference: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<PayoutBody | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const recording = useConfirmAction(useRecordPayout(), {
    title: m.payoutDialogTitle,
    confirmLabel: m.payoutSubmit,
    busyLabel: m.recording,
    cancelLabel: adminAccountMessages.cancel,
  });
  const toast = useToast();

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const amount = parseAmount(values.amount);
    if (!amount) found.amount = adminMessages.payoutAmount;
    else if (centavos(amount) > centavos(due)) found.amount = adminMessages.payoutOverBalance(money(due));
    if (!isDay(values.paidAt) || values.paidAt > today) found.paidAt = adminMessages.payoutPaidAt;
    const reference = values.reference.trim();
    if (!reference || reference.length > PAYOUT_REFERENCE_MAX_LENGTH)
      found.reference = adminMessages.payoutReference;
    setErrors(found);
    if (amount && Object.keys(found).length === 0) {
      setPending({
        partnerId,
        amount: { $numberDecimal: amount },
        currency,
        paidAt: values.paidAt,
        reference,
      });
      recording.ask();
    }
  };

  const confirm = () => {
    if (!pending) return;
    const body = JSON.stringify(pending);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    recording.run({ body: pending, key: attempt.current.key }, (answer) => {
      attempt.current = null;
      setValues({ amount: '', paidAt: today, reference: '' });
      toast({
        kind: 'success',
        text: m.recorded(
          formatAmount(answer.payout.amount.$numberDecimal, answer.payout.currency),
          partnerName,
        ),
      });
    });
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });

  return (
    <div className="admin-payout">
      <h3>{m.payoutTitle}</h3>
      <p className="admin-lead">{m.payoutLead(country)}</p>
      <form className="admin-form admin-payout__form" onSubmit={check} noValidate data-testid="payout-form">
        <InputField
          label={m.amountIn(currency)}
          hint={m.amountHint}
          inputMode="decimal"
          autoComplete="off"
          {...field('amount')}
        />
        <InputField label={m.paidAt} type="date" max={today} {...field('paidAt')} />
        <InputField
          label={m.bankReference}
          autoComplete="off"
          maxLength={PAYOUT_REFERENCE_MAX_LENGTH}
          {...field('reference')}
        />
        <div>
          <button type="submit" className="button">
            {m.payoutSubmit}
          </button>
        </div>
      </form>
      <ConfirmDialog {...recording.dialog} onConfirm={confirm}>
        {pending && (
          <p data-testid="payout-consequence">
            {m.payoutConsequence(
              money(pending.amount.$numberDecimal),
              partnerName,
              country,
              cbu,
              money(subtractAmount(due, pending.amount.$numberDecimal)),
            )}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
