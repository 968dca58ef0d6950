/**
 * A member's profile (SPEC §2 user form, §7 user calls; ADR 0007; SPEC §3 "User": read under `user`,
 * updated under `updUser`). The form's data lives in `member_profiles` and `member_health_conditions`;
 * the name, avatar and position in `users`. Health conditions are sensitive: they are read only when the
 * reader is the account itself (docs/architecture.md §4), never for an admin or anyone else.
 * @module
 */
import { isAvatarId } from '../../../shared/domain/avatars';
import type { MemberUpdateBody, MemberUser } from '../../../shared/contract/members';
import { accountMessages, memberFieldMessages, memberMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { toMemberUser } from './mappers';
import {
  findConditionCodes,
  findMemberData,
  replaceHealthConditions,
  updateAccountColumns,
  upsertMemberProfile,
  type AccountChanges,
  type MemberProfileChanges,
} from './queries';
import { findUserById, type AccountRow } from '../account/index';

/**
 * The member profile of `account` (any account type: partners and admins get empty member data).
 * @param withHealth - include `healthConditions`; pass true only when the reader is the account itself
 */
export async function readMemberUser(
  db: Database,
  account: AccountRow,
  withHealth: boolean,
): Promise<MemberUser> {
  return toMemberUser(account, await findMemberData(db, account.id, withHealth));
}

const invalid = (field: string, message: string): AppError =>
  new AppError('VALIDATION', message, { [field]: message });

/** The `users` columns of a valid body. @throws AppError VALIDATION for an unknown avatar or half a position */
function accountChangesOf(body: MemberUpdateBody): AccountChanges {
  const changes: AccountChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.avatar !== undefined) {
    const avatar = body.avatar.trim();
    if (avatar !== '' && !isAvatarId(avatar)) throw invalid('avatar', memberMessages.avatarUnknown);
    changes.avatar = avatar === '' ? null : avatar;
  }
  if ((body.latitude === undefined) !== (body.longitude === undefined))
    throw invalid(body.latitude === undefined ? 'latitude' : 'longitude', memberMessages.positionIncomplete);
  if (body.latitude !== undefined && body.longitude !== undefined) {
    changes.latitude = body.latitude;
    changes.longitude = body.longitude;
  }
  return changes;
}

/** The `member_profiles` columns of a valid body. @throws AppError VALIDATION for half an emergency contact */
function profileChangesOf(body: MemberUpdateBody): MemberProfileChanges {
  const changes: MemberProfileChanges = {
    lastName: body.lastName,
    phone: body.phone,
    birthday: body.birthday,
    gender: body.gender,
    address: body.address,
    marketingOptIn: body.marketingOptIn,
    reviewMailOptOut: body.reviewMails === undefined ? undefined : !body.reviewMails,
  };
  const contact = body.emergencyContact;
  if (contact !== undefined) {
    const name = contact?.name ?? null;
    const phone = contact?.phone ?? null;
    if ((name === null) !== (phone === null))
      throw invalid('emergencyContact', memberFieldMessages.emergencyIncomplete);
    changes.emergencyContactName = name;
    changes.emergencyContactPhone = phone;
  }
  return changes;
}

/**
 * Applies a partial update of the member form to account `id` and answers the fresh profile (with
 * its health conditions: the reader is the account). Absent fields are unchanged, null or blank ones
 * cleared; `healthConditions` replaces the whole set. One transaction: all or nothing.
 * @throws AppError FORBIDDEN unless `session` is account `id` (an admin cannot edit others);
 *   VALIDATION (`memberMessages.avatarUnknown`, `emergencyIncomplete`, `positionIncomplete`,
 *   `conditionUnknown`); NOT_FOUND when the account was deleted meanwhile
 */
export async function updateMemberProfile(
  db: Database,
  session: SessionUser,
  id: string,
  body: MemberUpdateBody,
): Promise<MemberUser> {
  if (session.userId !== id) throw new AppError('FORBIDDEN', accountMessages.forbidden);
  const account = accountChangesOf(body);
  const profile = profileChangesOf(body);
  const conditions = body.healthConditions ? [...new Set(body.healthConditions)] : undefined;
  return db.transaction(async (tx) => {
    if (conditions) {
      const known = await findConditionCodes(tx, conditions);
      if (known.length !== conditions.length)
        throw invalid('healthConditions', memberMessages.conditionUnknown);
    }
    await updateAccountColumns(tx, id, account);
    await upsertMemberProfile(tx, id, profile);
    if (conditions) await replaceHealthConditions(tx, id, conditions);
    const row = await findUserById(tx, id);
    if (!row) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
    return readMemberUser(tx, row, true);
  });
}
