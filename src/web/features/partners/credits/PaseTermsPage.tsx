/**
 * "Pase BuscaGym" of one of the partner's gyms (ADR 0045 "Gym costs"; docs/architecture.md §5.2):
 * `/profile/partner/{name}/{userId}/pase/{gymId}`. Shows the terms in force (./TermsSummary) and a form
 * to opt in or out and set the costs in credits (1–10), an optional monthly visit limit and the
 * cancellation window (default 12 h). The server's refusals (a cost changed within 7 days of the last,
 * with the date it may change again) show on the form as it words them. Partners only (SPEC §6).
 * @module
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { GymCreditTerms, GymCreditTermsBody } from '../../../../shared/contract/credits-gyms';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { partnerFormMessages as f, partnerMessages } from '../../../../shared/messages';
import { partnerPaseMessages as m } from '../../../../shared/messages/credits-partner.web';
import { AuthCard } from '../../../components/AuthCard';
import { fieldOf } from '../../../components/ContactFields';
import { Form } from '../../../components/Form';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { InputField, SwitchField } from '../../../components/Field';
import { applyServerError, contractResolver } from '../../../lib/contract-form';
import { partnerOnlyPage } from '../../auth';
import { useMyGyms } from '../api/api-gyms';
import { FormActions } from '../forms/FormActions';
import { partnerPaths } from '../paths/paths';
import { useGymCreditTerms, useSaveGymCreditTerms } from './api';
import { PASE_FIELDS, paseFormSchema, paseFormValues, type PaseFormValues } from './form';
import { TermsSummary } from './TermsSummary';
import '../../../styles/account.css';
import '../../../styles/partner.css';
import '../forms/partner-form.css';

/** The partner's Pase BuscaGym screen of one gym. */
export const PaseTermsPage = partnerOnlyPage(PaseTermsScreen);

function PaseTermsScreen() {
  const { name = '', userId = '', gymId = '' } = useParams();
  const paths = partnerPaths(name, userId);
  const gyms = useMyGyms(userId);
  const gym = gyms.data?.find((g) => g._id === gymId);
  return (
    <AuthCard
      titleId="pase-terms-title"
      title={m.title}
      lead={gym ? m.forGym(gym.name) : undefined}
      className="partner-card"
    >
      <QueryFrame query={gyms} loading={f.loading} errorTitle={f.loadError}>
        {() =>
          gym ? (
            <GymTerms gymId={gym._id} gymName={gym.name} />
          ) : (
            <StatusMessage
              kind="error"
              title={m.gymNotFound}
              body={partnerMessages.gymNotFound}
              headingLevel={2}
              link={{ to: paths.profile, label: f.backToProfile }}
            />
          )
        }
      </QueryFrame>
    </AuthCard>
  );
}

function GymTerms({ gymId, gymName }: { gymId: string; gymName: string }) {
  const terms = useGymCreditTerms(gymId);
  return (
    <QueryFrame query={terms} loading={m.loading} errorTitle={m.loadError} headingLevel={2}>
      {(data) => (
        <>
          <p className="field__hint">{m.lead}</p>
          <TermsSummary terms={data} now={new Date()} />
          <TermsForm key={data.costsSetAt ?? 'new'} terms={data} gymName={gymName} />
        </>
      )}
    </QueryFrame>
  );
}

function TermsForm({ terms, gymName }: { terms: GymCreditTerms; gymName: string }) {
  const { name = '', userId = '' } = useParams();
  const paths = partnerPaths(name, userId);
  const toast = useToast();
  const save = useSaveGymCreditTerms(terms.gymId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PaseFormValues, unknown, GymCreditTermsBody>({
    resolver: contractResolver(paseFormSchema),
    mode: 'onTouched',
    defaultValues: paseFormValues(terms),
  });

  const onSubmit = form.handleSubmit(
    (body) => {
      setFailure(null);
      save.mutate(body, {
        onSuccess: (after) => {
          const change = after.nextChange;
          const text = change
            ? m.savedWithChange(gymName, formatBuenosAiresDay(change.effectiveAt))
            : m.saved(gymName);
          toast({ kind: 'success', text });
        },
        onError: (error) =>
          setFailure(
            applyServerError(
              error,
              (field, e) => form.setError(field as keyof PaseFormValues, e),
              PASE_FIELDS,
            ),
          ),
      });
    },
    () => setFailure(f.checkFields),
  );
  const numberField = (field: Exclude<keyof PaseFormValues, 'accepts'>, label: string, hint: string) => (
    <InputField label={label} inputMode="numeric" hint={hint} {...fieldOf(form, field)} />
  );

  return (
    <Form
      className="auth__form"
      onSubmit={onSubmit}
      data-testid="pase-form"
      aria-labelledby="pase-form-title"
    >
      <h2 id="pase-form-title">{m.formTitle}</h2>
      <SwitchField id="pase-accepts" label={m.accepts} hint={m.acceptsHint} {...form.register('accepts')} />
      <div className="partner-form__grid">
        {numberField('visitCredits', m.visitCredits, m.costHint)}
        {numberField('classCredits', m.classCredits, m.costHint)}
      </div>
      <p className="field__hint">{m.rule}</p>
      {numberField('monthlyVisitLimit', m.monthlyVisitLimit, m.monthlyVisitLimitHint)}
      {numberField('cancelWindowHours', m.cancelWindowHours, m.cancelWindowHint)}
      <FormActions
        failure={failure}
        cancelTo={paths.profile}
        submitLabel={save.isPending ? m.saving : m.save}
        submitDisabled={save.isPending}
      />
    </Form>
  );
}
