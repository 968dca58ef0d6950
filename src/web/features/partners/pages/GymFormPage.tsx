/**
 * The gym form (SPEC §2, §3 "Gym"): `/profile/partner/{name}/{userId}/gym` creates a gym,
 * `/profile/edit/partner/{name}/{userId}/{gymId}` edits one of the partner's gyms. Name, country (the
 * partner's for a new gym; its phone, address search and zone, ADR 0054), monthly price
 * (in the country's currency, typed as people there write it, ADR 0053), address, phone, e-mail, social networks, trainers, photos and logo (uploaded one by one), the
 * weekly opening hours (../../opening-hours OpeningHoursField, ADR 0025), the
 * location (the typed address geocoded, the map pin or typed coordinates: ../use-gym-placement) and,
 * when editing, the active switch. Validation is the
 * contract's (`gymCreateBodySchema`); the server's refusals (plan limit 409, fields) show on the form.
 * Partners only (SPEC §6); a gym that is not among the partner's own is "not found".
 * @module
 */
import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import {
  gymFormPageMessages as m,
  noticeMessages,
  partnerFormMessages as f,
  partnerMessages,
  partnerUploadMessages,
} from '../../../../shared/messages';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { useUserLocation } from '../../../lib/location';
import { AddressField, EmailField, fieldOf, PhoneField } from '../../../components/ContactFields';
import { InputField } from '../../../components/Field';
import { partnerOnlyPage } from '../../auth';
import { useCreateGym, useMyGyms, useUpdateGym } from '../api/api-gyms';
import { ImageUploadField } from '../uploads/ImageUpload';
import { LocationPicker } from '../forms/LocationPicker';
import { PhotoUploader } from '../uploads/PhotoUploader';
import { QueryFrame } from '../../../components/QueryFrame';
import { SocialNetworkFields } from '../forms/SocialNetworkFields';
import { OpeningHoursField } from '../hours/OpeningHoursField';
import {
  SOCIAL_NETWORK_FIELDS,
  gymFormSchema,
  gymFormValues,
  newGymFormValues,
  reformatPrice,
  type GymFormOutput,
  type GymFormValues,
} from '../forms/forms';
import { partnerPaths } from '../paths/paths';
import { useGymPlacement } from '../forms/use-gym-placement';
import { geocodeMessages } from '../../../../shared/messages/geocode';
import { PlacementNote } from '../forms/PlacementNote';
import { publishingMessages } from '../../../../shared/messages/publishing';
import { AuthCard } from '../../../components/AuthCard';
import { FormActions } from '../forms/FormActions';
import '../../../styles/account.css';
import '../../../styles/partner.css';
import '../forms/partner-form.css';
import { contractResolver, applyServerError } from '../../../lib/contract-form';
import { Form } from '../../../components/Form';
import { COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from '../../../../shared/domain/countries';
import { gymCountryFormMessages as g } from '../../../../shared/messages/partners-countries.web';
import { usePartnerProfile } from '../api/api';
import { CountrySelect } from '../country/CountrySelect';
import { gymMapStart } from '../country/partner-country';
import { useGymCountry } from '../country/use-gym-country';

const FIELDS = [
  'name',
  'country',
  'price',
  'address',
  'phone',
  'email',
  'latitude',
  'longitude',
  'trainers',
  'gymActive',
  'image',
  'logo',
  'openingHours',
  ...SOCIAL_NETWORK_FIELDS,
];

/** The gym form screen (new or edit, by the `{gymId}` segment). */
export const GymFormPage = partnerOnlyPage(GymFormScreen);

function GymFormScreen() {
  const { name = '', userId = '', gymId } = useParams();
  const gyms = useMyGyms(gymId ? userId : '');
  // A new gym starts in the partner's country (ADR 0054).
  const profile = usePartnerProfile(gymId ? '' : userId);
  const paths = partnerPaths(name, userId);
  const gym = gyms.data?.find((g) => g._id === gymId);
  const title = gymId ? (gym ? m.editTitle(gym.name) : m.editTitleShort) : m.newTitle;

  let body;
  if (!gymId)
    body = (
      <QueryFrame query={profile} loading={f.loading} errorTitle={f.loadError}>
        {() => <GymForm key="new" country={profile.data?.country} />}
      </QueryFrame>
    );
  else
    body = (
      <QueryFrame query={gyms} loading={f.loading} errorTitle={f.loadError}>
        {() =>
          gym ? (
            <GymForm key={gym._id} gym={gym} />
          ) : (
            <StatusMessage
              kind="error"
              title={m.notFoundTitle}
              body={partnerMessages.gymNotFound}
              headingLevel={2}
              link={{ to: paths.profile, label: f.backToProfile }}
            />
          )
        }
      </QueryFrame>
    );

  return (
    <AuthCard
      titleId="gym-form-title"
      title={title}
      lead={m.lead}
      className="partner-card partner-card--wide"
    >
      {body}
    </AuthCard>
  );
}

function GymForm({ gym, country: partnerCountry = DEFAULT_COUNTRY }: { gym?: MyGym; country?: CountryCode }) {
  const { name = '', userId = '' } = useParams();
  const paths = partnerPaths(name, userId);
  const navigate = useNavigate();
  const toast = useToast();
  const location = useUserLocation();
  const create = useCreateGym(userId);
  const update = useUpdateGym(userId);
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ photos: false, logo: false });
  const onPhotosBusy = useCallback((busy: boolean) => setUploading((u) => ({ ...u, photos: busy })), []);
  const onLogoBusy = useCallback((busy: boolean) => setUploading((u) => ({ ...u, logo: busy })), []);
  const busy = uploading.photos || uploading.logo;

  const form = useForm<GymFormValues, unknown, GymFormOutput>({
    resolver: contractResolver(gymFormSchema),
    mode: 'onTouched',
    defaultValues: gym
      ? gymFormValues(gym)
      : newGymFormValues(gymMapStart(location, partnerCountry), partnerCountry),
  });
  const { errors } = form.formState;
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const placement = useGymPlacement(form, Boolean(gym));
  const { country, field: countryField } = useGymCountry(form, placement);
  const addressField = fieldOf(form, 'address');

  const onError = (error: Error) =>
    setFailure(applyServerError(error, (field, e) => form.setError(field as 'name', e), FIELDS));

  const onSubmit = form.handleSubmit(
    async (typed) => {
      if (busy) {
        setFailure(m.uploadsPending);
        return;
      }
      setFailure(null);
      // A new gym is not saved where the map started: the address looked up, or the pin asked for.
      const values = await placement.placedValues(typed);
      if (!values) {
        setFailure(geocodeMessages.pinRequired);
        return;
      }
      if (gym)
        update.mutate(
          { _id: gym._id, ...values },
          {
            onSuccess: (saved) => {
              toast({ kind: 'success', title: noticeMessages.success, text: m.saved(saved.name) });
              void navigate(paths.profile);
            },
            onError,
          },
        );
      else
        create.mutate(values, {
          onSuccess: (saved) => {
            const text = publishingMessages.created(saved.name);
            toast({ kind: 'success', title: noticeMessages.success, text });
            void navigate(paths.profile);
          },
          onError,
        });
    },
    () => setFailure(f.checkFields),
  );

  return (
    <Form className="auth__form" onSubmit={onSubmit} data-testid="gym-form">
      <fieldset className="form-group partner-form__group">
        <legend>{m.basics}</legend>
        <InputField label={m.name} autoComplete="organization" {...fieldOf(form, 'name')} />
        <CountrySelect label={g.country} hint={g.countryHint} {...countryField} />
        <div className="partner-form__grid">
          <InputField
            label={m.price(COUNTRIES[country].currency)}
            inputMode="decimal"
            hint={m.priceHint[country]}
            error={errors.price?.message}
            {...form.register('price', {
              onBlur: (e: { target: { value: string } }) =>
                form.setValue('price', reformatPrice(e.target.value, country)),
            })}
          />
          <InputField
            label={m.trainers}
            type="number"
            min={0}
            max={1000}
            step={1}
            inputMode="numeric"
            {...fieldOf(form, 'trainers')}
          />
        </div>
        <AddressField
          label={m.address}
          hint={g.addressHint[country]}
          {...addressField}
          onBlur={(e) => {
            void addressField.onBlur(e);
            placement.onAddressBlur(e.target.value);
          }}
        />
        <div className="partner-form__grid">
          <PhoneField label={m.phone} hint={g.phoneHint[country]} {...fieldOf(form, 'phone')} />
          <EmailField label={m.email} {...fieldOf(form, 'email')} />
        </div>
        {gym && (
          <div className="switch">
            <input id="gym-active" type="checkbox" role="switch" {...form.register('gymActive')} />
            <label htmlFor="gym-active">{m.active}</label>
          </div>
        )}
      </fieldset>
      <fieldset className="form-group partner-form__group">
        <legend>{m.location}</legend>
        <PlacementNote placement={placement} address={() => form.getValues('address')} />
        <LocationPicker
          latitude={latitude}
          longitude={longitude}
          latitudeInput={form.register('latitude')}
          longitudeInput={form.register('longitude')}
          errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
          onPick={placement.onPick}
        />
      </fieldset>
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <PhotoUploader
            label={m.photos}
            value={field.value}
            onChange={field.onChange}
            onBusyChange={onPhotosBusy}
            error={fieldState.error?.message ?? errors.image?.[0]?.message}
          />
        )}
      />
      <ImageUploadField
        control={form.control}
        name="logo"
        label={m.logo}
        onBusyChange={onLogoBusy}
        alt={partnerUploadMessages.logoAlt}
        testId="logo-upload"
      />
      <Controller
        control={form.control}
        name="openingHours"
        render={({ field, fieldState }) => (
          <OpeningHoursField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <SocialNetworkFields register={form.register} errors={errors.socialNetworks} />
      <FormActions
        failure={failure}
        cancelTo={paths.profile}
        submitLabel={gym ? (saving ? f.saving : f.save) : saving ? m.creating : m.create}
        submitDisabled={saving || busy}
      />
    </Form>
  );
}
