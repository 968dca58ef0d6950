/**
 * HTTP routes of accounts under `/api/service` (SPEC §7 account calls; ADR 0005, 0021): register,
 * activation (+ resend), login, logout, Google sign-in and profile. Password and deletion calls are in
 * ./password-routes. Schemas come from `src/shared/contract/account.ts`; rules live in the services.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activationFailureSchema,
  activationParamsSchema,
  activationResponseSchema,
  googleAuthBodySchema,
  googleAuthResponseSchema,
  googleProfileBodySchema,
  googleProfileResponseSchema,
  loginBodySchema,
  loginFailureSchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerBodySchema,
  registerFailureSchema,
  registerResponseSchema,
  resendActivationBodySchema,
  resendActivationResponseSchema,
} from '../../../shared/contract/account';
import { errorResponses, errorSchema } from '../../../shared/contract/common';
import { logoutBodySchema } from '../../../shared/contract/push';
import { accountMessages } from '../../../shared/messages';
import type { RateLimitHooks } from '../../plugins/rate-limit';
import { secondFactorStep } from './mfa/mfa';
import { sessionRoutes } from '../session-routes';
import type { AccountContext } from './context';
import { AccountError } from './errors';
import type { GoogleVerifier } from './sign-in/google';
import { toGoogleAuthResponse, toLoginResponse } from './mappers';
import { passwordRoutes } from './passwords/password-routes';
import { readProfile } from './profile';
import { activate } from './registration/activation';
import { register, resendActivation } from './registration/registration';
import { useAccountErrors } from './reply';
import { googleSignIn, signIn } from './sign-in/sign-in';
import { sourceOf } from './sign-in/source-address';
import { forgetDevice } from '../push/index';

/** Options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  ctx: AccountContext;
  limits: RateLimitHooks;
  /** Undefined when Google sign-in is off. */
  google: GoogleVerifier | undefined;
}

const tags = ['account'];
const secondFactorNote =
  "An administrator's answer carries `secondFactor`: `setup` (no authenticator app yet: " +
  '`POST /api/admin/mfa/setup`, then `/setup/confirm`) or `verify` (`POST /api/admin/mfa/verify`); until ' +
  'then every administration call answers 403 `SECOND_FACTOR_REQUIRED` (ADR 0019).';

/** Registers the account routes (prefix given by the caller: `/api/service`). */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  fastify,
  { ctx, limits, google },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags });
  useAccountErrors(app);
  // An administrator's new session still needs its second factor (ADR 0019): the answer says which step.
  const secondFactorOf = async (account: { id: string; type: string }) =>
    account.type === 'admin' ? { secondFactor: await secondFactorStep(ctx.db, account.id) } : {};

  app.post(
    '/register',
    {
      onRequest: limits.register,
      schema: {
        tags,
        summary: 'Create an inactive account and mail its activation link',
        description:
          'Answers the same 201 for an e-mail that already has an account (no enumeration, ADR 0010). ' +
          'An account waiting for activation gets a link for this registration (older links stop ' +
          'working; the registration whose link is used counts, ADR 0021); an active account is not ' +
          'changed and its owner gets a notice with links to sign in and to reset the password.',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          400: errorSchema,
          403: registerFailureSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await register(ctx, request.body);
      return reply.code(201).send({ created: true, message: accountMessages.registered });
    },
  );

  app.get(
    '/activation/:userId/:secretToken',
    {
      schema: {
        tags,
        summary: 'Activate an account with the link of its activation mail (once, within 48 h)',
        description:
          'The registration whose link is used counts (ADR 0021): the account gets the password, name, ' +
          'type and location of that registration. A link that does not activate answers its state in ' +
          '`reason`, each with its own status and Spanish text: `invalid` 404 (no such link), `expired` ' +
          '400, `superseded` 422 (a newer link of the account replaced it), `used` 409 (the account is ' +
          'active), `deleted` 410 (the account was deleted), `locked` 403 (e-mail on the blocklist).',
        params: activationParamsSchema,
        response: {
          200: activationResponseSchema,
          400: activationFailureSchema,
          403: activationFailureSchema,
          404: activationFailureSchema,
          409: activationFailureSchema,
          410: activationFailureSchema,
          422: activationFailureSchema,
        },
      },
    },
    async (request) => ({
      activated: true as const,
      message: await activate(ctx, request.params.userId, request.params.secretToken),
    }),
  );

  app.post(
    '/activation/resend',
    {
      onRequest: limits.reset,
      schema: {
        tags,
        summary: 'Mail a new activation link (same answer whether or not the account exists)',
        body: resendActivationBodySchema,
        response: { 202: resendActivationResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await resendActivation(ctx, request.body);
      return reply.code(202).send({ sent: true, message: accountMessages.activationResent });
    },
  );

  app.post(
    '/login',
    {
      onRequest: limits.login,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; starts a session (cookie)',
        description: secondFactorNote,
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: errorSchema,
          401: loginFailureSchema,
          403: loginFailureSchema,
          429: loginFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await signIn(ctx, request.body, sourceOf(request.ip));
      await fastify.sessions.start(request, reply, { userId: account.id, type: account.type });
      return { ...toLoginResponse(account), ...(await secondFactorOf(account)) };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the session (always answers 200)',
        description:
          "An optional body `{endpoint}` names this device's push subscription, which is removed with the " +
          'session (ADR 0031).',
        body: logoutBodySchema,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const endpoint = request.body?.endpoint;
      const session = endpoint ? await fastify.sessions.read(request) : null;
      if (session && endpoint) await forgetDevice(ctx.db, session.userId, endpoint);
      await fastify.sessions.end(request, reply);
      return { logout: true as const, message: accountMessages.loggedOut };
    },
  );

  app.post(
    '/google/auth',
    {
      onRequest: limits.login,
      schema: {
        tags,
        summary: 'Sign in with a Google ID token; finds, links or creates the account',
        description: secondFactorNote,
        body: googleAuthBodySchema,
        response: {
          200: googleAuthResponseSchema,
          400: errorSchema,
          401: loginFailureSchema,
          403: loginFailureSchema,
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      if (!google) throw new AccountError('NOT_FOUND', accountMessages.googleDisabled);
      const account = await googleSignIn(ctx, await google(request.body.tokenId));
      await fastify.sessions.start(request, reply, { userId: account.id, type: account.type });
      return { ...toGoogleAuthResponse(account), ...(await secondFactorOf(account)) };
    },
  );

  route.post(
    '/google/auth/profile',
    {
      summary: "The signed-in account's profile (the session decides; `token` is not trusted)",
      body: googleProfileBodySchema,
      response: { 200: googleProfileResponseSchema, ...errorResponses(401) },
    },
    async (request, session) => ({ user: await readProfile(ctx, session, session.userId) }),
  );

  await app.register(passwordRoutes, { ctx, limits });
};
