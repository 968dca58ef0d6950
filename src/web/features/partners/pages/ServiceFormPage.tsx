/**
 * The service form (SPEC §2 gym service form): `/profile/partner/{name}/{userId}/gym/service?gym=`
 * adds a service to one of the partner's gyms, `/profile/edit/partner/{name}/{userId}/gym/service
 * ?gym=&service=` edits or deletes one. Name (suggested from the names in use, `GET
 * /api/partner/gyms/services`), description, duration (minutes), price (in the currency of the gym's
 * country, typed as people there write it, ADR 0053) and a photo. Validation
 * is the contract's (`serviceCreateBodySchema`); the server's refusals (plan limit, duplicate name)
 * show on the form. Partners only (SPEC §6).
 * @module
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { GymService } from '../../../../shared/contract/gyms';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import {
  gymFormPageMessages,
  noticeMessages,
  partnerFormMessages as f,
  partnerMessages,
  partnerUploadMessages,
  serviceFormPageMessages as m,
} from '../../../../shared/messages';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { InputField } from '../../../components/Field';
import { partnerOnlyPage } from '../../auth';
import { useServiceNames } from '../../../lib/service-names';
import { useDeleteService, useMyGyms, useSaveService } from '../api/api-gyms';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { ImageUploadField } from '../uploads/ImageUpload';
import { QueryFrame } from '../../../components/QueryFrame';
import { TextAreaField } from '../../../components/TextAreaField';
import {
  reformatPrice,
  serviceFormSchemaIn,
  serviceFormValues,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '../forms/forms';
import { partnerPaths } from '../paths/paths';
import { AuthCard } from '../../../components/AuthCard';
import { FormActions } from '../forms/FormActions';
import { fieldOf } from '../../../components/ContactFields';
import '../../../styles/account.css';
import '../../../styles/partner.css';
import '../forms/partner-form.css';
import { contractResolver, applyServerError } from '../../../lib/contract-form';
import { Form } from '../../../components/Form';
import { COUNTRIES, DEFAULT_COUNTRY, isCountryCode } from '../../../../shared/domain/countries';

const FIELDS = ['name', 'description', 'duration', 'price', 'image'];

/** The service form screen. */
export const ServiceFormPage = partnerOnlyPage(ServiceFormScreen);

function NotFound({ title, body, back }: { title: string; body: string; back: string }) {
  return (
    <StatusMessage
      kind="error"
      title={title}
      body={body}
      headingLevel={2}
      link={{ to: back, label: f.backToProfile }}
    />
  );
}

function ServiceFormScreen() {
  const { name = '', userId = '' } = useParams();
  const [search] = useSearchParams();
  const gymId = search.get('gym') ?? '';
  const serviceId = search.get('service');
  const paths = partnerPaths(name, userId);
  const gyms = useMyGyms(gymId ? userId : '');
  const gym = gyms.data?.find((g) => g._id === gymId);
  const service = serviceId ? gym?.services.find((s) => s._id === serviceId) : undefined;
  const title = serviceId ? m.editTitle : m.newTitle;

  let body;
  if (!gymId) body = <NotFound title={m.notFoundTitle} body={m.missingGym} back={paths.profile} />;
  else
    body = (
      <QueryFrame query={gyms} loading={f.loading} errorTitle={f.loadError}>
        {() => {
          if (!gym)
            return (
              <NotFound title={m.notFoundTitle} body={partnerMessages.gymNotFound} back={paths.profile} />
            );
          if (serviceId && !service)
            return (
              <NotFound title={m.notFoundTitle} body={partnerMessages.serviceNotFound} back={paths.profile} />
            );
          return <ServiceForm key={service?._id ?? 'new'} gym={gym} service={service} />;
        }}
      </QueryFrame>
    );

  return (
    <AuthCard
      titleId="service-form-title"
      title={title}
      lead={gym && m.forGym(gym.name)}
      className="partner-card"
    >
      {body}
    </AuthCard>
  );
}

function ServiceForm({ gym, service }: { gym: MyGym; service: GymService | undefined }) {
  const { name = '', userId = '' } = useParams();
  const paths = partnerPaths(name, userId);
  const navigate = useNavigate();
  const toast = useToast();
  const names = useServiceNames();
  const listId = useId();
  const save = useSaveService(userId);
  const deleting = useConfirmAction(useDeleteService(userId), m.deleteDialog);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  // The price is in the gym's country's currency and written its way (ADR 0053).
  const country = isCountryCode(gym.country) ? gym.country : DEFAULT_COUNTRY;
  const resolver = useMemo(
    () => contractResolver<ServiceFormValues, ServiceFormOutput>(serviceFormSchemaIn(country)),
    [country],
  );
  const form = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: serviceFormValues(service, country),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      const body = service ? { _id: service._id, ...values } : { gymId: gym._id, ...values };
      save.mutate(body, {
        onSuccess: (answer) => {
          const text = service ? m.saved(answer.service.name) : m.created(answer.service.name, gym.name);
          toast({ kind: 'success', title: noticeMessages.success, text });
          void navigate(paths.profile);
        },
        onError: (error) =>
          setFailure(applyServerError(error, (field, e) => form.setError(field as 'name', e), FIELDS)),
      });
    },
    () => setFailure(f.checkFields),
  );

  const confirmDelete = () => {
    if (!service) return;
    deleting.run(service._id, () => {
      toast({ kind: 'success', text: m.deleted(service.name) });
      void navigate(paths.profile);
    });
  };

  return (
    <Form className="auth__form" onSubmit={onSubmit} data-testid="service-form">
      <InputField
        label={m.name}
        list={listId}
        autoComplete="off"
        hint={m.nameHint}
        {...fieldOf(form, 'name')}
      />
      <datalist id={listId}>
        {(names.data?.services ?? []).map((s) => (
          <option key={s.name} value={s.name} />
        ))}
      </datalist>
      <TextAreaField label={m.description} rows={4} {...fieldOf(form, 'description')} />
      <div className="partner-form__grid">
        <InputField
          label={m.duration}
          type="number"
          inputMode="numeric"
          min={5}
          max={600}
          step={5}
          {...fieldOf(form, 'duration')}
        />
        <InputField
          label={m.price(COUNTRIES[country].currency)}
          inputMode="decimal"
          hint={gymFormPageMessages.priceHint[country]}
          error={errors.price?.message}
          {...form.register('price', {
            onBlur: (e: { target: { value: string } }) =>
              form.setValue('price', reformatPrice(e.target.value, country)),
          })}
        />
      </div>
      <ImageUploadField
        control={form.control}
        name="image"
        label={m.photo}
        onBusyChange={onBusy}
        alt={partnerUploadMessages.imageAlt}
        testId="service-photo"
      />
      <FormActions
        failure={failure}
        cancelTo={paths.profile}
        submitLabel={save.isPending ? (service ? f.saving : m.creating) : service ? f.save : m.create}
        submitDisabled={save.isPending || uploading}
      >
        {service && (
          <ConfirmButton
            action={deleting}
            className="button button--secondary button--danger-text partner-form__delete"
            onConfirm={confirmDelete}
          >
            <p>{m.deleteConfirm(service.name)}</p>
          </ConfirmButton>
        )}
      </FormActions>
    </Form>
  );
}
