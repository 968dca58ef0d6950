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
import { Link, useNavigate, useParams } from 'react-router';
import { SOCIAL_NETWORKS } from '../../../../shared/constants/partners';
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
import { PageMeta } from '../../../components/PageMeta';
import { useToast } from '../../../components/toast-context';
import { FormNotice, InputField } from '../../auth/components/Field';
import { RequireAccount } from '../../auth/components/RequireAccount';
import { useEditPartnerProfile, usePartnerProfile } from '../api';
import { QueryFrame } from '../../../components/QueryFrame';
import { SocialNetworkFields } from '../components/SocialNetworkFields';
import { applyServerError, contractResolver, partnerFormValues, type PartnerFormValues } from '../forms';
import { partnerPaths } from '../paths';
import '../../auth/auth.css';
import '../partners.css';

const FIELDS = [
  'name',
  'lastName',
  'email',
  'phone',
  'cbu',
  'cuil',
  ...SOCIAL_NETWORKS.map((n) => `socialNetworks.${n}`),
];

/** The business profile form screen. */
export function PartnerEditPage() {
  return (
    <RequireAccount partnerOnly>
      <PartnerEdit />
    </RequireAccount>
  );
}

function PartnerEdit() {
  const { userId = '' } = useParams();
  const profile = usePartnerProfile(userId);
  return (
    <section className="container auth" aria-labelledby="partner-edit-title">
      <PageMeta title={m.title} />
      <div className="auth__card partner-card">
        <h1 id="partner-edit-title">{m.title}</h1>
        <p className="auth__lead">{m.lead}</p>
        <QueryFrame
          query={profile}
          loading={partnerProfilePageMessages.loading}
          errorTitle={partnerProfilePageMessages.error}
        >
          {() => <PartnerForm partner={profile.data as Partner} />}
        </QueryFrame>
      </div>
    </section>
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

  return (
    <form className="auth__form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <input type="hidden" {...form.register('id')} />
      <div className="partner-form__grid">
        <InputField
          label={m.name}
          autoComplete="given-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          label={m.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <InputField
        label={m.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={m.emailHint}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <InputField
        label={m.phone}
        type="tel"
        autoComplete="tel"
        hint={m.phoneHint}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <InputField
        label={m.cbu}
        inputMode="numeric"
        autoComplete="off"
        hint={m.cbuHint}
        error={errors.cbu?.message}
        {...form.register('cbu')}
      />
      <InputField
        label={m.cuil}
        inputMode="numeric"
        autoComplete="off"
        hint={m.cuilHint}
        error={errors.cuil?.message}
        {...form.register('cuil')}
      />
      <SocialNetworkFields
        networks={SOCIAL_NETWORKS}
        register={form.register}
        errors={errors.socialNetworks}
      />
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <div className="partner-form__actions">
        <Link className="button button--secondary" to={paths.profile}>
          {f.cancel}
        </Link>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? f.saving : f.save}
        </button>
      </div>
    </form>
  );
}
