/**
 * User-facing Spanish (es-AR, voseo) texts of the partner calls (`/api/partner/*`, SPEC §7) that the
 * specification does not give. Re-exported by `messages/index.ts`, the single entry
 * point for every text. Screen texts of the partner pages live in `messages/partners.web.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  partnerCatalog,
  partnerFieldCatalog,
  planChoiceCatalog,
  uploadCatalog,
} from './locales/es-AR/partners';

/** Answers of the partner calls. */
export const partnerMessages = /* @__PURE__ */ room(partnerCatalog, {
  profileNotFound: /*i18n*/ { id: 'partner.profileNotFound' },
  partnersOnly: /*i18n*/ { id: 'partner.partnersOnly' },
  gymNotFound: /*i18n*/ { id: 'partner.gymNotFound' },
  serviceNotFound: /*i18n*/ { id: 'partner.serviceNotFound' },
  planNotFound: /*i18n*/ { id: 'partner.planNotFound' },
  planGymLimit: /*i18n*/ { id: 'partner.planGymLimit', args: ['plan', 'max'] },
  planServiceLimit: /*i18n*/ { id: 'partner.planServiceLimit', args: ['plan', 'max'] },
  gymHasSales: /*i18n*/ { id: 'partner.gymHasSales' },
  serviceDuplicate: /*i18n*/ { id: 'partner.serviceDuplicate' },
  uploadNotYours: /*i18n*/ { id: 'partner.uploadNotYours' },
  emailTaken: /*i18n*/ { id: 'partner.emailTaken' },
  gymNotYours: /*i18n*/ { id: 'partner.gymNotYours' },
  serviceNotYours: /*i18n*/ { id: 'partner.serviceNotYours' },
});

/** Field-level validation of partner bodies (SPEC §3 "Partner", "Gym"; ADR 0007). */
export const partnerFieldMessages = /* @__PURE__ */ room(partnerFieldCatalog, {
  nameRequired: /*i18n*/ { id: 'partnerField.nameRequired' },
  nameTooLong: /*i18n*/ { id: 'partnerField.nameTooLong' },
  lastNameTooLong: /*i18n*/ { id: 'partnerField.lastNameTooLong' },
  emailInvalid: /*i18n*/ { id: 'partnerField.emailInvalid' },
  phoneInvalid: /*i18n*/ { id: 'partnerField.phoneInvalid' },
  cbuFormat: /*i18n*/ { id: 'partnerField.cbuFormat' },
  cbuCheckDigit: /*i18n*/ { id: 'partnerField.cbuCheckDigit' },
  cuilFormat: /*i18n*/ { id: 'partnerField.cuilFormat' },
  cuilPrefix: /*i18n*/ { id: 'partnerField.cuilPrefix' },
  cuilCheckDigit: /*i18n*/ { id: 'partnerField.cuilCheckDigit' },
  urlInvalid: /*i18n*/ { id: 'partnerField.urlInvalid' },
  socialNetworkUnknown: /*i18n*/ { id: 'partnerField.socialNetworkUnknown' },
  plan: /*i18n*/ { id: 'partnerField.plan' },
  price: /*i18n*/ { id: 'partnerField.price' },
  addressRequired: /*i18n*/ { id: 'partnerField.addressRequired' },
  addressTooLong: /*i18n*/ { id: 'partnerField.addressTooLong' },
  latitude: /*i18n*/ { id: 'partnerField.latitude' },
  longitude: /*i18n*/ { id: 'partnerField.longitude' },
  trainers: /*i18n*/ { id: 'partnerField.trainers' },
  images: /*i18n*/ { id: 'partnerField.images' },
  imageUrl: /*i18n*/ { id: 'partnerField.imageUrl' },
  gymActive: /*i18n*/ { id: 'partnerField.gymActive' },
  serviceName: /*i18n*/ { id: 'partnerField.serviceName' },
  description: /*i18n*/ { id: 'partnerField.description' },
  duration: /*i18n*/ { id: 'partnerField.duration' },
  idMismatch: /*i18n*/ { id: 'partnerField.idMismatch' },
});

/** The image upload's answers as the catalogues hold them (the wait in whole minutes). */
const uploadTexts = /* @__PURE__ */ room(uploadCatalog, {
  noFile: /*i18n*/ { id: 'upload.noFile' },
  tooLarge: /*i18n*/ { id: 'upload.tooLarge' },
  badType: /*i18n*/ { id: 'upload.badType' },
  unreadable: /*i18n*/ { id: 'upload.unreadable' },
  tooManyPixels: /*i18n*/ { id: 'upload.tooManyPixels' },
  oneFile: /*i18n*/ { id: 'upload.oneFile' },
  badForm: /*i18n*/ { id: 'upload.badForm' },
  /** 429: `minutes` to wait (whole minutes, at least 1). */
  rateLimited: /*i18n*/ { id: 'upload.rateLimited', args: ['minutes'] },
});

/**
 * Answers of the image upload (`POST /api/partner/uploads`; ADR 0007): the room's texts, with the rate
 * limit's wait taken in milliseconds (rounded up to at least one minute).
 */
export const uploadMessages = /* @__PURE__ */ Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(uploadTexts),
    rateLimited: {
      value: (waitMs: number) => uploadTexts.rateLimited(Math.max(1, Math.ceil(waitMs / 60_000))),
      enumerable: true,
    },
  },
) as Omit<typeof uploadTexts, 'rateLimited'> & { readonly rateLimited: (waitMs: number) => string };

/** Answers of the plan choice (`PUT /api/partner/profile/plan/{id}`; ADR 0017). */
export const planChoiceMessages = /* @__PURE__ */ room(planChoiceCatalog, {
  /** The chosen plan allows fewer gyms than the partner has (deactivated gyms count too). */
  tooFewGyms: /*i18n*/ { id: 'planChoice.tooFewGyms', args: ['plan', 'gyms', 'max'] },
  /** The chosen plan allows fewer services per gym than one of the partner's gyms has. */
  tooFewServices: /*i18n*/ { id: 'planChoice.tooFewServices', args: ['plan', 'gym', 'services', 'max'] },
});
