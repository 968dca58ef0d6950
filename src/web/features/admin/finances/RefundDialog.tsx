/**
 * "Reembolsar" (ADR 0027): a button that opens a dialog to refund an order in full or in part, by the
 * administrators' route (`POST /api/admin/orders/{id}/refunds`) for an administrator's session, by the
 * partner's (`POST /api/partner/sales/orders/{id}/refunds`) otherwise. The amount is typed as people in Argentina write it
 * (shared/domain/price-input); empty refunds everything left. Each opening sends one `Idempotency-Key`,
 * so a repeated click refunds once.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RefundResponse } from '../../../../shared/contract/refunds';
import { parseArsPrice } from '../../../../shared/domain/price-input';
import { refundDialogMessages as m } from '../../../../shared/messages/refunds.web';
import { FormNotice, InputField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextAreaField';
import { useToast } from '../../../components/toast-context';
import { sendJson, trustedAnswer } from '../../../lib/http';
import { useSession } from '../../auth';
import { Form } from '../../../components/Form';

/** Props of {@link RefundDialog}. */
export interface RefundDialogProps {
  orderId: string;
  reference: string;
}

type Values = { amount: string; reason: string };

/** The administrators' route for an administrator's session, the partner's otherwise. */
const urlOf = (admin: boolean, orderId: string): string =>
  admin
    ? `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`
    : `/api/partner/sales/orders/${encodeURIComponent(orderId)}/refunds`;

/** The button and its dialog. */
export function RefundDialog({ orderId, reference }: RefundDialogProps) {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [badAmount, setBadAmount] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: { amount: '', reason: '' } });
  const mutation = useMutation({
    mutationFn: (body: { amount?: { $numberDecimal: string }; reason: string }) =>
      sendJson('POST', urlOf(session?.type === 'admin', orderId), body, trustedAnswer<RefundResponse>(), {
        'Idempotency-Key': key,
      }),
    onSuccess: (answer) => {
      setOpen(false);
      toast({ kind: 'success', text: answer.refund.status === 'requested' ? m.pending : m.done(reference) });
      void queryClient.invalidateQueries();
    },
  });

  const onSubmit = form.handleSubmit(({ amount, reason }) => {
    const typed = amount.trim();
    const parsed = typed ? parseArsPrice(typed) : null;
    setBadAmount(Boolean(typed) && !parsed);
    if (typed && !parsed) return;
    mutation.mutate({ reason: reason.trim(), ...(parsed ? { amount: { $numberDecimal: parsed } } : {}) });
  });

  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-label={m.openFor(reference)}
        onClick={() => {
          setKey(crypto.randomUUID());
          mutation.reset();
          form.reset();
          setOpen(true);
        }}
      >
        {m.open}
      </button>
      <Modal open={open} title={m.title(reference)} onClose={() => setOpen(false)}>
        <Form className="refund-dialog" onSubmit={onSubmit}>
          <InputField
            label={m.amount}
            error={badAmount ? m.amountInvalid : undefined}
            inputMode="decimal"
            {...form.register('amount')}
          />
          <TextAreaField label={m.reason} required rows={3} {...form.register('reason')} />
          {mutation.isError && <FormNotice kind="error">{mutation.error.message}</FormNotice>}
          <button type="submit" className="button" disabled={mutation.isPending}>
            {mutation.isPending ? m.sending : m.submit}
          </button>
        </Form>
      </Modal>
    </>
  );
}
