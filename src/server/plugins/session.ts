/**
 * Server-side sessions (docs/architecture.md §3 "sessions"; ADR 0005; OWASP ASVS 3.2–3.4): an
 * opaque 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure and `__Host-` prefixed in
 * production); only its SHA-256 is stored. A new token at every sign-in (rotation, ASVS 3.2.1); the
 * row is deleted at sign-out. Idle expiry 7 days, absolute 30 days, both checked on the server.
 *
 * Decorates the root instance with `sessions` ({@link SessionManager}); sessions are read lazily, so
 * public routes cost no database query.
 * @module
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../shared/constants/account';
import type { UserType } from '../../shared/contract/users';
import { accountMessages } from '../../shared/messages';
import type { Locale } from '../../shared/messages/i18n/locales';
import { AppError } from '../app-error';
import type { Config } from '../config';
import { newOpaqueToken, sha256Hex } from '../secrets';

/** A stored session joined with what authorisation needs of its account. */
export interface SessionRow {
  /** SHA-256 hex of the cookie token. */
  id: string;
  userId: string;
  type: UserType;
  active: boolean;
  lastSeenAt: Date;
  /** Absolute end of the session. */
  expiresAt: Date;
  /** When the second factor was last verified in this session, null before (ADR 0019). */
  secondFactorAt: Date | null;
  /** The primary's WAL position after the session's last write ('X/Y'), null before any (ADR 0032). */
  readAfterLsn: string | null;
  /** The account's language (`users.locale`, ADR 0055), null when it chose none. */
  locale: Locale | null;
}

/**
 * The SQL of sessions the manager needs, given by the account module (`sessionStore`, its
 * queries/sessions.ts) so that plugins hold no SQL (docs/architecture.md §2).
 */
export interface SessionStore {
  insert(row: { id: string; userId: string; now: Date; expiresAt: Date }): Promise<void>;
  find(id: string): Promise<SessionRow | undefined>;
  touch(id: string, now: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** @returns how many sessions of `userId` (except `keepId`) were deleted */
  deleteOfUser(userId: string, keepId?: string): Promise<number>;
  deleteExpiredOfUser(userId: string, now: Date, idleBefore: Date): Promise<void>;
  /** Records the primary's current WAL position in session `id` (ADR 0032). */
  recordWritePosition(id: string): Promise<void>;
}

/** The signed-in account of a request. */
export interface SessionUser {
  /** Stored session id (SHA-256 hex of the cookie token); never sent to the browser. */
  sessionId: string;
  userId: string;
  type: UserType;
  /**
   * When the second factor (TOTP, RFC 6238) was last verified in this session; null before, and
   * always for members and partners (ADR 0019). Administrators need it for every privilege
   * (`modules/admin-guard.ts`).
   */
  secondFactorAt: Date | null;
  /**
   * The primary's WAL position ('X/Y') after this session's last write, null before any: its catalogue
   * reads use a replica only once it has replayed that far (ADR 0032).
   */
  readAfterLsn: string | null;
  /**
   * The account's language (`users.locale`, ADR 0055), null when it chose none: read with the session,
   * so the request's language costs no query of its own (plugins/locale.ts).
   */
  locale: Locale | null;
}

/** Session operations, available as `app.sessions`. */
export interface SessionManager {
  /** The request's valid session, or null (no cookie, unknown, expired, or account inactive). */
  read(request: FastifyRequest): Promise<SessionUser | null>;
  /** Like {@link read}. @throws AppError UNAUTHORIZED ({@link accountMessages.sessionRequired}) when none */
  require(request: FastifyRequest): Promise<SessionUser>;
  /** `onRequest` hook answering 401 before any validation when there is no session. */
  guard: onRequestAsyncHookHandler;
  /** Starts a session for an account with a new token (the request's old session, if any, is deleted). */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    account: { userId: string; type: UserType; locale?: Locale | null },
  ): Promise<SessionUser>;
  /** Deletes the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Deletes every session of `userId` but `keep`. @returns how many were deleted */
  endOthers(userId: string, keep?: SessionUser | null): Promise<number>;
  /** Clears the cookie (after the account and its sessions were deleted). */
  clearCookie(reply: FastifyReply): void;
  /** Records the primary's current WAL position in session `sessionId` after a write (ADR 0032). */
  recordWritePosition(sessionId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

/** Options of {@link sessionPlugin}. */
export interface SessionPluginOptions {
  config: Config;
  /** The sessions' SQL (the account module's `sessionStore`). */
  store: SessionStore;
}

/** Activity is written at most this often per session (the idle limit is days, so minutes are enough). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/** Cookie name: `__Host-` in production binds it to the exact origin over HTTPS (no Domain, Path=/). */
export const sessionCookieName = (config: Config): string =>
  config.env === 'production' ? '__Host-buscagym_session' : 'buscagym_session';

/** Shape of a token this server issues (43 base64url characters); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function createSessionManager(config: Config, store: SessionStore): SessionManager {
  const cookieName = sessionCookieName(config);
  const secure = config.env === 'production';
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  const cookieOptions = (maxAgeSeconds: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: maxAgeSeconds,
  });

  const clearCookie = (reply: FastifyReply): void => {
    void reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  };

  const storedIdOf = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[cookieName];
    return token && TOKEN_SHAPE.test(token) ? sha256Hex(token) : undefined;
  };

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const id = storedIdOf(request);
    if (!id) return null;
    const row = await store.find(id);
    if (!row) return null;
    const now = Date.now();
    const idleEnd = row.lastSeenAt.getTime() + SESSION_IDLE_MS;
    if (!row.active || now >= row.expiresAt.getTime() || now >= idleEnd) {
      await store.delete(id);
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) await store.touch(id, new Date(now));
    return {
      sessionId: row.id,
      userId: row.userId,
      type: row.type,
      secondFactorAt: row.secondFactorAt,
      readAfterLsn: row.readAfterLsn,
      locale: row.locale,
    };
  }

  const read = (request: FastifyRequest): Promise<SessionUser | null> => {
    let pending = cache.get(request);
    if (!pending) {
      pending = load(request);
      cache.set(request, pending);
    }
    return pending;
  };

  const require = async (request: FastifyRequest): Promise<SessionUser> => {
    const session = await read(request);
    if (!session) throw new AppError('UNAUTHORIZED', accountMessages.sessionRequired);
    return session;
  };

  return {
    read,
    require,
    guard: async (request) => {
      await require(request);
    },
    start: async (request, reply, { userId, type, locale = null }) => {
      const old = storedIdOf(request);
      if (old) await store.delete(old);
      const now = new Date();
      await store.deleteExpiredOfUser(userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
      const token = newOpaqueToken();
      // A new session starts without the second factor (ADR 0019): an administrator verifies it next.
      const session: SessionUser = {
        sessionId: sha256Hex(token),
        userId,
        type,
        secondFactorAt: null,
        readAfterLsn: null,
        locale,
      };
      await store.insert({
        id: session.sessionId,
        userId,
        now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      void reply.setCookie(cookieName, token, cookieOptions(SESSION_ABSOLUTE_MS / 1000));
      cache.set(request, Promise.resolve(session));
      return session;
    },
    end: async (request, reply) => {
      const id = storedIdOf(request);
      if (id) await store.delete(id);
      cache.set(request, Promise.resolve(null));
      clearCookie(reply);
    },
    endOthers: (userId, keep) =>
      store.deleteOfUser(userId, keep?.userId === userId ? keep.sessionId : undefined),
    clearCookie,
    recordWritePosition: (sessionId) => store.recordWritePosition(sessionId),
  };
}

/**
 * Registers @fastify/cookie (when not yet there) and decorates the root with `sessions`. Wrapped with
 * fastify-plugin so every route of the app can use it.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { config, store }) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorate('sessions', createSessionManager(config, store));
  },
  { name: 'buscagym-session', fastify: '5.x' },
);
