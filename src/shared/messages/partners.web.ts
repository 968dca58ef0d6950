/**
 * Screen texts (es-AR, voseo) of the partner pages (SPEC §2 partner routes): the business profile, the
 * profile form, the gym and service forms, uploads and the location picker. The call answers and
 * field messages shared with the server live in `messages/partners.ts`. Re-exported by `messages/index.ts`.
 * @module
 */
import { activeLocale } from './i18n/active';
import { room } from './i18n/room';
import {
  gymFormPageCatalog,
  locationPickerCatalog,
  myGymsCatalog,
  noticeSwitchCatalog,
  partnerEditPageCatalog,
  partnerFormCatalog,
  partnerProfilePageCatalog,
  partnerUploadCatalog,
  planChooserCatalog,
  serviceFormPageCatalog,
  socialNetworkLabelsCatalog,
} from './locales/es-AR/partners.web';

/** Names shown in full before "y N más". */
const NAMED_SERVICES = 3;
/** "A, B y C" in each locale, each `Intl.ListFormat` made on first use (ADR 0050). */
const listFormats = new Map<string, Intl.ListFormat>();
const listFormat = (locale: string): Intl.ListFormat => {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format;
};

/** Labels of the social networks (keys of `socialNetworks`, `SOCIAL_NETWORKS`). */
export const socialNetworkLabels = /* @__PURE__ */ room(socialNetworkLabelsCatalog, {
  website: /*i18n*/ { id: 'socialNetworkLabels.website' },
  facebook: /*i18n*/ { id: 'socialNetworkLabels.facebook' },
  instagram: /*i18n*/ { id: 'socialNetworkLabels.instagram' },
  tiktok: /*i18n*/ { id: 'socialNetworkLabels.tiktok' },
  x: /*i18n*/ { id: 'socialNetworkLabels.x' },
  youtube: /*i18n*/ { id: 'socialNetworkLabels.youtube' },
  whatsapp: /*i18n*/ { id: 'socialNetworkLabels.whatsapp' },
});

/** Texts shared by the partner forms. */
export const partnerFormMessages = /* @__PURE__ */ room(partnerFormCatalog, {
  socialNetworks: /*i18n*/ { id: 'partnerForm.socialNetworks' },
  socialNetworksHint: /*i18n*/ { id: 'partnerForm.socialNetworksHint' },
  urlPlaceholder: /*i18n*/ { id: 'partnerForm.urlPlaceholder' },
  save: /*i18n*/ { id: 'partnerForm.save' },
  saving: /*i18n*/ { id: 'partnerForm.saving' },
  cancel: /*i18n*/ { id: 'partnerForm.cancel' },
  backToProfile: /*i18n*/ { id: 'partnerForm.backToProfile' },
  saved: /*i18n*/ { id: 'partnerForm.saved' },
  checkFields: /*i18n*/ { id: 'partnerForm.checkFields' },
  optional: /*i18n*/ { id: 'partnerForm.optional' },
  loading: /*i18n*/ { id: 'partnerForm.loading' },
  loadError: /*i18n*/ { id: 'partnerForm.loadError' },
});

/** `/profile/partner/{name}/{userId}`. */
export const partnerProfilePageMessages = /* @__PURE__ */ room(partnerProfilePageCatalog, {
  title: /*i18n*/ { id: 'partnerProfilePage.title' },
  loading: /*i18n*/ { id: 'partnerProfilePage.loading' },
  error: /*i18n*/ { id: 'partnerProfilePage.error' },
  businessData: /*i18n*/ { id: 'partnerProfilePage.businessData' },
  name: /*i18n*/ { id: 'partnerProfilePage.name' },
  lastName: /*i18n*/ { id: 'partnerProfilePage.lastName' },
  email: /*i18n*/ { id: 'partnerProfilePage.email' },
  phone: /*i18n*/ { id: 'partnerProfilePage.phone' },
  cbu: /*i18n*/ { id: 'partnerProfilePage.cbu' },
  cuil: /*i18n*/ { id: 'partnerProfilePage.cuil' },
  socialNetworks: /*i18n*/ { id: 'partnerProfilePage.socialNetworks' },
  notSet: /*i18n*/ { id: 'partnerProfilePage.notSet' },
  editProfile: /*i18n*/ { id: 'partnerProfilePage.editProfile' },
  changePassword: /*i18n*/ { id: 'partnerProfilePage.changePassword' },
  deleteAccount: /*i18n*/ { id: 'partnerProfilePage.deleteAccount' },
  missingPayout: /*i18n*/ { id: 'partnerProfilePage.missingPayout' },
});

/** The plan section of the partner profile (SPEC §7 `GET /api/service/plans/all`; ADR 0017). */
export const planChooserMessages = /* @__PURE__ */ room(planChooserCatalog, {
  title: /*i18n*/ { id: 'planChooser.title' },
  lead: /*i18n*/ { id: 'planChooser.lead' },
  current: /*i18n*/ { id: 'planChooser.current' },
  choose: /*i18n*/ { id: 'planChooser.choose' },
  choosing: /*i18n*/ { id: 'planChooser.choosing' },
  chosen: /*i18n*/ { id: 'planChooser.chosen', args: ['plan'] },
  gyms: /*i18n*/ { id: 'planChooser.gyms', args: ['n'] },
  services: /*i18n*/ { id: 'planChooser.services', args: ['n'] },
  commission: /*i18n*/ { id: 'planChooser.commission', args: ['percent'] },
  perMonth: /*i18n*/ { id: 'planChooser.perMonth' },
  usage: /*i18n*/ { id: 'planChooser.usage', args: ['used', 'max'] },
  loading: /*i18n*/ { id: 'planChooser.loading' },
  error: /*i18n*/ { id: 'planChooser.error' },
  listLabel: /*i18n*/ { id: 'planChooser.listLabel' },
});

/** The "Mis gimnasios" section's texts as the catalogues hold them. */
const myGymsTexts = /* @__PURE__ */ room(myGymsCatalog, {
  title: /*i18n*/ { id: 'myGyms.title' },
  newGym: /*i18n*/ { id: 'myGyms.newGym' },
  loading: /*i18n*/ { id: 'myGyms.loading' },
  error: /*i18n*/ { id: 'myGyms.error' },
  emptyTitle: /*i18n*/ { id: 'myGyms.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'myGyms.emptyBody' },
  active: /*i18n*/ { id: 'myGyms.active' },
  inactive: /*i18n*/ { id: 'myGyms.inactive' },
  inactiveHint: /*i18n*/ { id: 'myGyms.inactiveHint' },
  price: /*i18n*/ { id: 'myGyms.price' },
  /** What a gym card names when the gym has no services. */
  servicesNone: /*i18n*/ { id: 'myGyms.servicesNone' },
  /** The first services a gym card names (`named`, joined by ", ") and how many others it has. */
  servicesAndMore: /*i18n*/ { id: 'myGyms.servicesAndMore', args: ['named', 'more'] },
  planFull: /*i18n*/ { id: 'myGyms.planFull' },
  changePlan: /*i18n*/ { id: 'myGyms.changePlan' },
  services: /*i18n*/ { id: 'myGyms.services' },
  noServices: /*i18n*/ { id: 'myGyms.noServices' },
  actionsLabel: /*i18n*/ { id: 'myGyms.actionsLabel', args: ['gym'] },
  edit: /*i18n*/ { id: 'myGyms.edit' },
  editLabel: /*i18n*/ { id: 'myGyms.editLabel', args: ['gym'] },
  addService: /*i18n*/ { id: 'myGyms.addService' },
  addServiceLabel: /*i18n*/ { id: 'myGyms.addServiceLabel', args: ['gym'] },
  editService: /*i18n*/ { id: 'myGyms.editService', args: ['service'] },
  deactivate: /*i18n*/ { id: 'myGyms.deactivate' },
  deactivateLabel: /*i18n*/ { id: 'myGyms.deactivateLabel', args: ['gym'] },
  deactivated: /*i18n*/ { id: 'myGyms.deactivated', args: ['gym'] },
  deleteLabel: /*i18n*/ { id: 'myGyms.deleteLabel', args: ['gym'] },
  /** The texts of the delete confirmation (its body is `deleteConfirm`). */
  deleteDialog: {
    askLabel: /*i18n*/ { id: 'myGyms.deleteDialog.askLabel' },
    title: /*i18n*/ { id: 'myGyms.deleteDialog.title' },
    confirmLabel: /*i18n*/ { id: 'myGyms.deleteDialog.confirmLabel' },
    busyLabel: /*i18n*/ { id: 'myGyms.deleteDialog.busyLabel' },
    cancelLabel: /*i18n*/ { id: 'myGyms.deleteDialog.cancelLabel' },
  },
  deleteConfirm: /*i18n*/ { id: 'myGyms.deleteConfirm', args: ['gym'] },
  deleted: /*i18n*/ { id: 'myGyms.deleted', args: ['gym'] },
  cancel: /*i18n*/ { id: 'myGyms.cancel' },
  photoAlt: /*i18n*/ { id: 'myGyms.photoAlt', args: ['gym'] },
  view: /*i18n*/ { id: 'myGyms.view' },
  viewLabel: /*i18n*/ { id: 'myGyms.viewLabel', args: ['gym'] },
});

/**
 * The "Mis gimnasios" section of the partner profile (SPEC §7 `mygyms`): the room's texts, with
 * `servicesNamed`, the services a gym card names: "Spinning y Yoga", "A, B, C y 2 más"; none: "Sin
 * servicios todavía" (the list as the active locale writes it, `Intl.ListFormat`).
 */
export const myGymsMessages = /* @__PURE__ */ Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(myGymsTexts),
    servicesNamed: {
      value: (names: readonly string[]): string =>
        names.length === 0
          ? myGymsTexts.servicesNone
          : names.length <= NAMED_SERVICES + 1
            ? listFormat(activeLocale()).format(names)
            : myGymsTexts.servicesAndMore(
                names.slice(0, NAMED_SERVICES).join(', '),
                names.length - NAMED_SERVICES,
              ),
      enumerable: true,
    },
  },
) as typeof myGymsTexts & { readonly servicesNamed: (names: readonly string[]) => string };

/** `/profile/edit/partner/{name}/{userId}` (SPEC §2 partner edit, §3 "Partner"). */
export const partnerEditPageMessages = /* @__PURE__ */ room(partnerEditPageCatalog, {
  title: /*i18n*/ { id: 'partnerEditPage.title' },
  lead: /*i18n*/ { id: 'partnerEditPage.lead' },
  name: /*i18n*/ { id: 'partnerEditPage.name' },
  lastName: /*i18n*/ { id: 'partnerEditPage.lastName' },
  email: /*i18n*/ { id: 'partnerEditPage.email' },
  emailHint: /*i18n*/ { id: 'partnerEditPage.emailHint' },
  phone: /*i18n*/ { id: 'partnerEditPage.phone' },
  phoneHint: /*i18n*/ { id: 'partnerEditPage.phoneHint' },
  cbu: /*i18n*/ { id: 'partnerEditPage.cbu' },
  cbuHint: /*i18n*/ { id: 'partnerEditPage.cbuHint' },
  cuil: /*i18n*/ { id: 'partnerEditPage.cuil' },
  cuilHint: /*i18n*/ { id: 'partnerEditPage.cuilHint' },
  saved: /*i18n*/ { id: 'partnerEditPage.saved' },
});

/** The gym form (SPEC §2 gym form, §3 "Gym"). */
export const gymFormPageMessages = /* @__PURE__ */ room(gymFormPageCatalog, {
  newTitle: /*i18n*/ { id: 'gymFormPage.newTitle' },
  editTitle: /*i18n*/ { id: 'gymFormPage.editTitle', args: ['gym'] },
  editTitleShort: /*i18n*/ { id: 'gymFormPage.editTitleShort' },
  lead: /*i18n*/ { id: 'gymFormPage.lead' },
  basics: /*i18n*/ { id: 'gymFormPage.basics' },
  name: /*i18n*/ { id: 'gymFormPage.name' },
  /** @param currency - ISO 4217 code of the gym's country's currency (ADR 0053): `ARS`, `MXN`, `BRL` */
  price: /*i18n*/ { id: 'gymFormPage.price', args: ['currency'] },
  /** How people in the gym's country write a price (`shared/domain/price-input`), per country. */
  priceHint: {
    AR: /*i18n*/ { id: 'gymFormPage.priceHint.AR' },
    MX: /*i18n*/ { id: 'gymFormPage.priceHint.MX' },
    BR: /*i18n*/ { id: 'gymFormPage.priceHint.BR' },
  },
  address: /*i18n*/ { id: 'gymFormPage.address' },
  addressHint: /*i18n*/ { id: 'gymFormPage.addressHint' },
  phone: /*i18n*/ { id: 'gymFormPage.phone' },
  email: /*i18n*/ { id: 'gymFormPage.email' },
  trainers: /*i18n*/ { id: 'gymFormPage.trainers' },
  active: /*i18n*/ { id: 'gymFormPage.active' },
  photos: /*i18n*/ { id: 'gymFormPage.photos' },
  logo: /*i18n*/ { id: 'gymFormPage.logo' },
  location: /*i18n*/ { id: 'gymFormPage.location' },
  saved: /*i18n*/ { id: 'gymFormPage.saved', args: ['gym'] },
  create: /*i18n*/ { id: 'gymFormPage.create' },
  creating: /*i18n*/ { id: 'gymFormPage.creating' },
  notFoundTitle: /*i18n*/ { id: 'gymFormPage.notFoundTitle' },
  uploadsPending: /*i18n*/ { id: 'gymFormPage.uploadsPending' },
});

/** The service form (SPEC §2 gym service form). */
export const serviceFormPageMessages = /* @__PURE__ */ room(serviceFormPageCatalog, {
  newTitle: /*i18n*/ { id: 'serviceFormPage.newTitle' },
  editTitle: /*i18n*/ { id: 'serviceFormPage.editTitle' },
  forGym: /*i18n*/ { id: 'serviceFormPage.forGym', args: ['gym'] },
  name: /*i18n*/ { id: 'serviceFormPage.name' },
  nameHint: /*i18n*/ { id: 'serviceFormPage.nameHint' },
  description: /*i18n*/ { id: 'serviceFormPage.description' },
  duration: /*i18n*/ { id: 'serviceFormPage.duration' },
  /** @param currency - ISO 4217 code of the gym's country's currency (ADR 0053) */
  price: /*i18n*/ { id: 'serviceFormPage.price', args: ['currency'] },
  photo: /*i18n*/ { id: 'serviceFormPage.photo' },
  create: /*i18n*/ { id: 'serviceFormPage.create' },
  creating: /*i18n*/ { id: 'serviceFormPage.creating' },
  created: /*i18n*/ { id: 'serviceFormPage.created', args: ['service', 'gym'] },
  saved: /*i18n*/ { id: 'serviceFormPage.saved', args: ['service'] },
  /** The texts of the delete confirmation (its body is `deleteConfirm`). */
  deleteDialog: {
    askLabel: /*i18n*/ { id: 'serviceFormPage.deleteDialog.askLabel' },
    title: /*i18n*/ { id: 'serviceFormPage.deleteDialog.title' },
    confirmLabel: /*i18n*/ { id: 'serviceFormPage.deleteDialog.confirmLabel' },
    busyLabel: /*i18n*/ { id: 'serviceFormPage.deleteDialog.busyLabel' },
    cancelLabel: /*i18n*/ { id: 'serviceFormPage.deleteDialog.cancelLabel' },
  },
  deleteConfirm: /*i18n*/ { id: 'serviceFormPage.deleteConfirm', args: ['service'] },
  deleted: /*i18n*/ { id: 'serviceFormPage.deleted', args: ['service'] },
  missingGym: /*i18n*/ { id: 'serviceFormPage.missingGym' },
  notFoundTitle: /*i18n*/ { id: 'serviceFormPage.notFoundTitle' },
});

/** Image uploads of the partner forms (`POST /api/partner/uploads`; ADR 0007). */
export const partnerUploadMessages = /* @__PURE__ */ room(partnerUploadCatalog, {
  choosePhotos: /*i18n*/ { id: 'partnerUpload.choosePhotos' },
  chooseImage: /*i18n*/ { id: 'partnerUpload.chooseImage' },
  replaceImage: /*i18n*/ { id: 'partnerUpload.replaceImage' },
  photosHint: /*i18n*/ { id: 'partnerUpload.photosHint', args: ['max'] },
  imageHint: /*i18n*/ { id: 'partnerUpload.imageHint' },
  uploading: /*i18n*/ { id: 'partnerUpload.uploading', args: ['file'] },
  uploadingPercent: /*i18n*/ { id: 'partnerUpload.uploadingPercent', args: ['file', 'percent'] },
  uploaded: /*i18n*/ { id: 'partnerUpload.uploaded', args: ['file'] },
  failed: /*i18n*/ { id: 'partnerUpload.failed', args: ['file', 'reason'] },
  remove: /*i18n*/ { id: 'partnerUpload.remove' },
  removeLabel: /*i18n*/ { id: 'partnerUpload.removeLabel', args: ['what'] },
  moveLeft: /*i18n*/ { id: 'partnerUpload.moveLeft' },
  moveLeftLabel: /*i18n*/ { id: 'partnerUpload.moveLeftLabel', args: ['n'] },
  moveRight: /*i18n*/ { id: 'partnerUpload.moveRight' },
  moveRightLabel: /*i18n*/ { id: 'partnerUpload.moveRightLabel', args: ['n'] },
  photoAlt: /*i18n*/ { id: 'partnerUpload.photoAlt', args: ['n'] },
  cover: /*i18n*/ { id: 'partnerUpload.cover' },
  logoAlt: /*i18n*/ { id: 'partnerUpload.logoAlt' },
  imageAlt: /*i18n*/ { id: 'partnerUpload.imageAlt' },
  emptyPhotos: /*i18n*/ { id: 'partnerUpload.emptyPhotos' },
  tooMany: /*i18n*/ { id: 'partnerUpload.tooMany', args: ['max', 'left'] },
});

/** The location picker of the gym form (SPEC §3 "Gym" latitude and longitude: a pin on a map or typed). */
export const locationPickerMessages = /* @__PURE__ */ room(locationPickerCatalog, {
  hint: /*i18n*/ { id: 'locationPicker.hint' },
  /** Shown only where there is a keyboard and a fine pointer (not on a touch screen). */
  keysHint: /*i18n*/ { id: 'locationPicker.keysHint' },
  mapLabel: /*i18n*/ { id: 'locationPicker.mapLabel' },
  markerLabel: /*i18n*/ { id: 'locationPicker.markerLabel' },
  latitude: /*i18n*/ { id: 'locationPicker.latitude' },
  longitude: /*i18n*/ { id: 'locationPicker.longitude' },
  latitudeHint: /*i18n*/ { id: 'locationPicker.latitudeHint' },
  longitudeHint: /*i18n*/ { id: 'locationPicker.longitudeHint' },
  useMyLocation: /*i18n*/ { id: 'locationPicker.useMyLocation' },
  moved: /*i18n*/ { id: 'locationPicker.moved', args: ['lat', 'lon'] },
});

/** "Avisos" on the partner's profile (ADR 0037). */
export const noticeSwitchMessages = /* @__PURE__ */ room(noticeSwitchCatalog, {
  title: /*i18n*/ { id: 'noticeSwitch.title' },
  intro: /*i18n*/ { id: 'noticeSwitch.intro' },
  sales: /*i18n*/ { id: 'noticeSwitch.sales' },
  reviews: /*i18n*/ { id: 'noticeSwitch.reviews' },
  claims: /*i18n*/ { id: 'noticeSwitch.claims' },
  saveError: /*i18n*/ { id: 'noticeSwitch.saveError' },
});
