/**
 * HTTP routes of a partner's clients (`GET /api/partner/clients/{id}`, mounted by {@link clientRoutes}
 * under `/api/partner/clients`) and of the member's health-data consent (`PUT`/`DELETE
 * /api/user/consents/{gymId}`, {@link consentRoutes} under `/api/user/consents`). Schemas come from
 * `src/shared/contract/clients.ts`; rules live in ./service. Needs `app.sessions`.
 * @module
 */
import {
  clientsQuerySchema,
  clientsResponseSchema,
  consentParamsSchema,
  consentResponseSchema,
} from '../../../shared/contract/clients';
import { errorResponses } from '../../../shared/contract/common';
import { partnerIdParamsSchema } from '../../../shared/contract/partners';
import type { Database } from '../../db/client';
import { sessionPlugin } from '../session-routes';
import { listClients, setHealthConsent } from './service';

/** Options of both plugins. */
export interface ClientRoutesOptions {
  db: Database;
}

const refusals = errorResponses(400, 401, 403, 404);

/** `GET /api/partner/clients/{id}` (prefix given by the caller). */
export const clientRoutes = sessionPlugin<ClientRoutesOptions>(
  { tags: ['partners'], refusals },
  (route, { db }) => {
    route.get(
      '/:id',
      {
        summary: "A partner's clients: members with a valid pass at its gyms (the partner or an admin)",
        description:
          'One row per valid pass (not revoked, within its dates, uses left), member name first, with the ' +
          'visits at the door. `healthConditions` is null unless the member shares them with that gym.',
        params: partnerIdParamsSchema,
        querystring: clientsQuerySchema,
        response: { 200: clientsResponseSchema },
      },
      async (request, session) => listClients(db, session, request.params.id, request.query),
    );
  },
);

/** `PUT` and `DELETE /api/user/consents/{gymId}` (prefix given by the caller). */
export const consentRoutes = sessionPlugin<ClientRoutesOptions>(
  { tags: ['users'], refusals },
  (route, { db }) => {
    const schema = (summary: string) => ({
      summary,
      description:
        'Members only. Health conditions are sensitive data (Ley 25.326): a gym sees them only while this ' +
        'consent exists. Giving it needs a pass of that gym; revoking always answers `shared: false`.',
      params: consentParamsSchema,
      response: { 200: consentResponseSchema },
    });
    route.put('/:gymId', schema('Share your health conditions with gym `gymId`'), async (request, session) =>
      setHealthConsent(db, session, request.params.gymId, true),
    );
    route.delete(
      '/:gymId',
      schema('Stop sharing your health conditions with gym `gymId`'),
      async (request, session) => setHealthConsent(db, session, request.params.gymId, false),
    );
  },
);
