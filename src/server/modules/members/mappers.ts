/**
 * Member rows → the wire shapes of `src/shared/contract/members.ts`: the account's `user` (SPEC §3,
 * via the account mapper) extended with the member form's data, and the public catalogues.
 * @module
 */
import { AVATARS, avatarUrl } from '../../../shared/domain/avatars';
import {
  GENDERS,
  type Avatar,
  type HealthCondition,
  type MemberUser,
} from '../../../shared/contract/members';
import type { MemberDataRow } from './queries';
import { toUserProfile, type AccountRow } from '../account/index';

const isGender = (value: string | null): value is (typeof GENDERS)[number] =>
  (GENDERS as readonly (string | null)[]).includes(value);

/**
 * The `user` of a member profile answer. `healthConditions` is present only when the data was read
 * with them (the reader is the account itself); an emergency contact is answered only when whole;
 * `reviewMails` is the opposite of the stored `review_mail_opt_out` (true until the member turns it off).
 */
export function toMemberUser(account: AccountRow, data: MemberDataRow): MemberUser {
  const { emergencyContactName: contactName, emergencyContactPhone: contactPhone } = data;
  return {
    ...toUserProfile(account),
    lastName: data.lastName,
    phone: data.phone,
    birthday: data.birthday,
    gender: isGender(data.gender) ? data.gender : null,
    address: data.address,
    emergencyContact: contactName && contactPhone ? { name: contactName, phone: contactPhone } : null,
    ...(data.healthConditions ? { healthConditions: data.healthConditions } : {}),
    marketingOptIn: data.marketingOptIn ?? false,
    reviewMails: !(data.reviewMailOptOut ?? false),
    favourites: data.favourites,
  };
}

/** The avatar catalogue as `GET /api/user/avatar` answers it. */
export const avatarList = (): Avatar[] =>
  AVATARS.map((a) => ({ _id: a.id, name: a.name, url: avatarUrl(a.id) }));

/** A catalogue row as `GET /api/user/all/deseasesMap` answers it. */
export const toHealthCondition = (row: {
  code: string;
  name: string;
  considerations: string;
}): HealthCondition => ({
  _id: row.code,
  name: row.name,
  considerations: row.considerations,
});
