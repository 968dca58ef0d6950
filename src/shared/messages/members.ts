/**
 * User-facing Spanish (es-AR, voseo) texts of the member calls (`/api/user/*`, SPEC §7) that the
 * specification does not give. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { memberCatalog, memberFieldCatalog } from './locales/es-AR/members';

/** Answers of the member calls. */
export const memberMessages = /* @__PURE__ */ room(memberCatalog, {
  membersOnly: /*i18n*/ { id: 'member.membersOnly' },
  avatarUnknown: /*i18n*/ { id: 'member.avatarUnknown' },
  conditionUnknown: /*i18n*/ { id: 'member.conditionUnknown' },
  favouriteGymNotFound: /*i18n*/ { id: 'member.favouriteGymNotFound' },
  favouriteNotYours: /*i18n*/ { id: 'member.favouriteNotYours' },
  positionIncomplete: /*i18n*/ { id: 'member.positionIncomplete' },
});

/** Field-level validation of the member form (SPEC §2 user form, §7 `PUT /api/user/profile/update/{id}`). */
export const memberFieldMessages = /* @__PURE__ */ room(memberFieldCatalog, {
  nameRequired: /*i18n*/ { id: 'memberField.nameRequired' },
  nameLetters: /*i18n*/ { id: 'memberField.nameLetters' },
  nameTooLong: /*i18n*/ { id: 'memberField.nameTooLong' },
  lastNameTooLong: /*i18n*/ { id: 'memberField.lastNameTooLong' },
  phoneInvalid: /*i18n*/ { id: 'memberField.phoneInvalid' },
  birthdayInvalid: /*i18n*/ { id: 'memberField.birthdayInvalid' },
  birthdayFuture: /*i18n*/ { id: 'memberField.birthdayFuture' },
  birthdayTooYoung: /*i18n*/ { id: 'memberField.birthdayTooYoung' },
  birthdayTooOld: /*i18n*/ { id: 'memberField.birthdayTooOld' },
  gender: /*i18n*/ { id: 'memberField.gender' },
  addressTooLong: /*i18n*/ { id: 'memberField.addressTooLong' },
  emergencyNameTooLong: /*i18n*/ { id: 'memberField.emergencyNameTooLong' },
  emergencyIncomplete: /*i18n*/ { id: 'memberField.emergencyIncomplete' },
  healthConditions: /*i18n*/ { id: 'memberField.healthConditions' },
  marketingOptIn: /*i18n*/ { id: 'memberField.marketingOptIn' },
  reviewMails: /*i18n*/ { id: 'memberField.reviewMails' },
  latitude: /*i18n*/ { id: 'memberField.latitude' },
  longitude: /*i18n*/ { id: 'memberField.longitude' },
  avatar: /*i18n*/ { id: 'memberField.avatar' },
  favourite: /*i18n*/ { id: 'memberField.favourite' },
  idUser: /*i18n*/ { id: 'memberField.idUser' },
});
