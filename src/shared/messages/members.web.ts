/**
 * Screen texts (es-AR, voseo) of the members pages (SPEC §2 profile and user form, §4 favourite toggle): the
 * user form with the avatar picker, the member profile, the favourites heart. Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  avatarPickerCatalog,
  favouriteCatalog,
  genderLabelsCatalog,
  memberFormCatalog,
  memberProfileCatalog,
} from './locales/es-AR/members.web';

/** The avatar picker (SPEC §2: the avatar id in the home URL; §7 `GET /api/user/avatar`). */
export const avatarPickerMessages = /* @__PURE__ */ room(avatarPickerCatalog, {
  title: /*i18n*/ { id: 'avatarPicker.title' },
  lead: /*i18n*/ { id: 'avatarPicker.lead' },
  saving: /*i18n*/ { id: 'avatarPicker.saving' },
  saved: /*i18n*/ { id: 'avatarPicker.saved' },
  loading: /*i18n*/ { id: 'avatarPicker.loading' },
  loadError: /*i18n*/ { id: 'avatarPicker.loadError' },
  keyboardHint: /*i18n*/ { id: 'avatarPicker.keyboardHint' },
});

/** Gender labels of the stored codes (`GENDERS` of the members contract). */
export const genderLabels = /* @__PURE__ */ room(genderLabelsCatalog, {
  femenino: /*i18n*/ { id: 'genderLabels.femenino' },
  masculino: /*i18n*/ { id: 'genderLabels.masculino' },
  no_binario: /*i18n*/ { id: 'genderLabels.no_binario' },
  prefiero_no_decir: /*i18n*/ { id: 'genderLabels.prefiero_no_decir' },
});

/** The user form (SPEC §2 user form, §7 `deseasesMap`). */
export const memberFormMessages = /* @__PURE__ */ room(memberFormCatalog, {
  title: /*i18n*/ { id: 'memberForm.title' },
  lead: /*i18n*/ { id: 'memberForm.lead' },
  loading: /*i18n*/ { id: 'memberForm.loading' },
  loadError: /*i18n*/ { id: 'memberForm.loadError' },
  personal: /*i18n*/ { id: 'memberForm.personal' },
  name: /*i18n*/ { id: 'memberForm.name' },
  lastName: /*i18n*/ { id: 'memberForm.lastName' },
  phone: /*i18n*/ { id: 'memberForm.phone' },
  phoneHint: /*i18n*/ { id: 'memberForm.phoneHint' },
  birthday: /*i18n*/ { id: 'memberForm.birthday' },
  gender: /*i18n*/ { id: 'memberForm.gender' },
  genderNone: /*i18n*/ { id: 'memberForm.genderNone' },
  address: /*i18n*/ { id: 'memberForm.address' },
  addressHint: /*i18n*/ { id: 'memberForm.addressHint' },
  emergency: /*i18n*/ { id: 'memberForm.emergency' },
  emergencyHint: /*i18n*/ { id: 'memberForm.emergencyHint' },
  emergencyName: /*i18n*/ { id: 'memberForm.emergencyName' },
  emergencyPhone: /*i18n*/ { id: 'memberForm.emergencyPhone' },
  health: /*i18n*/ { id: 'memberForm.health' },
  healthHint: /*i18n*/ { id: 'memberForm.healthHint' },
  healthLoading: /*i18n*/ { id: 'memberForm.healthLoading' },
  healthLoadError: /*i18n*/ { id: 'memberForm.healthLoadError' },
  considerations: /*i18n*/ { id: 'memberForm.considerations' },
  preferences: /*i18n*/ { id: 'memberForm.preferences' },
  marketingOptIn: /*i18n*/ { id: 'memberForm.marketingOptIn' },
  reviewMails: /*i18n*/ { id: 'memberForm.reviewMails' },
  reviewMailsHint: /*i18n*/ { id: 'memberForm.reviewMailsHint' },
  location: /*i18n*/ { id: 'memberForm.location' },
  locationLead: /*i18n*/ { id: 'memberForm.locationLead' },
  useLocation: /*i18n*/ { id: 'memberForm.useLocation' },
  locating: /*i18n*/ { id: 'memberForm.locating' },
  /** The position is ready; `place` is its barrio when the geocoder names one (never raw coordinates). */
  locationReady: /*i18n*/ { id: 'memberForm.locationReady', args: ['place'] },
  locationDenied: /*i18n*/ { id: 'memberForm.locationDenied' },
  locationUnsupported: /*i18n*/ { id: 'memberForm.locationUnsupported' },
  submit: /*i18n*/ { id: 'memberForm.submit' },
  submitting: /*i18n*/ { id: 'memberForm.submitting' },
  saved: /*i18n*/ { id: 'memberForm.saved' },
  fixErrors: /*i18n*/ { id: 'memberForm.fixErrors' },
  cancel: /*i18n*/ { id: 'memberForm.cancel' },
});

/** The member profile (SPEC §2 `/profile/{type}/{name}/{userId}`). */
export const memberProfileMessages = /* @__PURE__ */ room(memberProfileCatalog, {
  title: /*i18n*/ { id: 'memberProfile.title' },
  loading: /*i18n*/ { id: 'memberProfile.loading' },
  loadError: /*i18n*/ { id: 'memberProfile.loadError' },
  avatarAlt: /*i18n*/ { id: 'memberProfile.avatarAlt', args: ['name'] },
  noAvatar: /*i18n*/ { id: 'memberProfile.noAvatar' },
  chooseAvatar: /*i18n*/ { id: 'memberProfile.chooseAvatar' },
  data: /*i18n*/ { id: 'memberProfile.data' },
  name: /*i18n*/ { id: 'memberProfile.name' },
  email: /*i18n*/ { id: 'memberProfile.email' },
  phone: /*i18n*/ { id: 'memberProfile.phone' },
  birthday: /*i18n*/ { id: 'memberProfile.birthday' },
  gender: /*i18n*/ { id: 'memberProfile.gender' },
  address: /*i18n*/ { id: 'memberProfile.address' },
  emergency: /*i18n*/ { id: 'memberProfile.emergency' },
  health: /*i18n*/ { id: 'memberProfile.health' },
  healthPrivate: /*i18n*/ { id: 'memberProfile.healthPrivate' },
  noHealth: /*i18n*/ { id: 'memberProfile.noHealth' },
  marketing: /*i18n*/ { id: 'memberProfile.marketing' },
  marketingYes: /*i18n*/ { id: 'memberProfile.marketingYes' },
  marketingNo: /*i18n*/ { id: 'memberProfile.marketingNo' },
  reviewMailsTitle: /*i18n*/ { id: 'memberProfile.reviewMailsTitle' },
  reviewMailsYes: /*i18n*/ { id: 'memberProfile.reviewMailsYes' },
  reviewMailsNo: /*i18n*/ { id: 'memberProfile.reviewMailsNo' },
  memberSince: /*i18n*/ { id: 'memberProfile.memberSince' },
  notGiven: /*i18n*/ { id: 'memberProfile.notGiven' },
  favourites: /*i18n*/ { id: 'memberProfile.favourites' },
  favouritesLoading: /*i18n*/ { id: 'memberProfile.favouritesLoading' },
  favouritesError: /*i18n*/ { id: 'memberProfile.favouritesError' },
  favouritesEmpty: /*i18n*/ { id: 'memberProfile.favouritesEmpty' },
  favouritesEmptyBody: /*i18n*/ { id: 'memberProfile.favouritesEmptyBody' },
  browseGyms: /*i18n*/ { id: 'memberProfile.browseGyms' },
  favouritesCount: /*i18n*/ { id: 'memberProfile.favouritesCount', args: ['n'] },
  actions: /*i18n*/ { id: 'memberProfile.actions' },
  editProfile: /*i18n*/ { id: 'memberProfile.editProfile' },
  changePassword: /*i18n*/ { id: 'memberProfile.changePassword' },
  deleteAccount: /*i18n*/ { id: 'memberProfile.deleteAccount' },
});

/** The favourites heart (SPEC §4 favourite toggle). */
export const favouriteMessages = /* @__PURE__ */ room(favouriteCatalog, {
  add: /*i18n*/ { id: 'favourite.add' },
  remove: /*i18n*/ { id: 'favourite.remove' },
  failed: /*i18n*/ { id: 'favourite.failed' },
});
