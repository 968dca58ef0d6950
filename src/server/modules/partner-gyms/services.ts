/**
 * Rules of the services of a partner's gyms (SPEC §6; ADR 0007; OWASP ASVS 4.2.1): only the gym's owner
 * (a partner) writes them; the plan limits the services per gym; a name joins the catalogue's
 * service vocabulary (matched without regard to case, so the catalogue's service filter lists it
 * once an active gym offers it); a gym offers a name once; a photo must be the partner's upload.
 * @module
 */
import type { GymService } from '../../../shared/contract/gyms';
import type {
  MyGym,
  ServiceCreateBody,
  ServiceUpdateBody,
  ServiceWriteResponse,
} from '../../../shared/contract/partner-gyms';
import { partnerMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { assertPartner, ownedGym, readMyGym } from './gyms';
import { assertOwnImages } from './images';
import { keepingItSelling } from './publishing';
import { gymCountry, gymPrice } from './place';
import type { CountryCode } from '../../../shared/domain/countries';
import { serviceOf } from './mappers';
import {
  countServicesOf,
  deleteLink,
  findLinkWithOwner,
  gymOffersService,
  insertLink,
  lockPartnerPlan,
  resolveServiceId,
  touchGym,
  updateLink,
  type LinkRow,
  type LinkValues,
} from './queries';
import { FOREIGN_KEY_VIOLATION, hasSqlState, UNIQUE_VIOLATION } from '../../db/sql-state';

const duplicate = () => new AppError('CONFLICT', partnerMessages.serviceDuplicate);

/** Runs a write, answering the database's refusals as the rules' errors (races the pre-checks missed). */
async function mapRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION)) throw duplicate();
    if (hasSqlState(error, FOREIGN_KEY_VIOLATION))
      throw new AppError('NOT_FOUND', partnerMessages.gymNotFound);
    throw error;
  }
}

/**
 * Link `id` when the session's partner owns its gym.
 * @throws AppError NOT_FOUND {@link partnerMessages.serviceNotFound} for an unknown id, FORBIDDEN
 *   {@link partnerMessages.serviceNotYours} for a service of another account's gym
 */
async function ownedLink(db: Database, session: SessionUser, id: string): Promise<LinkRow> {
  const link = await findLinkWithOwner(db, id);
  if (!link) throw new AppError('NOT_FOUND', partnerMessages.serviceNotFound);
  if (link.ownerId !== session.userId) throw new AppError('FORBIDDEN', partnerMessages.serviceNotYours);
  return link;
}

/**
 * The link columns a body sets for a service of a gym of `country`; absent fields are left out (`price` in
 * the country's currency, read as people there write it, ADR 0053; `duration` in minutes).
 * @throws AppError VALIDATION (field `price`) for a price not written in the country's way
 */
function linkValuesOf(body: Partial<ServiceCreateBody>, country: CountryCode): LinkValues {
  const values: LinkValues = {
    description: body.description,
    durationMinutes: body.duration,
    price: gymPrice(country, body.price),
    image: body.image,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as LinkValues;
}

/** The service and its gym after a write. */
async function answer(db: Database, gymId: string, linkId: string): Promise<ServiceWriteResponse> {
  const gym = await readMyGym(db, gymId);
  const service: GymService = serviceOf(gym, linkId);
  return { service, gym };
}

/**
 * Adds a service to one of the session partner's gyms (`POST servicecreate`).
 * @throws AppError FORBIDDEN / NOT_FOUND as `ownedGym`; VALIDATION for a price not written in the gym
 *   country's way (field `price`) or a photo that is not the partner's upload; CONFLICT
 *   ({@link partnerMessages.planServiceLimit}) when the gym has its plan's `max_services_per_gym` services (counted under the partner row lock), CONFLICT
 *   ({@link partnerMessages.serviceDuplicate}) when the gym already offers that name
 */
export async function createService(
  db: Database,
  session: SessionUser,
  body: ServiceCreateBody,
): Promise<ServiceWriteResponse> {
  assertPartner(session);
  const gym = await ownedGym(db, session, body.gymId);
  const values = linkValuesOf(body, gymCountry(gym.country));
  await assertOwnImages(db, session.userId, { image: [body.image] });
  const linkId = await mapRefusals(() =>
    db.transaction(async (tx) => {
      const plan = await lockPartnerPlan(tx, session.userId);
      if (!plan) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
      if ((await countServicesOf(tx, gym.id)) >= plan.maxServicesPerGym)
        throw new AppError('CONFLICT', partnerMessages.planServiceLimit(plan.name, plan.maxServicesPerGym));
      const serviceId = await resolveServiceId(tx, body.name);
      if (await gymOffersService(tx, gym.id, serviceId)) throw duplicate();
      const id = await insertLink(tx, gym.id, serviceId, values);
      await touchGym(tx, gym.id);
      return id;
    }),
  );
  return answer(db, gym.id, linkId);
}

/**
 * Changes the fields present in `body` of a service of the session partner's gyms (`PUT
 * serviceupdate`). A new name relinks the service to that vocabulary row and keeps its `_id`.
 * @throws AppError FORBIDDEN / NOT_FOUND as `ownedLink`; VALIDATION for a price not written in the gym
 *   country's way (field `price`) or a photo neither on the
 *   service nor the partner's upload; CONFLICT ({@link partnerMessages.serviceDuplicate}) when the
 *   gym already offers the new name, or ({@link keepingItSelling}) when it takes
 *   the price off the last priced service of a published gym
 */
export async function updateService(
  db: Database,
  session: SessionUser,
  body: ServiceUpdateBody,
): Promise<ServiceWriteResponse> {
  assertPartner(session);
  const link = await ownedLink(db, session, body._id);
  const linkValues = linkValuesOf(body, gymCountry(link.gymCountry));
  if (body.image !== undefined)
    await assertOwnImages(db, session.userId, { image: [body.image] }, [link.image]);
  await mapRefusals(() =>
    db.transaction(async (tx) => {
      // Same lock as the creations: one partner's service writes run one at a time.
      await lockPartnerPlan(tx, session.userId);
      const values: LinkValues & { serviceId?: string } = { ...linkValues };
      if (body.name !== undefined) {
        const serviceId = await resolveServiceId(tx, body.name);
        if (serviceId !== link.serviceId) {
          if (await gymOffersService(tx, link.gymId, serviceId, link.id)) throw duplicate();
          values.serviceId = serviceId;
        }
      }
      await keepingItSelling(tx, link.gymId, () => updateLink(tx, link, values));
    }),
  );
  return answer(db, link.gymId, link.id);
}

/**
 * Removes a service from one of the session partner's gyms (`DELETE servicedelete/{id}`); its sales
 * keep their rows (`sales.gym_service_id … ON DELETE SET NULL`).
 * @returns the gym after the change
 * @throws AppError FORBIDDEN / NOT_FOUND as `ownedLink`; CONFLICT
 *   ({@link keepingItSelling}) for the last priced service of a published gym
 */
export async function deleteService(db: Database, session: SessionUser, id: string): Promise<MyGym> {
  assertPartner(session);
  const link = await ownedLink(db, session, id);
  await db.transaction((tx) => keepingItSelling(tx, link.gymId, () => deleteLink(tx, link)));
  return readMyGym(db, link.gymId);
}
