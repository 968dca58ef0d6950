/**
 * Contract of a partner's clients (`GET /api/partner/clients/{id}`) and of the member's consent to show
 * health conditions to a gym (`PUT`/`DELETE /api/user/consents/{gymId}`). A member's health conditions
 * appear in a client row only while that member's consent for that gym exists (Ley 25.326 art. 7).
 * @module
 */
import { z } from 'zod';
import { PRODUCT_KINDS } from '../constants/commerce';
import { clientsMessages as m } from '../messages/clients';
import { idSchema, namedRefSchema, pageAnswer, pagingQuery } from './common';

/** Path of the consent calls: the gym. */
export const consentParamsSchema = z.object({ gymId: z.uuid({ error: () => m.gymInvalid }) });

/** Answer of the consent calls: whether the gym may now see the member's health conditions. */
export const consentResponseSchema = z
  .object({ gymId: idSchema, shared: z.boolean() })
  .meta({ id: 'HealthConsent' });
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** Query of the clients list: `page` from 1, `limit` 1–100 (default 20), `gym` one of the partner's gyms. */
export const clientsQuerySchema = z.object({
  gym: z.uuid({ error: () => m.gymInvalid }).optional(),
  ...pagingQuery({
    maxPage: 100_000,
    maxLimit: 100,
    defaultLimit: 20,
    page: () => m.page,
    limit: () => m.limit,
  }),
});
export type ClientsQuery = z.output<typeof clientsQuerySchema>;

/**
 * One valid pass of a client. `member.name` is the first name and last-name initial; `healthConditions`
 * (names, from `deseasesMap`) is null unless the member shares them with this pass's gym.
 */
export const clientSchema = z
  .object({
    passId: idSchema,
    member: z.object({ name: z.string(), avatar: z.string().nullable() }),
    gym: namedRefSchema,
    product: z.object({ kind: z.enum(PRODUCT_KINDS), name: z.string() }),
    validUntil: z.string(),
    usesLeft: z.number().int().nullable(),
    usesTotal: z.number().int().nullable(),
    visits: z.number().int(),
    lastVisitAt: z.string().nullable(),
    healthConditions: z.array(z.string()).nullable(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

/** Answer of `GET /api/partner/clients/{id}`: valid passes, member name first; `clients` distinct members. */
export const clientsResponseSchema = pageAnswer('clients', clientSchema, 'Clients', {
  members: z.number().int(),
});
export type ClientsResponse = z.infer<typeof clientsResponseSchema>;
