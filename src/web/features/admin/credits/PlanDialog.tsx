/**
 * The dialog that creates a credit plan or edits one (ADR 0045 "Data"): name, credits per month,
 * monthly price (ARS) and active. Checked here with the contract's messages (./plan-form), then saved
 * through the administrators' write, which asks for a fresh second factor when the server wants one
 * (ADR 0019); the server's refusals (a name taken) show on the form.
 * @module
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreditPlan } from '../../../../shared/contract/credits';
import { adminCreditPlanMessages as m } from '../../../../shared/messages/credits-admin.web';
import { InputField, SwitchField } from '../../../components/Field';
import { Form } from '../../../components/Form';
import { FormButtons } from '../../../components/FormButtons';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast-context';
import { applyServerError } from '../../../lib/contract-form';
import { useSaveCreditPlan } from './api';
import { PLAN_FIELDS, planBody, planFormValues, type PlanFormValues } from './plan-form';

/** Props of {@link PlanDialog}. */
export interface PlanDialogProps {
  /** The plan to edit, or null for a new one. */
  plan: CreditPlan | null;
  onClose: () => void;
}

/** The open dialog (mount it to open, unmount to close). */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const toast = useToast();
  const save = useSaveCreditPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PlanFormValues>({ defaultValues: planFormValues(plan) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const checked = planBody(values);
    if (checked.errors) {
      for (const [field, message] of Object.entries(checked.errors))
        form.setError(field as keyof PlanFormValues, { type: 'contract', message });
      setFailure(m.checkFields);
      return;
    }
    save.mutate(
      { id: plan?._id ?? null, body: checked.body },
      {
        onSuccess: (saved) => {
          toast({ kind: 'success', text: plan ? m.saved(saved.name) : m.created(saved.name) });
          onClose();
        },
        onError: (error) =>
          setFailure(
            applyServerError(error, (f, e) => form.setError(f as keyof PlanFormValues, e), PLAN_FIELDS),
          ),
      },
    );
  });

  return (
    <Modal open title={plan ? m.editTitle(plan.name) : m.createTitle} onClose={onClose}>
      <Form className="admin-form" onSubmit={onSubmit} data-testid="credit-plan-form">
        <InputField
          label={m.name}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          label={m.creditsPerMonth}
          inputMode="numeric"
          hint={m.creditsHint}
          error={errors.creditsPerMonth?.message}
          {...form.register('creditsPerMonth')}
        />
        <InputField
          label={m.monthlyPrice}
          inputMode="decimal"
          hint={m.priceHint}
          error={errors.monthlyPrice?.message}
          {...form.register('monthlyPrice')}
        />
        <SwitchField
          id="credit-plan-active"
          label={m.active}
          hint={m.activeHint}
          {...form.register('active')}
        />
        <FormButtons
          className="end-row"
          failure={failure}
          labels={{ submit: m.save, busy: m.saving, cancel: m.cancel }}
          onCancel={onClose}
          busy={save.isPending}
        />
      </Form>
    </Modal>
  );
}
