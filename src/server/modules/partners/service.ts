/**
 * Partner profile rules (SPEC §3 "Partner", §7 `GET /api/partner/profile/{id}`; docs/architecture.md §4
 * authorisation): a partner reads its own profile, an admin any; everyone else is refused. Only the
 * partner itself changes its profile (./edit) or its plan (../subscriptions/plan-choice): {@link assertSelfPartner}.
 * @module
 */
import type { Partner, PartnerNotifications } from '../../../shared/contract/partners';
import { DEFAULT_COUNTRY, type CountryCode } from '../../../shared/domain/countries';
import { countryOfLower } from '../../../shared/domain/country-case';
import { accountMessages, partnerMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { actsAsAdmin } from '../admin-guard';
import { findPartnerByUserId, updatePartnerNotifications, type PartnerRow } from './queries';
import { assertOwnerOrAdmin } from '../account/index';

/** The country of a partner profile row (ADR 0054; the column's check admits only `ar`, `mx`, `br`). */
export const partnerCountry = (row: Pick<PartnerRow, 'country'>): CountryCode =>
  countryOfLower(row.country) ?? DEFAULT_COUNTRY;

/** The wire form of a partner profile row. */
export function toPartner(row: PartnerRow): Partner {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    cbu: row.cbu,
    cuil: row.cuil,
    country: partnerCountry(row),
    taxIdKind: row.taxIdKind,
    taxId: row.taxId,
    bankAccount: row.bankAccount,
    socialNetworks: row.socialNetworks,
    plan: row.planCode,
    notifications: { sales: row.notifySales, reviews: row.notifyReviews, claims: row.notifyClaims },
  };
}

/**
 * The rule of reading a partner's own data (profile, subscription): the partner account `userId` itself
 * or an admin (second factor verified: `actsAsAdmin`, ADR 0019). Decided before any lookup (no
 * existence oracle).
 * @throws AppError FORBIDDEN (`accountMessages.forbidden`) for anyone else; SECOND_FACTOR_REQUIRED for
 *   an administrator before its second factor
 */
export function assertPartnerReader(session: SessionUser, userId: string): void {
  assertOwnerOrAdmin(session, userId);
  if (session.type !== 'partner' && !actsAsAdmin(session))
    throw new AppError('FORBIDDEN', accountMessages.forbidden);
}

/**
 * The partner profile row of account `userId`, for `session` under {@link assertPartnerReader}.
 * @throws AppError as {@link assertPartnerReader} (before the lookup: no existence oracle); NOT_FOUND
 *   ({@link partnerMessages.profileNotFound}) when there is no such profile
 */
export async function findReadablePartner(
  db: Database,
  session: SessionUser,
  userId: string,
): Promise<PartnerRow> {
  assertPartnerReader(session, userId);
  const row = await findPartnerByUserId(db, userId);
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return row;
}

/**
 * The partner profile of account `userId` as seen by `session`.
 * @throws AppError FORBIDDEN unless the session is that partner's (type `partner`) or an admin's
 *   (decided before the lookup: no existence oracle), NOT_FOUND when there is no such profile
 */
export async function readPartnerProfile(
  db: Database,
  session: SessionUser,
  userId: string,
): Promise<Partner> {
  return toPartner(await findReadablePartner(db, session, userId));
}

/**
 * The rule of the partner's own writes (SPEC §6; OWASP ASVS 4.2.1): `session` is the partner account
 * `userId` itself. Admins are refused too: nobody but the partner changes its bank or tax data or plan.
 * @throws AppError FORBIDDEN with {@link partnerMessages.partnersOnly} for a member or an admin, with
 *   `accountMessages.forbidden` for another partner
 */
export function assertSelfPartner(session: SessionUser, userId: string): void {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', partnerMessages.partnersOnly);
  if (session.userId !== userId) throw new AppError('FORBIDDEN', accountMessages.forbidden);
}

/**
 * The partner `userId` sets what it is told (ADR 0037): `sales`, `reviews`, `claims`.
 * @throws AppError as {@link assertSelfPartner}; NOT_FOUND ({@link partnerMessages.profileNotFound})
 *   without a profile
 */
export async function setPartnerNotifications(
  db: Database,
  session: SessionUser,
  userId: string,
  body: PartnerNotifications,
): Promise<Partner> {
  assertSelfPartner(session, userId);
  const row = await updatePartnerNotifications(db, userId, {
    notifySales: body.sales,
    notifyReviews: body.reviews,
    notifyClaims: body.claims,
  });
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return toPartner(row);
}
