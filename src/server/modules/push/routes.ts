/**
 * HTTP routes of Web Push under `/api/push` (ADR 0031): the VAPID public key (public), and a signed-in
 * member's device subscription and its removal. Schemas come from `src/shared/contract/push.ts`.
 * Needs `app.sessions`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../../shared/contract/common';
import {
  pushEndpointBodySchema,
  pushKeyResponseSchema,
  pushRemovedResponseSchema,
  pushSubscribedResponseSchema,
  pushSubscriptionBodySchema,
} from '../../../shared/contract/push';
import type { Database } from '../../db/client';
import { publicRoutes, sessionRoutes } from '../session-routes';
import type { PushEndpointPolicy } from './endpoint-policy';
import type { VapidKeys } from './keys';
import { forgetDevice, subscribe } from './service';

/** Options of {@link pushRoutes}. */
export interface PushRoutesOptions {
  db: Database;
  keys: () => Promise<VapidKeys>;
  /** Which endpoints may be stored (ADR 0035). */
  policy: PushEndpointPolicy;
}

const tags = ['push'];

/** `GET /key`, `POST /subscriptions`, `DELETE /subscriptions` (prefix given by the caller: `/api/push`). */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (fastify, { db, keys, policy }) => {
  const open = publicRoutes(fastify, { tags });
  const route = sessionRoutes(fastify, { tags });
  open.get(
    '/key',
    {
      summary:
        "The server's VAPID public key (RFC 8292 §3.2), for PushManager.subscribe's applicationServerKey",
      response: { 200: pushKeyResponseSchema },
    },
    async () => ({ publicKey: (await keys()).publicKey }),
  );
  route.post(
    '/subscriptions',
    {
      summary: "Store this device's push subscription for the signed-in member (idempotent on endpoint)",
      description:
        'The body is `PushSubscription.toJSON()`. 201 when new; 200 when the endpoint was stored already ' +
        "(keys refreshed; another account's device moves to this member). Only a known push service's " +
        'endpoint that resolves to public addresses is accepted (ADR 0035); the member keeps the 5 ' +
        'newest devices.',
      body: pushSubscriptionBodySchema,
      response: {
        200: pushSubscribedResponseSchema,
        201: pushSubscribedResponseSchema,
        ...errorResponses(400, 401, 403),
      },
    },
    async (request, session, reply) => {
      const created = await subscribe(db, policy, session, request.body);
      return reply.code(created ? 201 : 200).send({ subscribed: true as const, created });
    },
  );
  route.delete(
    '/subscriptions',
    {
      summary: "Remove this device's push subscription (the member's own; another endpoint: removed false)",
      body: pushEndpointBodySchema,
      response: { 200: pushRemovedResponseSchema, ...errorResponses(400, 401) },
    },
    async (request, session) => ({ removed: await forgetDevice(db, session.userId, request.body.endpoint) }),
  );
};
