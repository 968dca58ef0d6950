/**
 * A partner connects his MercadoPago account (OAuth 2.0 authorization-code flow, RFC 6749 §4.1;
 * MercadoPago "OAuth", https://www.mercadopago.com.ar/developers/es/docs/security/oauth), mounted under
 * `/api/partner/payments/mercadopago` (../../../shared/contract/payment-accounts):
 *
 * - `GET /connect` — a new `state` (32 random bytes; stored hashed, bound to this session and partner,
 *   {@link CONNECT_STATE_TTL_MS}) and a 302 to `{auth host}/authorization?client_id=…&
 *   response_type=code&platform_id=mp&state=…&redirect_uri=…` of the partner's country's OAuth
 *   application (ADR 0056, ./applications: MERCADOPAGO_AUTH_URL and MERCADOPAGO_CLIENT_ID in Argentina);
 *   409 when his country has none.
 * - `GET /callback?code=&state=` — the state is used up (single use) and must be this session's;
 *   the code is exchanged at `{MERCADOPAGO_API_URL}/oauth/token` with his country's application and the
 *   tokens kept sealed (./service, ./store).
 *   A 302 back to the partner's profile with `?mercadopago=connected` or `=error` (the reason is logged).
 * - `GET` — the connection (never the tokens); `DELETE` — disconnects: the tokens are deleted, so no
 *   later checkout is charged to that account.
 * Partners only (403 otherwise); 404 when the OAuth application is not configured (nothing to connect to).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import { connectCallbackQuerySchema, paymentAccountSchema } from '../../../shared/contract/payment-accounts';
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';
import { partnerCountryOf } from '../partner-gyms/index';
import { noStore } from '../route-access';
import { accountView, completeConnect, connectUrl, disconnect } from './service';
import { CONNECT_STATE_TTL_MS, type AccountStore } from './store';

/** Options: the store (null when no MercadoPago OAuth application is configured) and our public URL. */
export interface PaymentAccountRoutesOptions {
  store: AccountStore | null;
  publicUrl: string;
}

/** The partner of a session. @throws AppError FORBIDDEN for other accounts */
function requirePartner(session: SessionUser): string {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', m.partnersOnly);
  return session.userId;
}

/** Registers the routes (see module doc). */
export const paymentAccountRoutes: FastifyPluginAsync<PaymentAccountRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const redirectUri = `${options.publicUrl}/api/partner/payments/mercadopago/callback`;
  const tags = ['partners'];
  app.addHook('onRequest', fastify.sessions.guard);
  app.addHook('onSend', noStore);

  const storeOf = (): AccountStore => {
    if (!options.store) throw new AppError('NOT_FOUND', m.notConfigured);
    return options.store;
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Your MercadoPago account connection (partners)',
        response: { 200: paymentAccountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => accountView(options.store, requirePartner(await fastify.sessions.require(request))),
  );

  app.get(
    '/connect',
    {
      schema: {
        tags,
        summary: "Start connecting your MercadoPago account: 302 to MercadoPago's authorization page",
        description: `The \`state\` is valid for ${CONNECT_STATE_TTL_MS / 60_000} minutes, once, in this session.`,
        response: { ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const partnerId = requirePartner(session);
      const store = storeOf();
      const country = await partnerCountryOf(store.db, partnerId);
      const url = await connectUrl(store, { partnerId, sessionId: session.sessionId, country, redirectUri });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags,
        summary: 'MercadoPago sends the partner back here: the code is exchanged for his tokens',
        querystring: connectCallbackQuerySchema,
        response: { ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const partnerId = requirePartner(session);
      const store = storeOf();
      const country = await partnerCountryOf(store.db, partnerId);
      const start = { partnerId, sessionId: session.sessionId, country, redirectUri };
      const url = await completeConnect(store, start, request.query, request.log);
      return reply.redirect(url, 302);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        summary: 'Disconnect your MercadoPago account (its tokens are deleted)',
        response: { 200: paymentAccountSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const partnerId = requirePartner(await fastify.sessions.require(request));
      await disconnect(storeOf(), partnerId);
      return accountView(options.store, partnerId);
    },
  );
};
