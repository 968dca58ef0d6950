/**
 * `/profile/edit/partner/{name}/{userId}` (SPEC §2, §3 "Partner edit payload"; ADR 0007, ADR 0054):
 * name, last name, contact e-mail, the business's country, phone, that country's identifiers (CBU and
 * CUIL/CUIT; RFC and CLABE; CPF or CNPJ) and social networks. The country picker switches which
 * identifier fields show and how they are named. The form validates with the contract's
 * `partnerEditBodySchema`, so it shows the server's Spanish messages (check digits, CUIL prefix, the
 * country's phone, https links) before sending; the server's per-field refusals land on the inputs.
 * Success: a toast and back to the profile.
 * @module
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { partnerCountryFormMessages as c } from '../../../../shared/messages/partners-countries.web';
import { CountrySelect } from '../country/CountrySelect';
import { PartnerIdFields } from '../country/PartnerIdFields';
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

const FIELDS = [
  'name',
  'lastName',
  'email',
  'country',
  'phone',
  'cbu',
  'cuil',
  'taxIdKind',
  'taxId',
  'bankAccount',
  ...SOCIAL_NETWORK_FIELDS,
];

/** The identifier inputs a change of country empties (another country's numbers mean nothing there). */
const ID_FIELDS = ['cbu', 'cuil', 'taxId', 'bankAccount'] as const;

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
  const [country, brKind] = useWatch({ control: form.control, name: ['country', 'taxIdKind'] });
  const countryField = form.register('country', {
    // Back to the stored numbers in the stored country; none in another. Old messages go with them.
    onChange: () => {
      const stored = partnerFormValues(partner, userId);
      const next = form.getValues('country');
      for (const name of ID_FIELDS) form.setValue(name, next === partner.country ? stored[name] : '');
      form.clearErrors([...ID_FIELDS, 'taxIdKind', 'phone']);
    },
  });

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

  return (
    <Form className="auth__form" onSubmit={onSubmit}>
      <input type="hidden" {...form.register('id')} />
      <div className="partner-form__grid">
        <PersonNameFields labels={m} name={fieldOf(form, 'name')} lastName={fieldOf(form, 'lastName')} />
      </div>
      <EmailField label={m.email} hint={m.emailHint} {...fieldOf(form, 'email')} />
      <CountrySelect
        label={c.country}
        hint={c.countryHint}
        error={errors.country?.message}
        {...countryField}
      />
      <PhoneField label={m.phone} hint={c.phoneHint[country]} {...fieldOf(form, 'phone')} />
      <PartnerIdFields form={form} country={country} brKind={brKind} />
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
