/**
 * HTTP routes of a partner's own gyms and their services (SPEC §6, §7 partner calls;
 * ADR 0007), mounted under `/api/partner/gyms` next to the catalogue. Schemas come from
 * `src/shared/contract/partner-gyms.ts`; rules live in ./gyms and ./services. Every route needs a
 * session (401 before validation); needs `app.sessions` (the accounts plugin, registered first).
 * @module
 */
import { errorResponses } from '../../../shared/contract/common';
import {
  gymCreateBodySchema,
  gymDeleteResponseSchema,
  gymUpdateBodySchema,
  myGymResponseSchema,
  myGymsResponseSchema,
  partnerEntityParamsSchema,
  serviceCreateBodySchema,
  serviceUpdateBodySchema,
  serviceWriteResponseSchema,
} from '../../../shared/contract/partner-gyms';
import type { Database } from '../../db/client';
import { accountRead, sessionPlugin } from '../session-routes';
import { createGym, deleteGym, listMyGyms, updateGym } from './gyms';
import { createService, deleteService, updateService } from './services';

/** Options of {@link partnerGymRoutes}. */
export interface PartnerGymRoutesOptions {
  db: Database;
  /** The clock that starts a gym's open week when its hours are saved (ADR 0025). */
  now?: () => Date;
}

const tags = ['partner gyms'];

/** Error answers every route may give. */
const refusals = errorResponses(400, 401, 403, 404);
/** The error answer writes add: a rule of the plan or of publishing refuses. */
const writeConflict = errorResponses(409);

/** Registers the routes (prefix given by the caller: `/api/partner/gyms`). */
export const partnerGymRoutes = sessionPlugin<PartnerGymRoutesOptions>(
  { tags, refusals },
  (route, { db, now = () => new Date() }) => {
    accountRead(route, '/mygyms/:id', {
      summary: "A partner's gyms, active or not, newest first: that partner or an admin only",
      description: "`id` is the partner's account id (`userId`).",
      answer: myGymsResponseSchema,
      read: async (session, id) => ({ gyms: await listMyGyms(db, session, id) }),
    });

    route.post(
      '/gymscreate',
      {
        summary: 'Create a gym owned by the signed-in partner',
        description:
          "Partners only. Refused with 409 when the partner's plan allows no more gyms. `image` and `logo` " +
          "must be `/uploads/…` URLs of the partner's own uploads. Prices in ARS, coordinates in degrees " +
          "(400 on the map's default position). The gym starts unpublished (`gymActive` false, whatever the " +
          'body says) until a service with a price lets its owner publish it (ADR 0026 §3).',
        body: gymCreateBodySchema,
        response: { 201: myGymResponseSchema, ...writeConflict },
      },
      async (request, session, reply) => {
        const gym = await createGym(db, session, request.body, now());
        return reply.code(201).send({ gym });
      },
    );

    route.put(
      '/gymsupdate',
      {
        summary: "Change some fields of one of the signed-in partner's gyms",
        description:
          'Only the fields present change (null or blank clears an optional one). `gymActive: false` ' +
          'takes the gym out of search and the map at once; `true` publishes it, refused with 409 while ' +
          'none of its services has a price (ADR 0026 §3). Images must be on ' +
          "the gym already or be the partner's own uploads.",
        body: gymUpdateBodySchema,
        response: { 200: myGymResponseSchema, ...writeConflict },
      },
      async (request, session) => ({ gym: await updateGym(db, session, request.body, now()) }),
    );

    route.delete(
      '/gymsdelete/:id',
      {
        summary: "Delete one of the signed-in partner's gyms",
        description:
          'Its services and favourites go with it. Refused with 409 when the gym has sales: deactivate it instead.',
        params: partnerEntityParamsSchema,
        response: { 200: gymDeleteResponseSchema, ...writeConflict },
      },
      async (request, session) => {
        await deleteGym(db, session, request.params.id);
        return { deleted: true as const, _id: request.params.id };
      },
    );

    route.post(
      '/servicecreate',
      {
        summary: "Add a service to one of the signed-in partner's gyms",
        description:
          "Refused with 409 when the gym has as many services as the partner's plan allows, or already " +
          'offers that name (compared without regard to case). A new name joins the catalogue filter. ' +
          "Duration in minutes; price in the gym's country's currency, as written there (ADR 0053).",
        body: serviceCreateBodySchema,
        response: { 201: serviceWriteResponseSchema, ...writeConflict },
      },
      async (request, session, reply) => reply.code(201).send(await createService(db, session, request.body)),
    );

    route.put(
      '/serviceupdate',
      {
        summary: "Change some fields of a service of the signed-in partner's gyms",
        description:
          'Only the fields present change. A new name keeps the service `_id`; 409 when the gym already ' +
          'offers that name, or when it takes the price off the last priced service of a published gym ' +
          '(ADR 0026 §3).',
        body: serviceUpdateBodySchema,
        response: { 200: serviceWriteResponseSchema, ...writeConflict },
      },
      async (request, session) => updateService(db, session, request.body),
    );

    route.delete(
      '/servicedelete/:id',
      {
        summary: "Remove a service from one of the signed-in partner's gyms",
        description:
          '`id` is the service `_id` (a GymService). Answers the gym after the change; 409 for the last ' +
          'priced service of a published gym (ADR 0026 §3).',
        params: partnerEntityParamsSchema,
        response: { 200: myGymResponseSchema, ...writeConflict },
      },
      async (request, session) => ({ gym: await deleteService(db, session, request.params.id) }),
    );
  },
);
