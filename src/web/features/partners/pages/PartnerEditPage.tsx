/**
 * `/profile/edit/partner/{name}/{userId}` (SPEC §2, §3 "Partner edit payload"; ADR 0007):
 * name, last name, contact e-mail, phone, CBU, CUIL/CUIT and social networks. The form validates with
 * the contract's `partnerEditBodySchema`, so it shows the server's Spanish messages (CBU check digits,
 * CUIL prefix, Argentine phone, https links) before sending; the server's per-field refusals land on
 * the inputs. Success: a toast and back to the profile.
 * @module
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  partnerEditBodySchema,
  type Partner,
  type PartnerEditBody,
} from '../../../../shared/contract/partners';
import {
  noticeMessages,
  partnerEditPageMessages as m,
  partnerFormMessages as f,
  partnerProfilePageMessages,
} from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { EmailField, fieldOf, PersonNameFields, PhoneField } from '../../../components/ContactFields';
import { InputField } from '../../../components/Field';
import { partnerOnlyPage } from '../../auth';
import { useEditPartnerProfile, usePartnerProfile } from '../api/api';
import { QueryFrame } from '../../../components/QueryFrame';
import { SocialNetworkFields } from '../forms/SocialNetworkFields';
import { partnerFormValues, SOCIAL_NETWORK_FIELDS, type PartnerFormValues } from '../forms/forms';
import { partnerPaths } from '../paths/paths';
import { AuthCard } from '../../../components/AuthCard';
import { FormActions } from '../forms/FormActions';
import '../../../styles/account.css';
import '../../../styles/partner.css';
import '../forms/partner-form.css';
import { contractResolver, applyServerError } from '../../../lib/contract-form';
import { Form } from '../../../components/Form';

const FIELDS = ['name', 'lastName', 'email', 'phone', 'cbu', 'cuil', ...SOCIAL_NETWORK_FIELDS];

/** The business profile form screen. */
export const PartnerEditPage = partnerOnlyPage(PartnerEdit);

function PartnerEdit() {
  const { userId = '' } = useParams();
  const profile = usePartnerProfile(userId);
  return (
    <AuthCard titleId="partner-edit-title" title={m.title} lead={m.lead} className="partner-card">
      <QueryFrame
        query={profile}
        loading={partnerProfilePageMessages.loading}
        errorTitle={partnerProfilePageMessages.error}
      >
        {() => <PartnerForm partner={profile.data as Partner} />}
      </QueryFrame>
    </AuthCard>
  );
}

function PartnerForm({ partner }: { partner: Partner }) {
  const { name = '', userId = '' } = useParams();
  const paths = partnerPaths(name, userId);
  const navigate = useNavigate();
  const toast = useToast();
  const save = useEditPartnerProfile(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PartnerFormValues, unknown, PartnerEditBody>({
    resolver: contractResolver(partnerEditBodySchema),
    mode: 'onTouched',
    defaultValues: partnerFormValues(partner, userId),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (body) => {
      setFailure(null);
      save.mutate(body, {
        onSuccess: () => {
          toast({ kind: 'success', title: noticeMessages.success, text: m.saved });
          void navigate(paths.profile);
        },
        onError: (error) =>
          setFailure(applyServerError(error, (field, e) => form.setError(field as 'name', e), FIELDS)),
      });
    },
    () => setFailure(f.checkFields),
  );

  // A bank or tax number: digits typed on the numeric keyboard, never filled in from other sites.
  const digitsField = (name: 'cbu' | 'cuil', label: string, hint: string) => (
    <InputField label={label} inputMode="numeric" autoComplete="off" hint={hint} {...fieldOf(form, name)} />
  );

  return (
    <Form className="auth__form" onSubmit={onSubmit}>
      <input type="hidden" {...form.register('id')} />
      <div className="partner-form__grid">
        <PersonNameFields labels={m} name={fieldOf(form, 'name')} lastName={fieldOf(form, 'lastName')} />
      </div>
      <EmailField label={m.email} hint={m.emailHint} {...fieldOf(form, 'email')} />
      <PhoneField label={m.phone} hint={m.phoneHint} {...fieldOf(form, 'phone')} />
      {digitsField('cbu', m.cbu, m.cbuHint)}
      {digitsField('cuil', m.cuil, m.cuilHint)}
      <SocialNetworkFields register={form.register} errors={errors.socialNetworks} />
      <FormActions
        failure={failure}
        cancelTo={paths.profile}
        submitLabel={save.isPending ? f.saving : f.save}
        submitDisabled={save.isPending}
      />
    </Form>
  );
}
