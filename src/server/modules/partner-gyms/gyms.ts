/**
 * Rules of a partner's own gyms (SPEC §3 "Gym", §6, §7 `mygyms`, `gymsupdate`; ADR 0007;
 * OWASP ASVS 4.2.1): only partners write, and only their own gyms; the plan limits the
 * number of gyms; images must be the partner's uploads; every owner edit clears `demo_values`; a gym
 * with sales cannot be deleted. The catalogue sees every change at once (same-transaction triggers).
 * @module
 */
import type { GymCreateBody, GymUpdateBody, MyGym } from '../../../shared/contract/partner-gyms';
import {
  accountMessages,
  moderationMessages,
  partnerMessages,
  subscriptionMessages,
} from '../../../shared/messages';
import { DEFAULT_LOCATION } from '../../../shared/constants/spec';
import { geocodeMessages } from '../../../shared/messages/geocode';
import { publishingMessages } from '../../../shared/messages/publishing';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { numericText } from '../../db/columns';
import type { SessionUser } from '../../plugins/session';
import { actsAsAdmin } from '../admin-guard';
import { assertOwnImages } from './images';
import { toMyGym } from './mappers';
import {
  countGymsOf,
  deleteGym as deleteGymRow,
  findGymsOf,
  findGymWithOwner,
  hasPartnerProfile,
  insertGym,
  lockPartnerPlan,
  updateGym as updateGymRow,
  type GymValues,
  type OwnedGymRow,
} from './queries';
import { FOREIGN_KEY_VIOLATION, hasSqlState, RESTRICT_VIOLATION } from '../../db/sql-state';
import { assertOwnerOrAdmin } from '../account/index';
import { type GymServiceLink } from '../gyms/index';
import { openingHoursToStore, refreshOpenWeeks } from '../opening-hours/index';
import type { CountryCode } from '../../../shared/domain/countries';
import { lowerCountry } from '../../../shared/domain/country-case';
import { gymCountry, gymPhone, gymPrice, gymZone, partnerCountryOf } from './place';

/**
 * Refuses anyone but a partner account (members and admins do not write gyms).
 * @throws AppError FORBIDDEN {@link partnerMessages.partnersOnly}
 */
export function assertPartner(session: SessionUser): void {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', partnerMessages.partnersOnly);
}

/**
 * Gym `id` when the session's partner owns it.
 * @throws AppError NOT_FOUND {@link partnerMessages.gymNotFound} for an unknown id, FORBIDDEN
 *   {@link partnerMessages.gymNotYours} for another account's gym
 */
export async function ownedGym(db: Database, session: SessionUser, id: string): Promise<OwnedGymRow> {
  const row = await findGymWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.gymNotFound);
  if (row.ownerId !== session.userId) throw new AppError('FORBIDDEN', partnerMessages.gymNotYours);
  return row;
}

/** The gym `id` as its owner sees it (after a write). */
export async function readMyGym(db: Database, id: string): Promise<MyGym> {
  const row = await findGymWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.gymNotFound);
  return toMyGym(row);
}

/**
 * The gyms of partner account `userId`, active or not, newest first (`GET mygyms/{id}`).
 * @throws AppError FORBIDDEN ({@link accountMessages.forbidden}) unless the session is that account's
 *   and a partner's, or an admin's; NOT_FOUND ({@link partnerMessages.profileNotFound}) when an admin
 *   asks for an account without a partner profile; SECOND_FACTOR_REQUIRED for an administrator before
 *   its second factor (`actsAsAdmin`, ADR 0019)
 */
export async function listMyGyms(db: Database, session: SessionUser, userId: string): Promise<MyGym[]> {
  assertOwnerOrAdmin(session, userId);
  if (session.type !== 'partner' && !actsAsAdmin(session))
    throw new AppError('FORBIDDEN', accountMessages.forbidden);
  if (session.type === 'admin' && !(await hasPartnerProfile(db, userId)))
    throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return (await findGymsOf(db, userId)).map(toMyGym);
}

/** Half the last stored decimal of a coordinate (4 places): closer than this is the same point. */
const SAME_POINT_DEGREES = 0.00005;

/**
 * Refuses a gym placed on the map's default position (SPEC §4, §9 `DEFAULT_LOCATION`): nobody put it
 * there, the form only started there (ADR 0026 §2), and members would be sent to the wrong place.
 * @throws AppError VALIDATION ({@link geocodeMessages.pinRequired}, fields `latitude` and `longitude`)
 */
export function assertPlaced(body: { latitude?: number | undefined; longitude?: number | undefined }): void {
  const { latitude, longitude } = body;
  if (latitude === undefined || longitude === undefined) return;
  if (
    Math.abs(latitude - DEFAULT_LOCATION.latitude) < SAME_POINT_DEGREES &&
    Math.abs(longitude - DEFAULT_LOCATION.longitude) < SAME_POINT_DEGREES
  )
    throw new AppError('VALIDATION', geocodeMessages.pinRequired, {
      latitude: geocodeMessages.pinRequired,
      longitude: geocodeMessages.pinRequired,
    });
}

/**
 * The columns a body sets for a gym of `country` (its phone and the holidays of its hours are that
 * country's, ADR 0054); `undefined` fields (absent from a partial update) are left out.
 * @throws AppError VALIDATION for a phone of another country (field `phone`), a price not written in its
 *   way (field `price`, ADR 0053) or invalid opening hours
 */
function valuesOf(body: Partial<GymCreateBody>, country: CountryCode): GymValues {
  const values: GymValues = {
    name: body.name,
    price: gymPrice(country, body.price) ?? undefined,
    images: body.image,
    logo: body.logo,
    phone: gymPhone(country, body.phone),
    email: body.email,
    address: body.address,
    latitude: numericText(body.latitude),
    longitude: numericText(body.longitude),
    socialNetworks: body.socialNetworks,
    trainers: body.trainers,
    gymActive: body.gymActive,
    openingHours: openingHoursToStore(body.openingHours, lowerCountry(country)),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as GymValues;
}

/**
 * The plan's limit on gyms (ADR 0017): locks partner `userId`'s row until `tx` ends, so that concurrent
 * gains of a gym (a creation, a claim of a gym without owner, ADR 0025) cannot both pass, and refuses
 * when the partner already owns its plan's `max_gyms` gyms, active or not.
 * @throws AppError NOT_FOUND ({@link partnerMessages.profileNotFound}) without a partner profile;
 *   CONFLICT ({@link partnerMessages.planGymLimit}) at the limit
 */
export async function assertRoomForGym(tx: Database, userId: string): Promise<void> {
  const plan = await lockPartnerPlan(tx, userId);
  if (!plan) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  if ((await countGymsOf(tx, userId)) >= plan.maxGyms)
    throw new AppError('CONFLICT', partnerMessages.planGymLimit(plan.name, plan.maxGyms));
}

/**
 * Creates a gym owned by the session's partner (`POST gymscreate`), unpublished: it has no service
 * with a price yet, and publishing asks for one (ADR 0026 §3; `gymActive` of the body is not taken).
 * New gyms: `demo_values` false,
 * no raiting (null: nobody has rated it, and none is invented, ADR 0012; sorted after every rated
 * gym), no neighbourhood, no clients, members or favourites yet. With `openingHours`, the open week is
 * written in the same transaction (ADR 0025).
 * @param now - the instant whose hour starts the open week
 * @throws AppError FORBIDDEN for non-partners; VALIDATION ({@link assertPlaced}: the map's default
 *   position; {@link partnerMessages.uploadNotYours})
 *   for an image that is not the partner's upload, or opening hours the library refuses (saying where,
 *   field `openingHours`); NOT_FOUND when the account has no partner
 *   profile; CONFLICT ({@link partnerMessages.planGymLimit}) when the partner already has its plan's
 *   `max_gyms` gyms (counted under the partner row lock, so concurrent creations cannot both pass)
 */
export async function createGym(
  db: Database,
  session: SessionUser,
  body: GymCreateBody,
  now: Date = new Date(),
): Promise<MyGym> {
  assertPartner(session);
  assertPlaced(body);
  const country = body.country ?? (await partnerCountryOf(db, session.userId));
  const values = valuesOf(body, country);
  await assertOwnImages(db, session.userId, { image: body.image, logo: [body.logo] });
  const id = await db.transaction(async (tx) => {
    await assertRoomForGym(tx, session.userId);
    const id = await insertGym(tx, {
      ...values,
      country: lowerCountry(country),
      timeZone: gymZone(country, body.latitude, body.longitude),
      name: body.name,
      address: body.address,
      latitude: String(body.latitude),
      longitude: String(body.longitude),
      ownerId: session.userId,
      gymActive: false,
      raiting: null,
      neighborhood: null,
      clients: 0,
      uEnd: 0,
      favourite: 0,
      demoValues: false,
    });
    // The open week follows the hours in the same transaction (ADR 0025).
    if (body.openingHours) await refreshOpenWeeks(tx, [id], now);
    return id;
  });
  return readMyGym(db, id);
}

/**
 * Changes the fields present in `body` of one of the session partner's gyms (`PUT gymsupdate`;
 * `gymActive: false` deactivates, `true` reactivates) and clears `demo_values`. New `openingHours`
 * rewrite the open week in the same transaction (ADR 0025).
 * @param now - the instant whose hour starts the open week
 * @throws AppError FORBIDDEN for non-partners and other accounts' gyms, NOT_FOUND for an unknown id,
 *   VALIDATION for an image neither on the gym nor the partner's upload, or for invalid opening hours
 *   (field `openingHours`); CONFLICT when `gymActive: true`
 *   would publish a gym an administrator unpublished ({@link moderationMessages.partnerCannotPublish},
 *   naming the reason; ADR 0018) or one its plan holds ({@link subscriptionMessages.gymHeld}, ADR 0017)
 */
export async function updateGym(
  db: Database,
  session: SessionUser,
  body: GymUpdateBody,
  now: Date = new Date(),
): Promise<MyGym> {
  assertPartner(session);
  assertPlaced(body);
  const gym = await ownedGym(db, session, body._id);
  const images: Record<string, (string | null)[]> = {};
  if (body.image !== undefined) images.image = body.image;
  if (body.logo !== undefined) images.logo = [body.logo];
  await assertOwnImages(db, session.userId, images, [...gym.images, gym.logo]);
  if (body.gymActive === true && !gym.gymActive) assertMayPublish(gym);
  const values = { ...valuesOf(body, body.country ?? gymCountry(gym.country)), ...newPlace(gym, body) };
  // A held gym the partner deactivates itself stays unpublished when a plan is paid (ADR 0017).
  if (body.gymActive === false) values.planHeldAt = null;
  // New hours, zone or holidays recompute the open week in the same transaction (ADR 0025).
  const updated =
    values.openingHours === undefined && values.timeZone === undefined
      ? await updateGymRow(db, gym.id, session.userId, values)
      : await db.transaction(
          async (tx) =>
            (await updateGymRow(tx, gym.id, session.userId, values)) &&
            (await refreshOpenWeeks(tx, [gym.id], now)) >= 0,
        );
  if (!updated) {
    // An administrator may have unpublished it since it was read (the update checks it).
    const now = await findGymWithOwner(db, gym.id);
    if (now && body.gymActive === true) assertMayPublish(now);
    throw new AppError('NOT_FOUND', partnerMessages.gymNotFound);
  }
  return readMyGym(db, gym.id);
}

/**
 * The country and zone an update moves gym `gym` to (ADR 0054): none unless `body.country` changes it,
 * then that country and the zone at the gym's (new or kept) position.
 */
function newPlace(gym: OwnedGymRow, body: GymUpdateBody): Pick<GymValues, 'country' | 'timeZone'> {
  if (body.country === undefined || body.country === gymCountry(gym.country)) return {};
  const latitude = body.latitude ?? Number(gym.latitude);
  const longitude = body.longitude ?? Number(gym.longitude);
  return { country: lowerCountry(body.country), timeZone: gymZone(body.country, latitude, longitude) };
}

/**
 * The partner may publish `gym`: no administrator unpublished it (ADR 0018) and, when unpublished, its
 * plan does not hold it (ADR 0017) and it sells at least one service with a price (ADR 0026 §3).
 * @throws AppError CONFLICT naming the moderation's reason, {@link subscriptionMessages.gymHeld}, or
 *   {@link publishingMessages.needsPricedService}
 */
function assertMayPublish(gym: OwnedGymRow): void {
  if (gym.moderationReason !== null)
    throw new AppError('CONFLICT', moderationMessages.partnerCannotPublish(gym.moderationReason));
  if (gym.gymActive) return;
  if (gym.planHeldAt) throw new AppError('CONFLICT', subscriptionMessages.gymHeld);
  const links =
    typeof gym.services === 'string' ? (JSON.parse(gym.services) as GymServiceLink[]) : gym.services;
  if (!links.some((link) => link.price !== null))
    throw new AppError('CONFLICT', publishingMessages.needsPricedService(gym.name));
}

/**
 * Deletes one of the session partner's gyms with its services and favourites (`DELETE gymsdelete/{id}`).
 * @throws AppError FORBIDDEN / NOT_FOUND as {@link ownedGym}; CONFLICT ({@link partnerMessages.gymHasSales})
 *   when the gym has sales (`sales.gym_id … ON DELETE RESTRICT`, SQLSTATE 23001)
 */
export async function deleteGym(db: Database, session: SessionUser, id: string): Promise<void> {
  assertPartner(session);
  await ownedGym(db, session, id);
  let deleted: boolean;
  try {
    deleted = await deleteGymRow(db, id, session.userId);
  } catch (error) {
    // `sales.gym_id … ON DELETE RESTRICT` answers 23001 (23503 if the rule ever becomes NO ACTION).
    if (hasSqlState(error, RESTRICT_VIOLATION) || hasSqlState(error, FOREIGN_KEY_VIOLATION))
      throw new AppError('CONFLICT', partnerMessages.gymHasSales);
    throw error;
  }
  if (!deleted) throw new AppError('NOT_FOUND', partnerMessages.gymNotFound);
}
