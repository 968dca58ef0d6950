/**
 * HTTP routes of the partner profile (SPEC §7 partner calls; §4 "partner profile load"; §3
 * "Partner", §6; ADR 0007), mounted under `/api/partner`. Schemas come from
 * `src/shared/contract/partners.ts`; rules live in ./service and ./edit; the plan choice is the
 * subscriptions module's, handed in by the app wiring (ADR 0043).
 * Needs `app.sessions` (the accounts plugin, registered first).
 * @module
 */
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  type Partner,
  partnerEditBodySchema,
  partnerIdParamsSchema,
  partnerNotificationsSchema,
  partnerPlanBodySchema,
  partnerProfileResponseSchema,
} from '../../../shared/contract/partners';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { accountRead, sessionRoutes } from '../session-routes';
import { editPartnerProfile } from './edit';
import { assertSelfPartner, readPartnerProfile, setPartnerNotifications } from './service';

/** Options of {@link partnerRoutes}. */
export interface PartnerRoutesOptions {
  db: Database;
  /**
   * Moves partner account `userId` to plan `code` as `session` asks (`PUT /profile/plan/{id}`; the
   * subscriptions module's `choosePartnerPlan`, ADR 0017, 0043). @returns the profile after the change
   * @throws AppError as that function documents
   */
  choosePlan: (session: SessionUser, userId: string, code: string) => Promise<Partner>;
}

const tags = ['partners'];

/** What a write of the partner's own profile declares (see `selfPartnerPut` below). */
interface SelfPartnerWrite<B extends z.ZodType> {
  summary: string;
  description: string;
  body: B;
  /** Answers this route documents besides 200, 400, 401, 403 and 404. */
  refusals?: ReturnType<typeof errorResponses>;
  /** Writes `body` to the profile of account `id` (the caller's); the profile after the write. */
  write: (session: SessionUser, id: string, body: z.output<B>) => Promise<Partner>;
}

/** Registers the partner routes (prefix given by the caller: `/api/partner`). */
export const partnerRoutes: FastifyPluginAsync<PartnerRoutesOptions> = async (
  fastify,
  { db, choosePlan },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags, refusals: errorResponses(400, 401, 403, 404) });

  /**
   * The partner's own writes: 401 without a session, 403 unless the session is the partner account
   * of the path's `{id}` — decided before the body is read, so nobody else learns what it would accept.
   */
  const selfPartnerOnly: onRequestAsyncHookHandler = async (request) => {
    const session = await fastify.sessions.require(request);
    assertSelfPartner(session, (request.params as { id?: string }).id ?? '');
  };
  /**
   * Declares `PUT url`, a write of the partner's own profile: {@link selfPartnerOnly} first, the path's
   * `{id}` and `body` validated, then `write` for the session, that id and the body; the answer is the
   * profile after the write (`{partner}`), or a refusal of `refusals` besides 400, 401, 403 and 404.
   */
  const selfPartnerPut = <const B extends z.ZodType>(
    url: string,
    { body, write, refusals = {}, ...words }: SelfPartnerWrite<B>,
  ) =>
    app.put(
      url,
      {
        onRequest: selfPartnerOnly,
        schema: {
          tags,
          ...words,
          params: partnerIdParamsSchema,
          body,
          response: { 200: partnerProfileResponseSchema, ...errorResponses(400, 401, 403, 404), ...refusals },
        },
      },
      async (request) => {
        const session = await fastify.sessions.require(request);
        return { partner: await write(session, request.params.id, request.body as z.output<B>) };
      },
    );

  accountRead(route, '/profile/:id', {
    summary: "A partner's profile: that partner or an admin only",
    description: "`id` is the partner's account id (`userId`), not the profile's `_id`.",
    answer: partnerProfileResponseSchema,
    read: async (session, id) => ({ partner: await readPartnerProfile(db, session, id) }),
  });

  selfPartnerPut('/profile/edit/:id', {
    summary: 'The partner edits its own business profile (bank and tax data included)',
    description:
      "`id` (path and body, equal) is the partner's account id; only that partner may call (admins " +
      'too are refused). Every field is replaced; a blank optional field clears it (null). `country` ' +
      '(AR when absent; ADR 0054) decides the identifiers and the phone: in AR `cbu` 22 digits (both ' +
      'BCRA check digits verified) and `cuil` 11 digits (AFIP prefix and mod-11 check digit); in MX ' +
      '`taxId` the RFC and `bankAccount` the CLABE; in BR `taxIdKind` (`cpf` or `cnpj`) and `taxId` ' +
      "(the alphanumeric CNPJ too), no bank account; other countries' fields are stored as null. " +
      "Stored normalised: `phone` E.164 (the country's numbers only), `email` lower case (a " +
      'business contact, not the sign-in e-mail), `socialNetworks` https URLs of known networks ' +
      "(blank values drop the key). `name` is the profile's name; the account name is unchanged. " +
      'The country of gyms already created does not change.',
    body: partnerEditBodySchema,
    write: (session, id, body) => editPartnerProfile(db, session, id, body),
  });

  selfPartnerPut('/profile/notifications/:id', {
    summary: 'The partner chooses what it is told by mail and on its devices (ADR 0037)',
    description:
      '`sales`: each paid purchase at its gyms; `reviews`: each new review of its gyms; `claims`: the ' +
      'administrators’ decision on its claims. Each is on by default; only that partner may call.',
    body: partnerNotificationsSchema,
    write: (session, id, body) => setPartnerNotifications(db, session, id, body),
  });

  selfPartnerPut('/profile/plan/:id', {
    summary: 'The partner moves to the free plan (paid plans are paid first)',
    description:
      'Moves the partner to the free plan (`plan` = `free`) at once, ending its paid plan; a paid plan ' +
      '(another code of `GET /api/service/plans/all`) answers 409 unless it is the plan in force: it is ' +
      'put in force by paying it (`POST /api/partner/subscription/checkout/{id}`, ADR 0017). An ' +
      'unknown code is a 400 (`fields.plan`). A plan smaller ' +
      "than the partner's current use (more gyms than `maxGyms`, deactivated ones included, or a gym " +
      "with more services than `maxServicesPerGym`) is refused with 409. With MercadoPago the plan's " +
      'subscription (`preapproval`) is cancelled there first; 503 when MercadoPago cannot be reached ' +
      '(the plan stays as it was).',
    body: partnerPlanBodySchema,
    refusals: errorResponses(409, 503),
    write: (session, id, body) => choosePlan(session, id, body.plan),
  });
};
