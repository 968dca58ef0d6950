/**
 * The partner profile edit (SPEC §3 "Partner edit payload", §7 `PUT /api/partner/profile/edit/{id}`;
 * SPEC §6; ADR 0007 "Validation once, in the shared contract").
 *
 * `name` is the name on the partner (business) profile, shown on the partner's pages; the account's
 * own `users.name` (greeted by the top bar, changed by the account calls) is left as it is. `email` is
 * the business contact address, not the sign-in e-mail, so it needs not be unique.
 * @module
 */
import type { Partner, PartnerEditBody } from '../../../shared/contract/partners';
import { lowerCountry } from '../../../shared/domain/country-case';
import { partnerFieldMessages, partnerMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { updatePartnerProfile } from './queries';
import { assertSelfPartner, toPartner } from './service';

/**
 * Replaces the profile of partner account `userId` with `body`, whose values the contract already
 * normalised and checked for its `country` (ADR 0054: CBU 22 digits and CUIL 11 in Argentina, RFC and
 * CLABE in México, CPF or CNPJ in Brasil, other countries' fields null; phone: E.164 of that country;
 * e-mail: lower case, blanks: null, `socialNetworks`: https URLs of known networks, blank ones dropped).
 * The partner's gyms keep their own country.
 * @returns the profile after the change
 * @throws AppError FORBIDDEN unless `session` is that partner (see {@link assertSelfPartner}),
 *   VALIDATION with `fields.id` when `body.id` is not `userId`, NOT_FOUND when the account has no
 *   partner profile
 */
export async function editPartnerProfile(
  db: Database,
  session: SessionUser,
  userId: string,
  body: PartnerEditBody,
): Promise<Partner> {
  assertSelfPartner(session, userId);
  if (body.id.toLowerCase() !== userId.toLowerCase())
    throw new AppError('VALIDATION', partnerFieldMessages.idMismatch, {
      id: partnerFieldMessages.idMismatch,
    });
  const socialNetworks: Record<string, string> = {};
  for (const [network, url] of Object.entries(body.socialNetworks)) if (url) socialNetworks[network] = url;
  const row = await updatePartnerProfile(db, userId, {
    name: body.name,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    cbu: body.cbu,
    cuil: body.cuil,
    country: lowerCountry(body.country),
    taxIdKind: body.taxIdKind,
    taxId: body.taxId,
    bankAccount: body.bankAccount,
    socialNetworks,
  });
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return toPartner(row);
}
