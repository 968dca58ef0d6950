/**
 * Who may call the administration routes (SPEC §1 administrator; ARCHITECTURE §4): accounts of type
 * `admin` only. A visitor gets 401 before anything else (`app.sessions.guard` in `onRequest`); a member
 * or a partner gets 403 from {@link adminOnly} (`preHandler`), after the request was validated: the
 * answer to bad input is the same 400 for everyone, and nothing is read before the role is known.
 * @module
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { adminMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';

/**
 * The rule: `session` is an administrator's.
 * @throws AppError FORBIDDEN ({@link adminMessages.adminsOnly}) otherwise
 */
export function assertAdmin(session: SessionUser): void {
  if (session.type !== 'admin') throw new AppError('FORBIDDEN', adminMessages.adminsOnly);
}

/** A `preHandler` that refuses every session but an administrator's (see module doc). */
export const adminOnly =
  (app: FastifyInstance): preHandlerAsyncHookHandler =>
  async (request) => {
    assertAdmin(await app.sessions.require(request));
  };
